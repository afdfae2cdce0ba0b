/**
 * The spec's PDF analytics events and when the PDF tools send them (pure table; see docs/architecture.md):
 * - PDFTOOLS_0001: a PDF (or picture) file was opened in a PDF tool;
 * - PDFTOOLS_0002: a run was started;
 * - PDFTOOLS_0003: a run failed (extra: code);
 * - PDF_PAGE_0001 … PDF_PAGE_0030: per tool, in the order below, an odd number when its run succeeded and
 *   the next even number when its result was saved;
 * - PDF_PAGE_0031: a password was asked for; PDF_PAGE_0032: a file was refused as too large for the device.
 */
export const PDF_TOOL_ORDER = [
  'pdf_merge',
  'pdf_split',
  'pdf_page_manage',
  'pdf_watermark',
  'pdf_page_number',
  'pdf_sign',
  'pdf_password',
  'pdf_crop',
  'pdf_pagesize',
  'pdf_metadata',
  'pdf_compress',
  'pdf_2_png',
  'img_2_pdf_convert',
  'pdf_imagefy',
  'pdf_img_extract',
] as const;

export const PDF_OPENED = 'PDFTOOLS_0001';
export const PDF_RUN = 'PDFTOOLS_0002';
export const PDF_FAILED = 'PDFTOOLS_0003';
export const PDF_PASSWORD_ASKED = 'PDF_PAGE_0031';
export const PDF_TOO_LARGE = 'PDF_PAGE_0032';

const page = (n: number) => `PDF_PAGE_${String(n).padStart(4, '0')}`;

/** The tool's "done" and "saved" events, or null for a tool not in the table. */
export function toolEvents(slug: string): { done: string; saved: string } | null {
  const i = (PDF_TOOL_ORDER as readonly string[]).indexOf(slug);
  return i < 0 ? null : { done: page(2 * i + 1), saved: page(2 * i + 2) };
}
