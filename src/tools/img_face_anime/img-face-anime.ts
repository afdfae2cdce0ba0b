/**
 * 头像二次元: a square avatar around the chosen face, in the kit's anime style. The options: the anime
 * look, the avatar's size and how much of the head and shoulders the square takes in. Pure.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { StyleJob } from '../../web/kit/vision/style-client.js';

export const SIZES = [512, 1024] as const;

export const SCHEMA = defineOptions({
  lines: opt.int(70, { min: 0, max: 100 }),
  levels: opt.int(4, { min: 2, max: 8 }),
  vivid: opt.int(50, { min: 0, max: 100 }),
  size: opt.oneOf(SIZES, 512),
  /** Framing: the square's side in tenths of the face box (18 close-up … 35 head and shoulders). */
  zoom: opt.int(24, { min: 16, max: 35 }),
});

export type Options = Values<typeof SCHEMA>;

export function job(v: Options): Omit<StyleJob, 'image'> {
  return { style: 'anime', options: { lines: v.lines, levels: v.levels, vivid: v.vivid } };
}

export const zoomOf = (v: Options) => v.zoom / 10;
export const sizeOf = (v: Options) => v.size;
