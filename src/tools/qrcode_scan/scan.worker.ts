/// <reference lib="webworker" />
/** Reads QR codes off the main thread with ZXing-C++ (zxing-wasm); its wasm is served from our own origin. */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { blobToPixels } from '../../web/image/raster.js';
import { decodeQr, type QrCode } from './decode.js';
import type { Pixels } from './pixels.js';

export type ScanRequest = { id: number; blob: Blob } | { id: number; pixels: Pixels };
export type ScanResponse =
  | { id: number; ok: true; codes: QrCode[]; pass: string | null; ms: number }
  | { id: number; ok: false; error: string };

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path) },
});

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<ScanRequest>) => {
  const request = event.data;
  const started = performance.now();
  let response: ScanResponse;
  try {
    const pixels = 'pixels' in request ? request.pixels : await blobToPixels(request.blob);
    if (!pixels) throw new Error('image could not be decoded');
    const outcome = await decodeQr(pixels, (img, options) => readBarcodes(img as ImageData, options));
    response = { id: request.id, ok: true, codes: outcome.codes, pass: outcome.pass, ms: performance.now() - started };
  } catch (error) {
    response = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
};
