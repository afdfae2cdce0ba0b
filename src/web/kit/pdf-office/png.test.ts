import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encodePng, imageKindToPixels } from './png.js';

describe('PNG encoding of PDF images', () => {
  it.each([3, 4] as const)('writes %i-channel pixels that a decoder reads back exactly', async (channels) => {
    const width = 7;
    const height = 5;
    const pixels = new Uint8Array(width * height * channels).map((_, i) => (i * 37) & 255);
    const { data, info } = await sharp(encodePng(pixels, width, height, channels))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([width, height, channels]);
    expect([...data]).toEqual([...pixels]);
  });

  it.each([
    ['1-bit grey', 1, new Uint8Array([0b10100000]), 3, 1, [255, 255, 255, 0, 0, 0, 255, 255, 255], 3],
    ['RGB', 2, new Uint8Array([1, 2, 3]), 1, 1, [1, 2, 3], 3],
    ['opaque RGBA becomes RGB', 3, new Uint8Array([1, 2, 3, 255]), 1, 1, [1, 2, 3], 3],
    ['RGBA with transparency stays RGBA', 3, new Uint8Array([1, 2, 3, 128]), 1, 1, [1, 2, 3, 128], 4],
  ])('%s', (_, kind, data, w, h, want, channels) => {
    const out = imageKindToPixels(kind as number, data as Uint8Array, w as number, h as number)!;
    expect([[...out.pixels], out.channels]).toEqual([want, channels]);
  });
});
