/** 照片美化: options and what the engine is asked (pure: the page and Node tests). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import type { BeautyOptions } from '../../web/kit/cv/retouch.js';

export const SCHEMA = defineOptions({
  /** 0..100: how far the smoothing and the tone correction go. */
  strength: opt.int(60, { min: 0, max: 100 }),
  /** Smooth skin (edge-keeping, skin tones only). */
  smooth: opt.bool(true),
  /** Auto levels: brightness, contrast, saturation. */
  tone: opt.bool(true),
});

export type Options = Values<typeof SCHEMA>;

export function beautyOptions(values: Options): BeautyOptions {
  return { smooth: values.smooth ? values.strength : 0, tone: values.tone ? values.strength : 0 };
}

/** Skin below this share of the picture counts as none found (a landscape, a product). */
const SKIN_FOUND = 0.01;

export function skinFound(share: number): boolean {
  return share >= SKIN_FOUND;
}

export function beautifiedName(stem: string): string {
  return `${stem.trim() || 'photo'}-beauty`;
}
