/**
 * Pure geometry and pixel statistics of the document engine (no OpenCV): page corners, the size of the
 * flattened page, the skew of text lines, white balance. Shapes are the OCR kit's (`ocr/raster.ts`),
 * so a quad from one is a quad for the other.
 */

import type { Point, Quad, Rgba } from '../ocr/raster.js';

export type { Point, Quad, Rgba };

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Four points in any order as top-left, top-right, bottom-right, bottom-left: sorted by angle around
 * their centre, then turned so the first is the one nearest the top-left (smallest x + y).
 */
export function orderCorners(points: Point[]): Quad {
  if (points.length !== 4) throw new Error('a quad has four corners');
  const cx = points.reduce((s, p) => s + p.x, 0) / 4;
  const cy = points.reduce((s, p) => s + p.y, 0) / 4;
  // Clockwise on screen (y down) is increasing atan2.
  const sorted = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  let first = 0;
  for (let i = 1; i < 4; i++) if (sorted[i]!.x + sorted[i]!.y < sorted[first]!.x + sorted[first]!.y) first = i;
  return [0, 1, 2, 3].map((k) => ({ ...sorted[(first + k) % 4]! })) as Quad;
}

/** Area of a polygon (shoelace), always positive. */
export function quadArea(quad: Quad): number {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    s += a.x * b.y - b.x * a.y;
  }
  return Math.abs(s) / 2;
}

/** True when the four corners make a convex quadrilateral (every turn the same way, none straight). */
export function isConvexQuad(quad: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const c = quad[(i + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) return false;
    const s = Math.sign(cross);
    if (sign && s !== sign) return false;
    sign = s;
  }
  return true;
}

/**
 * The flattened page's size: the longer of each pair of opposite edges (a page seen at an angle is
 * foreshortened, never stretched), scaled down so the long side is at most `maxSide`.
 */
export function flatSize(quad: Quad, maxSide: number): { width: number; height: number } {
  const [tl, tr, br, bl] = quad;
  const w = Math.max(dist(tl, tr), dist(bl, br));
  const h = Math.max(dist(tl, bl), dist(tr, br));
  const k = Math.min(1, maxSide / Math.max(w, h, 1));
  return { width: Math.max(1, Math.round(w * k)), height: Math.max(1, Math.round(h * k)) };
}

/** The whole image, inset by `margin` (a share of each side): the start when no page outline is found. */
export function insetQuad(width: number, height: number, margin = 0): Quad {
  const mx = width * margin;
  const my = height * margin;
  return [
    { x: mx, y: my },
    { x: width - mx, y: my },
    { x: width - mx, y: height - my },
    { x: mx, y: height - my },
  ];
}

export function scaleQuad(quad: Quad, k: number): Quad {
  return quad.map((p) => ({ x: p.x * k, y: p.y * k })) as Quad;
}

/**
 * The skew of text lines in degrees (positive: lines go down to the right), from the dark pixels' positions:
 * the angle whose projection on the vertical axis gives the sharpest row profile (sum of squared bin
 * counts), searched over ±`range` degrees, coarse then fine. `points` are x, y pairs.
 */
export function textSkew(points: Float32Array | number[], range = 15): number {
  const n = points.length >> 1;
  if (n < 50) return 0;
  let cy = 0;
  let cx = 0;
  for (let i = 0; i < n; i++) {
    cx += points[2 * i]!;
    cy += points[2 * i + 1]!;
  }
  cx /= n;
  cy /= n;
  let reach = 0;
  for (let i = 0; i < n; i++) reach = Math.max(reach, Math.hypot(points[2 * i]! - cx, points[2 * i + 1]! - cy));
  const bins = Math.ceil(reach * 2) + 3;
  const counts = new Float64Array(bins);
  const score = (degrees: number) => {
    const t = (degrees * Math.PI) / 180;
    const s = Math.sin(t);
    const c = Math.cos(t);
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      // The row a point falls in once the page is turned back by `degrees`.
      const y = -(points[2 * i]! - cx) * s + (points[2 * i + 1]! - cy) * c + reach + 1;
      counts[Math.round(y)]!++;
    }
    let sum = 0;
    for (let b = 0; b < bins; b++) sum += counts[b]! * counts[b]!;
    return sum;
  };
  let best = 0;
  let bestScore = score(0);
  for (const [from, to, step] of [
    [-range, range, 1],
    [-1, 1, 0.1],
  ] as const) {
    const centre = step === 1 ? 0 : best;
    for (let a = centre + from; a <= centre + to + 1e-9; a += step) {
      const v = score(a);
      if (v > bestScore * (1 + 1e-9)) {
        bestScore = v;
        best = a;
      }
    }
  }
  return Math.round(best * 10) / 10;
}

/**
 * Per-channel gains that take the paper to white: each channel's `percentile` brightest value (the paper,
 * on a document) is scaled to `target`. Gains are capped so a page that is truly coloured is not blown out.
 */
export function whiteGains(image: Rgba, percentile = 0.9, target = 245, maxGain = 2.5): [number, number, number] {
  const hist = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  const { data } = image;
  const step = Math.max(1, Math.floor(data.length / 4 / 500_000));
  let n = 0;
  for (let i = 0; i < data.length; i += 4 * step) {
    hist[0]![data[i]!]!++;
    hist[1]![data[i + 1]!]!++;
    hist[2]![data[i + 2]!]!++;
    n++;
  }
  return hist.map((h) => {
    let seen = 0;
    let v = 0;
    for (; v < 255; v++) {
      seen += h[v]!;
      if (seen >= n * percentile) break;
    }
    return Math.min(maxGain, target / Math.max(v, 1));
  }) as [number, number, number];
}

/** Applies per-channel gains in place (alpha untouched). */
export function applyGains(image: Rgba, gains: [number, number, number]): void {
  const luts = gains.map((g) => {
    const lut = new Uint8Array(256);
    for (let v = 0; v < 256; v++) lut[v] = Math.min(255, Math.round(v * g));
    return lut;
  });
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = luts[0]![data[i]!]!;
    data[i + 1] = luts[1]![data[i + 1]!]!;
    data[i + 2] = luts[2]![data[i + 2]!]!;
  }
}
