import { describe, expect, it } from 'vitest';
import { gaussianBlur, gaussianKernel, smoothKeepingEdges } from './blur.js';
import { crop, luma, shrink, type Pixels } from './pixels.js';
import {
  animeStyle,
  cartoonStyle,
  celShade,
  inkLines,
  mapToPalette,
  paletteOf,
  saturate,
  sketchStyle,
  STYLE_SIDE,
  valueNoise,
  watercolourStyle,
} from './stylize.js';

function image(width: number, height: number, at: (x: number, y: number) => number[]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(at(x, y), (y * width + x) * 4);
  return { data, width, height };
}
const px = (img: Pixels, x: number, y: number) =>
  Array.from(img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));
/** Mean absolute difference between horizontal neighbours: how much fine texture a picture has. */
const texture = (img: Pixels) => {
  let sum = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = 1; x < img.width; x++)
      sum += Math.abs(img.data[(y * img.width + x) * 4]! - img.data[(y * img.width + x - 1) * 4]!);
  return sum / (img.height * (img.width - 1));
};
/** Two flat halves (dark blue | light orange) with deterministic grain, like a noisy photo of an edge. */
const noisyEdge = (w = 60, h = 40) =>
  image(w, h, (x, y) => {
    const n = ((x * 7919 + y * 104729) % 23) - 11;
    return x < w / 2 ? [40 + n, 60 + n, 140 + n, 255] : [230 + n, 160 + n, 90 + n, 200];
  });

describe('pixels', () => {
  it.each([
    [320, 160, 160, 160, 80],
    [100, 50, 160, 100, 50],
    [400, 300, 160, 160, 120],
  ])('shrink %i×%i to %i → %i×%i', (w, h, side, ew, eh) => {
    const out = shrink({ data: new Uint8ClampedArray(w * h * 4).fill(77), width: w, height: h }, side);
    expect([out.width, out.height, out.data[0]]).toEqual([ew, eh, 77]);
  });
  it('shrink averages the area it covers', () => {
    const img = image(4, 2, (x) => (x % 2 ? [200, 200, 200, 255] : [0, 0, 0, 255]));
    expect(px(shrink(img, 2), 0, 0)).toEqual([100, 100, 100, 255]);
  });
  it.each([
    [1, 1, 2, 2, [2, 2], [1, 1]],
    [-3, -3, 5, 5, [2, 2], [0, 0]],
    [3, 2, 10, 10, [1, 1], [3, 2]],
  ])('crop at %i,%i size %i×%i → %j starting at pixel %j', (x, y, w, h, size, first) => {
    const img = image(4, 3, (xx, yy) => [xx, yy, 0, 255]);
    const out = crop(img, x, y, w, h);
    expect([out.width, out.height]).toEqual(size);
    expect(px(out, 0, 0).slice(0, 2)).toEqual(first);
  });
  it.each([
    [[255, 255, 255], 255],
    [[255, 0, 0], 76.245],
    [[0, 0, 0], 0],
  ])('luma of %j is %f', (rgb, e) => expect(luma(image(1, 1, () => [...rgb, 255]))[0]).toBeCloseTo(e, 2));
});

