/**
 * The visitor's page corners (pure): a dragged corner stays inside the image and keeps the quad convex
 * (a corner pulled across the opposite edge would fold the page); the quad between pixel spaces.
 */
import { isConvexQuad, quadArea, type Point, type Quad } from './geometry.js';

/** A quad smaller than this share of the image is a slip of the finger, not a page. */
const MIN_SHARE = 0.01;

/** `quad` with corner `index` moved to `to` (clamped to the image), or `quad` itself when that would fold it. */
export function dragCorner(quad: Quad, index: number, to: Point, width: number, height: number): Quad {
  const x = Math.min(width, Math.max(0, to.x));
  const y = Math.min(height, Math.max(0, to.y));
  const next = quad.map((p, i) => (i === index ? { x, y } : p)) as Quad;
  return isConvexQuad(next) && quadArea(next) >= width * height * MIN_SHARE ? next : quad;
}

/** A quad in the pixels of a `from` image as the pixels of the same picture at size `to`. */
export function rescaleQuad(
  quad: Quad,
  from: { width: number; height: number },
  to: { width: number; height: number },
): Quad {
  const kx = to.width / from.width;
  const ky = to.height / from.height;
  return quad.map((p) => ({ x: p.x * kx, y: p.y * ky })) as Quad;
}

/** The corner nearest `p` within `reach`, or -1: a tap near a corner grabs it even off its handle. */
export function nearestCorner(quad: Quad, p: Point, reach: number): number {
  let best = -1;
  let bestDistance = reach;
  quad.forEach((c, i) => {
    const d = Math.hypot(c.x - p.x, c.y - p.y);
    if (d < bestDistance || (best === -1 && d <= reach)) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}
