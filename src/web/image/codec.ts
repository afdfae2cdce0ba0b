/**
 * The general image helper: re-encodes an image, in a Worker with OffscreenCanvas where the browser has
 * one, otherwise on the main thread with a canvas element. Default: quality 0.5, JPEG.
 */
import { hasOffscreenCanvas } from './raster.js';
import { transcodeHere, type TranscodeOptions } from './transcode.js';
import type { TranscodeRequest, TranscodeResponse } from './image.worker.js';

export const DEFAULT_IMAGE_OPTIONS: TranscodeOptions = { quality: 0.5, type: 'image/jpeg' };

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (b: Blob | null) => void; reject: (e: Error) => void }>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined' || !hasOffscreenCanvas()) return worker;
  try {
    const w = new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (event: MessageEvent<TranscodeResponse>) => {
      const r = event.data;
      const p = pending.get(r.id);
      if (!p) return;
      pending.delete(r.id);
      if (r.ok) p.resolve(r.blob);
      else p.reject(new Error(r.error));
    };
    w.onerror = () => {
      // A worker that cannot start: fail what waits on it and use the main thread from now on.
      worker = null;
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(new Error('worker failed'));
      }
    };
    worker = w;
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Re-encodes `blob` (default JPEG at 0.5). Null when it cannot be decoded; throws 'Canvas not initialized'
 * or 'Encoding failed'.
 */
export async function transcodeImage(blob: Blob, options: Partial<TranscodeOptions> = {}): Promise<Blob | null> {
  const opts = { ...DEFAULT_IMAGE_OPTIONS, ...options };
  const w = getWorker();
  if (w) {
    try {
      return await new Promise<Blob | null>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const request: TranscodeRequest = { id, blob, ...opts };
        w.postMessage(request);
      });
    } catch (error) {
      if ((error as Error).message !== 'worker failed') throw error;
    }
  }
  return transcodeHere(blob, opts);
}
