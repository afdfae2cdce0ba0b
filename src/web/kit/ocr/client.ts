/** The page's side of the OCR engine: one Worker (PP-OCR, onnxruntime-web), started on first use. */
import { blobToPixels, hasOffscreenCanvas } from '../image.js';
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import type { OcrProgress } from './models.js';
import type { OcrRequest, OcrResponse } from './ocr.worker.js';
import type { PageRotation } from './orientation.js';
import type { EngineOptions } from './pipeline.js';
import { MAX_SIDE, type Quad } from './raster.js';

export type { OcrProgress, OcrResponse };

const worker = createWorkerClient<OcrRequest, OcrResponse, OcrProgress>(
  () => new Worker(new URL('./ocr.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

export interface RecognizeOptions {
  signal?: AbortSignal;
  /** Read only these regions (see `OcrResponse.regions`), in the page turned by `rotation`. */
  regions?: Quad[];
  rotation?: PageRotation;
  /** The tool's choice of engine options (contrast, detection size). */
  engine?: EngineOptions;
  onProgress?: (progress: OcrProgress) => void;
}

/**
 * Recognises the text in an image file (EXIF orientation applied, photos over 2560 px shrunk); rejects
 * with a `JobFailed` when the image cannot be decoded or the models cannot be loaded.
 */
export async function recognizeText(image: Blob, options: RecognizeOptions = {}): Promise<OcrResponse> {
  const run = { signal: options.signal, onProgress: options.onProgress };
  const extra = {
    ...(options.regions ? { regions: options.regions, rotation: options.rotation } : {}),
    ...(options.engine ? { engine: options.engine } : {}),
  };
  if (hasOffscreenCanvas()) return worker.call({ blob: image, ...extra }, run);
  // No OffscreenCanvas in Workers (older Safari): decode here, recognise there.
  const pixels = await blobToPixels(image, MAX_SIDE);
  if (!pixels) throw new Error('image could not be decoded');
  return worker.call(
    { pixels: { data: pixels.data, width: pixels.width, height: pixels.height }, ...extra },
    { ...run, transfer: [pixels.data.buffer] },
  );
}
