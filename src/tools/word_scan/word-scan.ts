/** 文档扫描: the options, the pages' PDF layout, the files' names and the Word text of the pages (pure). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { PAPER, type ImagePageOptions } from '../../web/kit/pdf/pure.js';
import type { DocParagraph } from '../../web/kit/ocr/docx.js';

export const SCHEMA = defineOptions({
  mode: opt.choice(['color', 'grey', 'bw'], 'color'),
  shadows: opt.bool(true),
  deskew: opt.bool(true),
  paper: opt.choice(['A4', 'fit'], 'A4'),
});

export type Options = Values<typeof SCHEMA>;

/** Most pages in one document (each is flattened at full size in turn). */
export const MAX_PAGES = 30;

/** The saved page's long side: an A4 page at 300 dpi. */
export const PAGE_SIDE = 3508;
/** The page's long side for the Word file's text. */
export const OCR_SIDE = 2000;

/** A4 pages with no margin (a scan fills its paper), or pages the scan's own size. */
export function pageOptions(paper: Options['paper']): ImagePageOptions {
  return { paper: paper === 'A4' ? { ...PAPER.A4 } : null, orientation: 'auto', margin: 0 };
}

/** The document's name: the first photo's, with the page count when there are several. */
export function documentName(photoNames: string[], extension: 'pdf' | 'docx'): string {
  const first = (photoNames[0] ?? '').replace(/\.[^./\\]*$/, '').trim() || 'scan';
  return photoNames.length > 1 ? `${first}-${photoNames.length}页.${extension}` : `${first}.${extension}`;
}

/** The pages' paragraphs in page order; a page that held no text adds nothing. */
export function documentParagraphs(pages: DocParagraph[][]): DocParagraph[] {
  return pages.flat().filter((p) => p.lines.some((l) => l.trim() !== ''));
}
