/** The merge tool's options, the page plan (every page of each file, in the chosen order) and the name. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { allPages, type PlanItem } from '../../web/kit/pdf/pure.js';

export const SCHEMA = defineOptions({
  bookmarks: opt.bool(true),
});

export type MergeOptions = Values<typeof SCHEMA>;

/** Every page of every source, sources in the order given (page counts by source index). */
export function mergePlan(pageCounts: number[]): PlanItem[] {
  return pageCounts.flatMap((count, source) => allPages(count).map((page) => ({ source, page })));
}

/** The merged file's name: the first file's name with "-合并" and the number of files. */
export function mergedName(names: string[]): string {
  const first = (names[0] ?? '').replace(/\.pdf$/i, '') || 'document';
  return names.length > 1 ? `${first}-合并${names.length}个.pdf` : `${first}.pdf`;
}
