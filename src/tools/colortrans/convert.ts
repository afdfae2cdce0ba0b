/**
 * 颜色转换: a colour typed in any common notation (HEX with or without #, rgb(), hsl(), hsv()/hsb(), cmyk(),
 * hwb(), lab(), CSS names, bare "r, g, b") read with colord, written in every notation, and the WCAG 2.x
 * contrast ratio against a second colour.
 */
import { colord, extend, type Colord } from 'colord';
import namesPlugin from 'colord/plugins/names';
import cmykPlugin from 'colord/plugins/cmyk';
import hwbPlugin from 'colord/plugins/hwb';
import labPlugin from 'colord/plugins/lab';
import a11yPlugin from 'colord/plugins/a11y';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';

extend([namesPlugin, cmykPlugin, hwbPlugin, labPlugin, a11yPlugin]);

type Lang = keyof typeof messages;

export const SCHEMA = defineOptions({
  /** The colour the contrast ratio is measured against (a text colour on the input, or the background). */
  against: opt.color('#ffffff'),
  upper: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

const NUM = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)`;
/** `hsv(210, 50%, 80%)`, `hsb 210 50 80`, with an optional alpha. */
const HSV = new RegExp(
  String.raw`^hs[vb]a?\s*\(?\s*(${NUM})(?:deg)?[\s,]+(${NUM})%?[\s,]+(${NUM})%?(?:[\s,/]+(${NUM})(%?))?\s*\)?$`,
  'i',
);
/** `cmyk(0%, 50%, 100%, 0%)`, `cmyk 0 50 100 0` (percent). */
const CMYK = new RegExp(
  String.raw`^cmyk\s*\(?\s*(${NUM})%?[\s,]+(${NUM})%?[\s,]+(${NUM})%?[\s,]+(${NUM})%?\s*\)?$`,
  'i',
);
/** `255, 0, 0` or `255 0 0` (with an optional alpha): read as RGB. */
const BARE_RGB = new RegExp(String.raw`^(${NUM})[\s,]+(${NUM})[\s,]+(${NUM})(?:[\s,/]+(${NUM}))?$`);

function alphaOf(value: string | undefined, percent?: string): number {
  if (value === undefined) return 1;
  return percent ? Number(value) / 100 : Number(value);
}

export function parseColor(text: string, lang: Lang): Colord {
  const m = messages[lang];
  const t = text.trim().replace(/;$/, '');
  if (t === '') throw new InputError(m.empty);
  let c: Colord;
  let match: RegExpMatchArray | null;
  if (/^[0-9a-f]{3,4}$|^[0-9a-f]{6}$|^[0-9a-f]{8}$/i.test(t)) c = colord(`#${t}`);
  else if ((match = t.match(HSV))) {
    const [h, s, v] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (s > 100 || v > 100) throw new InputError(m.outOfRange);
    c = colord({ h, s, v, a: alphaOf(match[4], match[5]) });
  } else if ((match = t.match(CMYK))) {
    const [cc, mm, yy, kk] = match.slice(1, 5).map(Number) as [number, number, number, number];
    if ([cc, mm, yy, kk].some((x) => x < 0 || x > 100)) throw new InputError(m.outOfRange);
    c = colord({ c: cc, m: mm, y: yy, k: kk });
  } else if ((match = t.match(BARE_RGB))) {
    const [r, g, b] = match.slice(1, 4).map(Number) as [number, number, number];
    if ([r, g, b].some((x) => x < 0 || x > 255)) throw new InputError(m.outOfRange);
    c = colord({ r, g, b, a: alphaOf(match[4]) });
  } else c = colord(t.toLowerCase());
  if (!c.isValid()) throw new InputError(m.invalid);
  return c;
}

/** The colour the page opens with, and the example inputs (data, not styling). */
export const START_COLOR = '#1f6feb';
export const EXAMPLE_INPUTS = {
  hex: '#FF6A00',
  rgb: 'rgba(46, 204, 113, 0.8)',
  cmyk: 'cmyk(0%, 80%, 60%, 10%)',
  name: 'rebeccapurple',
} as const;

export interface ColorFormat {
  id: 'hex' | 'rgb' | 'hsl' | 'hsv' | 'cmyk' | 'hwb' | 'lab' | 'name';
  value: string;
}

export interface ColorReport {
  formats: ColorFormat[];
  /** CSS hex (for swatches). */
  hex: string;
  /** An exact CSS name, or the closest one (then `exact` is false). */
  name: { value: string; exact: boolean };
  contrast: Contrast;
}

export interface Contrast {
  against: string;
  /** WCAG 2.x ratio, 1–21, two decimals. */
  ratio: number;
  /** WCAG 2.1: AA normal text 4.5, AA large text 3, AAA normal 7, AAA large 4.5. */
  aa: boolean;
  aaLarge: boolean;
  aaa: boolean;
  aaaLarge: boolean;
}

const round = (n: number, d = 0) => Math.round(n * 10 ** d) / 10 ** d;

export function contrast(a: Colord, b: Colord): Contrast {
  const ratio = a.contrast(b);
  return {
    against: b.toHex(),
    ratio,
    aa: ratio >= 4.5,
    aaLarge: ratio >= 3,
    aaa: ratio >= 7,
    aaaLarge: ratio >= 4.5,
  };
}

export function describeColor(text: string, options: Options, lang: Lang): ColorReport {
  const c = parseColor(text, lang);
  const a = c.alpha();
  const withAlpha = (s: string) => (a < 1 ? `${s} / ${round(a, 2)})` : `${s})`);
  const hsv = c.toHsv();
  const cmyk = c.toCmyk();
  const lab = c.toLab();
  const hex = options.upper ? c.toHex().toUpperCase() : c.toHex();
  const exactName = c.toName();
  const name = exactName
    ? { value: exactName, exact: true }
    : { value: c.alpha(1).toName({ closest: true }) ?? '', exact: false };
  const formats: ColorFormat[] = [
    { id: 'hex', value: hex },
    { id: 'rgb', value: c.toRgbString() },
    { id: 'hsl', value: c.toHslString() },
    {
      id: 'hsv',
      value: a < 1 ? `hsva(${hsv.h}, ${hsv.s}%, ${hsv.v}%, ${round(a, 2)})` : `hsv(${hsv.h}, ${hsv.s}%, ${hsv.v}%)`,
    },
    { id: 'cmyk', value: `cmyk(${cmyk.c}%, ${cmyk.m}%, ${cmyk.y}%, ${cmyk.k}%)` },
    { id: 'hwb', value: c.toHwbString() },
    { id: 'lab', value: withAlpha(`lab(${round(lab.l, 2)}% ${round(lab.a, 2)} ${round(lab.b, 2)}`) },
    { id: 'name', value: name.value },
  ];
  return { formats, hex: c.toHex(), name, contrast: contrast(c.alpha(1), colord(options.against)) };
}

/** All formats as lines (copy and download). */
export function reportText(r: ColorReport): string {
  return r.formats.map((f) => f.value).join('\n');
}
