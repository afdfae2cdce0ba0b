/**
 * RGBA pictures as plain arrays for the pure filters (stylisation, oil paint): the shared type, an
 * area-average downscale, a crop, brightness. No DOM: tested in Node.
 */

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Area-average downscale so the long side is at most `maxSide` (unchanged when already smaller). */
export function shrink(image: Pixels, maxSide: number): Pixels {
  const { width, height, data } = image;
  const k = Math.max(width, height) / maxSide;
  if (k <= 1) return image;
  const w = Math.max(1, Math.round(width / k));
  const h = Math.max(1, Math.round(height / k));
  const out = new Uint8ClampedArray(w * h * 4);
  const sum = new Float64Array(4);
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor((y * height) / h);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * height) / h));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor((x * width) / w);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * width) / w));
      sum.fill(0);
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * width + xx) * 4;
          sum[0]! += data[i]!;
          sum[1]! += data[i + 1]!;
          sum[2]! += data[i + 2]!;
          sum[3]! += data[i + 3]!;
        }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * w + x) * 4;
      for (let c = 0; c < 4; c++) out[o + c] = sum[c]! / n;
    }
  }
  return { data: out, width: w, height: h };
}

/** A rectangle of the picture (clipped to it). */
export function crop(image: Pixels, x: number, y: number, width: number, height: number): Pixels {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const w = Math.max(1, Math.min(Math.round(x + width), image.width) - x0);
  const h = Math.max(1, Math.min(Math.round(y + height), image.height) - y0);
  const out = new Uint8ClampedArray(w * h * 4);
  for (let row = 0; row < h; row++) {
    const from = ((y0 + row) * image.width + x0) * 4;
    out.set(image.data.subarray(from, from + w * 4), row * w * 4);
  }
  return { data: out, width: w, height: h };
}

/** Rec. 601 brightness of each pixel, 0..255. */
export function luma(image: Pixels): Float32Array {
  const { data } = image;
  const out = new Float32Array(image.width * image.height);
  for (let i = 0; i < out.length; i++)
    out[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  return out;
}
