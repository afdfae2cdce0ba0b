/** How a PDF is cut: by ranges, every N pages, or one file per page; the parts and their names. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import {
  chunkPages,
  formatPageRanges,
  parsePageRanges,
  type PlanItem,
  type RangeResult,
} from '../../web/kit/pdf/pure.js';

export const SCHEMA = defineOptions({
  mode: opt.choice(['ranges', 'every', 'single'], 'ranges'),
  ranges: opt.text('', { maxLength: 500 }),
  every: opt.int(2, { min: 1, max: 10000 }),
});

export type SplitOptions = Values<typeof SCHEMA>;

export interface Part {
  name: string;
  plan: PlanItem[];
}

export function baseName(name: string): string {
  return name.replace(/\.pdf$/i, '') || 'document';
}

/** The parts, or the range error (ranges mode). */
export function splitParts(
  o: SplitOptions,
  name: string,
  pageCount: number,
): { ok: true; parts: Part[] } | Extract<RangeResult, { ok: false }> {
  let groups: number[][];
  if (o.mode === 'ranges') {
    const r = parsePageRanges(o.ranges, pageCount);
    if (!r.ok) return r;
    groups = r.groups;
  } else groups = chunkPages(pageCount, o.mode === 'single' ? 1 : o.every);
  const base = baseName(name);
  return {
    ok: true,
    parts: groups.map((pages) => ({
      name: `${base}_${formatPageRanges(pages).replace(/,/g, '_')}.pdf`,
      plan: pages.map((page) => ({ source: 0, page })),
    })),
  };
}
