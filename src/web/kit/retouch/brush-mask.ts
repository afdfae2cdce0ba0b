/**
 * The brush mask editor's pure part: strokes (paint or erase, a radius in mask pixels) drawn into a 0/255
 * mask over an optional base mask (e.g. found text), with undo by replaying the remaining strokes. The
 * mask is kept at the preview's size; the engine scales it to the photo's full size. No DOM: tested in Node.
 */
import type { Mask } from '../vision/mask.js';

export interface BrushPoint {
  x: number;
  y: number;
}

export interface Stroke {
  points: BrushPoint[];
  /** In mask pixels. */
  radius: number;
  erase: boolean;
}

export function emptyMask(width: number, height: number): Mask {
  return { data: new Uint8Array(width * height), width, height };
}

/** Fills every pixel whose centre lies within `radius` of the segment a–b (a disc when a = b). */
export function paintSegment(mask: Mask, a: BrushPoint, b: BrushPoint, radius: number, value: number): void {
  const { width, height, data } = mask;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - radius));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + radius));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - radius));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + radius));
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const r2 = radius * radius;
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5;
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5;
      // Distance from the pixel centre to the nearest point of the segment.
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / len2));
      const ex = px - (a.x + t * dx);
      const ey = py - (a.y + t * dy);
      if (ex * ex + ey * ey <= r2) data[y * width + x] = value;
    }
  }
}

export function paintStroke(mask: Mask, stroke: Stroke): void {
  const value = stroke.erase ? 0 : 255;
  const pts = stroke.points;
  for (let i = 0; i < pts.length; i++) paintSegment(mask, pts[Math.max(0, i - 1)]!, pts[i]!, stroke.radius, value);
}

/** The base mask (copied, or empty) with the strokes drawn over it in order. */
export function renderMask(width: number, height: number, base: Mask | null, strokes: readonly Stroke[]): Mask {
  const mask = emptyMask(width, height);
  if (base && base.width === width && base.height === height) mask.data.set(base.data);
  for (const s of strokes) paintStroke(mask, s);
  return mask;
}

/** Share of pixels set (0..1). */
export function maskShare(mask: Mask): number {
  let n = 0;
  for (const v of mask.data) if (v) n++;
  return mask.data.length ? n / mask.data.length : 0;
}

/** The smallest rectangle holding every set pixel, or null for an empty mask. */
export function maskBounds(mask: Mask): { x: number; y: number; width: number; height: number } | null {
  const { width, height, data } = mask;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++)
      if (data[row + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
  }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** Pixels set in either mask (same size). */
export function unionMasks(a: Mask, b: Mask): Mask {
  const out = emptyMask(a.width, a.height);
  for (let i = 0; i < out.data.length; i++) out.data[i] = a.data[i]! || b.data[i]! ? 255 : 0;
  return out;
}

/**
 * The brush radius in mask pixels for a brush `screenPx` wide on screen, when the mask is shown
 * `displayWidth` CSS pixels wide: brushes keep their size on screen whatever the photo's size.
 */
export function brushRadius(screenPx: number, maskWidth: number, displayWidth: number): number {
  return Math.max(0.5, (screenPx / 2) * (maskWidth / Math.max(1, displayWidth)));
}

/** A pointer position in CSS pixels of the shown picture, in mask pixels (clamped to the mask). */
export function toMaskPoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
  mask: { width: number; height: number },
): BrushPoint {
  const x = ((clientX - rect.left) / Math.max(1, rect.width)) * mask.width;
  const y = ((clientY - rect.top) / Math.max(1, rect.height)) * mask.height;
  return { x: Math.max(0, Math.min(mask.width, x)), y: Math.max(0, Math.min(mask.height, y)) };
}
