/**
 * Classical stylisation filters on RGBA arrays (no neural network): edge-preserving smoothing, colour
 * quantisation (cel-shading bands or a k-means palette), ink outlines from a difference of Gaussians,
 * watercolour pigment effects (paper grain, darker rims, uneven washes) and the oil-paint filter. Sizes
 * scale with the picture so a style looks alike at any resolution. Pure: tested in Node.
 */
import { gaussianBlur, smoothKeepingEdges } from './blur.js';
import { luma, shrink, type Pixels } from './pixels.js';

/** The long side the styles work at, so a 12 MP photo stays quick on a phone. */
export const STYLE_SIDE = 1600;

/** Size of details relative to a 1000-pixel picture. */
const unitOf = (img: Pixels) => Math.max(img.width, img.height) / 1000;
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/**
 * Ink lines on the dark side of edges (a difference of Gaussians of the brightness): 0 no line … 1 full
 * line. `threshold` is the brightness difference (0..255) where a line starts; it is fully dark at twice.
 */
export function inkLines(
  lum: Float32Array,
  width: number,
  height: number,
  sigma: number,
  threshold: number,
): Float32Array {
  const near = gaussianBlur(lum, width, height, sigma);
  const far = gaussianBlur(lum, width, height, sigma * 1.6);
  const out = new Float32Array(lum.length);
  for (let i = 0; i < out.length; i++) out[i] = clamp01((far[i]! - near[i]! - threshold) / threshold);
  return out;
}

/** Colour saturation times `amount` (1 unchanged, 0 grey), around each pixel's brightness. In place. */
export function saturate(img: Pixels, amount: number): Pixels {
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const y = 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;
    d[i] = y + (d[i]! - y) * amount;
    d[i + 1] = y + (d[i + 1]! - y) * amount;
    d[i + 2] = y + (d[i + 2]! - y) * amount;
  }
  return img;
}

/**
 * Cel shading: brightness moved onto `levels` bands with soft steps between them, hue and saturation
 * kept (the same shift is added to R, G and B); `strength` 0..1 mixes with the original. In place.
 */
export function celShade(img: Pixels, levels: number, strength: number): Pixels {
  const d = img.data;
  const lut = new Float32Array(256);
  for (let y = 0; y < 256; y++) {
    // Band index with its centre at integers, a steep step at each band's edge, flat inside the band.
    const c = (y / 256) * levels - 0.5;
    const f = Math.floor(c);
    const t = c - f;
    const s = t < 0.4 ? 0 : t > 0.6 ? 1 : (t - 0.4) / 0.2;
    const index = Math.min(levels - 1, Math.max(0, f + s));
    lut[y] = (((index + 0.5) / levels) * 255 - y) * strength;
  }
  for (let i = 0; i < d.length; i += 4) {
    const y = Math.round(0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!);
    const shift = lut[y > 255 ? 255 : y]!;
    d[i] = d[i]! + shift;
    d[i + 1] = d[i + 1]! + shift;
    d[i + 2] = d[i + 2]! + shift;
  }
  return img;
}

/** `k` colours by k-means on a grid sample (deterministic: farthest-point start), as RGB triples. */
export function paletteOf(img: Pixels, k: number, iterations = 8): Float32Array {
  const { data, width, height } = img;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 20000)));
  const sample: number[] = [];
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      sample.push(data[i]!, data[i + 1]!, data[i + 2]!);
    }
  const n = sample.length / 3;
  const centres = new Float32Array(k * 3);
  const dist2 = (i: number, c: number) =>
    (sample[i * 3]! - centres[c * 3]!) ** 2 +
    (sample[i * 3 + 1]! - centres[c * 3 + 1]!) ** 2 +
    (sample[i * 3 + 2]! - centres[c * 3 + 2]!) ** 2;
  // Start: the mean, then each next centre the sample point farthest from those chosen.
  for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) centres[c]! += sample[i * 3 + c]! / n;
  const nearest = new Float64Array(n).fill(Infinity);
  for (let c = 1; c < k; c++) {
    let far = 0;
    for (let i = 0; i < n; i++) {
      nearest[i] = Math.min(nearest[i]!, dist2(i, c - 1));
      if (nearest[i]! > nearest[far]!) far = i;
    }
    for (let j = 0; j < 3; j++) centres[c * 3 + j] = sample[far * 3 + j]!;
  }
  const sums = new Float64Array(k * 4);
  for (let it = 0; it < iterations; it++) {
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const dd = dist2(i, c);
        if (dd < bestD) [best, bestD] = [c, dd];
      }
      for (let j = 0; j < 3; j++) sums[best * 4 + j]! += sample[i * 3 + j]!;
      sums[best * 4 + 3]!++;
    }
    for (let c = 0; c < k; c++)
      if (sums[c * 4 + 3]! > 0) for (let j = 0; j < 3; j++) centres[c * 3 + j] = sums[c * 4 + j]! / sums[c * 4 + 3]!;
  }
  return centres;
}

