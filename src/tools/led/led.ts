/** 手持弹幕LED: the options and the scroll timing of the running text. */
import { defineOptions, opt } from '../../web/kit/options/schema.js';

export const OPTIONS = defineOptions({
  text: opt.text('', { maxLength: 100 }),
  speed: opt.number(5, { min: 1, max: 10 }),
  size: opt.number(60, { min: 20, max: 90 }),
  color: opt.color('#ff3b30'),
});

/** Pixels a second at speed 1; speed 10 is ten times as fast. */
const BASE_SPEED = 80;

/**
 * Seconds for one pass: the text enters at the right edge and leaves at the left, so it travels the stage
 * width plus its own width (a CJK character is about as wide as the font is tall, Latin about half).
 */
export function scrollSeconds(text: string, fontPx: number, stagePx: number, speed: number): number {
  const wide = [...text].reduce((w, c) => w + (/[\u2e80-\uffff]/.test(c) ? 1 : 0.6), 0);
  const distance = stagePx + wide * fontPx;
  const s = Math.min(10, Math.max(1, Math.round(speed)));
  return Math.round((distance / (BASE_SPEED * s)) * 100) / 100;
}
