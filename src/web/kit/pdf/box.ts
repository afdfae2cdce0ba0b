/**
 * A box on a page preview, in fractions of the seen page (0,0 = top left): drawn by dragging, moved,
 * resized by its corner (keeping an aspect when asked), always inside the page. Pure, tested.
 */

export interface FracBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FracPoint {
  x: number;
  y: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const MIN = 0.02;

/** The box spanned by two points of a drag. */
export function drawBox(a: FracPoint, b: FracPoint): FracBox {
  const x0 = clamp(Math.min(a.x, b.x), 0, 1);
  const y0 = clamp(Math.min(a.y, b.y), 0, 1);
  const x1 = clamp(Math.max(a.x, b.x), 0, 1);
  const y1 = clamp(Math.max(a.y, b.y), 0, 1);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** The box moved by (dx, dy), stopped at the page's edges. */
export function moveBox(box: FracBox, dx: number, dy: number): FracBox {
  return { ...box, x: clamp(box.x + dx, 0, 1 - box.w), y: clamp(box.y + dy, 0, 1 - box.h) };
}

/**
 * The box's bottom-right corner moved by (dx, dy); with `aspect` (w/h in fractions) the height follows
 * the width. Never smaller than 2% nor past the page.
 */
export function resizeBox(box: FracBox, dx: number, dy: number, aspect?: number): FracBox {
  let w = clamp(box.w + dx, MIN, 1 - box.x);
  let h = aspect ? w / aspect : clamp(box.h + dy, MIN, 1 - box.y);
  if (aspect && box.y + h > 1) {
    h = 1 - box.y;
    w = h * aspect;
  }
  return { ...box, w, h };
}

/** Whether a drawn box is big enough to mean something (not a click). */
export function isBox(box: FracBox): boolean {
  return box.w >= MIN && box.h >= MIN;
}

/** The fractions cut from each side to keep `box`. */
export function cutOf(box: FracBox): { left: number; top: number; right: number; bottom: number } {
  return { left: box.x, top: box.y, right: 1 - box.x - box.w, bottom: 1 - box.y - box.h };
}
