/**
 * 图片格式转换's options: the target format, quality for lossy targets, an optional maximum size; the
 * target can come from the link (`?to=webp`) or from the last visit.
 */
import { clampQuality } from '../../web/image/engine/options.js';
import { isLossy, OUTPUT_FORMATS, type OutputFormat } from '../../web/image/engine/formats.js';
import type { JobSettings } from '../../web/image/engine/job.js';

export interface ConvertOptions {
  target: OutputFormat;
  quality: number;
  maxSide: number;
}

export const DEFAULT_CONVERT: ConvertOptions = { target: 'jpeg', quality: 85, maxSide: 0 };
export const CONVERT_MAX_SIDES: readonly number[] = [0, 3840, 2560, 1920, 1280, 800];
export const STORAGE_KEY = 'imgconvert_options';

/** Whether the quality slider means anything for this target. */
export function hasQuality(target: OutputFormat): boolean {
  return isLossy(target);
}

export function toJobSettings(o: ConvertOptions): JobSettings {
  return {
    mode: 'convert',
    target: o.target,
    quality: clampQuality(o.quality),
    // PNG is written losslessly (OxiPNG); GIF needs a palette.
    colors: o.target === 'gif' ? 256 : 0,
    maxSide: o.maxSide,
    keepMetadata: false,
    // The chosen quality is used as it is.
    minSsim: 0,
  };
}

/** A target format name as people type it in a link: jpg, jpeg, png, webp, avif, jxl, bmp, gif. */
export function parseTarget(value: string | null | undefined): OutputFormat | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'jpg') return 'jpeg';
  return (OUTPUT_FORMATS as readonly string[]).includes(v) ? (v as OutputFormat) : null;
}

/** Stored options, then the link's `to`, over the defaults; invalid values are ignored. */
export function initialOptions(stored: string | null, search: string): ConvertOptions {
  let o = DEFAULT_CONVERT;
  try {
    const v = stored ? (JSON.parse(stored) as Partial<Record<keyof ConvertOptions, unknown>>) : null;
    if (v && typeof v === 'object') {
      o = {
        target: parseTarget(typeof v.target === 'string' ? v.target : null) ?? o.target,
        quality: typeof v.quality === 'number' && Number.isInteger(v.quality) && v.quality >= 1 && v.quality <= 100 ? v.quality : o.quality,
        maxSide: typeof v.maxSide === 'number' && CONVERT_MAX_SIDES.includes(v.maxSide) ? v.maxSide : o.maxSide,
      };
    }
  } catch {
    // keep the defaults
  }
  const fromLink = parseTarget(new URLSearchParams(search).get('to'));
  return fromLink ? { ...o, target: fromLink } : o;
}
