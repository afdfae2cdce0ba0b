/** Black and white: greyscale, threshold (Otsu's automatic level) or Floyd–Steinberg dithering, with contrast and brightness. Pure. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const MODES = ['gray', 'bw', 'dither'] as const;
export type Mode = (typeof MODES)[number];

export const SCHEMA = defineOptions({
  mode: opt.choice(MODES, 'gray'),
  contrast: opt.int(0, { min: -100, max: 100 }),
  brightness: opt.int(0, { min: -100, max: 100 }),
  /** 0 = automatic (Otsu). */
  threshold: opt.int(0, { min: 0, max: 255 }),
});
export type FadeOptions = Values<typeof SCHEMA>;

export interface Img {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Rec. 601 luma of a pixel, 0–255. */
export function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** A tone curve: brightness shifts (±100 → ±128), contrast scales around mid-grey (±100 → ×0…×~4). */
export function tone(v: number, contrast: number, brightness: number): number {
  const c = contrast >= 0 ? 1 + (contrast / 100) * 3 : 1 + contrast / 100;
  return Math.min(255, Math.max(0, (v - 128) * c + 128 + brightness * 1.28));
}

/** Otsu's threshold of a 256-bin histogram: the level that best separates dark from light. */
export function otsu(hist: ArrayLike<number>): number {
  let total = 0;
  let sum = 0;
  for (let i = 0; i < 256; i++) {
    total += hist[i];
    sum += i * hist[i];
  }
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let level = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      level = t + 1;
    }
  }
  return level;
}

/** The picture in black and white (alpha kept). */
export function fade(src: Img, o: FadeOptions): Img {
  const { width, height } = src;
  const n = width * height;
  const gray = new Float32Array(n);
  const hist = new Uint32Array(256);
  for (let i = 0; i < n; i++) {
    const p = i * 4;
    const v = tone(luma(src.data[p], src.data[p + 1], src.data[p + 2]), o.contrast, o.brightness);
    gray[i] = v;
    hist[Math.round(v)]++;
  }
  const out = new Uint8ClampedArray(src.data.length);
  const level = o.threshold > 0 ? o.threshold : otsu(hist);
  if (o.mode === 'dither') {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const old = gray[i];
        const v = old < 128 ? 0 : 255;
        const err = old - v;
        gray[i] = v;
        if (x + 1 < width) gray[i + 1] += (err * 7) / 16;
        if (y + 1 < height) {
          if (x > 0) gray[i + width - 1] += (err * 3) / 16;
          gray[i + width] += (err * 5) / 16;
          if (x + 1 < width) gray[i + width + 1] += err / 16;
        }
      }
  }
  for (let i = 0; i < n; i++) {
    const v = o.mode === 'bw' ? (gray[i] >= level ? 255 : 0) : Math.round(gray[i]);
    const p = i * 4;
    out[p] = out[p + 1] = out[p + 2] = v;
    out[p + 3] = src.data[p + 3];
  }
  return { data: out, width, height };
}
