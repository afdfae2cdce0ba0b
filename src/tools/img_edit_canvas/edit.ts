/**
 * The image editor's model (pure): an edit is a list of operations applied in order to the original
 * picture, so undo and redo are moving along the list. Geometry (crop ratios, rotation, resize), pixel
 * filters and the mosaic are computed here; `render.ts` draws the operations on a canvas.
 */
export type Point = [number, number];
export type FilterName = 'gray' | 'sepia' | 'warm' | 'cool' | 'vivid' | 'invert' | 'fade';
export const FILTERS: readonly FilterName[] = ['gray', 'sepia', 'warm', 'cool', 'vivid', 'fade', 'invert'];
export type FontName = 'sans' | 'black' | 'round' | 'brush';

/** Positions and sizes in text, sticker, drawing and mosaic operations are fractions of the picture (0–1). */
export type EditOp =
  | { op: 'crop'; x: number; y: number; w: number; h: number }
  | { op: 'rotate'; turns: 1 | 2 | 3 }
  | { op: 'flip'; axis: 'h' | 'v' }
  | { op: 'resize'; width: number; height: number }
  | { op: 'filter'; name: FilterName | 'none'; brightness: number; contrast: number }
  | { op: 'text'; text: string; x: number; y: number; size: number; color: string; font: FontName }
  | { op: 'sticker'; id: string; x: number; y: number; size: number }
  | { op: 'draw'; points: Point[]; color: string; width: number }
  | { op: 'mosaic'; points: Point[]; radius: number; block: number };

export interface History {
  ops: EditOp[];
  /** How many of `ops` are applied (the rest can be redone). */
  at: number;
}

export const EMPTY_HISTORY: History = { ops: [], at: 0 };

export function push(h: History, op: EditOp): History {
  return { ops: [...h.ops.slice(0, h.at), op], at: h.at + 1 };
}
export const undo = (h: History): History => ({ ...h, at: Math.max(0, h.at - 1) });
export const redo = (h: History): History => ({ ...h, at: Math.min(h.ops.length, h.at + 1) });
export const canUndo = (h: History) => h.at > 0;
export const canRedo = (h: History) => h.at < h.ops.length;
export const applied = (h: History) => h.ops.slice(0, h.at);

export const RATIOS = { free: null, '1:1': 1, '4:3': 4 / 3, '3:4': 3 / 4, '16:9': 16 / 9, '9:16': 9 / 16 } as const;
export type RatioId = keyof typeof RATIOS;

/** A crop of `ratio` (null: the whole picture), `scale` of the largest such crop, placed at (px, py) ∈ [0,1]. */
export function cropRect(
  width: number,
  height: number,
  ratio: number | null,
  scale = 1,
  px = 0.5,
  py = 0.5,
): { x: number; y: number; w: number; h: number } {
  let w = width;
  let h = height;
  if (ratio) {
    if (width / height > ratio) w = height * ratio;
    else h = width / ratio;
  }
  const s = Math.min(1, Math.max(0.1, scale));
  w = Math.max(1, Math.round(w * s));
  h = Math.max(1, Math.round(h * s));
  return { x: Math.round((width - w) * px), y: Math.round((height - h) * py), w, h };
}

/** The picture's size after an operation. */
export function sizeAfter(size: { width: number; height: number }, op: EditOp): { width: number; height: number } {
  switch (op.op) {
    case 'crop':
      return { width: op.w, height: op.h };
    case 'rotate':
      return op.turns === 2 ? size : { width: size.height, height: size.width };
    case 'resize':
      return { width: op.width, height: op.height };
    default:
      return size;
  }
}

export function finalSize(
  size: { width: number; height: number },
  ops: readonly EditOp[],
): { width: number; height: number } {
  return ops.reduce(sizeAfter, size);
}

