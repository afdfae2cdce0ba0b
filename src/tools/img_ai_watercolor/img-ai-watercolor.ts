/**
 * 国漫水彩风: the kit's watercolour style (flat washes with wobbly edges, pigment pooling at the rims,
 * paper grain, light pencil outlines) with the page's options. Pure.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { StyleOptions } from '../../web/kit/vision/styles.js';

export const SCHEMA = defineOptions({
  /** How far details wash out 0..100. */
  wash: opt.int(50, { min: 0, max: 100 }),
  /** Paper grain and uneven pigment 0..100. */
  texture: opt.int(60, { min: 0, max: 100 }),
  /** Pencil outline 0..100. */
  pencil: opt.int(50, { min: 0, max: 100 }),
});

export function styleOptions(values: Values<typeof SCHEMA>): StyleOptions {
  return { wash: values.wash, texture: values.texture, pencil: values.pencil };
}
