import { describe, expect, it } from 'vitest';
import { downscale, makePixels, stretchContrast, toGray, upscale, type Pixels } from './pixels.js';

function grayImage(width: number, height: number, values: number[]): Pixels {
  const img = makePixels(width, height);
  values.forEach((v, i) => img.data.set([v, v, v, 255], i * 4));
  return img;
}
const grays = (img: Pixels) => [...toGray(img)];

describe('pixels', () => {
  it('toGray weights green most (BT.601)', () => {
    const img = makePixels(3, 1);
    img.data.set([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]);
    expect(grays(img)).toEqual([76, 150, 29]);
  });

  it('downscale averages each block', () => {
    const img = grayImage(4, 2, [0, 100, 200, 200, 100, 200, 200, 200]);
    const out = downscale(img, 2);
    expect([out.width, out.height]).toEqual([2, 1]);
    expect(grays(out)).toEqual([100, 200]);
    expect(out.data[3]).toBe(255);
  });
  it('downscale drops the partial last block and refuses bad factors', () => {
    expect(downscale(grayImage(5, 5, new Array(25).fill(9)), 2)).toMatchObject({ width: 2, height: 2 });
    expect(() => downscale(grayImage(1, 1, [0]), 2)).toThrow(RangeError);
    expect(() => downscale(grayImage(4, 4, new Array(16).fill(0)), 1.5)).toThrow(RangeError);
  });

  it('upscale keeps flat areas and interpolates edges', () => {
    const out = upscale(grayImage(2, 1, [0, 200]), 2);
    expect([out.width, out.height]).toEqual([4, 2]);
    expect(grays(out).slice(0, 4)).toEqual([0, 50, 150, 200]);
  });

  it('stretchContrast spreads a narrow range over 0..255', () => {
    const values = Array.from({ length: 100 }, (_, i) => (i < 50 ? 100 : 140));
    const out = stretchContrast(grayImage(10, 10, values));
    expect(new Set(grays(out))).toEqual(new Set([0, 255]));
  });
  it('stretchContrast clips outliers and leaves a flat image alone', () => {
    const values = [0, ...new Array(198).fill(0).map((_, i) => 100 + (i % 41)), 255];
    const out = grays(stretchContrast(grayImage(20, 10, values), 0.01));
    expect(Math.min(...out)).toBe(0);
    expect(Math.max(...out)).toBe(255);
    expect(out.filter((v) => v === 0).length).toBeGreaterThan(1);
    expect(grays(stretchContrast(grayImage(2, 2, [77, 77, 77, 77])))).toEqual([77, 77, 77, 77]);
  });
});
