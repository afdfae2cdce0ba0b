/** 人像分割: options and the choices behind them (pure: the page and Node tests). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { parseHexColor, type Rgb } from '../../web/kit/vision/mask.js';

export const BACKGROUNDS = ['none', 'white', 'blue', 'red', 'custom'] as const;
export type Background = (typeof BACKGROUNDS)[number];

/** The usual ID-photo colours (white, the common blue and red of Chinese ID photos). */
export const BACKGROUND_HEX: Record<Exclude<Background, 'none' | 'custom'>, string> = {
  white: '#ffffff',
  blue: '#438edb',
  red: '#d9001b',
};

export const SCHEMA = defineOptions({
  bg: opt.choice(BACKGROUNDS, 'none'),
  color: opt.color('#2e7d32'),
  /** 0: hard edge … 100: the model's own soft edge (hair). */
  soft: opt.int(60, { min: 0, max: 100 }),
});

export type Options = Values<typeof SCHEMA>;

/** The colour behind the person, or null for a transparent PNG. */
export function backgroundOf(options: Pick<Options, 'bg' | 'color'>): Rgb | null {
  if (options.bg === 'none') return null;
  if (options.bg === 'custom') return parseHexColor(options.color) ?? { r: 255, g: 255, b: 255 };
  return parseHexColor(BACKGROUND_HEX[options.bg]);
}

/** The saved file: a PNG when it keeps transparency, a JPEG over a colour. */
export function outputFile(
  stem: string,
  options: Pick<Options, 'bg'>,
): { name: string; type: 'image/png' | 'image/jpeg' } {
  const base = stem.trim() || 'photo';
  return options.bg === 'none'
    ? { name: `${base}-cutout.png`, type: 'image/png' }
    : { name: `${base}-${options.bg}.jpg`, type: 'image/jpeg' };
}
