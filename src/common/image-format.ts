/**
 * Image formats, one module for the browser, its Workers and the server: what a file is from its first
 * bytes, the pixel size its header declares (read without decoding, so an image too big for memory is
 * refused cheaply), and the names, MIME types and extensions of each format.
 */

/** Formats recognised by their signature. */
export type ImageType = 'avif' | 'gif' | 'jpeg' | 'png' | 'jxl' | 'webp' | 'wp2' | 'bmp';
/** Formats the image engine writes. */
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'jxl' | 'bmp' | 'gif';
/** Formats the image engine reads (WebP2 is recognised only to say that no browser codec exists). */
export type InputFormat = OutputFormat | 'heic' | 'wp2';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['jpeg', 'png', 'webp', 'avif', 'jxl', 'bmp', 'gif'];

export const FORMAT_MIME: Readonly<Record<InputFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  jxl: 'image/jxl',
  bmp: 'image/bmp',
  gif: 'image/gif',
  heic: 'image/heic',
  wp2: 'image/webp2',
};

export const FORMAT_EXTENSION: Readonly<Record<InputFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  jxl: 'jxl',
  bmp: 'bmp',
  gif: 'gif',
  heic: 'heic',
  wp2: 'wp2',
};

/** What the visitor reads: the usual upper-case name. */
export const FORMAT_LABEL: Readonly<Record<InputFormat, string>> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  jxl: 'JPEG XL',
  bmp: 'BMP',
  gif: 'GIF',
  heic: 'HEIC',
  wp2: 'WebP2',
};

/** The spec's image extensions (avif, gif, jpg, jpeg, png, jxl, webp, wp2, bmp) and the type each names. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, ImageType>> = {
  avif: 'avif',
  gif: 'gif',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  jxl: 'jxl',
  webp: 'webp',
  wp2: 'wp2',
  bmp: 'bmp',
};

export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The type a file name claims, or null when its extension is not a supported image type. */
export function imageTypeFromName(name: string): ImageType | null {
  return IMAGE_EXTENSIONS[extensionOf(name)] ?? null;
}

/** A file is an image only if its extension maps to a supported type (the spec's rule). */
export function isImageName(name: string): boolean {
  return imageTypeFromName(name) !== null;
}

/** The file name with its extension replaced by the format's. */
export function renameFor(name: string, format: InputFormat): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return `${dot > 0 ? base.slice(0, dot) : base || 'image'}.${FORMAT_EXTENSION[format]}`;
}

// ---- Signatures ----

/** How many leading bytes `detectImageType` needs. */
export const SNIFF_BYTES = 32;

const ascii = (b: Uint8Array, at: number, text: string) =>
  text.length + at <= b.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const bytesAt = (b: Uint8Array, at: number, sig: number[]) =>
  sig.length + at <= b.length && sig.every((x, i) => b[at + i] === x);

/** The real type from the content's magic bytes; 'unknown' when none matches. */
export function detectImageType(b: Uint8Array): ImageType | 'unknown' {
  if (bytesAt(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytesAt(b, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBPVP8')) return 'webp';
  if (ascii(b, 4, 'ftyp') && (ascii(b, 8, 'avif') || ascii(b, 8, 'avis'))) return 'avif';
  // JPEG XL: a bare codestream (FF 0A) or the ISO BMFF container.
  if (
    bytesAt(b, 0, [0xff, 0x0a]) ||
    (bytesAt(b, 0, [0, 0, 0, 0x0c]) && ascii(b, 4, 'JXL ') && bytesAt(b, 8, [0x0d, 0x0a, 0x87, 0x0a]))
  )
    return 'jxl';
  if (bytesAt(b, 0, [0xf4, 0xff, 0x6f])) return 'wp2';
  if (ascii(b, 0, 'BM') && b.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(b[14] | (b[15] << 8)))
    return 'bmp';
  return 'unknown';
}

/** HEIC/HEIF by its `ftyp` brand (no browser decodes it natively; the engine does with libheif). */
export function isHeic(head: Uint8Array): boolean {
  if (!ascii(head, 4, 'ftyp')) return false;
  return ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].some((brand) => ascii(head, 8, brand));
}

/** The format the engine reads from these first bytes, or null. AVIF wins over the generic HEIF brand `mif1`. */
export function sniffFormat(head: Uint8Array): InputFormat | null {
  const detected = detectImageType(head);
  if (detected !== 'unknown') return detected;
  return isHeic(head) ? 'heic' : null;
}

// ---- Header dimensions ----

export interface Dimensions {
  width: number;
  height: number;
}

/** How many leading bytes `readDimensions` looks at (JPEG's SOF may follow a large EXIF block). */
export const DIMENSION_BYTES = 256 * 1024;

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
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
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC); no frame before the end or the scan: none.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return ok(u16be(b, i + 7), u16be(b, i + 5));
    if (marker === 0xd9 || marker === 0xda) return null;
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webp(b: Uint8Array): Dimensions | null {
  if (ascii(b, 12, 'VP8X') && b.length >= 30) return ok(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (ascii(b, 12, 'VP8L') && b.length >= 25 && b[20] === 0x2f) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return ok((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && bytesAt(b, 23, [0x9d, 0x01, 0x2a]))
    return ok(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  return null;
}

/** AVIF and HEIC: the first `ispe` (image spatial extents) property; the primary image comes first in practice. */
function isobmff(b: Uint8Array): Dimensions | null {
  const limit = Math.min(b.length, 1 << 16) - 16;
  for (let i = 4; i <= limit; i++) {
    if (b[i] === 0x69 && ascii(b, i, 'ispe')) return ok(u32be(b, i + 8), u32be(b, i + 12));
  }
  return null;
}

/** The width and height an image's header declares; null when the header cannot be read. */
export function readDimensions(format: InputFormat, b: Uint8Array): Dimensions | null {
  switch (format) {
    case 'png':
      return b.length >= 24 && ascii(b, 12, 'IHDR') ? ok(u32be(b, 16), u32be(b, 20)) : null;
    case 'gif':
      return b.length >= 10 ? ok(u16le(b, 6), u16le(b, 8)) : null;
    case 'bmp':
      if (b.length < 26) return null;
      if (u16le(b, 14) === 12) return ok(u16le(b, 18), u16le(b, 20));
      return ok(Math.abs(i32le(b, 18)), Math.abs(i32le(b, 22)));
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
