/** A styled QR code's options as a schema (kept in the link and local storage). Pure. */
import { defineOptions, opt, type Values } from '../options/schema.js';
import { DEFAULT_STYLE, DOT_SHAPES, EYE_SHAPES, GRADIENTS, type QrStyle } from './style.js';

export const QR_STYLE_SCHEMA = defineOptions({
  dots: opt.choice(DOT_SHAPES, DEFAULT_STYLE.dots),
  eyeFrame: opt.choice(EYE_SHAPES, DEFAULT_STYLE.eyeFrame),
  eyeBall: opt.choice(EYE_SHAPES, DEFAULT_STYLE.eyeBall),
  color: opt.color(DEFAULT_STYLE.color),
  color2: opt.color('#2563eb'),
  gradient: opt.choice(GRADIENTS, DEFAULT_STYLE.gradient),
  eyeColor: opt.color(DEFAULT_STYLE.eyeColor),
  background: opt.color(DEFAULT_STYLE.background),
});
export type QrStyleValues = Values<typeof QR_STYLE_SCHEMA>;

export function toQrStyle(v: QrStyleValues, logo: string | null = null, logoScale = 0.22): QrStyle {
  return { ...v, margin: 4, logo, logoScale };
}
