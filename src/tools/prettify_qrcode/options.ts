/** The designer's options (pure): the shared QR style plus level, logo size and output size. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { QR_STYLE_SCHEMA } from '../../web/kit/qr/style-options.js';
import { levelFor, MAX_LOGO_SCALE, type QrLevel } from '../../web/kit/qr/style.js';

export const LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H'];
export const PX_PER_MODULE = [8, 12, 16] as const;

export const SCHEMA = defineOptions({
  ...QR_STYLE_SCHEMA,
  level: opt.choice(LEVELS, 'M'),
  logoPct: opt.int(20, { min: 10, max: Math.round(MAX_LOGO_SCALE * 100) }),
  scale: opt.oneOf(PX_PER_MODULE, 12),
});
export type DesignOptions = Values<typeof SCHEMA>;

/** The level used: the chosen one, H with a logo. */
export function effectiveLevel(o: DesignOptions, hasLogo: boolean): QrLevel {
  return levelFor(o.level, hasLogo);
}

/** Side of the saved PNG: (modules + quiet zone) × pixels per module. */
export function outputSide(modules: number, scale: number): number {
  return (modules + 8) * scale;
}

/** A safe file name: qrcode-<first words>.png */
export function designFileName(text: string): string {
  const stem = text
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  return `qrcode${stem ? '-' + stem : ''}.png`;
}
