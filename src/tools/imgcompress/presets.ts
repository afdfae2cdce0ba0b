/**
 * 图片压缩's options: three presets and a custom mode, turned into the engine's job settings; kept in the
 * link and local storage by the kit (the schema below validates them on the way back in).
 */
import { clampColors, clampQuality, type JobSettings } from '../../web/kit/image.js';
import { defineOptions, opt } from '../../web/kit/options/schema.js';

export type PresetId = 'balanced' | 'small' | 'high' | 'custom';
export type CompressTarget = 'keep' | 'jpeg' | 'webp' | 'avif' | 'png';

export interface CompressOptions {
  preset: PresetId;
  /** 0-100 for JPEG, WebP, AVIF. */
  quality: number;
  /** PNG/GIF palette size; 0 = lossless PNG. */
  colors: number;
  /** Longest side; 0 keeps the size. */
  maxSide: number;
  target: CompressTarget;
  keepMetadata: boolean;
}

export interface PresetValues {
  quality: number;
  colors: number;
  maxSide: number;
}

/**
 * 推荐 (balanced): Squoosh's defaults (MozJPEG/WebP 75, AVIF 50, 256-colour PNG): most photos shrink by
 * two thirds or more and look the same; a photo that would fall below SSIM 0.95 at 75 gets 85, 92 or 97. 极限压缩 (small): quality 60, 128 colours, long side 1920 (screens
 * and chat). 高画质 (high): quality 88, lossless PNG.
 */
export const PRESETS: Readonly<Record<Exclude<PresetId, 'custom'>, PresetValues>> = {
  balanced: { quality: 75, colors: 256, maxSide: 0 },
  small: { quality: 60, colors: 128, maxSide: 1920 },
  high: { quality: 88, colors: 0, maxSide: 0 },
};

/** The SSIM the recommended preset keeps (0.95: differences are hard to see). */
export const TARGET_SSIM = 0.95;

export const PRESET_IDS: readonly PresetId[] = ['balanced', 'small', 'high', 'custom'];
export const TARGETS: readonly CompressTarget[] = ['keep', 'jpeg', 'webp', 'avif', 'png'];
export const MAX_SIDE_CHOICES: readonly number[] = [0, 3840, 2560, 1920, 1280, 1080, 800];
export const COLOR_CHOICES: readonly number[] = [256, 128, 64, 32, 16, 0];

export const DEFAULT_OPTIONS: CompressOptions = {
  preset: 'balanced',
  ...PRESETS.balanced,
  target: 'keep',
  keepMetadata: false,
};

/** Choosing a preset sets its values; 'custom' keeps the current ones. */
export function applyPreset(options: CompressOptions, preset: PresetId): CompressOptions {
  return preset === 'custom' ? { ...options, preset } : { ...options, preset, ...PRESETS[preset] };
}

/** The preset whose values these are, or 'custom'. */
export function presetOf(values: PresetValues): PresetId {
  for (const id of ['balanced', 'small', 'high'] as const) {
    const p = PRESETS[id];
    if (p.quality === values.quality && p.colors === values.colors && p.maxSide === values.maxSide) return id;
  }
  return 'custom';
}

/** Changing a value by hand makes the options custom (unless they land on a preset's values). */
export function withValues(options: CompressOptions, patch: Partial<PresetValues>): CompressOptions {
  const next = { ...options, ...patch };
  return { ...next, preset: presetOf(next) };
}

export function toJobSettings(options: CompressOptions): JobSettings {
  return {
    mode: 'compress',
    target: options.target,
    quality: clampQuality(options.quality),
    colors: clampColors(options.colors),
    maxSide: options.maxSide,
    keepMetadata: options.keepMetadata,
    // 推荐 also guarantees the look: JPEG/WebP/AVIF quality is raised where 75 would fall below this SSIM.
    minSsim: options.preset === 'balanced' ? TARGET_SSIM : 0,
  };
}

export const SCHEMA = defineOptions({
  preset: opt.choice(PRESET_IDS, DEFAULT_OPTIONS.preset),
  quality: opt.int(DEFAULT_OPTIONS.quality, { min: 0, max: 100 }),
  colors: opt.oneOf(COLOR_CHOICES, DEFAULT_OPTIONS.colors),
  maxSide: opt.oneOf(MAX_SIDE_CHOICES, DEFAULT_OPTIONS.maxSide),
  target: opt.choice(TARGETS, DEFAULT_OPTIONS.target),
  keepMetadata: opt.bool(DEFAULT_OPTIONS.keepMetadata),
});

/** Options as read back (link or storage): a named preset means its values, whatever else was written. */
export function normalise(options: CompressOptions): CompressOptions {
  return options.preset === 'custom' ? options : { ...options, ...PRESETS[options.preset] };
}
