/** The page's side of the QR scan: hands the image behind an object URL to the scan Worker. */
import { blobToPixels, hasOffscreenCanvas } from '../../web/image/raster.js';
import type { QrCode } from './decode.js';
import type { ScanRequest, ScanResponse } from './scan.worker.js';

export interface ScanResult {
  codes: QrCode[];
  /** Time spent in the Worker, decoding the image and reading it. */
  ms: number;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: ScanResult) => void; reject: (e: Error) => void }>();

function failAll(error: Error) {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./scan.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<ScanResponse>) => {
    const r = event.data;
    const p = pending.get(r.id);
    if (!p) return;
    pending.delete(r.id);
    if (r.ok) p.resolve({ codes: r.codes, ms: r.ms });
    else p.reject(new Error(r.error));
  };
  w.onerror = (event) => {
    event.preventDefault();
    worker = null;
    w.terminate();
    failAll(new Error(event.message || 'scan worker failed'));
  };
  worker = w;
  return w;
}

/** Reads every QR code in the image at `objectUrl`; rejects when the image cannot be read. */
export async function scanImage(objectUrl: string): Promise<ScanResult> {
  const blob = await (await fetch(objectUrl)).blob();
  let request: Omit<ScanRequest, 'id'>;
  if (hasOffscreenCanvas()) {
    request = { blob };
  } else {
    // No OffscreenCanvas (older Safari): decode the pixels here, read them in the Worker.
    const pixels = await blobToPixels(blob);
    if (!pixels) throw new Error('image could not be decoded');
    request = { pixels };
  }
  const w = getWorker();
  return new Promise<ScanResult>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    w.postMessage({ id, ...request } as ScanRequest);
  });
}
