/// <reference lib="webworker" />
/** Reads QR codes off the main thread with ZXing-C++ (zxing-wasm); its wasm is served from our own origin. */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { blobToPixels, exposeWorker } from '../worker.js';
import { decodeQr, type QrCode } from './decode.js';
import type { Pixels } from './pixels.js';

export type ScanRequest = { blob: Blob } | { pixels: Pixels };
export interface ScanResult {
  codes: QrCode[];
  pass: string | null;
  /** Time spent in the Worker, decoding the image and reading it. */
  ms: number;
}

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path,
  },
});

exposeWorker<ScanRequest, ScanResult>(async (request) => {
  const started = performance.now();
  const pixels = 'pixels' in request ? request.pixels : await blobToPixels(request.blob);
  if (!pixels) throw new Error('image could not be decoded');
  const outcome = await decodeQr(pixels, (img, options) => readBarcodes(img as ImageData, options));
  return { codes: outcome.codes, pass: outcome.pass, ms: performance.now() - started };
});
