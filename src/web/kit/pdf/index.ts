/** The PDF part of the kit for pages (React); pure pieces are in `pure.ts`. See docs/architecture.md. */
export * from './pure.js';
export { pdfJob, renderer, failureCode } from './client.js';
export { pdfMessages } from './messages.js';
export { PdfTool, PDF_ACCEPT, PDF_MAX_MB, type PdfToolProps } from './ui/PdfTool.js';
export { usePdfOpen, type PdfDoc, type PdfFailure } from './ui/use-pdf-open.js';
export { usePdfRun } from './ui/use-pdf-run.js';
export { PdfErrorAlert, usePdfErrorText } from './ui/PdfErrorAlert.js';
export { PdfFileCard } from './ui/PdfFileCard.js';
export { PdfResult } from './ui/PdfResult.js';
export { PdfRunArea, type PdfJob, type RunAction } from './ui/PdfRunArea.js';
export { OrderList, type OrderRow } from './ui/OrderList.js';
export { PageBoxEditor } from './ui/PageBoxEditor.js';
export { PageThumb } from './ui/PageThumb.js';
export { pageImage, closeDoc, ensureOpen, renderPages, type RenderedPage } from './ui/page-images.js';
export { currentDevice, maxDpiFor, fitsDevice } from './limits.js';
export { PageRangeField, useRangeError } from './ui/PageRangeField.js';