/** Each pixel replaced by the nearest palette colour (looked up once per 5-bit-a-channel colour cell). In place. */
export function mapToPalette(img: Pixels, palette: Float32Array): Pixels {
  const d = img.data;
  const k = palette.length / 3;
  const cache = new Int16Array(32768).fill(-1);
  for (let i = 0; i < d.length; i += 4) {
    const key = ((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3);
    let best = cache[key]!;
    if (best < 0) {
      const r = (d[i]! & ~7) + 4;
      const g = (d[i + 1]! & ~7) + 4;
      const b = (d[i + 2]! & ~7) + 4;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const dd = (r - palette[c * 3]!) ** 2 + (g - palette[c * 3 + 1]!) ** 2 + (b - palette[c * 3 + 2]!) ** 2;
        if (dd < bestD) [best, bestD] = [c, dd];
      }
      cache[key] = best;
    }
    d[i] = palette[best * 3]!;
    d[i + 1] = palette[best * 3 + 1]!;
    d[i + 2] = palette[best * 3 + 2]!;
  }
  return img;
}

/** Smooth value noise in about -1..1 (octaves of `cell`-pixel lattices), the same for the same seed. */
export function valueNoise(width: number, height: number, cell: number, octaves: number, seed: number): Float32Array {
  const out = new Float32Array(width * height);
  let amp = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const size = Math.max(1, cell / 2 ** o);
    // The lattice's random values once, then smooth interpolation between them.
    const gw = Math.ceil(width / size) + 2;
    const gh = Math.ceil(height / size) + 2;
    const grid = new Float32Array(gw * gh);
    for (let i = 0; i < grid.length; i++) {
      let h = (i * 374761393 + (seed + o * 1013) * 668265263) | 0;
      h = Math.imul(h ^ (h >>> 13), 1274126177);
      grid[i] = ((h ^ (h >>> 16)) & 0xffff) / 32767.5 - 1;
    }
    const x0s = new Int32Array(width);
    const sxs = new Float32Array(width);
    for (let x = 0; x < width; x++) {
      const gx = x / size;
      x0s[x] = Math.floor(gx);
      const t = gx - x0s[x]!;
      sxs[x] = t * t * (3 - 2 * t);
    }
    for (let y = 0; y < height; y++) {
      const gy = y / size;
      const y0 = Math.floor(gy);
      const ty = gy - y0;
      const sy = ty * ty * (3 - 2 * ty);
      const r0 = y0 * gw;
      const r1 = r0 + gw;
      for (let x = 0; x < width; x++) {
        const x0 = x0s[x]!;
        const sx = sxs[x]!;
        const top = grid[r0 + x0]! + (grid[r0 + x0 + 1]! - grid[r0 + x0]!) * sx;
        const bottom = grid[r1 + x0]! + (grid[r1 + x0 + 1]! - grid[r1 + x0]!) * sx;
        out[y * width + x]! += (top + (bottom - top) * sy) * amp;
      }
    }
    total += amp;
    amp /= 2;
  }
  for (let i = 0; i < out.length; i++) out[i]! /= total;
  return out;
}

/** Darken each pixel's colour towards ink `(r, g, b)` by `amount[i] * strength` (0..1). In place. */
function inkOver(img: Pixels, amount: Float32Array, strength: number, ink: (c: number) => number): void {
  const d = img.data;
  for (let i = 0; i < amount.length; i++) {
    const a = amount[i]! * strength;
    if (a <= 0) continue;
    const o = i * 4;
    d[o] = d[o]! + (ink(d[o]!) - d[o]!) * a;
    d[o + 1] = d[o + 1]! + (ink(d[o + 1]!) - d[o + 1]!) * a;
    d[o + 2] = d[o + 2]! + (ink(d[o + 2]!) - d[o + 2]!) * a;
  }
}

export interface AnimeOptions {
  /** Ink outline strength 0..100. */
  lines: number;
  /** Brightness bands 2..8 (cel shading). */
  levels: number;
  /** Colour boost 0..100. */
  vivid: number;
}

/** 日漫: smooth skin and sky, vivid colours, cel-shaded brightness bands and thin dark outlines. */
export function animeStyle(source: Pixels, o: AnimeOptions): Pixels {
  const small = shrink(source, STYLE_SIDE);
  const u = unitOf(small);
  const img = smoothKeepingEdges(small, 20 * u, 70);
  saturate(img, 1 + (o.vivid / 100) * 0.7);
  celShade(img, o.levels, 0.7);
  const lines = inkLines(luma(img), img.width, img.height, Math.max(0.6, 0.8 * u), 2.2);
  // Anime ink is a dark shade of the local colour rather than flat black.
  inkOver(img, lines, o.lines / 100, (c) => c * 0.22);
  return img;
}

export interface CartoonOptions {
  /** Palette size 4..24. */
  colours: number;
  /** Outline thickness 1..5. */
  outline: number;
}

