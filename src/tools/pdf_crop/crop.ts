/** The crop tool's options (a box drawn on the preview, or margins in mm) as the engine's crop request. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { cutOf, isBox, mmToPt, type FracBox } from '../../web/kit/pdf/pure.js';

export const SCHEMA = defineOptions({
  mode: opt.choice(['box', 'margins'], 'box'),
  top: opt.number(10, { min: 0, max: 500 }),
  right: opt.number(10, { min: 0, max: 500 }),
  bottom: opt.number(10, { min: 0, max: 500 }),
  left: opt.number(10, { min: 0, max: 500 }),
  range: opt.text('', { maxLength: 200 }),
});

export type CropOptions = Values<typeof SCHEMA>;
export const SIDES = ['top', 'right', 'bottom', 'left'] as const;

export type CropCut =
  | { ok: true; cut: { left: number; top: number; right: number; bottom: number }; unit: 'fraction' | 'pt' }
  | { ok: false; reason: 'no-box' | 'too-much' };

/** What to cut: the drawn box's outside (fractions), or the margins (points); `seen` is the preview page's size in points. */
export function cropCut(o: CropOptions, box: FracBox | null, seen: { width: number; height: number }): CropCut {
  if (o.mode === 'box') {
    if (!box || !isBox(box)) return { ok: false, reason: 'no-box' };
    return { ok: true, cut: cutOf(box), unit: 'fraction' };
  }
  const cut = { left: mmToPt(o.left), top: mmToPt(o.top), right: mmToPt(o.right), bottom: mmToPt(o.bottom) };
  if (cut.left + cut.right >= seen.width * 0.99 || cut.top + cut.bottom >= seen.height * 0.99)
    return { ok: false, reason: 'too-much' };
  return { ok: true, cut, unit: 'pt' };
}

/** The margins box shown on the preview (fractions of the seen page). */
export function marginsBox(o: CropOptions, seen: { width: number; height: number }): FracBox {
  const l = Math.min(1, mmToPt(o.left) / seen.width);
  const t = Math.min(1, mmToPt(o.top) / seen.height);
  const r = Math.min(1, mmToPt(o.right) / seen.width);
  const b = Math.min(1, mmToPt(o.bottom) / seen.height);
  return { x: l, y: t, w: Math.max(0, 1 - l - r), h: Math.max(0, 1 - t - b) };
}
