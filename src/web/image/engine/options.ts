/**
 * Encoder settings: one quality figure (0-100) and a PNG/GIF colour count, turned into each jSquash
 * codec's own options. The defaults are Squoosh's, so equal settings give equal bytes.
 */
import type { OutputFormat } from './formats.js';

/** What a job asks for. */
export interface EncodeSettings {
  format: OutputFormat;
  /** 0-100, for JPEG, WebP, AVIF and JPEG XL. */
  quality: number;
  /** PNG and GIF palette size 2-256; 0 means lossless PNG (OxiPNG only). GIF always uses a palette (256 when 0). */
  colors: number;
}

export const DEFAULT_QUALITY = 75;
export const MAX_COLORS = 256;

export function clampQuality(q: number): number {
  return Number.isFinite(q) ? Math.min(100, Math.max(0, Math.round(q))) : DEFAULT_QUALITY;
}

export function clampColors(c: number): number {
  if (!Number.isFinite(c) || c <= 0) return 0;
  return Math.min(MAX_COLORS, Math.max(2, Math.round(c)));
}

/**
 * libavif's quality runs 0-100 with 50 as Squoosh's default for a photo that looks like JPEG at 75:
 * the same scale up to 75 is stretched onto 0-50, then 75-100 onto 50-100 (100 stays lossless-grade).
 */
export function avifQuality(q: number): number {
  const c = clampQuality(q);
  return c <= DEFAULT_QUALITY
    ? Math.round((c * 50) / DEFAULT_QUALITY)
    : Math.round(50 + ((c - DEFAULT_QUALITY) * 50) / (100 - DEFAULT_QUALITY));
}

/** MozJPEG options (Squoosh's defaults with the quality). */
export function jpegOptions(q: number) {
  return { quality: clampQuality(q) };
}

/** libwebp options (Squoosh's defaults with the quality). */
export function webpOptions(q: number) {
  return { quality: clampQuality(q) };
}

export function avifOptions(q: number) {
  return { quality: avifQuality(q) };
}

export function jxlOptions(q: number) {
  return { quality: clampQuality(q) };
}

/** OxiPNG at Squoosh's level 2. */
export const OXIPNG_OPTIONS = { level: 2, interlace: false, optimiseAlpha: false } as const;

/** PNG palettes: the asked number of colours (0: the most), full dithering. */
export function quantizeOptions(colors: number) {
  return { maxColors: clampColors(colors) || MAX_COLORS, dithering: 1 };
}
