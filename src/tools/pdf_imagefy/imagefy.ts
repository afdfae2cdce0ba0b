/** Image-only PDF: resolution and quality of the page pictures. Pure, tested. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const DPIS = [100, 150, 200, 300] as const;

export const SCHEMA = defineOptions({
  dpi: opt.oneOf(DPIS, 150),
  quality: opt.int(85, { min: 40, max: 100 }),
});

export type ImagefyOptions = Values<typeof SCHEMA>;

export function outputName(name: string): string {
  return `${name.replace(/\.pdf$/i, '') || 'document'}-纯图.pdf`;
}

/** A rough size of the result: JPEG pages of about 0.25 byte per pixel at quality 85. */
export function estimateBytes(pages: { width: number; height: number }[], o: ImagefyOptions): number {
  const perPixel = 0.08 + (o.quality / 100) ** 3 * 0.35;
  return Math.round(pages.reduce((n, p) => n + (p.width / 72) * o.dpi * (p.height / 72) * o.dpi * perPixel, 0));
}
