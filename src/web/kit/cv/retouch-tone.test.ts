import { describe, expect, it } from 'vitest';
import { applyTone, autoTone, lumaHistogram, percentile, skinWeight } from './retouch-tone.js';

describe('skinWeight', () => {
  it.each([
    ['light skin', [224, 172, 140], 1],
    ['tanned skin', [198, 134, 66], 1],
    ['dark skin', [141, 85, 36], 1],
    ['grey', [140, 140, 140], 0],
    ['sky blue', [120, 170, 230], 0],
    ['grass', [70, 140, 50], 0],
    ['near black', [30, 20, 15], 0],
  ] as const)('%s', (_, [r, g, b], w) => expect(skinWeight(r, g, b)).toBeCloseTo(w, 1));
});

const histOf = (values: number[]) => {
  const h = new Uint32Array(256);
  for (const v of values) h[v]!++;
  return h;
};

describe('percentile', () => {
  it.each([
    [[0, 10, 20, 30], 0.1, 0],
    [[0, 10, 20, 30], 0.5, 20],
    [[0, 10, 20, 30], 0.99, 30],
  ])('%j at %d', (values, share, v) => expect(percentile(histOf(values), share)).toBe(v));
});

describe('autoTone', () => {
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  it('stretches a washed-out picture towards full range', () => {
    const { lut } = autoTone(histOf(range(60, 200)), 1);
    expect(lut[60]).toBeLessThan(16);
    expect(lut[200]).toBeGreaterThan(230);
  });
  it('limits the stretch of a narrow range', () => {
    const { lut } = autoTone(histOf(range(100, 130)), 1);
    expect(lut[130]! - lut[100]!).toBeLessThanOrEqual(Math.ceil(30 * 1.6) + 2);
  });
  it('brightens a dark picture', () => {
    const { lut } = autoTone(histOf([...range(0, 255), ...Array(2000).fill(40)]), 1);
    expect(lut[40]).toBeGreaterThan(45);
  });
  it('is the identity at amount 0', () => {
    const tone = autoTone(histOf(range(60, 200)), 0);
    expect([...tone.lut]).toEqual(range(0, 255));
    expect(tone.saturation).toBe(1);
  });
  it('keeps grey grey and alpha as it was', () => {
    const px = new Uint8ClampedArray([100, 100, 100, 7, 200, 50, 50, 255]);
    applyTone(px, { lut: Uint8Array.from(range(0, 255)), saturation: 1.5 });
    expect([...px.slice(0, 4)]).toEqual([100, 100, 100, 7]);
    expect(px[4]).toBeGreaterThan(200);
    expect(lumaHistogram(px)[100]).toBe(1);
  });
});
