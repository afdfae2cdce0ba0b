/**
 * A job for the image engine, and the pure rules around it: which format "keep the format" means, when a
 * result is kept, how big an image may be.
 */
import { canAnimate, type InputFormat, type OutputFormat } from './formats.js';
import type { EncodeSettings } from './options.js';
import { fitWithin } from '../raster.js';

export type JobMode = 'compress' | 'convert';

export interface JobSettings {
  mode: JobMode;
  /** A format, or 'keep' (the input's own format where we can write it). */
  target: OutputFormat | 'keep';
  quality: number;
  colors: number;
  /** Longest side in pixels after resizing; 0 keeps the size. */
  maxSide: number;
  /** Keep EXIF metadata (JPEG to JPEG only; the orientation tag is reset since pixels are upright). */
  keepMetadata: boolean;
  /**
   * Smallest SSIM the result may have against the picture it encodes (0: off). For JPEG, WebP and AVIF
   * the quality is then raised step by step until the result reaches it (`QUALITY_LADDER`).
   */
  minSsim: number;
}

/** What the page asks of the image pool for one file. */
export interface ImageJob {
  file: Blob;
  name: string;
  settings: JobSettings;
}

export type JobStage = 'decode' | 'encode' | 'optimise';

export type JobErrorCode = 'unsupported' | 'webp2' | 'tooLarge' | 'decode' | 'encode';

export interface ImageProgress {
  stage: JobStage;
  progress: number;
}

export interface ImageResult {
  /** The new file, or the original when the result was not smaller (compress). */
  blob: Blob;
  format: OutputFormat | InputFormat;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  frames: number;
  /** The original was kept because the result was not smaller. */
  keptOriginal: boolean;
  /** The animation was reduced to its first frame (target cannot animate). */
  firstFrameOnly: boolean;
  /** The quality the lossy encoder used (raised from the setting when `minSsim` asked), else null. */
  quality: number | null;
  /** The SSIM measured when `minSsim` was asked, else null. */
  ssim: number | null;
  /** A small JPEG of the input, for lists. */
  thumb: Blob | null;
  /** A full-size preview of the input when browsers cannot show its format (HEIC, JPEG XL). */
  sourcePreview: Blob | null;
  ms: number;
}

/**
 * The output format: the target, or for 'keep' the input's own format. BMP has no compression, so
 * compressing one writes PNG (lossless, same pixels); HEIC (no encoder, few viewers) becomes JPEG.
 */
export function resolveTarget(input: InputFormat, settings: Pick<JobSettings, 'mode' | 'target'>): OutputFormat {
  if (settings.target !== 'keep') return settings.target;
  switch (input) {
    case 'heic':
      return 'jpeg';
    case 'wp2':
      return 'png';
    case 'bmp':
      return settings.mode === 'compress' ? 'png' : 'bmp';
    default:
      return input;
  }
}

/** The encoder settings for one output format. */
export function encodeSettings(
  format: OutputFormat,
  settings: Pick<JobSettings, 'quality' | 'colors'>,
): EncodeSettings {
  return { format, quality: settings.quality, colors: settings.colors };
}

/** Whether all frames are encoded: only from an animated input into a format that can animate. */
export function keepsAnimation(frames: number, format: OutputFormat): boolean {
  return frames > 1 && canAnimate(format);
}

/**
 * The spec's rule for compression (the same as the upload helper's `keepSmaller`): a result bigger than,
 * or as big as, the original is discarded and the original kept. Conversion always returns the new
 * format, and so does compressing a format we cannot write (HEIC): its original is no usable result.
 */
export function keepResult(mode: JobMode, input: InputFormat, originalSize: number, resultSize: number): boolean {
  if (mode === 'convert' || input === 'heic' || input === 'wp2') return true;
  return resultSize < originalSize;
}

/** The saving in percent (negative when the file grew), one decimal. */
export function savingPercent(originalSize: number, newSize: number): number {
  if (originalSize <= 0) return 0;
  return Math.round(((originalSize - newSize) / originalSize) * 1000) / 10;
}

/**
 * Pixel limits. An RGBA copy of a 100-megapixel image is 400 MB, and encoders hold one or two more;
 * beyond that a phone's tab may be killed, so bigger images are refused with a message saying why.
 * The pool also keeps the pixels of the images being worked on together under POOL_PIXEL_BUDGET, so
 * several big ones wait for each other instead of adding up (one alone always runs).
 */
export const MAX_PIXELS = 100_000_000;
export const POOL_PIXEL_BUDGET = 64_000_000;
/** Browsers cannot make a canvas side longer than this. */
export const MAX_SIDE = 16_384;

export function checkPixels(width: number, height: number): 'tooLarge' | null {
  return width * height > MAX_PIXELS || width > MAX_SIDE || height > MAX_SIDE ? 'tooLarge' : null;
}

/** The size after fitting the long side within `maxSide` (0: unchanged); never upscales. */
export function targetSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  return maxSide > 0 ? fitWithin(width, height, maxSide) : { width, height };
}

/**
 * Qualities tried, in order, above the setting, when a result must keep an SSIM. Big pictures are tried on
 * a mosaic of tiles, so the steps are cheap; at 97 a result is often larger than a camera's JPEG, and the
 * size rule then keeps the original.
 */
export const QUALITY_LADDER = [85, 92, 97] as const;

/** The qualities to try from `start`: the setting first, then the ladder's steps above it. */
export function qualitySteps(start: number): number[] {
  return [start, ...QUALITY_LADDER.filter((q) => q > start)];
}

/**
 * Encodes at each step until the result's SSIM reaches `target`; the last (highest) when none does.
 * `attempt` encodes at a quality and scores the result.
 */
export async function searchQuality<T>(
  start: number,
  target: number,
  attempt: (quality: number) => Promise<{ value: T; score: number }>,
): Promise<{ value: T; score: number; quality: number }> {
  let last: { value: T; score: number; quality: number } | null = null;
  for (const quality of qualitySteps(start)) {
    const r = await attempt(quality);
    last = { ...r, quality };
    if (r.score >= target) break;
  }
  return last!;
}
