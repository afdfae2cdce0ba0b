/**
 * 增加图片大小: enlarge ×2/×3/×4 with a Lanczos-3 resampler (separable, on premultiplied alpha so
 * transparent edges do not turn dark) and an optional unsharp mask. Pure: page and Node tests.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export const SCALES = [2, 3, 4] as const;

export const SCHEMA = defineOptions({
  scale: opt.oneOf(SCALES, 2),
  /** Unsharp mask strength in percent (0: none). */
  sharpen: opt.int(30, { min: 0, max: 100 }),
});

export type Options = Values<typeof SCHEMA>;

/** The longest side we draw: 4096 px keeps a result under 17 MP, which every phone can hold. */
export const MAX_OUTPUT_SIDE = 4096;

/** The factor actually used: the chosen one, lowered so the long side stays within MAX_OUTPUT_SIDE. */
export function effectiveScale(width: number, height: number, scale: number): number {
  return Math.max(1, Math.min(scale, MAX_OUTPUT_SIDE / Math.max(width, height)));
}

const A = 3;
export function lanczos(x: number): number {
  if (x === 0) return 1;
  if (x <= -A || x >= A) return 0;
  const px = Math.PI * x;
  return (A * Math.sin(px) * Math.sin(px / A)) / (px * px);
}

/** For each output index: the first source index and normalised weights (edge pixels repeat). */
function weights(src: number, dst: number): { start: Int32Array; w: Float32Array; taps: number } {
  const scale = dst / src;
  // Downscaling widens the kernel (anti-aliasing); upscaling uses it as is.
  const support = scale < 1 ? A / scale : A;
  const taps = Math.ceil(support) * 2 + 1;
  const start = new Int32Array(dst);
  const w = new Float32Array(dst * taps);
  for (let i = 0; i < dst; i++) {
    const centre = (i + 0.5) / scale - 0.5;
    const first = Math.floor(centre - support) + 1;
    start[i] = first;
    let sum = 0;
    for (let t = 0; t < taps; t++) {
      const v = lanczos((first + t - centre) * (scale < 1 ? scale : 1));
      w[i * taps + t] = v;
      sum += v;
    }
    for (let t = 0; t < taps; t++) w[i * taps + t]! /= sum || 1;
  }
  return { start, w, taps };
}

/** Lanczos-3 resize of RGBA pixels to width×height. */
export function resizeLanczos(image: Pixels, width: number, height: number): Pixels {
  const { data, width: sw, height: sh } = image;
  // Premultiply, so a transparent pixel's colour does not bleed into its neighbours.
  const pre = new Float32Array(sw * sh * 4);
  for (let i = 0; i < sw * sh; i++) {
    const a = data[i * 4 + 3]! / 255;
    pre[i * 4] = data[i * 4]! * a;
    pre[i * 4 + 1] = data[i * 4 + 1]! * a;
    pre[i * 4 + 2] = data[i * 4 + 2]! * a;
    pre[i * 4 + 3] = data[i * 4 + 3]!;
  }
  const hx = weights(sw, width);
  const mid = new Float32Array(width * sh * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let t = 0; t < hx.taps; t++) {
        const sx = Math.min(Math.max(hx.start[x]! + t, 0), sw - 1);
        const k = hx.w[x * hx.taps + t]!;
        const p = (y * sw + sx) * 4;
        r += pre[p]! * k;
        g += pre[p + 1]! * k;
        b += pre[p + 2]! * k;
        a += pre[p + 3]! * k;
      }
      const o = (y * width + x) * 4;
      mid[o] = r;
      mid[o + 1] = g;
      mid[o + 2] = b;
      mid[o + 3] = a;
    }
  }
  const vy = weights(sh, height);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let t = 0; t < vy.taps; t++) {
        const sy = Math.min(Math.max(vy.start[y]! + t, 0), sh - 1);
        const k = vy.w[y * vy.taps + t]!;
        const p = (sy * width + x) * 4;
        r += mid[p]! * k;
        g += mid[p + 1]! * k;
        b += mid[p + 2]! * k;
        a += mid[p + 3]! * k;
      }
      const o = (y * width + x) * 4;
      const alpha = Math.min(Math.max(a, 0), 255);
      const un = alpha > 0 ? 255 / alpha : 0;
      out[o] = r * un;
      out[o + 1] = g * un;
      out[o + 2] = b * un;
      out[o + 3] = alpha;
    }
  }
  return { data: out, width, height };
}

/** Unsharp mask: the image plus `amount` × (image − its 3×3 Gaussian blur), colour channels only. */
export function unsharp(image: Pixels, amount: number): Pixels {
  const { data, width, height } = image;
  if (amount <= 0) return image;
  const out = new Uint8ClampedArray(data.length);
  const K = [1, 2, 1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        let blur = 0;
        for (let dy = -1; dy <= 1; dy++) {
          const yy = Math.min(Math.max(y + dy, 0), height - 1);
          for (let dx = -1; dx <= 1; dx++) {
            const xx = Math.min(Math.max(x + dx, 0), width - 1);
            blur += data[(yy * width + xx) * 4 + c]! * K[dy + 1]! * K[dx + 1]!;
          }
        }
        blur /= 16;
        out[o + c] = data[o + c]! + amount * (data[o + c]! - blur);
      }
      out[o + 3] = data[o + 3]!;
    }
  }
  return { data: out, width, height };
}

export function enlarge(image: Pixels, options: Options): Pixels {
  const k = effectiveScale(image.width, image.height, options.scale);
  const big = resizeLanczos(image, Math.round(image.width * k), Math.round(image.height * k));
  return unsharp(big, options.sharpen / 100);
}
