import { describe, expect, it } from 'vitest';
import { reducePalette, type RgbaImage } from './palette.js';

function gradient(width: number, height: number, alpha = (_x: number, _y: number) => 255): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data.set([(x * 255) / (width - 1), (y * 255) / (height - 1), 128, alpha(x, y)], i);
    }
  return { data, width, height };
}

const colours = (img: RgbaImage) => {
  const seen = new Set<number>();
  for (let i = 0; i < img.data.length; i += 4)
    seen.add(((img.data[i] << 24) | (img.data[i + 1] << 16) | (img.data[i + 2] << 8) | img.data[i + 3]) >>> 0);
  return seen.size;
};

/** Mean colour of 8×8 blocks: dithering keeps it close to the source's (the eye averages the same way). */
function blockError(a: RgbaImage, b: RgbaImage): number {
  let total = 0;
  let blocks = 0;
  for (let by = 0; by < a.height; by += 8)
    for (let bx = 0; bx < a.width; bx += 8) {
      for (let k = 0; k < 3; k++) {
        let sa = 0;
        let sb = 0;
        for (let y = by; y < by + 8; y++)
          for (let x = bx; x < bx + 8; x++) {
            sa += a.data[(y * a.width + x) * 4 + k];
            sb += b.data[(y * b.width + x) * 4 + k];
          }
        total += Math.abs(sa - sb) / 64;
      }
      blocks++;
    }
  return total / blocks / 3;
}

describe('reducePalette', () => {
  it.each([2, 16, 64, 256])('uses at most %i colours', (n) => {
    expect(colours(reducePalette(gradient(64, 64), n))).toBeLessThanOrEqual(n);
  });

  it('keeps a gradient smooth on average when dithering (better than without)', () => {
    const src = gradient(64, 64);
    const dithered = blockError(src, reducePalette(src, 8, true));
    const flat = blockError(src, reducePalette(src, 8, false));
    expect(dithered).toBeLessThan(8);
    expect(dithered).toBeLessThan(flat);
  });

  it('leaves fully transparent pixels transparent and opaque ones opaque', () => {
    const src = gradient(32, 32, (x) => (x < 16 ? 0 : 255));
    const out = reducePalette(src, 16);
    for (let y = 0; y < 32; y++)
      for (let x = 0; x < 32; x++) expect(out.data[(y * 32 + x) * 4 + 3]).toBe(x < 16 ? 0 : 255);
  });

  it('keeps the size and returns an image already at few colours unchanged', () => {
    const two = { data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]), width: 2, height: 1 };
    const out = reducePalette(two, 16);
    expect([out.width, out.height]).toEqual([2, 1]);
    expect([...out.data]).toEqual([...two.data]);
  });
});
