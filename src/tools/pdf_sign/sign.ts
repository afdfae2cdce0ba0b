/**
 * The signature tool's logic: the signature (a drawn or uploaded picture, or typed text) as a stamp at the
 * box the visitor placed on the preview; the box's shape from the signature's; the drawn ink's bounds.
 * Pure, tested.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { allPages, hexToRgb, type FracBox, type StampSpec } from '../../web/kit/pdf/pure.js';

export const SCHEMA = defineOptions({
  source: opt.choice(['draw', 'type', 'upload'], 'draw'),
  text: opt.text('', { maxLength: 40 }),
  color: opt.color('#1a237e'),
  every: opt.bool(false),
});

export type SignOptions = Values<typeof SCHEMA>;

export interface Size {
  width: number;
  height: number;
}

/** The box's w/h in page fractions for a signature w/h of `aspect` on a page seen at `seen`. */
export function fracAspect(aspect: number, seen: Size): number {
  return (aspect * seen.height) / seen.width;
}

/** Where a new signature goes: lower right, 30% of the page wide (less when it is tall). */
export function initialBox(aspect: number, seen: Size): FracBox {
  const fa = fracAspect(aspect, seen);
  let w = 0.3;
  let h = w / fa;
  if (h > 0.15) {
    h = 0.15;
    w = h * fa;
  }
  return { x: Math.max(0, 0.92 - w), y: Math.max(0, 0.9 - h), w, h };
}

/** The box kept in shape for a new signature (same centre and height when possible). */
export function reshape(box: FracBox, aspect: number, seen: Size): FracBox {
  const fa = fracAspect(aspect, seen);
  let h = box.h;
  let w = h * fa;
  if (w > 1) {
    w = 1;
    h = w / fa;
  }
  const x = Math.min(Math.max(0, box.x + box.w / 2 - w / 2), 1 - w);
  const y = Math.min(Math.max(0, box.y + box.h / 2 - h / 2), 1 - h);
  return { x, y, w, h };
}

export type Signature = { kind: 'image'; bytes: Uint8Array } | { kind: 'text'; text: string; color: string };

/** The stamp drawing the signature in the box (fractions of the seen page), on `page` or every page. */
export function signatureStamp(
  sig: Signature,
  box: FracBox,
  seen: Size,
  page: number,
  every: boolean,
  pageCount: number,
): StampSpec {
  const placement = { mode: 'point' as const, x: box.x + box.w / 2, y: box.y + box.h / 2 };
  const base = { placement, rotate: 0, opacity: 1, pages: every ? allPages(pageCount) : [page] };
  if (sig.kind === 'image') return { ...base, stamp: { kind: 'image', bytes: sig.bytes, widthRatio: box.w } };
  // Text: the box's height is the font size (the engine centres the line on the point).
  return {
    ...base,
    stamp: { kind: 'text', text: sig.text.trim(), size: Math.max(4, box.h * seen.height), color: hexToRgb(sig.color) },
  };
}

/** The smallest box holding every pixel with alpha > 0 (RGBA rows), padded by `pad`; null when empty. */
export function inkBounds(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  pad = 4,
): { x: number; y: number; width: number; height: number } | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[(y * width + x) * 4 + 3] > 0) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return null;
  const x = Math.max(0, x0 - pad);
  const y = Math.max(0, y0 - pad);
  return { x, y, width: Math.min(width, x1 + pad + 1) - x, height: Math.min(height, y1 + pad + 1) - y };
}
