/** Which pages to take pictures from, and how the result is told. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { parsePageRanges, selectedPages, type PdfAnswer } from '../../web/kit/pdf/pure.js';

export const SCHEMA = defineOptions({
  range: opt.text('', { maxLength: 200 }),
});

export type ExtractOptions = Values<typeof SCHEMA>;

/** undefined = every page; null = the ranges are wrong. */
export function pagesOf(range: string, count: number): number[] | undefined | null {
  if (!range.trim()) return undefined;
  const r = parsePageRanges(range, count);
  return r.ok ? selectedPages(r.groups) : null;
}

export function baseName(name: string): string {
  return name.replace(/\.pdf$/i, '') || 'image';
}

export function counts(answer: PdfAnswer): { jpg: number; png: number; other: number; skipped: number } {
  const ext = (n: string) => n.slice(n.lastIndexOf('.') + 1);
  const files = answer.files.map((f) => ext(f.name));
  return {
    jpg: files.filter((e) => e === 'jpg').length,
    png: files.filter((e) => e === 'png').length,
    other: files.filter((e) => e !== 'jpg' && e !== 'png').length,
    skipped: answer.skipped ?? 0,
  };
}
