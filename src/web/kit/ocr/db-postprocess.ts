/**
 * DB (differentiable binarisation) post-processing, as PaddleOCR's `DBPostProcess` with its defaults:
 * the probability map is thresholded, each connected region becomes its minimum-area rectangle, boxes
 * whose mean probability is low are dropped, and the rest are grown ("unclipped") back to the whole
 * text, since the network is trained to mark a shrunk core of each text line.
 */
import type { Point, Quad } from './raster.js';

export interface DbOptions {
  /** Pixel probability above which a pixel is text. */
  threshold: number;
  /** Mean probability inside a box below which the box is dropped. */
  boxThreshold: number;
  /** How much a box grows: distance = area * ratio / perimeter (PaddleOCR's unclip_ratio; its 1.5 cut the
   * ends of short Latin lines in our tests, 2 keeps them). */
  unclipRatio: number;
  /** Boxes whose shorter side is under this (map pixels) are noise. */
  minSize: number;
  maxCandidates: number;
}

export const DB_DEFAULTS: DbOptions = {
  threshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 2,
  minSize: 3,
  maxCandidates: 1000,
};

export interface DetectedBox {
  quad: Quad;
  score: number;
}

/** A rotated rectangle: centre, side lengths, and the direction of the `width` side (radians). */
export interface RotatedRect {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

/**
 * Text boxes in a `width` x `height` probability map, scaled by (`scaleX`, `scaleY`) to image pixels and
 * clamped to the image, in no particular order (see layout.ts for reading order).
 */
export function dbBoxes(
  prob: Float32Array,
  width: number,
  height: number,
  scaleX = 1,
  scaleY = 1,
  options: Partial<DbOptions> = {},
): DetectedBox[] {
  const o = { ...DB_DEFAULTS, ...options };
  const regions = connectedRegions(prob, width, height, o.threshold).slice(0, o.maxCandidates);
  const boxes: DetectedBox[] = [];
  for (const points of regions) {
    const rect = minAreaRect(convexHull(points));
    if (Math.min(rect.width, rect.height) < o.minSize) continue;
    const score = meanInRect(prob, width, height, rect);
    if (score < o.boxThreshold) continue;
    const grown = unclip(rect, o.unclipRatio);
    if (Math.min(grown.width, grown.height) < o.minSize + 2) continue;
    const quad = orderQuad(rectCorners(grown)).map((p) => ({
      x: clamp(p.x * scaleX, 0, width * scaleX),
      y: clamp(p.y * scaleY, 0, height * scaleY),
    })) as Quad;
    boxes.push({ quad, score });
  }
  return boxes;
}

/**
 * Pixel regions above `threshold` (8-connected), each as the corner points of its pixels' row spans
 * (enough for the convex hull: inner pixels never lie on it).
 */
export function connectedRegions(prob: Float32Array, width: number, height: number, threshold: number): Point[][] {
  const seen = new Uint8Array(width * height);
  const regions: Point[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < prob.length; start++) {
    if (seen[start] || prob[start]! <= threshold) continue;
    // Per row: the leftmost and rightmost pixel of the region.
    const rowMin = new Map<number, number>();
    const rowMax = new Map<number, number>();
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      if (!(rowMin.get(y)! <= x)) rowMin.set(y, x);
      if (!(rowMax.get(y)! >= x)) rowMax.set(y, x);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width || (dx === 0 && dy === 0)) continue;
          const j = ny * width + nx;
          if (!seen[j] && prob[j]! > threshold) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    const points: Point[] = [];
    for (const [y, min] of rowMin) {
      const max = rowMax.get(y)!;
      // Pixel centres, as OpenCV's contours (which PaddleOCR's boxes come from) use.
      points.push({ x: min, y }, { x: max, y });
    }
    regions.push(points);
  }
  return regions;
}

/** Convex hull (Andrew's monotone chain), counter-clockwise in y-down coordinates' mirror; no repeats. */
export function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length <= 2) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/**
 * The minimum-area rectangle around a convex hull (one of its sides lies on a hull edge). A single point
 * or a segment gives a rectangle of zero height.
 */
export function minAreaRect(hull: Point[]): RotatedRect {
  if (hull.length === 0) return { cx: 0, cy: 0, width: 0, height: 0, angle: 0 };
  if (hull.length === 1) return { cx: hull[0]!.x, cy: hull[0]!.y, width: 0, height: 0, angle: 0 };
  let best: RotatedRect | null = null;
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const u = p.x * ux + p.y * uy;
      const v = -p.x * uy + p.y * ux;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea - 1e-9) {
      bestArea = area;
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      best = {
        cx: cu * ux - cv * uy,
        cy: cu * uy + cv * ux,
        width: maxU - minU,
        height: maxV - minV,
        angle: Math.atan2(uy, ux),
      };
    }
  }
  // Every edge of zero length: the points are all one point.
  return best ?? { cx: hull[0]!.x, cy: hull[0]!.y, width: 0, height: 0, angle: 0 };
}

/** Grows a rectangle on every side by area * ratio / perimeter (the offset polygon's bounding rectangle). */
export function unclip(rect: RotatedRect, ratio: number): RotatedRect {
  const perimeter = 2 * (rect.width + rect.height);
  if (perimeter === 0) return rect;
  const d = (rect.width * rect.height * ratio) / perimeter;
  return { ...rect, width: rect.width + 2 * d, height: rect.height + 2 * d };
}

export function rectCorners(rect: RotatedRect): Point[] {
  const ux = Math.cos(rect.angle);
  const uy = Math.sin(rect.angle);
  const hw = rect.width / 2;
  const hh = rect.height / 2;
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([u, v]) => ({ x: rect.cx + u! * ux - v! * uy, y: rect.cy + u! * uy + v! * ux }));
}

/**
 * Four corners in reading order (top-left, top-right, bottom-right, bottom-left), as PaddleOCR's
 * `get_mini_boxes`: the two leftmost points are the left side, the upper of each pair comes first.
 */
export function orderQuad(points: Point[]): Quad {
  const byX = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const [l1, l2, r1, r2] = byX as [Point, Point, Point, Point];
  const [tl, bl] = l1.y <= l2.y ? [l1, l2] : [l2, l1];
  const [tr, br] = r1.y <= r2.y ? [r1, r2] : [r2, r1];
  return [tl, tr, br, bl];
}

/** Mean probability of the map's pixels inside the rectangle (PaddleOCR's "fast" box score). */
export function meanInRect(prob: Float32Array, width: number, height: number, rect: RotatedRect): number {
  const corners = rectCorners(rect);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x0 = clamp(Math.floor(Math.min(...xs)), 0, width - 1);
  const x1 = clamp(Math.ceil(Math.max(...xs)), 0, width - 1);
  const y0 = clamp(Math.floor(Math.min(...ys)), 0, height - 1);
  const y1 = clamp(Math.ceil(Math.max(...ys)), 0, height - 1);
  const ux = Math.cos(rect.angle);
  const uy = Math.sin(rect.angle);
  // Half a pixel of slack: a rectangle of pixel centres still covers its own pixels.
  const hw = rect.width / 2 + 0.5;
  const hh = rect.height / 2 + 0.5;
  let sum = 0;
  let count = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x - rect.cx;
      const dy = y - rect.cy;
      if (Math.abs(dx * ux + dy * uy) <= hw && Math.abs(-dx * uy + dy * ux) <= hh) {
        sum += prob[y * width + x]!;
        count++;
      }
    }
  }
  return count ? sum / count : 0;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(Math.max(v, lo), hi);
}
