/**
 * The kit's part for PDF → Word / Excel / PowerPoint / HTML (its own entry, beside `kit/index.ts`):
 *
 *   import { PdfOfficeTool } from '../../web/kit/pdf-office.js';
 *
 * The conversion runs in a Worker in the visitor's browser (PDF.js reads the pages; a layout analysis
 * finds paragraphs, headings, lists and tables; the docx / ExcelJS / PptxGenJS writers write the file).
 * `convertPdf` is the same conversion for Node (tests, bench), with PDF.js passed in; `OcrHook` is where
 * an OCR engine plugs in for pages that are only pictures.
 */
export { PdfOfficeTool, PDF_MAX_MB, type PdfOfficeToolProps } from './pdf-office/PdfOfficeTool.js';
export { pdfOfficeMessages } from './pdf-office/messages.js';
export { outputNameFor } from './pdf-office/use-pdf-office-batch.js';
export {
  ConvertError,
  convertPdf,
  MAX_PAGES,
  TARGET_MIME,
  type OcrHook,
  type OfficeTarget,
} from './pdf-office/convert.js';
