/**
 * The page's side of the PDF Workers: `pdfJob` runs an operation in the PDF Worker (files move as Blobs,
 * nothing is copied on the main thread), `renderer` draws pages with PDF.js in its own Worker. Both start
 * on first use. A Worker that dies mid-job (out of memory) is reported as `too-large`.
 */
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import { CANCELLED, CRASHED, JobFailed } from '../worker/protocol.js';
import type { PdfAnswer } from './engine/ops.js';
import type { PdfWorkerRequest } from './pdf.worker.js';
import type { RenderAnswer, RenderRequest } from './render.worker.js';
import { isPdfErrorCode, PdfError, type PdfErrorCode } from './errors.js';

const pdfWorker = createWorkerClient<PdfWorkerRequest, PdfAnswer>(
  () => new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

export const renderer = createWorkerClient<RenderRequest, RenderAnswer>(
  () => new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

/** A failure as a PDF error code ('failed' for the unexpected, 'cancelled' for a stopped run). */
export function failureCode(error: unknown): PdfErrorCode | 'failed' | 'cancelled' | 'crashed' {
  if (error instanceof PdfError) return error.code;
  if (error instanceof JobFailed) {
    if (error.code === CANCELLED) return 'cancelled';
    if (error.code === CRASHED) return 'crashed';
    if (isPdfErrorCode(error.code)) return error.code;
  }
  return 'failed';
}

export function pdfJob(
  request: PdfWorkerRequest,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<PdfAnswer> {
  return pdfWorker.call(request, { signal: options.signal, onProgress: options.onProgress });
}
