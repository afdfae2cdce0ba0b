/**
 * PDF → Word, Excel, PowerPoint or HTML: read every page (PDF.js), find its layout, write the target.
 * The same code runs in the conversion Worker (browser) and in Node (tests, bench); PDF.js, the image
 * encoder, the page renderer (PowerPoint backgrounds) and an OCR engine (for pages that are only
 * pictures) come in as parameters.
 */
import type { PageContent, PageLayout } from './model.js';
import type { OcrHook } from './ocr.js';
import {
  extractPage,
  openPdf,
  PdfReadError,
  pngEncoder,
  type ImageEncoder,
  type OpenOptions,
  type PdfjsLib,
} from './extract.js';
import { analyseDocument } from './layout.js';
import { buildLines } from './lines.js';
import { toSections } from './flow.js';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageRenderer } from './writers/pptx.js';

export type OfficeTarget = 'docx' | 'xlsx' | 'pptx' | 'html';

export const TARGET_MIME: Record<OfficeTarget, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  html: 'text/html;charset=utf-8',
};

export type { OcrHook };

/** `no-text`: no page holds text, and OCR read none either; `ocr-failed`: the pages are scans and OCR could not run. */
export type ConvertFailure = PdfReadError['reason'] | 'no-text' | 'ocr-failed' | 'too-many-pages';

export class ConvertError extends Error {
  constructor(
    readonly reason: ConvertFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ConvertError';
  }
}

/** Most pages one conversion takes. */
export const MAX_PAGES = 500;

export interface ConvertProgress {
  /** `recognizing`: a scanned page goes through OCR. */
  stage: 'reading' | 'recognizing' | 'writing';
  /** 0..1 over the whole conversion. */
  fraction: number;
  page?: number;
  pages?: number;
}

export interface ConvertOptions extends OpenOptions {
  target: OfficeTarget;
  title?: string;
  lang?: string;
  encodeImage?: ImageEncoder;
  /** Draws a page's graphics without its text (PowerPoint backgrounds; browser only). */
  renderPages?: ((doc: PDFDocumentProxy) => PageRenderer) | null;
  /** Reads scanned pages (pages of pictures only); without it such a PDF is refused with `no-text`. */
  ocr?: OcrHook | null;
  /** Sheet names for the Excel target (page number → name) and the name of the text-only sheet. */
  sheetName?: (page: number) => string;
  textSheetName?: string;
  onProgress?: (progress: ConvertProgress) => void;
  signal?: AbortSignal;
}

export interface ConvertResult {
  bytes: Uint8Array;
  pages: number;
  /** 1-based numbers of pages that held no text (pictures only, OCR read nothing). */
  imagePages: number[];
  /** 1-based numbers of pages whose text was read by OCR (scans). */
  ocrPages: number[];
  /** Tables found (Excel: tables written). */
  tables: number;
}

/** Share of the bar the reading takes (the rest is writing). */
const READ_SHARE = 0.8;

function hasText(page: PageContent): boolean {
  return page.runs.some((r) => r.text.trim() !== '');
}

export async function convertPdf(pdfjs: PdfjsLib, data: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
  let doc;
  try {
    doc = await openPdf(pdfjs, data, options);
  } catch (error) {
    if (error instanceof PdfReadError) throw new ConvertError(error.reason, error.message);
    throw error;
  }
  try {
    const total = doc.numPages;
    if (total > MAX_PAGES) throw new ConvertError('too-many-pages', `${total} pages (at most ${MAX_PAGES})`);
    const contents: PageContent[] = [];
    let ocrError: unknown = null;
    for (let n = 1; n <= total; n++) {
      options.signal?.throwIfAborted();
      const page = await doc.getPage(n);
      const content = await extractPage(pdfjs, page, options.encodeImage ?? pngEncoder);
      if (!hasText(content) && options.ocr && content.images.length > 0) {
        options.onProgress?.({ stage: 'recognizing', fraction: ((n - 1) / total) * READ_SHARE, page: n, pages: total });
        try {
          const { runs, read } = await options.ocr(
            { index: n - 1, width: content.width, height: content.height, images: content.images },
            options.signal,
          );
          if (runs.length > 0) {
            content.runs = runs;
            content.images = content.images.filter((i) => !read.includes(i));
            content.ocr = true;
          }
        } catch (error) {
          options.signal?.throwIfAborted();
          ocrError = error; // the page stays a picture; said below if no page has text
        }
      }
      contents.push(content);
      // PowerPoint still draws the pages: keep their resources until then.
      if (options.target !== 'pptx') page.cleanup();
      options.onProgress?.({ stage: 'reading', fraction: (n / total) * READ_SHARE, page: n, pages: total });
    }
    const imagePages = contents.filter((c) => !hasText(c)).map((c) => c.index + 1);
    const ocrPages = contents.filter((c) => c.ocr).map((c) => c.index + 1);
    if (imagePages.length === total) {
      if (ocrError) throw new ConvertError('ocr-failed', `the pages are scans and OCR failed: ${String(ocrError)}`);
      throw new ConvertError('no-text', 'the PDF holds no text (pictures only, OCR read none)');
    }
    const layouts = analyseDocument(contents, { keepFurniture: options.target === 'pptx' });
    const tables = layouts.reduce((n, l) => n + l.blocks.filter((b) => b.type === 'table').length, 0);
    options.onProgress?.({ stage: 'writing', fraction: READ_SHARE });
    const bytes = await write(layouts, contents, options, doc);
    options.onProgress?.({ stage: 'writing', fraction: 1 });
    return { bytes, pages: total, imagePages, ocrPages, tables };
  } finally {
    await doc.destroy();
  }
}

async function write(
  layouts: PageLayout[],
  contents: PageContent[],
  options: ConvertOptions,
  doc: PDFDocumentProxy,
): Promise<Uint8Array> {
  const title = options.title ?? '';
  switch (options.target) {
    case 'docx': {
      const { writeDocx } = await import('./writers/docx.js');
      return writeDocx(toSections(layouts), title);
    }
    case 'xlsx': {
      const { writeXlsx } = await import('./writers/xlsx.js');
      const result = await writeXlsx({
        pages: layouts,
        lines: contents.map((c) => buildLines(c.runs)),
        sheetName: options.sheetName ?? ((n) => `Page ${n}`),
        textSheetName: options.textSheetName ?? 'Text',
      });
      return result.bytes;
    }
    case 'pptx': {
      const { writePptx } = await import('./writers/pptx.js');
      return writePptx({
        layouts,
        contents,
        render: options.renderPages?.(doc) ?? null,
        onPage: (done, total) =>
          options.onProgress?.({ stage: 'writing', fraction: READ_SHARE + (done / total) * (1 - READ_SHARE) * 0.9 }),
      });
    }
    case 'html': {
      const { writeHtml } = await import('./writers/html.js');
      return new TextEncoder().encode(writeHtml(toSections(layouts), title, options.lang));
    }
  }
}
