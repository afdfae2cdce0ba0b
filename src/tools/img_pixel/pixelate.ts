/** Pixelation: each block becomes its average colour, optionally snapped to a fixed palette. Pure. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const PALETTES = {
  original: [],
  gameboy: ['#0f380f', '#306230', '#8bac0f', '#9bbc0f'],
  pico8: [
    '#000000',
    '#1d2b53',
    '#7e2553',
    '#008751',
    '#ab5236',
    '#5f574f',
    '#c2c3c7',
    '#fff1e8',
    '#ff004d',
    '#ffa300',
    '#ffec27',
    '#00e436',
    '#29adff',
    '#83769c',
    '#ff77a8',
    '#ffccaa',
  ],
  gray4: ['#000000', '#555555', '#aaaaaa', '#ffffff'],
  bw: ['#000000', '#ffffff'],
} as const satisfies Record<string, readonly string[]>;
export type PaletteId = keyof typeof PALETTES;
export const PALETTE_IDS = Object.keys(PALETTES) as PaletteId[];

export const SCHEMA = defineOptions({
  block: opt.int(12, { min: 2, max: 128 }),
  palette: opt.choice(PALETTE_IDS, 'original'),
});
export type PixelOptions = Values<typeof SCHEMA>;

export interface Img {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The palette colour nearest to (r, g, b), by a luma-weighted distance. */
export function nearest(
  palette: readonly [number, number, number][],
  r: number,
  g: number,
  b: number,
): [number, number, number] {
  let best = palette[0];
  let bestD = Infinity;
  for (const c of palette) {
    const d = 3 * (c[0] - r) ** 2 + 4 * (c[1] - g) ** 2 + 2 * (c[2] - b) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** Blocks of `block` px from the top-left corner (the last row and column may be narrower). */
export function blocks(size: number, block: number): number {
  return Math.ceil(size / block);
}

export function pixelate(src: Img, o: PixelOptions): Img {
  const { width, height, data } = src;
  const out = new Uint8ClampedArray(data.length);
  const palette = PALETTES[o.palette].map(rgb);
  const b = Math.max(1, Math.round(o.block));
  for (let by = 0; by < height; by += b)
    for (let bx = 0; bx < width; bx += b) {
      const x1 = Math.min(width, bx + b);
      const y1 = Math.min(height, by + b);
      let r = 0;
      let g = 0;
      let bl = 0;
      let a = 0;
      let n = 0;
      for (let y = by; y < y1; y++)
        for (let x = bx; x < x1; x++) {
          const p = (y * width + x) * 4;
          const w = data[p + 3];
          r += data[p] * w;
          g += data[p + 1] * w;
          bl += data[p + 2] * w;
          a += w;
          n++;
        }
      let c: [number, number, number] = a > 0 ? [r / a, g / a, bl / a] : [0, 0, 0];
      if (palette.length > 0) c = nearest(palette, c[0], c[1], c[2]);
      const alpha = Math.round(a / n);
      for (let y = by; y < y1; y++)
        for (let x = bx; x < x1; x++) {
          const p = (y * width + x) * 4;
          out[p] = c[0];
          out[p + 1] = c[1];
          out[p + 2] = c[2];
          out[p + 3] = alpha;
        }
    }
  return { data: out, width, height };
}
