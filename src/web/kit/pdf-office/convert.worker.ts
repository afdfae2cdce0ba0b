/// <reference lib="webworker" />
/**
 * The conversion Worker: a PDF in, a .docx/.xlsx/.pptx/.html out, with per-page progress. Scanned pages
 * are read by the OCR engine (kit/ocr: PP-OCR in its own Worker, started here only when a page needs it).
 */
import { exposeWorker } from '../worker/expose.js';
import { WorkerJobError } from '../worker/protocol.js';
import { ConvertError, convertPdf, type ConvertProgress } from './convert.js';
import { browserImageEncoder, browserPdfjs, pageRenderer } from './pdfjs-browser.js';
import { ocrHook, type ReadPicture } from './ocr.js';
import type { ConvertJob, ConvertJobProgress, ConvertJobResult } from './job.js';

/** Reads a picture with the OCR Worker, reporting the models' first download (then its end) as progress. */
function pictureReader(onModel: (model?: { loaded: number; total: number }) => void): ReadPicture {
  return async (image, signal) => {
    const { recognizeText } = await import('../ocr/client.js');
    const blob = new Blob([image.data as BlobPart], { type: image.type === 'jpg' ? 'image/jpeg' : 'image/png' });
    return recognizeText(blob, {
      signal,
      onProgress: (p) => onModel(p.stage === 'load' ? { loaded: p.loaded, total: p.total } : undefined),
    });
  };
}

exposeWorker<ConvertJob, ConvertJobResult, ConvertJobProgress>(
  async (job, { progress }) => {
    let last: ConvertProgress = { stage: 'reading', fraction: 0 };
    const report = (p: ConvertProgress, model?: ConvertJobProgress['model']) =>
      progress({ fraction: p.fraction, page: p.page, pages: p.pages, stage: p.stage, model });
    try {
      const result = await convertPdf(browserPdfjs, new Uint8Array(job.data), {
        target: job.target,
        title: job.title,
        lang: job.lang,
        password: job.password,
        encodeImage: browserImageEncoder,
        renderPages: job.target === 'pptx' ? (doc) => pageRenderer(doc) : null,
        ocr: ocrHook(pictureReader((model) => report(last, model))),
        sheetName: (n) => job.sheetName.replace('{n}', String(n)),
        textSheetName: job.textSheetName,
        onProgress: (p) => {
          last = p;
          report(p);
        },
      });
      const bytes = result.bytes.buffer.slice(
        result.bytes.byteOffset,
        result.bytes.byteOffset + result.bytes.byteLength,
      ) as ArrayBuffer;
      return {
        bytes,
        pages: result.pages,
        imagePages: result.imagePages,
        ocrPages: result.ocrPages,
        tables: result.tables,
      };
    } catch (error) {
      if (error instanceof ConvertError) throw new WorkerJobError(error.reason, error.message);
      throw error;
    }
  },
  { transfer: (result) => [result.bytes] },
);
