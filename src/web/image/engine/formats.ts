/**
 * The formats the image engine reads and writes: what each one can hold (alpha, animation), how it is
 * named, and which encoder writes it. Pure: shared by the Worker, the pages and the Node bench.
 */
import { detectImageType } from '../type.js';

/** Formats we can write. */
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'jxl' | 'bmp' | 'gif';
/** Formats we can read (WebP2 is recognised only to say that no browser codec exists). */
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

/** Formats that keep transparency (BMP through a 32-bit alpha mask); JPEG gets a white background. */
export function hasAlpha(format: OutputFormat): boolean {
  return format !== 'jpeg';
}

/** Formats with a quality setting (PNG and GIF use a colour count instead; BMP is uncompressed). */
export function isLossy(format: OutputFormat): boolean {
  return format === 'jpeg' || format === 'webp' || format === 'avif' || format === 'jxl';
}

/**
 * Formats whose animation we can write here. libwebp's and libavif's browser builds encode one still
 * frame, so an animated GIF keeps its animation only as GIF.
 */
export function canAnimate(format: OutputFormat): boolean {
  return format === 'gif';
}

/** Formats Chromium, Safari and Firefox show in an <img> (for previews); JPEG XL and HEIC are not among them everywhere. */
export function isDisplayable(format: InputFormat): boolean {
  return format === 'jpeg' || format === 'png' || format === 'webp' || format === 'avif' || format === 'gif' || format === 'bmp';
}

const ascii = (b: Uint8Array, at: number, s: string) => s.length + at <= b.length && [...s].every((c, i) => b[at + i] === c.charCodeAt(0));

/** HEIC/HEIF by its `ftyp` brand (the shared detector does not know HEIC, which no browser decodes). */
export function isHeic(head: Uint8Array): boolean {
  if (!ascii(head, 4, 'ftyp')) return false;
  return ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].some((brand) => ascii(head, 8, brand));
}

/** The real format from the first bytes, or null. AVIF wins over the generic HEIF brand `mif1`. */
export function sniffFormat(head: Uint8Array): InputFormat | null {
  const detected = detectImageType(head);
  if (detected !== 'unknown') return detected;
  return isHeic(head) ? 'heic' : null;
}

/** The file name with its extension replaced by the output format's. */
export function renameFor(name: string, format: OutputFormat): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return `${dot > 0 ? base.slice(0, dot) : base || 'image'}.${FORMAT_EXTENSION[format]}`;
}
