/**
 * An image's pixel size read from its header, without decoding it: lets the page refuse an image that is
 * too big before any memory is spent, and lets the Worker pool budget memory. Null when unknown.
 */
import type { InputFormat } from './formats.js';

export interface Dimensions {
  width: number;
  height: number;
}

/** How many leading bytes `readDimensions` looks at (JPEG's SOF may follow a large EXIF block). */
export const DIMENSION_BYTES = 256 * 1024;

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const i32le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);
const ok = (width: number, height: number): Dimensions | null => (width > 0 && height > 0 ? { width, height } : null);

function jpeg(b: Uint8Array): Dimensions | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return ok(u16be(b, i + 7), u16be(b, i + 5));
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webp(b: Uint8Array): Dimensions | null {
  const chunk = String.fromCharCode(b[12], b[13], b[14], b[15]);
  if (chunk === 'VP8 ' && b.length >= 30) return ok(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return ok((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X' && b.length >= 30) return ok(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

/** AVIF and HEIC: the first `ispe` (image spatial extents) property; the primary image comes first in practice. */
function isobmff(b: Uint8Array): Dimensions | null {
  for (let i = 4; i + 16 <= b.length; i++) {
    if (b[i] === 0x69 && b[i + 1] === 0x73 && b[i + 2] === 0x70 && b[i + 3] === 0x65) return ok(u32be(b, i + 8), u32be(b, i + 12));
  }
  return null;
}

export function readDimensions(format: InputFormat, b: Uint8Array): Dimensions | null {
  switch (format) {
    case 'png':
      return b.length >= 24 ? ok(u32be(b, 16), u32be(b, 20)) : null;
    case 'gif':
      return b.length >= 10 ? ok(u16le(b, 6), u16le(b, 8)) : null;
    case 'bmp':
      if (b.length < 26) return null;
      if (u16le(b, 14) === 12) return ok(u16le(b, 18), u16le(b, 20));
      return ok(i32le(b, 18), Math.abs(i32le(b, 22)));
    case 'jpeg':
      return jpeg(b);
    case 'webp':
      return webp(b);
    case 'avif':
    case 'heic':
      return isobmff(b);
    default:
      return null;
  }
}
