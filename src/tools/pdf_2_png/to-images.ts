/** PDF to pictures: format, resolution, pages, file names. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { allPages, parsePageRanges, selectedPages } from '../../web/kit/pdf/pure.js';

export const DPIS = [72, 96, 150, 200, 300] as const;

export const SCHEMA = defineOptions({
  format: opt.choice(['png', 'jpg'], 'png'),
  dpi: opt.oneOf(DPIS, 150),
  quality: opt.int(90, { min: 30, max: 100 }),
  range: opt.text('', { maxLength: 200 }),
});

export type ImageOptions = Values<typeof SCHEMA>;

export function pagesOf(range: string, count: number): number[] | null {
  if (!range.trim()) return allPages(count);
  const r = parsePageRanges(range, count);
  return r.ok ? selectedPages(r.groups) : null;
}

/** `report.pdf`, page index 0 → `report-1.png` (numbers padded to sort well). */
export function imageName(pdfName: string, page: number, pageCount: number, format: ImageOptions['format']): string {
  const base = pdfName.replace(/\.pdf$/i, '') || 'page';
  const width = String(pageCount).length;
  return `${base}-${String(page + 1).padStart(width, '0')}.${format}`;
}

/** Pixel size of a page of w×h points at `dpi`. */
export function pixelSize(w: number, h: number, dpi: number): { width: number; height: number } {
  return { width: Math.round((w * dpi) / 72), height: Math.round((h * dpi) / 72) };
}