describe('blur', () => {
  it.each([0.5, 1, 2.5])('the Gaussian kernel of σ %f sums to 1 and is symmetric', (s) => {
    const k = gaussianKernel(s);
    expect(k.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(k[0]).toBeCloseTo(k[k.length - 1]!, 6);
  });
  it('blurring keeps a flat channel flat and spreads a point', () => {
    const flat = new Float32Array(25).fill(9);
    expect(Array.from(gaussianBlur(flat, 5, 5, 1)).every((v) => Math.abs(v - 9) < 1e-4)).toBe(true);
    const point = new Float32Array(25);
    point[12] = 100;
    const out = gaussianBlur(point, 5, 5, 1);
    expect(out[12]).toBeLessThan(100);
    expect(out[11]).toBeGreaterThan(0);
    expect(out[11]).toBeCloseTo(out[13]!, 4);
  });
  it('edge-preserving smoothing removes grain but keeps the edge and the alpha', () => {
    const img = noisyEdge();
    const out = smoothKeepingEdges(img, 20, 60);
    expect(texture(out)).toBeLessThan(texture(img) / 3);
    // Each side stays near its own colour right next to the edge.
    expect(Math.abs(px(out, 28, 20)[2]! - 140)).toBeLessThan(15);
    expect(Math.abs(px(out, 31, 20)[0]! - 230)).toBeLessThan(15);
    expect(px(out, 31, 20)[3]).toBe(200);
  });
});

describe('colour steps', () => {
  it.each([
    [0, [128, 128, 128]],
    [1, [200, 100, 50]],
  ])('saturate ×%f', (amount, e) => {
    const out = saturate(
      image(1, 1, () => [200, 100, 50, 255]),
      amount,
    );
    const y = 0.299 * 200 + 0.587 * 100 + 0.114 * 50;
    expect(px(out, 0, 0).slice(0, 3)).toEqual(amount === 0 ? [y, y, y].map(Math.round) : e);
  });
  it.each([
    [2, 10, 64],
    [2, 240, 191],
    [4, 100, 96],
  ])('cel shading with %i bands moves grey %i to about %i', (levels, v, e) => {
    const out = celShade(
      image(1, 1, () => [v, v, v, 255]),
      levels,
      1,
    );
    expect(Math.abs(px(out, 0, 0)[0]! - e)).toBeLessThanOrEqual(1);
  });
  it('cel shading keeps hue: R−G and G−B differences stay', () => {
    const [r, g, b] = px(
      celShade(
        image(1, 1, () => [180, 120, 60, 255]),
        3,
        1,
      ),
      0,
      0,
    );
    expect([r! - g!, g! - b!]).toEqual([60, 60]);
  });
  it('k-means finds the colours of a three-colour picture, and mapping restores it', () => {
    const colours = [
      [250, 10, 10],
      [10, 250, 10],
      [10, 10, 250],
    ];
    const img = image(30, 10, (x) => [...colours[Math.floor(x / 10)]!, 255]);
    const palette = paletteOf(img, 3);
    const found = [0, 1, 2].map((c) => Array.from(palette.slice(c * 3, c * 3 + 3)).map(Math.round));
    expect(found.sort()).toEqual([...colours].sort());
    const mapped = mapToPalette({ ...img, data: img.data.slice() }, palette);
    expect(Array.from(mapped.data)).toEqual(Array.from(img.data));
  });
  it('value noise is deterministic, within -1..1, and smooth', () => {
    const a = valueNoise(64, 64, 16, 3, 1);
    expect(Array.from(a)).toEqual(Array.from(valueNoise(64, 64, 16, 3, 1)));
    expect(Array.from(a)).not.toEqual(Array.from(valueNoise(64, 64, 16, 3, 2)));
    expect(Math.max(...a)).toBeLessThanOrEqual(1);
    expect(Math.min(...a)).toBeGreaterThanOrEqual(-1);
    expect(Math.abs(a[100]! - a[101]!)).toBeLessThan(0.3);
  });
  it('ink lines fall on the dark side of an edge only', () => {
    const img = image(40, 10, (x) => (x < 20 ? [30, 30, 30, 255] : [220, 220, 220, 255]));
    const lines = inkLines(luma(img), 40, 10, 1, 3);
    expect(lines[5 * 40 + 19]).toBeGreaterThan(0.5);
    expect(lines[5 * 40 + 21]).toBe(0);
    expect(lines[5 * 40 + 5]).toBe(0);
    expect(lines[5 * 40 + 35]).toBe(0);
  });
});

describe('styles', () => {
  const edge = noisyEdge(80, 50);
  it.each<[string, (img: Pixels) => Pixels]>([
    ['anime', (img) => animeStyle(img, { lines: 70, levels: 4, vivid: 40 })],
    ['cartoon', (img) => cartoonStyle(img, { colours: 8, outline: 2 })],
    ['watercolour', (img) => watercolourStyle(img, { wash: 50, texture: 0, pencil: 0 })],
  ])('%s: same size, less grain, the two halves still apart, alpha kept', (_, style) => {
    const out = style(edge);
    expect([out.width, out.height]).toEqual([80, 50]);
    expect(texture(out)).toBeLessThan(texture(edge));
    const left = luma(crop(out, 5, 20, 10, 10)).reduce((a, b) => a + b, 0) / 100;
    const right = luma(crop(out, 65, 20, 10, 10)).reduce((a, b) => a + b, 0) / 100;
    expect(right - left).toBeGreaterThan(40);
    expect(px(out, 70, 25)[3]).toBe(200);
  });
  it('cartoon uses no more colours than asked, besides the outline ink', () => {
    const out = cartoonStyle(edge, { colours: 4, outline: 1 });
    const seen = new Set<string>();
    for (let i = 0; i < out.data.length; i += 4) seen.add(`${out.data[i]},${out.data[i + 1]},${out.data[i + 2]}`);
    // Anti-aliased ink mixes with the palette colours along the edge only.
    let plain = 0;
    for (const k of seen) if (!k.includes('.')) plain++;
    expect(plain).toBeGreaterThan(0);
    expect(seen.size).toBeLessThan(40);
  });
  it('sketch: grey, paper-white in flat areas, a dark line along the edge', () => {
    const flat = image(40, 20, (x) => (x < 20 ? [60, 60, 60, 255] : [200, 200, 200, 255]));
    const out = sketchStyle(flat, 40);
    const p = px(out, 5, 10);
    expect(p[0]).toBe(p[1]);
    expect(p[1]).toBe(p[2]);
    expect(p[0]).toBeGreaterThan(200);
    expect(px(out, 35, 10)[0]).toBeGreaterThan(200);
    expect(Math.min(...[17, 18, 19].map((x) => px(out, x, 10)[0]!))).toBeLessThan(150);
  });
  it('works at most STYLE_SIDE on the long side', () => {
    const wide = image(STYLE_SIDE * 2, 4, () => [1, 2, 3, 255]);
    expect(animeStyle(wide, { lines: 0, levels: 4, vivid: 0 }).width).toBe(STYLE_SIDE);
  });
});
