/** 图片去摩尔纹: options and what the engine is asked (pure: the page and Node tests). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { MoireOptions } from '../../web/kit/cv/retouch.js';

export const SCHEMA = defineOptions({
  /** 0..100: how readily periodic peaks are notched, and how much colour and noise are smoothed. */
  strength: opt.int(60, { min: 0, max: 100 }),
});

export type Options = Values<typeof SCHEMA>;

export function moireOptions(values: Options): MoireOptions {
  return { strength: values.strength };
}

/** What the page says was found: a periodic pattern notched, or none (only colour and noise smoothed). */
export function moireFinding(notched: number): 'pattern' | 'none' {
  return notched > 0 ? 'pattern' : 'none';
}

export function demoiredName(stem: string): string {
  return `${stem.trim() || 'photo'}-demoire`;
}
