/**
 * 图片格式转换's options: the target format, quality for lossy targets, an optional maximum size; kept in the
 * link (`?to=webp`, as people write it) and in local storage by the kit.
 */
import { clampQuality, isLossy, OUTPUT_FORMATS, type JobSettings, type OutputFormat } from '../../web/kit/image.js';
import { defineOptions, opt, type Field } from '../../web/kit/options/schema.js';

export interface ConvertOptions {
  target: OutputFormat;
  quality: number;
  maxSide: number;
}

export const DEFAULT_CONVERT: ConvertOptions = { target: 'jpeg', quality: 85, maxSide: 0 };
export const CONVERT_MAX_SIDES: readonly number[] = [0, 3840, 2560, 1920, 1280, 800];

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

const targetField: Field<OutputFormat> = {
  default: DEFAULT_CONVERT.target,
  parse: (raw) => parseTarget(raw) ?? undefined,
  format: (v) => v,
};

/** `to` is the target's name in links (`/imgconvert.html?to=webp`). */
export const SCHEMA = defineOptions({
  to: targetField,
  quality: opt.int(DEFAULT_CONVERT.quality, { min: 1, max: 100 }),
  maxSide: opt.oneOf(CONVERT_MAX_SIDES, DEFAULT_CONVERT.maxSide),
});
