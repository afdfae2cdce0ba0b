/** Meme layout (pure): captions fitted to the width, wrapped into lines, and the GIF animations' frames. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

export const ANIMATIONS = ['none', 'shake', 'pulse', 'blink'] as const;
export type Animation = (typeof ANIMATIONS)[number];
export const FONTS = ['black', 'round', 'brush'] as const;

export const SCHEMA = defineOptions({
  template: opt.text('panda', { maxLength: 20, pattern: /^[a-z]+$/ }),
  font: opt.choice(FONTS, 'black'),
  color: opt.choice(['white', 'black'] as const, 'black'),
  size: opt.int(100, { min: 60, max: 160 }),
  animation: opt.choice(ANIMATIONS, 'none'),
});
export type MemeOptions = Values<typeof SCHEMA>;

/** Breaks a caption into lines no wider than `max` (Chinese breaks anywhere; Latin words stay whole). */
export function wrap(text: string, max: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    const tokens = para.match(/[A-Za-z0-9'’.,!?-]+|\s+|./gu) ?? [];
    let line = '';
    for (const t of tokens) {
      const next = line + t;
      if (line && measure(next.trimEnd()) > max) {
        lines.push(line.trimEnd());
        line = t.trimStart();
      } else line = next;
    }
    if (line.trim() || para === '') lines.push(line.trimEnd());
  }
  return lines.filter((l, i, all) => l !== '' || (i > 0 && i < all.length - 1));
}

/**
 * The font size for a caption: the base size (canvas width × sizePct / 1000), shrunk until it fits in at
 * most `maxLines` lines; returns the size and the lines.
 */
export function fitCaption(
  text: string,
  width: number,
  sizePct: number,
  measureAt: (s: string, px: number) => number,
  maxLines = 2,
): { px: number; lines: string[] } {
  let px = Math.round((width * sizePct) / 1000);
  const max = width * 0.92;
  for (;;) {
    const lines = wrap(text, max, (s) => measureAt(s, px));
    if (lines.length <= maxLines || px <= 12) return { px, lines };
    px = Math.max(12, Math.floor(px * 0.9));
  }
}

export interface FrameTransform {
  dx: number;
  dy: number;
  scale: number;
  /** Captions shown in this frame. */
  text: boolean;
}

/** Frame count and delay (ms) of an animation. */
export function animationFrames(a: Animation): { count: number; delay: number } {
  switch (a) {
    case 'none':
      return { count: 1, delay: 0 };
    case 'shake':
      return { count: 8, delay: 50 };
    case 'pulse':
      return { count: 10, delay: 60 };
    case 'blink':
      return { count: 2, delay: 400 };
  }
}

/** How frame i of the animation moves the picture (in fractions of the side for offsets). */
export function frameTransform(a: Animation, i: number): FrameTransform {
  const { count } = animationFrames(a);
  const t = count > 1 ? i / count : 0;
  switch (a) {
    case 'shake':
      return {
        dx: Math.round(Math.sin(t * Math.PI * 4) * 300) / 10000,
        dy: Math.round(Math.cos(t * Math.PI * 6) * 150) / 10000,
        scale: 1,
        text: true,
      };
    case 'pulse':
      return { dx: 0, dy: 0, scale: Math.round((1 + Math.sin(t * Math.PI * 2) * 0.06) * 1000) / 1000, text: true };
    case 'blink':
      return { dx: 0, dy: 0, scale: 1, text: i === 0 };
    default:
      return { dx: 0, dy: 0, scale: 1, text: true };
  }
}

export const OUTPUT_SIDE = 480;
