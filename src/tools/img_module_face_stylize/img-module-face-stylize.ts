/**
 * 美化你的头像: a square avatar around the chosen face with tone adjustments (brightness, contrast,
 * saturation, edge-preserving skin smoothing) and an art style of the kit (oil paint, watercolour, anime,
 * cartoon, pencil sketch, or none). Pure.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { StyleJob } from '../../web/kit/vision/style-client.js';
import type { StyleName } from '../../web/kit/vision/styles.js';

export const STYLES = [
  'oil',
  'watercolour',
  'anime',
  'cartoon',
  'sketch',
  'none',
] as const satisfies readonly StyleName[];
export const SIZES = [512, 1024] as const;

export const SCHEMA = defineOptions({
  style: opt.choice(STYLES, 'oil'),
  /** Style strength 0..100 (oil brush, sketch darkness, anime lines, cartoon outline, watercolour wash). */
  strength: opt.int(50, { min: 0, max: 100 }),
  brightness: opt.int(0, { min: -50, max: 50 }),
  contrast: opt.int(0, { min: -50, max: 50 }),
  saturation: opt.int(0, { min: -50, max: 50 }),
  smooth: opt.int(30, { min: 0, max: 100 }),
  size: opt.oneOf(SIZES, 512),
  zoom: opt.int(24, { min: 16, max: 35 }),
});

export type Options = Values<typeof SCHEMA>;

export function job(v: Options): Omit<StyleJob, 'image'> {
  const k = v.strength;
  return {
    style: v.style,
    options: {
      strength: k,
      lines: k,
      outline: 1 + Math.round(k / 25),
      wash: k,
      texture: 50,
      pencil: 40,
      levels: 5,
      vivid: 30,
      colours: 16,
    },
    tone: { brightness: v.brightness, contrast: v.contrast, saturation: v.saturation, smooth: v.smooth },
  };
}

export const zoomOf = (v: Options) => v.zoom / 10;
export const sizeOf = (v: Options) => v.size;
