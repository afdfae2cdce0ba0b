/**
 * Test support (Node only): an independent decoder (ZXing-C++ via zxing-wasm, its wasm read from
 * node_modules, no network) and a rasteriser that draws a module matrix into RGBA pixels.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import type { QrSymbol } from './qrcode.js';

let prepared = false;

function prepare(): void {
  if (prepared) return;
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const bytes = readFileSync(wasmPath);
  prepareZXingModule({
    overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer },
    fireImmediately: true,
  });
  prepared = true;
}

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Decodes QR codes from an image file's bytes (PNG, JPEG, ...) or from RGBA pixels. */
export async function decodeQr(input: Uint8Array | Pixels): Promise<ReadResult[]> {
  prepare();
  return readBarcodes(input as Uint8Array, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
}

/** The text of the one QR code in the image, or throws with what the decoder said. */
export async function decodeText(input: Uint8Array | Pixels): Promise<string> {
  const results = (await decodeQr(input)).filter((r) => r.isValid);
  if (results.length !== 1) throw new Error(`expected one QR code, decoded ${results.length}`);
  return results[0].text;
}

/** Decodes a `data:image/png;base64,...` URL. */
export function dataUrlBytes(url: string): Uint8Array {
  const match = /^data:image\/png;base64,(.+)$/.exec(url);
  if (!match) throw new Error('not a PNG data URL');
  return new Uint8Array(Buffer.from(match[1], 'base64'));
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Draws the matrix with a quiet zone of `margin` modules, `scale` pixels per module. */
export function rasterise(
  symbol: QrSymbol,
  opts: { margin: number; scale: number; dark?: string; light?: string },
): Pixels {
  const { margin, scale } = opts;
  const dark = rgb(opts.dark ?? '#000000');
  const light = rgb(opts.light ?? '#ffffff');
  const side = (symbol.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / scale) - margin;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / scale) - margin;
      const inside = row >= 0 && col >= 0 && row < symbol.size && col < symbol.size;
      const c = inside && symbol.modules[row * symbol.size + col] ? dark : light;
      const i = (y * side + x) * 4;
      data[i] = c[0];
      data[i + 1] = c[1];
      data[i + 2] = c[2];
      data[i + 3] = 255;
    }
  }
  return { data, width: side, height: side };
}
