/**
 * 油画滤镜: the classic "oilify" effect. Each pixel takes the average colour of the most common
 * brightness level around it (a (2r+1)² window, brightness in `levels` steps), which flattens areas into
 * brush-like patches while keeping edges. A sliding histogram keeps it O(r) per pixel. Pure.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export const SCHEMA = defineOptions({
  /** Brush radius in pixels (of the picture as processed). */
  radius: opt.int(4, { min: 1, max: 10 }),
  /** Brightness levels: fewer gives broader patches. */
  levels: opt.int(20, { min: 4, max: 64 }),
});

export type Options = Values<typeof SCHEMA>;

/** The long side the filter works at, so a 12 MP photo stays quick on a phone. */
export const WORK_SIDE = 1600;

/** Area-average downscale so the long side is at most `maxSide` (unchanged when already smaller). */
export function shrink(image: Pixels, maxSide: number): Pixels {
  const { width, height, data } = image;
  const k = Math.max(width, height) / maxSide;
  if (k <= 1) return image;
  const w = Math.max(1, Math.round(width / k));
  const h = Math.max(1, Math.round(height / k));
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor((y * height) / h);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * height) / h));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor((x * width) / w);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * width) / w));
      const sum = [0, 0, 0, 0];
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) for (let c = 0; c < 4; c++) sum[c]! += data[(yy * width + xx) * 4 + c]!;
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++) out[(y * w + x) * 4 + c] = sum[c]! / n;
    }
  }
  return { data: out, width: w, height: h };
}

export function oilPaint(image: Pixels, options: Pick<Options, 'radius' | 'levels'>): Pixels {
  const { data, width, height } = image;
  const r = options.radius;
  const L = options.levels;
  const level = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++)
    level[i] = Math.min(L - 1, Math.floor(((data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3 / 256) * L));
  const out = new Uint8ClampedArray(data.length);
  const count = new Int32Array(L);
  const sr = new Float64Array(L);
  const sg = new Float64Array(L);
  const sb = new Float64Array(L);
  const column = (x: number, y: number, sign: number) => {
    if (x < 0 || x >= width) return;
    for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy++) {
      const i = yy * width + x;
      const l = level[i]!;
      count[l]! += sign;
      sr[l]! += sign * data[i * 4]!;
      sg[l]! += sign * data[i * 4 + 1]!;
      sb[l]! += sign * data[i * 4 + 2]!;
    }
  };
  for (let y = 0; y < height; y++) {
    count.fill(0);
    sr.fill(0);
    sg.fill(0);
    sb.fill(0);
    for (let x = -r; x < r; x++) column(x, y, 1);
    for (let x = 0; x < width; x++) {
      column(x + r, y, 1);
      let best = 0;
      for (let l = 1; l < L; l++) if (count[l]! > count[best]!) best = l;
      const o = (y * width + x) * 4;
      const n = count[best]!;
      out[o] = sr[best]! / n;
      out[o + 1] = sg[best]! / n;
      out[o + 2] = sb[best]! / n;
      out[o + 3] = data[o + 3]!;
      column(x - r, y, -1);
    }
  }
  return { data: out, width, height };
}

export function paintingFilter(image: Pixels, options: Options): Pixels {
  return oilPaint(shrink(image, WORK_SIDE), options);
}
