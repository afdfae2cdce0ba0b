/** 图片修复: options and what the engine is asked (pure: the page and Node tests). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { InpaintOptions } from '../../web/kit/cv/retouch.js';

export const METHODS = ['telea', 'ns'] as const;

export const SCHEMA = defineOptions({
  /** Telea's fast marching (crisper) or Navier–Stokes (smoother over large areas). */
  method: opt.choice(METHODS, 'telea'),
  /** How far around each repaired pixel the fill looks, in pixels of the photo. */
  radius: opt.int(5, { min: 2, max: 20 }),
});

export type Options = Values<typeof SCHEMA>;

/** Strokes grow by this many pixels of the photo so the soft edge of a scratch or an object goes too. */
const GROW = 3;

export function inpaintOptions(values: Options): InpaintOptions {
  return { method: values.method, radius: values.radius, grow: GROW };
}

/** The saved file's name (without extension). */
export function fixedName(stem: string): string {
  return `${stem.trim() || 'photo'}-fixed`;
}
