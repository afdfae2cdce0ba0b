/**
 * The general image helper: re-encodes an image, in a Worker with OffscreenCanvas where the browser has
 * one, otherwise on the main thread with a canvas element. Default: quality 0.5, JPEG.
 */
import { createWorkerClient, type WorkerClient, type WorkerLike } from '../kit/worker/pool.js';
import { CRASHED, JobFailed } from '../kit/worker/protocol.js';
import { hasOffscreenCanvas } from './raster.js';
import { transcodeHere, type TranscodeOptions } from './transcode.js';
import type { TranscodeRequest } from './image.worker.js';

export const DEFAULT_IMAGE_OPTIONS: TranscodeOptions = { quality: 0.5, type: 'image/jpeg' };

let client: WorkerClient<TranscodeRequest, Blob | null> | null | undefined;

function worker(): WorkerClient<TranscodeRequest, Blob | null> | null {
  if (client !== undefined) return client;
  client =
    typeof Worker === 'undefined' || !hasOffscreenCanvas()
      ? null
      : createWorkerClient(
          () => new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
        );
  return client;
}

/**
 * Re-encodes `blob` (default JPEG at 0.5). Null when it cannot be decoded; throws 'Canvas not initialized'
 * or 'Encoding failed'.
 */
export async function transcodeImage(blob: Blob, options: Partial<TranscodeOptions> = {}): Promise<Blob | null> {
  const opts = { ...DEFAULT_IMAGE_OPTIONS, ...options };
  const w = worker();
  if (w) {
    try {
      return await w.call({ blob, ...opts });
    } catch (error) {
      // A Worker that cannot start or died: the main thread does it (and does the next ones too).
      if (!(error instanceof JobFailed && error.code === CRASHED)) throw error;
      client = null;
    }
  }
  return transcodeHere(blob, opts);
}
