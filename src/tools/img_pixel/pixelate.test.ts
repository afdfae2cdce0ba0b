import { describe, expect, it } from 'vitest';
import { blocks, nearest, PALETTE_IDS, PALETTES, pixelate } from './pixelate.js';

/** A 4×2 picture: left half red/blue stripes, right half white. */
function picture() {
  const rows = [
    [
      [255, 0, 0, 255],
      [0, 0, 255, 255],
      [255, 255, 255, 255],
      [255, 255, 255, 255],
    ],
    [
      [255, 0, 0, 255],
      [0, 0, 255, 255],
      [255, 255, 255, 255],
      [255, 255, 255, 255],
    ],
  ];
  return { data: Uint8ClampedArray.from(rows.flat(2)), width: 4, height: 2 };
}

describe('pixelate', () => {
  it.each([
    [100, 12, 9],
    [96, 12, 8],
    [5, 128, 1],
  ])('%i px in blocks of %i: %i blocks', (size, block, n) => expect(blocks(size, block)).toBe(n));

  it('averages each block', () => {
    const out = pixelate(picture(), { block: 2, palette: 'original' });
    expect([...out.data.slice(0, 4)]).toEqual([128, 0, 128, 255]);
    expect([...out.data.slice(4, 8)]).toEqual([128, 0, 128, 255]);
    expect([...out.data.slice(8, 12)]).toEqual([255, 255, 255, 255]);
  });

  it.each([
    ['bw', [0, 0, 0]],
    ['gray4', [85, 85, 85]],
  ] as const)('snaps to the %s palette', (palette, first) => {
    const out = pixelate(picture(), { block: 2, palette });
    expect([...out.data.slice(0, 3)]).toEqual(first);
    expect([...out.data.slice(8, 11)]).toEqual([255, 255, 255]);
  });

  it('every palette is #rrggbb colours', () => {
    for (const id of PALETTE_IDS) for (const c of PALETTES[id]) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('nearest picks the closest colour', () =>
    expect(
      nearest(
        [
          [0, 0, 0],
          [250, 250, 250],
        ],
        200,
        190,
        210,
      ),
    ).toEqual([250, 250, 250]));
});
