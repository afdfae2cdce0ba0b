import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { oilPaint, paintingFilter, SCHEMA, shrink, WORK_SIDE, type Pixels } from './img-painting-filter.js';

const base = defaults(SCHEMA);

function image(width: number, height: number, at: (x: number, y: number) => number[]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(at(x, y), (y * width + x) * 4);
  return { data, width, height };
}
const px = (img: Pixels, x: number, y: number) =>
  Array.from(img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));

/** Reference: the same rule computed directly over each window (no sliding histogram). */
function naive(img: Pixels, r: number, L: number): Pixels {
  const { data, width, height } = img;
  const lv = (i: number) =>
    Math.min(L - 1, Math.floor(((data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3 / 256) * L));
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const count = new Array<number>(L).fill(0);
      const sum = Array.from({ length: L }, () => [0, 0, 0]);
      for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy++)
        for (let xx = Math.max(0, x - r); xx <= Math.min(width - 1, x + r); xx++) {
          const i = yy * width + xx;
          const l = lv(i);
          count[l]!++;
          for (let c = 0; c < 3; c++) sum[l]![c]! += data[i * 4 + c]!;
        }
      let best = 0;
      for (let l = 1; l < L; l++) if (count[l]! > count[best]!) best = l;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) out[o + c] = sum[best]![c]! / count[best]!;
      out[o + 3] = data[o + 3]!;
    }
  return { data: out, width, height };
}

describe('oilPaint', () => {
  const noisy = image(23, 17, (x, y) => [(x * 37 + y * 11) % 256, (x * 13 + y * 29) % 256, (x * y * 7) % 256, 255]);
  it.each([
    [1, 4],
    [2, 8],
    [4, 20],
    [10, 64],
  ])('radius %i, %i levels: same as the direct computation', (radius, levels) =>
    expect(Array.from(oilPaint(noisy, { radius, levels }).data)).toEqual(Array.from(naive(noisy, radius, levels).data)),
  );
  it('keeps a flat colour and the alpha', () => {
    const flat = image(6, 6, () => [10, 120, 200, 90]);
    expect(px(oilPaint(flat, base), 3, 3)).toEqual([10, 120, 200, 90]);
  });
  it('keeps a hard edge between two flat halves', () => {
    const edge = image(12, 4, (x) => (x < 6 ? [0, 0, 0, 255] : [255, 255, 255, 255]));
    const out = oilPaint(edge, { radius: 2, levels: 8 });
    expect(px(out, 4, 1)).toEqual([0, 0, 0, 255]);
    expect(px(out, 7, 1)).toEqual([255, 255, 255, 255]);
  });
});

describe('shrink', () => {
  it.each([
    [3200, 1600, 1600, 800],
    [1000, 500, 1000, 500],
    [4000, 3000, 1600, 1200],
  ])('%i×%i → %i×%i', (w, h, ew, eh) => {
    const img = { data: new Uint8ClampedArray(w * h * 4).fill(77), width: w, height: h };
    const out = shrink(img, WORK_SIDE);
    expect([out.width, out.height]).toEqual([ew, eh]);
    expect(out.data[0]).toBe(77);
  });
  it('averages the area it covers', () => {
    const img = image(4, 2, (x) => (x % 2 ? [200, 200, 200, 255] : [0, 0, 0, 255]));
    expect(px(shrink(img, 2), 0, 0)).toEqual([100, 100, 100, 255]);
  });
});

describe('paintingFilter', () => {
  it('works at most WORK_SIDE on the long side', () => {
    const img = image(2000, 10, () => [1, 2, 3, 255]);
    expect(paintingFilter(img, base).width).toBe(WORK_SIDE);
  });
});
