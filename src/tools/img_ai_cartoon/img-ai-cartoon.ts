/**
 * 多人卡通画: the kit's cartoon style (edge-preserving smoothing, a k-means palette of a few flat colours,
 * bold outlines) with the page's options. It works on the whole picture, so every person in a group photo
 * is drawn alike. Pure.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { StyleOptions } from '../../web/kit/vision/styles.js';

export const SCHEMA = defineOptions({
  /** Palette size. */
  colours: opt.int(16, { min: 4, max: 24 }),
  /** Outline thickness 1..5. */
  outline: opt.int(2, { min: 1, max: 5 }),
});

export function styleOptions(values: Values<typeof SCHEMA>): StyleOptions {
  return { colours: values.colours, outline: values.outline };
}
