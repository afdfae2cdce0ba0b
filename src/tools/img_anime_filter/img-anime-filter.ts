/**
 * 图片日漫滤镜: the kit's anime style (edge-preserving smoothing, vivid colour, cel-shaded brightness
 * bands, thin dark outlines) with the page's options. Pure.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { StyleOptions } from '../../web/kit/vision/styles.js';

export const SCHEMA = defineOptions({
  /** Outline strength 0..100. */
  lines: opt.int(70, { min: 0, max: 100 }),
  /** Brightness bands (cel shading). */
  levels: opt.int(5, { min: 2, max: 8 }),
  /** Colour boost 0..100. */
  vivid: opt.int(40, { min: 0, max: 100 }),
});

export function styleOptions(values: Values<typeof SCHEMA>): StyleOptions {
  return { lines: values.lines, levels: values.levels, vivid: values.vivid };
}