/** Width × height for a new width keeping the aspect ratio (at least 1 px). */
export function keepRatio(width: number, height: number, newWidth: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(newWidth)), height: Math.max(1, Math.round((height * newWidth) / width)) };
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/** A filter with brightness and contrast (−100…100) on RGBA pixels, in place. */
export function applyFilter(data: Uint8ClampedArray, name: FilterName | 'none', brightness = 0, contrast = 0): void {
  const c = contrast >= 0 ? 1 + contrast / 50 : 1 + contrast / 100;
  const b = brightness * 1.28;
  for (let p = 0; p < data.length; p += 4) {
    let r = data[p];
    let g = data[p + 1];
    let bl = data[p + 2];
    const y = 0.299 * r + 0.587 * g + 0.114 * bl;
    switch (name) {
      case 'gray':
        r = g = bl = y;
        break;
      case 'sepia':
        [r, g, bl] = [
          0.393 * r + 0.769 * g + 0.189 * bl,
          0.349 * r + 0.686 * g + 0.168 * bl,
          0.272 * r + 0.534 * g + 0.131 * bl,
        ];
        break;
      case 'warm':
        r += 18;
        bl -= 18;
        break;
      case 'cool':
        r -= 15;
        bl += 18;
        break;
      case 'vivid':
        r = y + (r - y) * 1.5;
        g = y + (g - y) * 1.5;
        bl = y + (bl - y) * 1.5;
        break;
      case 'fade':
        r = r * 0.8 + 40;
        g = g * 0.8 + 38;
        bl = bl * 0.8 + 45;
        break;
      case 'invert':
        r = 255 - r;
        g = 255 - g;
        bl = 255 - bl;
        break;
    }
    data[p] = clamp((r - 128) * c + 128 + b);
    data[p + 1] = clamp((g - 128) * c + 128 + b);
    data[p + 2] = clamp((bl - 128) * c + 128 + b);
  }
}

/** The mosaic blocks a brush stroke touches: top-left corners (px) of `block`-sized cells within `radius` of the path. */
export function mosaicCells(
  points: readonly Point[],
  radius: number,
  block: number,
  width: number,
  height: number,
): Point[] {
  const cells = new Set<string>();
  const out: Point[] = [];
  const visit = (cx: number, cy: number) => {
    for (let y = Math.floor((cy - radius) / block); y <= Math.floor((cy + radius) / block); y++)
      for (let x = Math.floor((cx - radius) / block); x <= Math.floor((cx + radius) / block); x++) {
        if (x < 0 || y < 0 || x * block >= width || y * block >= height) continue;
        const mx = Math.max(x * block, Math.min(cx, (x + 1) * block));
        const my = Math.max(y * block, Math.min(cy, (y + 1) * block));
        if ((mx - cx) ** 2 + (my - cy) ** 2 > radius * radius) continue;
        const key = `${x},${y}`;
        if (cells.has(key)) continue;
        cells.add(key);
        out.push([x * block, y * block]);
      }
  };
  for (let i = 0; i < points.length; i++) {
    const [x, y] = points[i];
    visit(x, y);
    if (i > 0) {
      // Fill along the segment so fast strokes leave no gaps.
      const [px, py] = points[i - 1];
      const steps = Math.ceil(Math.hypot(x - px, y - py) / Math.max(1, radius / 2));
      for (let s = 1; s < steps; s++) visit(px + ((x - px) * s) / steps, py + ((y - py) * s) / steps);
    }
  }
  return out;
}

/** Average colour of each cell, written over the cell (in place). */
export function pixelateCells(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  cells: readonly Point[],
  block: number,
): void {
  for (const [cx, cy] of cells) {
    const x1 = Math.min(width, cx + block);
    const y1 = Math.min(height, cy + block);
    let r = 0;
    let g = 0;
    let b = 0;
    let n = 0;
    for (let y = cy; y < y1; y++)
      for (let x = cx; x < x1; x++) {
        const p = (y * width + x) * 4;
        r += data[p];
        g += data[p + 1];
        b += data[p + 2];
        n++;
      }
    for (let y = cy; y < y1; y++)
      for (let x = cx; x < x1; x++) {
        const p = (y * width + x) * 4;
        data[p] = r / n;
        data[p + 1] = g / n;
        data[p + 2] = b / n;
      }
  }
}

/** Simplifies a drawn path: drops points closer than `min` to the last kept one. */
export function simplify(points: readonly Point[], min: number): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= min) out.push(p);
  }
  const end = points[points.length - 1];
  if (end && out[out.length - 1] !== end) out.push(end);
  return out;
}

/** The pen's first colour (a value the visitor changes, not styling). */
export const DEFAULT_COLOR = '#ff3b30';
