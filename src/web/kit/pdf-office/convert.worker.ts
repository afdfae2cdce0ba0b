/// <reference lib="webworker" />
/** The conversion Worker: a PDF in, a .docx/.xlsx/.pptx/.html out, with per-page progress. */
import { exposeWorker } from '../worker/expose.js';
import { WorkerJobError } from '../worker/protocol.js';
import { ConvertError, convertPdf } from './convert.js';
import { browserImageEncoder, browserPdfjs, pageRenderer } from './pdfjs-browser.js';
import type { ConvertJob, ConvertJobProgress, ConvertJobResult } from './job.js';

exposeWorker<ConvertJob, ConvertJobResult, ConvertJobProgress>(
  async (job, { progress }) => {
    try {
      const result = await convertPdf(browserPdfjs, new Uint8Array(job.data), {
        target: job.target,
        title: job.title,
        lang: job.lang,
        password: job.password,
        encodeImage: browserImageEncoder,
        renderPages: job.target === 'pptx' ? (doc) => pageRenderer(doc) : null,
        sheetName: (n) => job.sheetName.replace('{n}', String(n)),
        textSheetName: job.textSheetName,
        onProgress: (p) => progress({ fraction: p.fraction, page: p.page, pages: p.pages, stage: p.stage }),
      });
      const bytes = result.bytes.buffer.slice(
        result.bytes.byteOffset,
        result.bytes.byteOffset + result.bytes.byteLength,
      ) as ArrayBuffer;
      return { bytes, pages: result.pages, imagePages: result.imagePages, tables: result.tables };
    } catch (error) {
      if (error instanceof ConvertError) throw new WorkerJobError(error.reason, error.message);
      throw error;
    }
  },
  { transfer: (result) => [result.bytes] },
);
