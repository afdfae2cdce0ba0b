/**
 * A small PNG encoder (RGBA or RGB, 8 bits, filter "up" per row, zlib from fflate): images taken out of a
 * PDF go into Word, PowerPoint and HTML as PNG in Node and in Workers alike.
 */
import { pngFile } from '../../../common/png.js';

/** `pixels`: rows of `channels` (3 or 4) bytes per pixel. */
export function encodePng(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Uint8Array {
  const stride = width * channels;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = y === 0 ? 0 : 2; // none for the first row, "up" after
    const at = y * stride;
    if (y === 0) raw.set(pixels.subarray(at, at + stride), row + 1);
    else for (let i = 0; i < stride; i++) raw[row + 1 + i] = (pixels[at + i] - pixels[at - stride + i]) & 0xff;
  }
  return pngFile(width, height, channels === 4 ? 6 : 2, raw);
}

/** PDF.js's decoded image (kind 1: 1-bit grey, 2: RGB, 3: RGBA) as RGB or RGBA pixels. */
export function imageKindToPixels(
  kind: number,
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): { pixels: Uint8Array; channels: 3 | 4 } | null {
  if (kind === 2 && data.length >= width * height * 3)
    return { pixels: new Uint8Array(data.buffer, data.byteOffset, width * height * 3), channels: 3 };
  if (kind === 3 && data.length >= width * height * 4) {
    const pixels = new Uint8Array(data.buffer, data.byteOffset, width * height * 4);
    // Fully opaque images go as RGB (smaller).
    let opaque = true;
    for (let i = 3; i < pixels.length; i += 4)
      if (pixels[i] !== 255) {
        opaque = false;
        break;
      }
    if (!opaque) return { pixels, channels: 4 };
    const rgb = new Uint8Array(width * height * 3);
    for (let i = 0, j = 0; i < pixels.length; i += 4, j += 3) {
      rgb[j] = pixels[i];
      rgb[j + 1] = pixels[i + 1];
      rgb[j + 2] = pixels[i + 2];
    }
    return { pixels: rgb, channels: 3 };
  }
  if (kind === 1) {
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return null;
    const rgb = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const bit = (data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1;
        rgb.fill(bit ? 255 : 0, (y * width + x) * 3, (y * width + x) * 3 + 3);
      }
    return { pixels: rgb, channels: 3 };
  }
  return null;
}
