/** The page's side of our QR reader (ZXing-C++ in a Worker): used by the scanner and by every QR maker to check its output. */
import { blobToPixels, hasOffscreenCanvas } from '../image.js';
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import type { ScanRequest, ScanResult } from './qr.worker.js';

export type { ScanResult };

const worker = createWorkerClient<ScanRequest, ScanResult>(
  () => new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

/** Reads every QR code in the image at `objectUrl`; rejects when the image cannot be read. */
export async function scanImage(objectUrl: string, signal?: AbortSignal): Promise<ScanResult> {
  return readQrCodes(await (await fetch(objectUrl)).blob(), signal);
}

/** Reads the QR codes in an image (a Blob: PNG, SVG rendered by the caller, ...) with our reader. */
export async function readQrCodes(image: Blob, signal?: AbortSignal): Promise<ScanResult> {
  if (hasOffscreenCanvas()) return worker.call({ blob: image }, { signal });
  // No OffscreenCanvas (older Safari): decode the pixels here, read them in the Worker.
  const pixels = await blobToPixels(image);
  if (!pixels) throw new Error('image could not be decoded');
  return worker.call({ pixels }, { signal, transfer: [pixels.data.buffer] });
}
