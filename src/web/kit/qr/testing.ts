/** Test helpers: QR codes drawn as pixels with node-qrcode, and zxing-wasm loaded from node_modules. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { makePixels, type Pixels } from './pixels.js';
import type { Reader } from './decode.js';

let prepared = false;
/** The real engine, with its wasm read from node_modules (never fetched). */
export const zxingReader: Reader = (img, options) => {
  if (!prepared) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    });
    prepared = true;
  }
  return readBarcodes(img as ImageData, options);
};

export interface DrawOptions {
  scale?: number;
  margin?: number;
  dark?: number;
  light?: number;
}

/** A QR code of `text` on a light background. */
export function qrPixels(text: string, { scale = 4, margin = 4, dark = 0, light = 255 }: DrawOptions = {}): Pixels {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const side = (n + 2 * margin) * scale;
  const img = makePixels(side, side);
  for (let i = 0; i < side * side; i++) img.data.set([light, light, light, 255], i * 4);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const p = (((y + margin) * scale + dy) * side + (x + margin) * scale + dx) * 4;
          img.data[p] = img.data[p + 1] = img.data[p + 2] = dark;
        }
      }
    }
  }
  return img;
}

/** Images side by side on a white background. */
export function sideBySide(...images: Pixels[]): Pixels {
  const width = images.reduce((w, i) => w + i.width, 0);
  const height = Math.max(...images.map((i) => i.height));
  const out = makePixels(width, height);
  out.data.fill(255);
  let x0 = 0;
  for (const img of images) {
    for (let y = 0; y < img.height; y++)
      out.data.set(img.data.subarray(y * img.width * 4, (y + 1) * img.width * 4), (y * width + x0) * 4);
    x0 += img.width;
  }
  return out;
}
