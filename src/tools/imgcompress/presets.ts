/**
 * 图片压缩's options: three presets and a custom mode, turned into the engine's job settings, and kept
 * in local storage between visits (validated on the way back in).
 */
import { clampColors, clampQuality } from '../../web/image/engine/options.js';
import type { JobSettings } from '../../web/image/engine/job.js';

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

export const DEFAULT_OPTIONS: CompressOptions = { preset: 'balanced', ...PRESETS.balanced, target: 'keep', keepMetadata: false };

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

export const STORAGE_KEY = 'imgcompress_options';

/** Options read back from storage: anything missing or invalid falls back to the default. */
export function parseOptions(raw: string | null): CompressOptions {
  if (!raw) return DEFAULT_OPTIONS;
  let value: Partial<Record<keyof CompressOptions, unknown>>;
  try {
    value = JSON.parse(raw) as typeof value;
  } catch {
    return DEFAULT_OPTIONS;
  }
  if (!value || typeof value !== 'object') return DEFAULT_OPTIONS;
  const num = (v: unknown, ok: (n: number) => boolean, d: number) => (typeof v === 'number' && ok(v) ? v : d);
  const preset = PRESET_IDS.includes(value.preset as PresetId) ? (value.preset as PresetId) : DEFAULT_OPTIONS.preset;
  const values: PresetValues =
    preset === 'custom'
      ? {
          quality: num(value.quality, (n) => Number.isInteger(n) && n >= 0 && n <= 100, DEFAULT_OPTIONS.quality),
          colors: num(value.colors, (n) => COLOR_CHOICES.includes(n), DEFAULT_OPTIONS.colors),
          maxSide: num(value.maxSide, (n) => MAX_SIDE_CHOICES.includes(n), DEFAULT_OPTIONS.maxSide),
        }
      : PRESETS[preset];
  return {
    preset,
    ...values,
    target: TARGETS.includes(value.target as CompressTarget) ? (value.target as CompressTarget) : DEFAULT_OPTIONS.target,
    keepMetadata: value.keepMetadata === true,
  };
}
