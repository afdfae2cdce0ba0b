/**
 * 油画滤镜: the classic "oilify" effect (`oilPaint` in the kit's stylisation filters), which flattens
 * areas into brush-like patches while keeping edges, on a copy at most WORK_SIDE on the long side. Pure.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { shrink, type Pixels } from '../../web/kit/vision/pixels.js';
import { oilPaint } from '../../web/kit/vision/stylize.js';

export { oilPaint, shrink, type Pixels };

export const SCHEMA = defineOptions({
  /** Brush radius in pixels (of the picture as processed). */
  radius: opt.int(4, { min: 1, max: 10 }),
  /** Brightness levels: fewer gives broader patches. */
  levels: opt.int(20, { min: 4, max: 64 }),
});

export type Options = Values<typeof SCHEMA>;

/** The long side the filter works at, so a 12 MP photo stays quick on a phone. */
export const WORK_SIDE = 1600;

export function paintingFilter(image: Pixels, options: Options): Pixels {
  return oilPaint(shrink(image, WORK_SIDE), options);
}
