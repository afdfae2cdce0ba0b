/**
 * The named styles the stylisation tools offer, applied by name (so a Worker can run them), and the tone
 * adjustments of the avatar tool (brightness, contrast, saturation, skin smoothing). Pure.
 */
import { smoothKeepingEdges } from './blur.js';
import type { Pixels } from './pixels.js';
import {
  animeStyle,
  cartoonStyle,
  oilPaint,
  saturate,
  sketchStyle,
  watercolourStyle,
  type AnimeOptions,
  type CartoonOptions,
  type WatercolourOptions,
} from './stylize.js';

export type StyleName = 'anime' | 'cartoon' | 'watercolour' | 'oil' | 'sketch' | 'none';
export const STYLE_NAMES: readonly StyleName[] = ['anime', 'cartoon', 'watercolour', 'oil', 'sketch', 'none'];

export type StyleOptions = Partial<AnimeOptions & CartoonOptions & WatercolourOptions> & {
  /** Sketch darkness 0..100, oil brush radius. */
  strength?: number;
};

export interface Tone {
  /** -100..100 */
  brightness: number;
  /** -100..100 */
  contrast: number;
  /** -100..100 */
  saturation: number;
  /** Skin smoothing 0..100 (edge-preserving, so eyes and outlines stay). */
  smooth: number;
}

export const NEUTRAL_TONE: Tone = { brightness: 0, contrast: 0, saturation: 0, smooth: 0 };

/** The style's defaults where an option is missing. */
export function applyStyle(name: StyleName, image: Pixels, o: StyleOptions): Pixels {
  switch (name) {
    case 'anime':
      return animeStyle(image, { lines: o.lines ?? 70, levels: o.levels ?? 5, vivid: o.vivid ?? 40 });
    case 'cartoon':
      return cartoonStyle(image, { colours: o.colours ?? 16, outline: o.outline ?? 2 });
    case 'watercolour':
      return watercolourStyle(image, { wash: o.wash ?? 50, texture: o.texture ?? 60, pencil: o.pencil ?? 50 });
    case 'oil': {
      // Brush and levels scale with the picture like the other styles (4 px at 1000 px).
      const radius = Math.max(1, Math.round(((o.strength ?? 50) / 12) * (Math.max(image.width, image.height) / 1000)));
      return oilPaint(image, { radius, levels: 20 });
    }
    case 'sketch':
      return sketchStyle(image, o.strength ?? 40);
    case 'none':
      return { ...image, data: image.data.slice() };
  }
}

/** Brightness, contrast and saturation (each -100..100) and skin smoothing on a copy. */
export function adjustTone(image: Pixels, tone: Tone): Pixels {
  const img =
    tone.smooth > 0
      ? blend(image, smoothKeepingEdges(image, 6 + tone.smooth / 8, 40), tone.smooth / 100)
      : { ...image, data: image.data.slice() };
  const gain = tone.contrast >= 0 ? 1 + tone.contrast / 100 : 1 + tone.contrast / 200;
  const lift = tone.brightness * 0.6;
  const lut = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) lut[v] = (v - 128) * gain + 128 + lift;
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    d[i] = lut[d[i]!]!;
    d[i + 1] = lut[d[i + 1]!]!;
    d[i + 2] = lut[d[i + 2]!]!;
  }
  if (tone.saturation !== 0) saturate(img, 1 + tone.saturation / 100);
  return img;
}

/** `a` mixed with `b` by `t` (0 = a, 1 = b); alpha from `a`. */
function blend(a: Pixels, b: Pixels, t: number): Pixels {
  const out = new Uint8ClampedArray(a.data.length);
  for (let i = 0; i < out.length; i++) out[i] = (i & 3) === 3 ? a.data[i]! : a.data[i]! + (b.data[i]! - a.data[i]!) * t;
  return { data: out, width: a.width, height: a.height };
}
