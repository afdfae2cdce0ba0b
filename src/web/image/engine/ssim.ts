/**
 * SSIM (Wang et al. 2004) on luma: 11×11 Gaussian window, σ 1.5, K1 0.01, K2 0.03, L 255 — the usual
 * settings. Inputs are RGBA or RGB pixel buffers of the same size; colour is reduced to Rec. 601 luma.
 * Used by the bench on whole images, and by the Worker on tiles (`ssimTiles`) to pick a JPEG/WebP/AVIF
 * quality that keeps an image looking the same.
 */
export interface Plane {
  data: Float64Array;
  width: number;
  height: number;
}

export function luma(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number, channels: number): Plane {
  const data = new Float64Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const p = i * channels;
    data[i] = channels >= 3 ? 0.299 * pixels[p] + 0.587 * pixels[p + 1] + 0.114 * pixels[p + 2] : pixels[p];
  }
  return { data, width, height };
}

function gaussian(size = 11, sigma = 1.5): Float64Array {
  const k = new Float64Array(size);
  const half = (size - 1) / 2;
  let sum = 0;
  for (let i = 0; i < size; i++) sum += k[i] = Math.exp(-((i - half) ** 2) / (2 * sigma * sigma));
  for (let i = 0; i < size; i++) k[i] /= sum;
  return k;
}

/** Separable Gaussian blur over the valid region (no padding), as the reference implementation does. */
function blur(
  p: Float64Array,
  width: number,
  height: number,
  k: Float64Array,
): { data: Float64Array; width: number; height: number } {
  const n = k.length;
  const w1 = width - n + 1;
  const h1 = height - n + 1;
  const tmp = new Float64Array(w1 * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < w1; x++) {
      let s = 0;
      for (let i = 0; i < n; i++) s += p[y * width + x + i] * k[i];
      tmp[y * w1 + x] = s;
    }
  const out = new Float64Array(w1 * h1);
  for (let y = 0; y < h1; y++)
    for (let x = 0; x < w1; x++) {
      let s = 0;
      for (let i = 0; i < n; i++) s += tmp[(y + i) * w1 + x] * k[i];
      out[y * w1 + x] = s;
    }
  return { data: out, width: w1, height: h1 };
}

export function ssim(a: Plane, b: Plane): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('SSIM needs images of the same size');
  const k = gaussian();
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  const n = a.data.length;
  const aa = new Float64Array(n);
  const bb = new Float64Array(n);
  const ab = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    aa[i] = a.data[i] * a.data[i];
    bb[i] = b.data[i] * b.data[i];
    ab[i] = a.data[i] * b.data[i];
  }
  const { width, height } = a;
  const mu1 = blur(a.data, width, height, k).data;
  const mu2 = blur(b.data, width, height, k).data;
  const s11 = blur(aa, width, height, k).data;
  const s22 = blur(bb, width, height, k).data;
  const s12 = blur(ab, width, height, k).data;
  let total = 0;
  for (let i = 0; i < mu1.length; i++) {
    const m1 = mu1[i];
    const m2 = mu2[i];
    const v1 = s11[i] - m1 * m1;
    const v2 = s22[i] - m2 * m2;
    const cov = s12[i] - m1 * m2;
    total += ((2 * m1 * m2 + C1) * (2 * cov + C2)) / ((m1 * m1 + m2 * m2 + C1) * (v1 + v2 + C2));
  }
  return total / mu1.length;
}

export function median(values: number[]): number {
  const s = [...values].sort((x, y) => x - y);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Where the tiles go: an even grid of at most `max` tiles of `size` px (the whole image when it is small). */
export function tileOrigins(
  width: number,
  height: number,
  size: number,
  max: number,
): { x: number; y: number; w: number; h: number }[] {
  if (width * height <= size * size * max || width < size || height < size)
    return [{ x: 0, y: 0, w: width, h: height }];
  const across = Math.max(1, Math.min(Math.floor(width / size), Math.round(Math.sqrt((max * width) / height))));
  const down = Math.max(1, Math.min(Math.floor(height / size), Math.floor(max / across)));
  const out: { x: number; y: number; w: number; h: number }[] = [];
  for (let j = 0; j < down; j++)
    for (let i = 0; i < across; i++) {
      const x = Math.round(((width - size) * (i + 0.5)) / across);
      const y = Math.round(((height - size) * (j + 0.5)) / down);
      out.push({ x, y, w: size, h: size });
    }
  return out;
}

function cropLuma(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  t: { x: number; y: number; w: number; h: number },
): Plane {
  const data = new Float64Array(t.w * t.h);
  for (let y = 0; y < t.h; y++)
    for (let x = 0; x < t.w; x++) {
      const p = ((t.y + y) * width + t.x + x) * 4;
      data[y * t.w + x] = 0.299 * rgba[p] + 0.587 * rgba[p + 1] + 0.114 * rgba[p + 2];
    }
  return { data, width: t.w, height: t.h };
}

/**
 * SSIM of two RGBA images of the same size, estimated on up to `max` tiles spread over the image (the
 * whole image when it is small): a 12-megapixel photo is judged on about a megapixel, in a few hundred ms.
 */
export function ssimTiles(
  a: Uint8Array | Uint8ClampedArray,
  b: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  size = 192,
  max = 24,
  tiles: { x: number; y: number; w: number; h: number }[] = tileOrigins(width, height, size, max),
): number {
  if (width < 11 || height < 11) return 1;
  let total = 0;
  let weight = 0;
  for (const t of tiles) {
    const w = (t.w - 10) * (t.h - 10);
    total += ssim(cropLuma(a, width, t), cropLuma(b, width, t)) * w;
    weight += w;
  }
  return total / weight;
}

export interface Mosaic {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  /** Where each tile sits in the mosaic. */
  tiles: { x: number; y: number; w: number; h: number }[];
}

/**
 * Up to `max` tiles of an image, cut on the 16-pixel grid (JPEG's blocks and chroma subsampling stay
 * aligned) and packed into one small picture. Encoding this at a few qualities tells how the whole image
 * would fare, at a fraction of the cost. Null when the image is small enough to be judged whole.
 */
export function mosaicOf(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  size = 192,
  max = 24,
): Mosaic | null {
  if (width < size || height < size) return null;
  const origins = tileOrigins(width, height, size, max);
  if (origins.length === 1 && origins[0].w === width) return null;
  const columns = Math.ceil(Math.sqrt(origins.length));
  const rows = Math.ceil(origins.length / columns);
  const mw = columns * size;
  const mh = rows * size;
  const data = new Uint8ClampedArray(mw * mh * 4);
  const tiles: Mosaic['tiles'] = [];
  origins.forEach((o, i) => {
    const sx = Math.min(width - size, o.x - (o.x % 16));
    const sy = Math.min(height - size, o.y - (o.y % 16));
    const dx = (i % columns) * size;
    const dy = Math.floor(i / columns) * size;
    for (let y = 0; y < size; y++)
      data.set(
        rgba.subarray(((sy + y) * width + sx) * 4, ((sy + y) * width + sx + size) * 4),
        ((dy + y) * mw + dx) * 4,
      );
    tiles.push({ x: dx, y: dy, w: size, h: size });
  });
  // Cells left over in the last row repeat the first tile, so the encoder sees picture, not flat black.
  for (let i = origins.length; i < columns * rows; i++) {
    const dx = (i % columns) * size;
    const dy = Math.floor(i / columns) * size;
    for (let y = 0; y < size; y++) data.copyWithin(((dy + y) * mw + dx) * 4, y * mw * 4, (y * mw + size) * 4);
  }
  return { data, width: mw, height: mh, tiles };
}
