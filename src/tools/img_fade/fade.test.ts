import { describe, expect, it } from 'vitest';
import { fade, luma, otsu, SCHEMA, tone, type FadeOptions } from './fade.js';

const px = (...rgba: number[][]) => ({ data: Uint8ClampedArray.from(rgba.flat()), width: rgba.length, height: 1 });
const o = (over: Partial<FadeOptions> = {}): FadeOptions => ({
  mode: 'gray',
  contrast: 0,
  brightness: 0,
  threshold: 0,
  ...over,
});

describe('black and white', () => {
  it.each([
    ['red', [255, 0, 0, 255], 76],
    ['green', [0, 255, 0, 255], 150],
    ['white', [255, 255, 255, 255], 255],
    ['half-transparent blue keeps alpha', [0, 0, 255, 128], 29],
  ])('greyscale of %s', (_, pixel, v) => {
    const out = fade(px(pixel), o());
    expect([...out.data]).toEqual([v, v, v, pixel[3]]);
  });

  it.each([
    [[10, 10, 10, 255], [200, 200, 200, 255], 0, [0, 255]],
    [[100, 100, 100, 255], [140, 140, 140, 255], 150, [0, 0]],
    [[100, 100, 100, 255], [140, 140, 140, 255], 120, [0, 255]],
  ])('threshold %j %j at %i', (a, b, threshold, values) => {
    const out = fade(px(a, b), o({ mode: 'bw', threshold }));
    expect([out.data[0], out.data[4]]).toEqual(values);
  });

  it('dithering a mid grey gives about half black, half white', () => {
    const grey = Array.from({ length: 100 }, () => [128, 128, 128, 255]);
    const out = fade(px(...grey), o({ mode: 'dither' }));
    const white = [...out.data].filter((v, i) => i % 4 === 0 && v === 255).length;
    expect(white).toBeGreaterThan(40);
    expect(white).toBeLessThan(60);
  });

  it.each([
    [128, 100, 0, 128],
    [200, 0, 100, 255],
    [100, -100, 0, 128],
  ])('tone(%i, contrast %i, brightness %i) = %i', (v, c, b, out) => expect(tone(v, c, b)).toBeCloseTo(out, 0));

  it('otsu splits two clusters between them', () => {
    const hist = new Array(256).fill(0);
    hist[40] = 100;
    hist[200] = 100;
    const t = otsu(hist);
    expect(t).toBeGreaterThan(40);
    expect(t).toBeLessThanOrEqual(200);
  });

  it('luma weights', () => expect(luma(255, 255, 255)).toBeCloseTo(255));
  it('options default to greyscale', () => expect(SCHEMA.mode.default).toBe('gray'));
});
