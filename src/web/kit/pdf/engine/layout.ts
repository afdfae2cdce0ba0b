/**
 * Where a stamp (text or picture) goes on a page, as the reader sees the page: nine anchors with
 * margins, a point (fractions of the page), or a tiled pattern; at any angle; on pages with /Rotate the
 * stamp still appears upright where it was asked. Pure geometry, tested.
 */

export type Anchor = 'tl' | 'tc' | 'tr' | 'ml' | 'mc' | 'mr' | 'bl' | 'bc' | 'br';
export const ANCHORS: readonly Anchor[] = ['tl', 'tc', 'tr', 'ml', 'mc', 'mr', 'bl', 'bc', 'br'];

export type Placement =
  | { mode: 'anchor'; anchor: Anchor; marginX: number; marginY: number }
  /** The stamp's centre at fractions of the visible page (0,0 = top left as seen). */
  | { mode: 'point'; x: number; y: number }
  /** Repeated over the page, `gap` points between copies (rows staggered by half a step). */
  | { mode: 'tile'; gapX: number; gapY: number };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Placed {
  /** The stamp's bottom-left corner in the page's user space. */
  x: number;
  y: number;
  /** Its angle in user space, degrees counter-clockwise. */
  rotate: number;
}

/** The width and height of a w×h box turned by `deg`. */
export function rotatedBounds(w: number, h: number, deg: number): { width: number; height: number } {
  const r = (deg * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: w * c + h * s, height: w * s + h * c };
}

/** The page as seen: its size after /Rotate. */
export function viewSize(box: Box, pageRotate: number): { width: number; height: number } {
  return pageRotate % 180 === 0 ? { width: box.width, height: box.height } : { width: box.height, height: box.width };
}

/** The most copies a tiled stamp draws on one page (a tiny stamp would otherwise bloat the file). */
export const MAX_TILES = 2000;

/** Centres (in the seen page, y up from the bottom) for a stamp of w×h at `deg` under `placement`. */
export function centres(
  view: { width: number; height: number },
  w: number,
  h: number,
  deg: number,
  placement: Placement,
) {
  const bounds = rotatedBounds(w, h, deg);
  if (placement.mode === 'point') return [{ x: placement.x * view.width, y: (1 - placement.y) * view.height }];
  if (placement.mode === 'anchor') {
    const { anchor, marginX, marginY } = placement;
    const col = anchor[1];
    const row = anchor[0];
    const x =
      col === 'l' ? marginX + bounds.width / 2 : col === 'r' ? view.width - marginX - bounds.width / 2 : view.width / 2;
    const y =
      row === 'b'
        ? marginY + bounds.height / 2
        : row === 't'
          ? view.height - marginY - bounds.height / 2
          : view.height / 2;
    return [{ x, y }];
  }
  const stepX = Math.max(1, bounds.width + placement.gapX);
  const stepY = Math.max(1, bounds.height + placement.gapY);
  const out: { x: number; y: number }[] = [];
  const rows = Math.ceil(view.height / stepY) + 1;
  const cols = Math.ceil(view.width / stepX) + 1;
  for (let r = 0; r < rows && out.length < MAX_TILES; r++) {
    const shift = r % 2 === 1 ? stepX / 2 : 0;
    for (let c = -1; c < cols && out.length < MAX_TILES; c++) {
      const x = c * stepX + shift + stepX / 2;
      const y = view.height - (r * stepY + stepY / 2);
      if (x + bounds.width / 2 < 0 || x - bounds.width / 2 > view.width) continue;
      out.push({ x, y });
    }
  }
  return out;
}

/** A point of the seen page (origin bottom left) in user space, for a page with /Rotate `r`. */
export function viewToUser(box: Box, r: number, vx: number, vy: number): { x: number; y: number } {
  switch (((r % 360) + 360) % 360) {
    case 90:
      return { x: box.x + box.width - vy, y: box.y + vx };
    case 180:
      return { x: box.x + box.width - vx, y: box.y + box.height - vy };
    case 270:
      return { x: box.x + vy, y: box.y + box.height - vx };
    default:
      return { x: box.x + vx, y: box.y + vy };
  }
}

/** Every copy of a w×h stamp at `deg` on a page (its visible box and /Rotate), in user space. */
export function place(box: Box, pageRotate: number, w: number, h: number, deg: number, placement: Placement): Placed[] {
  const view = viewSize(box, pageRotate);
  const r = (deg * Math.PI) / 180;
  // From the centre to the bottom-left corner, turned with the stamp.
  const ox = -(w / 2) * Math.cos(r) + (h / 2) * Math.sin(r);
  const oy = -(w / 2) * Math.sin(r) - (h / 2) * Math.cos(r);
  return centres(view, w, h, deg, placement).map((c) => {
    const p = viewToUser(box, pageRotate, c.x + ox, c.y + oy);
    return { x: p.x, y: p.y, rotate: deg + pageRotate };
  });
}
