import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { effectiveScale, enlarge, lanczos, resizeLanczos, SCHEMA, unsharp, type Pixels } from './img-enlarge.js';

const base = defaults(SCHEMA);

function solid(width: number, height: number, rgba: number[]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(rgba, i * 4);
  return { data, width, height };
}
const px = (img: Pixels, x: number, y: number) =>
  Array.from(img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));

/** Mean absolute error between two images of one size (colour channels). */
function mae(a: Pixels, b: Pixels): number {
  let s = 0;
  for (let i = 0; i < a.data.length; i++) if (i % 4 !== 3) s += Math.abs(a.data[i]! - b.data[i]!);
  return s / ((a.data.length / 4) * 3);
}

/** A smooth test picture (low frequencies only), so a good resampler can rebuild it closely. */
function smooth(width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      data.set(
        [128 + 100 * Math.sin(6 * u), 128 + 100 * Math.cos(5 * v), 128 + 80 * Math.sin(4 * (u + v)), 255],
        (y * width + x) * 4,
      );
    }
  return { data, width, height };
}

/** Nearest-neighbour resize: the baseline a quality resampler must beat. */
function nearest(img: Pixels, width: number, height: number): Pixels {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const sx = Math.min(img.width - 1, Math.floor(((x + 0.5) * img.width) / width));
      const sy = Math.min(img.height - 1, Math.floor(((y + 0.5) * img.height) / height));
      out.set(img.data.slice((sy * img.width + sx) * 4, (sy * img.width + sx) * 4 + 4), (y * width + x) * 4);
    }
  return { data: out, width, height };
}

describe('lanczos kernel', () => {
  it.each([
    [0, 1],
    [1, 0],
    [2, 0],
    [3, 0],
    [-4, 0],
  ])('L(%f) = %f', (x, v) => expect(lanczos(x)).toBeCloseTo(v, 10));
  it('is negative between 1 and 2 (the lobe that keeps edges sharp)', () => expect(lanczos(1.5)).toBeLessThan(0));
});

describe('effectiveScale', () => {
  it.each([
    [300, 200, 2, 2],
    [300, 200, 4, 4],
    [2000, 1000, 4, 2.048],
    [4032, 3024, 2, 1.015873],
    [5000, 10, 2, 1],
  ])('%i×%i at ×%i → ×%f', (w, h, s, e) => expect(effectiveScale(w, h, s)).toBeCloseTo(e, 5));
});

describe('resizeLanczos', () => {
  it.each([[[200, 100, 50, 255]], [[0, 0, 0, 255]], [[255, 255, 255, 128]]])('keeps a flat colour %j flat', (rgba) => {
    const out = resizeLanczos(solid(5, 4, rgba), 15, 12);
    expect([out.width, out.height]).toEqual([15, 12]);
    for (const [x, y] of [
      [0, 0],
      [7, 6],
      [14, 11],
    ] as const)
      for (const [i, v] of px(out, x, y).entries()) expect(Math.abs(v - rgba[i]!)).toBeLessThanOrEqual(1);
  });
  it('does not darken next to transparent pixels', () => {
    const img = solid(4, 1, [255, 255, 255, 255]);
    img.data.set([0, 0, 0, 0], 0);
    const out = resizeLanczos(img, 8, 1);
    const [r, g, b, a] = px(out, 2, 0);
    expect(a).toBeGreaterThan(0);
    expect(Math.min(r!, g!, b!)).toBeGreaterThanOrEqual(250);
  });
  it('rebuilds a smooth picture better than nearest neighbour (downscale then ×4)', () => {
    const truth = smooth(160, 120);
    const small = resizeLanczos(truth, 40, 30);
    const lz = mae(resizeLanczos(small, 160, 120), truth);
    const nn = mae(nearest(small, 160, 120), truth);
    expect(lz).toBeLessThan(nn * 0.5);
    expect(lz).toBeLessThan(3);
  });
});

describe('unsharp', () => {
  it('leaves a flat image unchanged', () => {
    const img = solid(3, 3, [90, 90, 90, 255]);
    expect(Array.from(unsharp(img, 1).data)).toEqual(Array.from(img.data));
  });
  it('raises contrast across an edge', () => {
    const img = solid(4, 1, [100, 100, 100, 255]);
    img.data.set([200, 200, 200, 255], 8);
    img.data.set([200, 200, 200, 255], 12);
    const out = unsharp(img, 1);
    expect(px(out, 1, 0)[0]).toBeLessThan(100);
    expect(px(out, 2, 0)[0]).toBeGreaterThan(200);
  });
  it('amount 0 is the image itself', () => {
    const img = solid(2, 2, [1, 2, 3, 255]);
    expect(unsharp(img, 0)).toBe(img);
  });
});

describe('enlarge', () => {
  it.each([
    [2, 30, 20, 60, 40],
    [4, 30, 20, 120, 80],
    [3, 7, 5, 21, 15],
  ])('×%i of %i×%i is %i×%i', (scale, w, h, ew, eh) => {
    const out = enlarge(smooth(w, h), { ...base, scale });
    expect([out.width, out.height]).toEqual([ew, eh]);
  });
});
