/** Page-number formats and options, and the stamp they make. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { mmToPt, type Anchor, type StampSpec } from '../../web/kit/pdf/pure.js';

export const FORMATS = {
  n: '{n}',
  cn: '第 {n} 页',
  cnTotal: '第 {n} 页 / 共 {total} 页',
  slash: '{n} / {total}',
  dash: '- {n} -',
  en: 'Page {n} of {total}',
} as const;
export type FormatId = keyof typeof FORMATS;
export const FORMAT_IDS = Object.keys(FORMATS) as FormatId[];

export const POSITIONS = ['bl', 'bc', 'br', 'tl', 'tc', 'tr'] as const satisfies readonly Anchor[];

export const SCHEMA = defineOptions({
  format: opt.choice(FORMAT_IDS, 'cnTotal'),
  position: opt.choice(POSITIONS, 'bc'),
  size: opt.int(11, { min: 6, max: 48 }),
  start: opt.int(1, { min: 0, max: 99999 }),
  skipFirst: opt.bool(false),
  margin: opt.int(10, { min: 3, max: 60 }),
});

export type NumberOptions = Values<typeof SCHEMA>;

/** What page `n` (its number) says out of `total`. */
export function sample(format: FormatId, n: number, total: number): string {
  return FORMATS[format].replace('{n}', String(n)).replace('{total}', String(total));
}

/**
 * The stamp: pages from the first (or the second when skipping the cover) numbered from `start`;
 * "共 N 页" counts the numbered pages and the start (numbering from 3 over 5 pages ends at 7 of 7).
 */
export function numberStamp(o: NumberOptions, pageCount: number): StampSpec | null {
  const first = o.skipFirst ? 1 : 0;
  const pages = Array.from({ length: Math.max(0, pageCount - first) }, (_, i) => first + i);
  if (pages.length === 0) return null;
  return {
    stamp: { kind: 'text', text: FORMATS[o.format], size: o.size, color: [0.13, 0.13, 0.13] },
    placement: { mode: 'anchor', anchor: o.position, marginX: mmToPt(o.margin), marginY: mmToPt(o.margin) },
    rotate: 0,
    opacity: 1,
    pages,
    startNumber: o.start,
    total: pages.length + o.start - 1,
  };
}
