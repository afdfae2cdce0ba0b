/**
 * Palette reduction for PNG (imgcompress's 颜色数): gifenc's quantizer (MIT) picks the palette, then each
 * pixel takes its nearest palette colour with Floyd–Steinberg error diffusion, so gradients stay smooth.
 * Our own remapper: libimagequant (GPL-3.0) must not ship in the browser bundle.
 */
import { quantize } from 'gifenc';

export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** A palette colour index per 5-bit-per-channel RGBA cell, filled as pixels ask (−1: not yet known). */
function nearestFinder(palette: number[][]) {
  const cache = new Int16Array(1 << 20).fill(-1);
  const colours = palette.map((c) => [c[0], c[1], c[2], c.length > 3 ? c[3] : 255]);
  return (r: number, g: number, b: number, a: number): number => {
    const key = ((r >> 3) << 15) | ((g >> 3) << 10) | ((b >> 3) << 5) | (a >> 3);
    const known = cache[key];
    if (known >= 0) return known;
    let best = 0;
    let bestDistance = Infinity;
    for (let i = 0; i < colours.length; i++) {
      const c = colours[i];
      const dr = r - c[0];
      const dg = g - c[1];
      const db = b - c[2];
      const da = a - c[3];
      // Perceptual-ish weights (green counts most), alpha as much as all colour.
      const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db + 9 * da * da;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }
    cache[key] = best;
    return best;
  };
}

/** The image in at most `colors` colours (2–256), dithered when `dither`; alpha kept (fully clear stays clear). */
export function reducePalette(
  image: RgbaImage,
  colors: number,
  dither = true,
): { data: Uint8ClampedArray; width: number; height: number } {
  const { data, width, height } = image;
  const palette = quantize(data, Math.max(2, Math.min(256, colors)), { format: 'rgba4444' });
  const nearest = nearestFinder(palette);
  const out = new Uint8ClampedArray(data.length);
  // Error carried to this row and the next (r, g, b, a per pixel, plus one pixel of margin each side).
  let here = new Float32Array((width + 2) * 4);
  let next = new Float32Array((width + 2) * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const e = (x + 1) * 4;
      // Colour error spreads to the neighbours; alpha does not (a clear pixel must not make its neighbour see-through).
      const want = [0, 1, 2].map((k) => Math.max(0, Math.min(255, data[i + k] + (dither ? here[e + k] : 0))));
      want.push(data[i + 3]);
      const c = palette[nearest(want[0], want[1], want[2], want[3])];
      const got = [c[0], c[1], c[2], c.length > 3 ? c[3] : 255];
      out[i + 3] = got[3];
      for (let k = 0; k < 3; k++) {
        out[i + k] = got[k];
        if (!dither) continue;
        const error = want[k] - got[k];
        here[e + 4 + k] += (error * 7) / 16;
        next[e - 4 + k] += (error * 3) / 16;
        next[e + k] += (error * 5) / 16;
        next[e + 4 + k] += error / 16;
      }
      if (data[i + 3] === 0) out[i] = out[i + 1] = out[i + 2] = out[i + 3] = 0;
    }
    [here, next] = [next, here];
    next.fill(0);
  }
  return { data: out, width, height };
}
