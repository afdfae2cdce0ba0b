/** The watermark tool's options and how they become stamps. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { hexToRgb, targetPages, type Anchor, type StampSpec } from '../../web/kit/pdf/pure.js';

export const LAYOUTS = ['tile', 'mc', 'tl', 'tr', 'bl', 'br', 'tc', 'bc'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const SCHEMA = defineOptions({
  kind: opt.choice(['text', 'image'], 'text'),
  text: opt.text('机密文件 请勿外传', { maxLength: 80 }),
  size: opt.int(36, { min: 6, max: 200 }),
  color: opt.color('#e53935'),
  opacity: opt.int(30, { min: 5, max: 100 }),
  angle: opt.int(30, { min: -90, max: 90 }),
  layout: opt.choice(LAYOUTS, 'tile'),
  gap: opt.int(60, { min: 0, max: 400 }),
  scale: opt.int(30, { min: 5, max: 100 }),
  range: opt.text('', { maxLength: 200 }),
});

export type WatermarkOptions = Values<typeof SCHEMA>;

export { hexToRgb };

/** The pages to stamp (all when the field is empty), or the range error. */
export { targetPages };

export function watermarkStamp(o: WatermarkOptions, pages: number[], image: Uint8Array | null): StampSpec | null {
  const placement =
    o.layout === 'tile'
      ? { mode: 'tile' as const, gapX: o.gap, gapY: o.gap }
      : { mode: 'anchor' as const, anchor: o.layout as Anchor, marginX: 36, marginY: 36 };
  const base = { placement, rotate: o.angle, opacity: o.opacity / 100, pages };
  if (o.kind === 'image')
    return image ? { ...base, stamp: { kind: 'image', bytes: image, widthRatio: o.scale / 100 } } : null;
  const text = o.text.trim();
  return text ? { ...base, stamp: { kind: 'text', text, size: o.size, color: hexToRgb(o.color) } } : null;
}
