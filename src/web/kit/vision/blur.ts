/**
 * Blurs for the stylisation filters: a separable Gaussian on one channel, and an edge-preserving smoothing
 * (the domain transform), which flattens skin and sky while keeping outlines. Pure.
 */
import type { Pixels } from './pixels.js';

/** Normalised Gaussian weights for offsets -r..r (r = ceil(3σ)). */
export function gaussianKernel(sigma: number): Float32Array {
  const r = Math.max(1, Math.ceil(sigma * 3));
  const k = new Float32Array(2 * r + 1);
  let sum = 0;
  for (let i = -r; i <= r; i++) sum += k[i + r] = Math.exp(-(i * i) / (2 * sigma * sigma));
  for (let i = 0; i < k.length; i++) k[i]! /= sum;
  return k;
}

/** Gaussian blur of a single channel (edges repeat the border pixel). */
export function gaussianBlur(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const k = gaussianKernel(sigma);
  const r = (k.length - 1) / 2;
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  // One row or column at a time through a padded line buffer: no bounds checks in the inner loop.
  const line = new Float32Array(Math.max(width, height) + 2 * r);
  const run = (from: Float32Array, to: Float32Array, n: number, start: number, stride: number) => {
    for (let i = 0; i < n; i++) line[i + r] = from[start + i * stride]!;
    for (let i = 0; i < r; i++) {
      line[i] = line[r]!;
      line[n + r + i] = line[n + r - 1]!;
    }
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let j = 0; j < k.length; j++) s += line[i + j]! * k[j]!;
      to[start + i * stride] = s;
    }
  };
  for (let y = 0; y < height; y++) run(src, tmp, width, y * width, 1);
  for (let x = 0; x < width; x++) run(tmp, out, height, x, width);
  return out;
}

/**
 * Edge-preserving smoothing by the domain transform (Gastal & Oliveira 2011, recursive filter): each row
 * and column is filtered forwards and backwards with a weight that falls with the colour distance between
 * neighbours, so areas flatten and outlines stay. Cost does not depend on the size of `sigmaSpace` (pixels);
 * `sigmaColor` is a colour distance (sum over R, G, B, 0..765). Alpha is kept.
 */
export function smoothKeepingEdges(image: Pixels, sigmaSpace: number, sigmaColor: number, iterations = 3): Pixels {
  const { width, height, data } = image;
  const n = width * height;
  const planes = [new Float32Array(n), new Float32Array(n), new Float32Array(n)] as const;
  for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) planes[c][i] = data[i * 4 + c]!;
  // Distances along x (to the left neighbour) and y (to the one above), in the transformed domain.
  const dx = new Float32Array(n);
  const dy = new Float32Array(n);
  const k = sigmaSpace / sigmaColor;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let sx = 0;
      let sy = 0;
      for (let c = 0; c < 3; c++) {
        const p = planes[c];
        if (x > 0) sx += Math.abs(p[i]! - p[i - 1]!);
        if (y > 0) sy += Math.abs(p[i]! - p[i - width]!);
      }
      dx[i] = 1 + k * sx;
      dy[i] = 1 + k * sy;
    }
  const weight = new Float32Array(n);
  for (let it = 0; it < iterations; it++) {
    const sigmaH = (sigmaSpace * Math.sqrt(3) * 2 ** (iterations - it - 1)) / Math.sqrt(4 ** iterations - 1);
    const lnA = -Math.SQRT2 / sigmaH;
    for (let i = 0; i < n; i++) weight[i] = Math.exp(lnA * dx[i]!);
    for (const p of planes)
      for (let y = 0; y < height; y++) {
        const row = y * width;
        for (let x = 1; x < width; x++) p[row + x] = p[row + x]! + weight[row + x]! * (p[row + x - 1]! - p[row + x]!);
        for (let x = width - 2; x >= 0; x--)
          p[row + x] = p[row + x]! + weight[row + x + 1]! * (p[row + x + 1]! - p[row + x]!);
      }
    for (let i = 0; i < n; i++) weight[i] = Math.exp(lnA * dy[i]!);
    for (const p of planes) {
      for (let y = 1; y < height; y++)
        for (let x = 0, i = y * width; x < width; x++, i++) p[i] = p[i]! + weight[i]! * (p[i - width]! - p[i]!);
      for (let y = height - 2; y >= 0; y--)
        for (let x = 0, i = y * width; x < width; x++, i++) p[i] = p[i]! + weight[i + width]! * (p[i + width]! - p[i]!);
    }
  }
  const out = new Uint8ClampedArray(n * 4);
  for (let i = 0; i < n; i++) {
    out[i * 4] = planes[0][i]!;
    out[i * 4 + 1] = planes[1][i]!;
    out[i * 4 + 2] = planes[2][i]!;
    out[i * 4 + 3] = data[i * 4 + 3]!;
  }
  return { data: out, width, height };
}
