/**
 * The formats the image engine reads and writes: what each one can hold (alpha, animation), how it is
 * named, and which encoder writes it. Pure: shared by the Worker, the pages and the Node bench.
 */
import type { OutputFormat } from '../../../common/image-format.js';

export {
  FORMAT_EXTENSION,
  FORMAT_LABEL,
  FORMAT_MIME,
  isHeic,
  OUTPUT_FORMATS,
  renameFor,
  sniffFormat,
  type InputFormat,
  type OutputFormat,
} from '../../../common/image-format.js';
import type { InputFormat } from '../../../common/image-format.js';

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
  return (
    format === 'jpeg' ||
    format === 'png' ||
    format === 'webp' ||
    format === 'avif' ||
    format === 'gif' ||
    format === 'bmp'
  );
}
