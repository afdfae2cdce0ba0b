import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { canAnimate, hasAlpha, isHeic, renameFor, sniffFormat } from './formats.js';
import { avifQuality, clampColors, clampQuality, quantizeOptions } from './options.js';
import {
  checkPixels,
  keepResult,
  keepsAnimation,
  MAX_PIXELS,
  qualitySteps,
  resolveTarget,
  savingPercent,
  searchQuality,
  targetSize,
} from './job.js';
import { luma, mosaicOf, ssim, ssimTiles, tileOrigins } from './ssim.js';
import { readDimensions } from '../../../common/image-format.js';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('formats', () => {
  it('sniffs formats by content, HEIC by its ftyp brand', () => {
    expect(sniffFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    const heic = new Uint8Array([0, 0, 0, 24, ...ascii('ftypheic'), 0, 0, 0, 0]);
    expect(isHeic(heic)).toBe(true);
    expect(sniffFormat(heic)).toBe('heic');
    expect(sniffFormat(new Uint8Array([0, 0, 0, 24, ...ascii('ftypmif1')]))).toBe('heic');
    expect(sniffFormat(new Uint8Array([0, 0, 0, 24, ...ascii('ftypavif')]))).toBe('avif');
    expect(sniffFormat(new Uint8Array(ascii('hello world')))).toBeNull();
  });
  it('renames to the output extension', () => {
    expect(renameFor('IMG_0001.HEIC', 'jpeg')).toBe('IMG_0001.jpg');
    expect(renameFor('a.b.png', 'webp')).toBe('a.b.webp');
    expect(renameFor('noext', 'avif')).toBe('noext.avif');
    expect(renameFor('.hidden', 'png')).toBe('.hidden.png');
  });
  it('only JPEG lacks alpha; only GIF animates here', () => {
    expect(hasAlpha('jpeg')).toBe(false);
    for (const f of ['png', 'webp', 'avif', 'jxl', 'bmp', 'gif'] as const) expect(hasAlpha(f)).toBe(true);
    expect(canAnimate('gif')).toBe(true);
    for (const f of ['png', 'webp', 'avif', 'jxl', 'bmp', 'jpeg'] as const) expect(canAnimate(f)).toBe(false);
  });
});

describe('encoder options', () => {
  it('clamps quality and colours', () => {
    expect(clampQuality(140)).toBe(100);
    expect(clampQuality(-3)).toBe(0);
    expect(clampQuality(Number.NaN)).toBe(75);
    expect(clampColors(0)).toBe(0);
    expect(clampColors(1)).toBe(2);
    expect(clampColors(999)).toBe(256);
    expect(quantizeOptions(0).maxColors).toBe(256);
    expect(quantizeOptions(64)).toMatchObject({ maxColors: 64, dithering: 1 });
  });
  it("maps quality 75 to libavif's default 50, 100 to 100, monotonic", () => {
    expect(avifQuality(75)).toBe(50);
    expect(avifQuality(100)).toBe(100);
    expect(avifQuality(0)).toBe(0);
    let last = -1;
    for (let q = 0; q <= 100; q++) {
      expect(avifQuality(q)).toBeGreaterThanOrEqual(last);
      last = avifQuality(q);
    }
  });
});

describe('job rules', () => {
  it('keep-format keeps what we can write; BMP compresses to PNG; HEIC becomes JPEG', () => {
    expect(resolveTarget('jpeg', { mode: 'compress', target: 'keep' })).toBe('jpeg');
    expect(resolveTarget('gif', { mode: 'compress', target: 'keep' })).toBe('gif');
    expect(resolveTarget('bmp', { mode: 'compress', target: 'keep' })).toBe('png');
    expect(resolveTarget('bmp', { mode: 'convert', target: 'keep' })).toBe('bmp');
    expect(resolveTarget('heic', { mode: 'compress', target: 'keep' })).toBe('jpeg');
    expect(resolveTarget('png', { mode: 'convert', target: 'avif' })).toBe('avif');
  });
  it('size rule: a compressed result not smaller than the original is discarded', () => {
    expect(keepResult('compress', 'jpeg', 1000, 999)).toBe(true);
    expect(keepResult('compress', 'jpeg', 1000, 1000)).toBe(false);
    expect(keepResult('compress', 'png', 1000, 1500)).toBe(false);
    // Conversion always gives the asked format; HEIC's original is no usable result.
    expect(keepResult('convert', 'jpeg', 1000, 1500)).toBe(true);
    expect(keepResult('compress', 'heic', 1000, 1500)).toBe(true);
  });
  it('keeps animation only into a format that animates', () => {
    expect(keepsAnimation(10, 'gif')).toBe(true);
    expect(keepsAnimation(10, 'webp')).toBe(false);
    expect(keepsAnimation(1, 'gif')).toBe(false);
  });
  it('saving in percent with one decimal; negative when bigger', () => {
    expect(savingPercent(1000, 250)).toBe(75);
    expect(savingPercent(3, 2)).toBe(33.3);
    expect(savingPercent(100, 150)).toBe(-50);
    expect(savingPercent(0, 10)).toBe(0);
  });
  it('refuses more than 100 megapixels or a side over 16384', () => {
    expect(checkPixels(10_000, 10_000)).toBeNull();
    expect(checkPixels(10_000, 10_001)).toBe('tooLarge');
    expect(MAX_PIXELS).toBe(100_000_000);
    expect(checkPixels(16_385, 100)).toBe('tooLarge');
    expect(checkPixels(8660, 5774)).toBeNull(); // 50 MP is processed
  });
  it('fits the long side, never upscales; 0 keeps the size', () => {
    expect(targetSize(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(targetSize(3000, 4000, 1920)).toEqual({ width: 1440, height: 1920 });
    expect(targetSize(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(targetSize(4000, 3000, 0)).toEqual({ width: 4000, height: 3000 });
  });
});

describe('dimensions from headers', () => {
  const base = () => sharp({ create: { width: 123, height: 45, channels: 3, background: '#3a6' } });
  it.each([
    ['jpeg', () => base().jpeg().toBuffer()],
    ['jpeg', () => base().jpeg().withMetadata({ orientation: 6 }).toBuffer()],
    ['png', () => base().png().toBuffer()],
    ['gif', () => base().gif().toBuffer()],
    ['webp', () => base().webp({ quality: 50 }).toBuffer()],
    ['webp', () => base().webp({ lossless: true }).toBuffer()],
    [
      'webp',
      () =>
        sharp({ create: { width: 123, height: 45, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } })
          .webp()
          .toBuffer(),
    ],
    ['avif', () => base().avif().toBuffer()],
  ] as const)('%s', async (format, make) => {
    const bytes = new Uint8Array(await make());
    expect(sniffFormat(bytes)).toBe(format);
    expect(readDimensions(format, bytes)).toEqual({ width: 123, height: 45 });
  });
  it('unknown or truncated gives null', () => {
    expect(readDimensions('jxl', new Uint8Array([0xff, 0x0a]))).toBeNull();
    expect(readDimensions('png', new Uint8Array(10))).toBeNull();
    expect(readDimensions('jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
  });
});

describe('quality search for a minimum SSIM', () => {
  it('tries the setting, then 85, 92 and 97 above it', () => {
    expect(qualitySteps(75)).toEqual([75, 85, 92, 97]);
    expect(qualitySteps(90)).toEqual([90, 92, 97]);
    expect(qualitySteps(98)).toEqual([98]);
  });
  it('stops at the first quality whose result reaches the target', async () => {
    const tried: number[] = [];
    const r = await searchQuality(75, 0.95, async (q) => {
      tried.push(q);
      return { value: `q${q}`, score: q >= 85 ? 0.96 : 0.93 };
    });
    expect(tried).toEqual([75, 85]);
    expect(r).toEqual({ value: 'q85', score: 0.96, quality: 85 });
  });
  it('keeps the setting when it is good enough, and the highest step when nothing is', async () => {
    expect((await searchQuality(75, 0.95, async () => ({ value: 1, score: 0.99 }))).quality).toBe(75);
    expect(await searchQuality(75, 0.95, async (q) => ({ value: q, score: 0.5 }))).toEqual({
      value: 97,
      score: 0.5,
      quality: 97,
    });
  });
});

describe('SSIM', () => {
  const noiseImage = (w: number, h: number, amount: number, seed = 1) => {
    const d = new Uint8ClampedArray(w * h * 4);
    let s = seed;
    for (let i = 0; i < w * h; i++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const v = 128 + 80 * Math.sin(i / 37) + (((s >> 16) % 100) / 100 - 0.5) * amount;
      d.set([v, v, v, 255], i * 4);
    }
    return d;
  };
  it('is 1 for identical images and drops with noise', () => {
    const a = noiseImage(64, 64, 0);
    expect(ssim(luma(a, 64, 64, 4), luma(a, 64, 64, 4))).toBeCloseTo(1, 10);
    const light = ssim(luma(a, 64, 64, 4), luma(noiseImage(64, 64, 20), 64, 64, 4));
    const heavy = ssim(luma(a, 64, 64, 4), luma(noiseImage(64, 64, 120), 64, 64, 4));
    expect(light).toBeLessThan(1);
    expect(heavy).toBeLessThan(light);
  });
  it('tiles: the whole image when small, an even grid otherwise; the tiled estimate is close to the full one', () => {
    expect(tileOrigins(300, 200, 192, 24)).toEqual([{ x: 0, y: 0, w: 300, h: 200 }]);
    const tiles = tileOrigins(4000, 3000, 192, 24);
    expect(tiles.length).toBeLessThanOrEqual(24);
    expect(tiles.length).toBeGreaterThanOrEqual(16);
    expect(tiles.every((t) => t.x >= 0 && t.y >= 0 && t.x + t.w <= 4000 && t.y + t.h <= 3000)).toBe(true);
    const a = noiseImage(1000, 800, 0);
    const b = noiseImage(1000, 800, 40);
    const full = ssim(luma(a, 1000, 800, 4), luma(b, 1000, 800, 4));
    expect(Math.abs(ssimTiles(a, b, 1000, 800, 96, 12) - full)).toBeLessThan(0.03);
  });
});

describe('mosaic of tiles', () => {
  it('is null for a small or very thin image (judged whole)', () => {
    expect(mosaicOf(new Uint8ClampedArray(300 * 200 * 4), 300, 200)).toBeNull();
    expect(mosaicOf(new Uint8ClampedArray(100 * 20000 * 4), 100, 20000)).toBeNull();
    expect(tileOrigins(100, 20000, 192, 24)).toEqual([{ x: 0, y: 0, w: 100, h: 20000 }]);
  });
  it('packs tiles cut on the 16-pixel grid, pixel for pixel', () => {
    const w = 2000;
    const h = 1500;
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let i = 0; i < w * h; i++) rgba.set([(i % w) & 255, Math.floor(i / w) & 255, (i * 7) & 255, 255], i * 4);
    const m = mosaicOf(rgba, w, h, 192, 24)!;
    expect(m.tiles.length).toBeGreaterThanOrEqual(16);
    expect(m.width % 192).toBe(0);
    expect(m.data.length).toBe(m.width * m.height * 4);
    // The first tile's top-left pixel comes from a source position on the 16-pixel grid.
    const x = m.data[0];
    const y = m.data[1];
    const source = tileOrigins(w, h, 192, 24)[0];
    expect(x).toBe((source.x - (source.x % 16)) & 255);
    expect(y).toBe((source.y - (source.y % 16)) & 255);
    // Each row of a tile is a straight copy: neighbours differ by one column.
    expect(m.data[4] - m.data[0]).toBe(1);
  });
});