/** 卡通画: flat areas in a few colours (k-means palette) with bold black outlines. */
export function cartoonStyle(source: Pixels, o: CartoonOptions): Pixels {
  const small = shrink(source, STYLE_SIDE);
  const u = unitOf(small);
  const img = smoothKeepingEdges(small, 40 * u, 100);
  saturate(img, 1.2);
  const lines = inkLines(luma(img), img.width, img.height, Math.max(0.7, (0.6 + 0.35 * o.outline) * u), 1.6);
  mapToPalette(img, paletteOf(img, o.colours));
  inkOver(img, lines, 1, () => 24);
  return img;
}

export interface WatercolourOptions {
  /** How far details wash out 0..100. */
  wash: number;
  /** Paper grain and uneven pigment 0..100. */
  texture: number;
  /** Pencil outline 0..100. */
  pencil: number;
}

/** Each pixel taken from a nearby spot moved by smooth noise (up to `amount` pixels): wobbly boundaries. */
function wobble(img: Pixels, amount: number, cell: number): Pixels {
  const { width, height, data } = img;
  const nx = valueNoise(width, height, cell, 2, 3);
  const ny = valueNoise(width, height, cell, 2, 5);
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const sx = Math.min(width - 1, Math.max(0, Math.round(x + nx[i]! * amount)));
      const sy = Math.min(height - 1, Math.max(0, Math.round(y + ny[i]! * amount)));
      const j = (sy * width + sx) * 4;
      out[i * 4] = data[j]!;
      out[i * 4 + 1] = data[j + 1]!;
      out[i * 4 + 2] = data[j + 2]!;
      out[i * 4 + 3] = data[i * 4 + 3]!;
    }
  return { data: out, width, height };
}

/**
 * 水彩: flat washes (a smoothed picture half mapped to a small palette, with wobbly boundaries), pigment
 * pooling darker at the rims of each wash, uneven density and paper grain (Bousseau's rule
 * C' = C − (C − C²)(d − 1)), thin pigment so the paper shows through, and light pencil outlines.
 */
export function watercolourStyle(source: Pixels, o: WatercolourOptions): Pixels {
  const small = shrink(source, STYLE_SIDE);
  const u = unitOf(small);
  const { width, height } = small;
  const pencil = inkLines(luma(small), width, height, Math.max(0.6, 0.9 * u), 3);
  const smooth = smoothKeepingEdges(small, (30 + 70 * (o.wash / 100)) * u, 160 + 120 * (o.wash / 100));
  const flat = mapToPalette({ ...smooth, data: smooth.data.slice() }, paletteOf(smooth, 18));
  for (let i = 0; i < flat.data.length; i++) flat.data[i] = flat.data[i]! * 0.55 + smooth.data[i]! * 0.45;
  const img = wobble(flat, 3 * u, 40 * u);
  const lum = luma(img);
  const soft = gaussianBlur(lum, width, height, 2 * u);
  const washes = valueNoise(width, height, 160 * u, 3, 7);
  const grain = valueNoise(width, height, 2.5 * u, 2, 11);
  const t = o.texture / 100;
  const d = img.data;
  for (let i = 0; i < lum.length; i++) {
    // Rims: the darker side of a boundary holds more pigment.
    const rim = clamp01((soft[i]! - lum[i]!) / 18);
    const density = 1 + 0.7 * rim + t * (0.3 * washes[i]! + 0.22 * grain[i]!);
    const o4 = i * 4;
    for (let c = 0; c < 3; c++) {
      const v = 1 - (1 - d[o4 + c]! / 255) * 0.8;
      d[o4 + c] = (v - (v - v * v) * (density - 1)) * 255;
    }
  }
  saturate(img, 1.15);
  inkOver(img, pencil, (o.pencil / 100) * 0.5, (c) => c * 0.4);
  return img;
}

/** Pencil sketch: the brightness "colour-dodged" with its own blurred negative, gently darkened. */
export function sketchStyle(source: Pixels, strength: number): Pixels {
  const img = shrink(source, STYLE_SIDE);
  const { width, height } = img;
  const lum = luma(img);
  const neg = new Float32Array(lum.length);
  for (let i = 0; i < lum.length; i++) neg[i] = 255 - lum[i]!;
  const blurred = gaussianBlur(neg, width, height, Math.max(1, 6 * unitOf(img)));
  const out = new Uint8ClampedArray(img.data.length);
  const k = 1 + strength / 100;
  for (let i = 0; i < lum.length; i++) {
    const dodge = Math.min(255, (lum[i]! * 255) / Math.max(1, 255 - blurred[i]!));
    const v = 255 * (dodge / 255) ** k;
    out[i * 4] = out[i * 4 + 1] = out[i * 4 + 2] = v;
    out[i * 4 + 3] = img.data[i * 4 + 3]!;
  }
  return { data: out, width, height };
}

/**
 * Oil paint ("oilify"): each pixel takes the average colour of the most common brightness level in the
 * (2r+1)² window around it, with brightness in `levels` steps. A sliding histogram keeps it O(r) a pixel.
 */
export function oilPaint(image: Pixels, options: { radius: number; levels: number }): Pixels {
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
