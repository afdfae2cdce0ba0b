import { describe, expect, it } from 'vitest';
import {
  applyCurve,
  compositeInPlace,
  coverage,
  edgeCurve,
  fitSize,
  maskIoU,
  parseHexColor,
  resizeMask,
  sampleMask,
  topOfMask,
  type Mask,
} from './mask.js';

const mask = (width: number, height: number, values: number[]): Mask => ({
  data: Uint8Array.from(values),
  width,
  height,
});

describe('fitSize', () => {
  it.each([
    [4032, 3024, 512, 512, 384],
    [3024, 4032, 512, 384, 512],
    [300, 200, 512, 300, 200],
    [10000, 1, 512, 512, 1],
  ])('%i×%i within %i', (w, h, max, ew, eh) => expect(fitSize(w, h, max)).toEqual({ width: ew, height: eh }));
});

describe('resizeMask', () => {
  it('keeps a uniform mask uniform at any size', () => {
    const out = resizeMask(mask(2, 2, [200, 200, 200, 200]), 7, 5);
    expect(new Set(out.data)).toEqual(new Set([200]));
    expect(out.data.length).toBe(35);
  });
  it('turns a hard 2-pixel edge into a ramp when upscaled', () => {
    const out = resizeMask(mask(2, 1, [0, 255]), 8, 1);
    expect(Array.from(out.data)).toEqual([0, 0, 32, 96, 159, 223, 255, 255]);
  });
  it('downscales by averaging neighbours', () => {
    const out = resizeMask(mask(4, 1, [0, 0, 255, 255]), 2, 1);
    expect(Array.from(out.data)).toEqual([0, 255]);
  });
  it('handles a 12 MP target from a 512 mask', () => {
    const small = mask(
      512,
      384,
      Array.from({ length: 512 * 384 }, (_, i) => (i % 512 < 256 ? 0 : 255)),
    );
    const big = resizeMask(small, 4032, 3024);
    expect(big.data.length).toBe(4032 * 3024);
    expect(big.data[0]).toBe(0);
    expect(big.data[4031]).toBe(255);
    expect(coverage(big)).toBeCloseTo(0.5, 2);
  });
});

describe('edgeCurve', () => {
  it.each([0, 30, 60, 100])('softness %i is monotonic from 0 to 255', (s) => {
    const lut = edgeCurve(s);
    expect(lut[0]).toBe(0);
    expect(lut[255]).toBe(255);
    for (let i = 1; i < 256; i++) expect(lut[i]!).toBeGreaterThanOrEqual(lut[i - 1]!);
  });
  it.each([
    [0, 100, 0],
    [0, 160, 255],
    [100, 64, 40],
    [100, 192, 215],
  ])('softness %i maps %i to about %i', (s, v, e) => expect(Math.abs(edgeCurve(s)[v]! - e)).toBeLessThanOrEqual(8));
  it('hard edge thresholds a ramp', () => {
    const out = applyCurve(mask(4, 1, [10, 120, 135, 250]), edgeCurve(0));
    expect(Array.from(out.data)).toEqual([0, 0, 255, 255]);
  });
});

describe('compositeInPlace', () => {
  it.each<[string, number, ReturnType<typeof parseHexColor>, number[]]>([
    ['transparent keeps colour, alpha = mask', 128, null, [100, 50, 0, 128]],
    ['full mask over colour keeps the photo', 255, { r: 0, g: 0, b: 255 }, [100, 50, 0, 255]],
    ['empty mask is the background', 0, { r: 0, g: 0, b: 255 }, [0, 0, 255, 255]],
    ['half mask blends', 128, { r: 0, g: 0, b: 255 }, [50, 25, 127, 255]],
  ])('%s', (_, m, bg, expected) => {
    const rgba = Uint8ClampedArray.from([100, 50, 0, 255]);
    compositeInPlace(rgba, mask(1, 1, [m]), bg);
    expect(Array.from(rgba)).toEqual(expected);
  });
  it('refuses a mask of another size', () =>
    expect(() => compositeInPlace(new Uint8ClampedArray(8), mask(1, 1, [0]), null)).toThrow(/sizes differ/));
});

describe('maskIoU and coverage', () => {
  it.each([
    [[255, 255, 0, 0], [255, 255, 0, 0], 1],
    [[255, 255, 0, 0], [255, 0, 0, 0], 0.5],
    [[255, 0, 0, 0], [0, 255, 0, 0], 0],
    [[0, 0, 0, 0], [0, 0, 0, 0], 1],
    [[127, 128, 0, 0], [0, 255, 0, 0], 1],
  ])('IoU of %j and %j is %f', (a, b, e) => expect(maskIoU(mask(2, 2, a), mask(2, 2, b))).toBe(e));
  it('coverage counts the foreground share', () => expect(coverage(mask(2, 2, [255, 200, 10, 0]))).toBe(0.5));
});

describe('parseHexColor', () => {
  it.each([
    ['#ffffff', { r: 255, g: 255, b: 255 }],
    ['#F0a', { r: 255, g: 0, b: 170 }],
    ['#01020380', { r: 1, g: 2, b: 3 }],
    ['red', null],
    ['#12345', null],
  ])('%s', (v, e) => expect(parseHexColor(v)).toEqual(e));
});

describe('sampleMask', () => {
  const m = mask(4, 2, [0, 255, 255, 0, 0, 255, 255, 0]);
  it('the whole mask at its own size is the mask', () =>
    expect(Array.from(sampleMask(m, { x: 0, y: 0, width: 4, height: 2 }, 4, 2).data)).toEqual(Array.from(m.data)));
  it('a crop of the middle columns is foreground', () =>
    expect(Array.from(sampleMask(m, { x: 1, y: 0, width: 2, height: 2 }, 2, 2).data)).toEqual([255, 255, 255, 255]));
  it('outside the mask is background', () =>
    expect(Array.from(sampleMask(m, { x: -4, y: 0, width: 4, height: 2 }, 4, 2).data)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0,
    ]));
});

describe('topOfMask', () => {
  const m = mask(3, 3, [0, 0, 0, 0, 0, 200, 255, 255, 255]);
  it.each<[number, number, number | null]>([
    [0, 2, 1],
    [0, 1, 2],
    [2, 2, 1],
    [-5, 10, 1],
  ])('columns %i..%i → row %s', (a, b, e) => expect(topOfMask(m, a, b)).toBe(e));
  it('nobody → null', () => expect(topOfMask(mask(2, 1, [0, 0]), 0, 1)).toBeNull());
});
