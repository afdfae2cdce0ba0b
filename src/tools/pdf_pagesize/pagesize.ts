/** Page-size options and the sheet they ask for. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { allPages, mmToPt, PAPER, parsePageRanges, selectedPages } from '../../web/kit/pdf/pure.js';

export const SHEETS = ['A4', 'A3', 'A5', 'Letter', 'custom'] as const;

export const SCHEMA = defineOptions({
  sheet: opt.choice(SHEETS, 'A4'),
  width: opt.int(210, { min: 20, max: 5000 }),
  height: opt.int(297, { min: 20, max: 5000 }),
  mode: opt.choice(['fit', 'stretch'], 'fit'),
  orientation: opt.choice(['auto', 'portrait', 'landscape'], 'auto'),
  range: opt.text('', { maxLength: 200 }),
});

export type SizeOptions = Values<typeof SCHEMA>;

/** The sheet in points. */
export function sheetOf(o: SizeOptions): { width: number; height: number } {
  if (o.sheet === 'custom') return { width: mmToPt(o.width), height: mmToPt(o.height) };
  return { ...PAPER[o.sheet] };
}

export function pagesOf(range: string, count: number): number[] | null {
  if (!range.trim()) return allPages(count);
  const r = parsePageRanges(range, count);
  return r.ok ? selectedPages(r.groups) : null;
}
