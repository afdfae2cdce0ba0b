/**
 * QR code making with node-qrcode: options, their defaults (the spec's section 9), validation,
 * the options node-qrcode is given, SVG and PNG output, and node-qrcode's errors mapped to
 * something a visitor can act on. No DOM here except what node-qrcode itself uses for PNG in a
 * browser; everything runs in Node too.
 */
import { defineOptions, opt, type Field, type Values } from '../../web/kit/options/schema.js';
import QRCode from 'qrcode';
import type {
  QRCode as EncodedQr,
  QRCodeErrorCorrectionLevel,
  QRCodeToDataURLOptions,
  QRCodeToStringOptions,
} from 'qrcode';
import { render as renderSvgTag } from 'qrcode/lib/renderer/svg-tag.js';

/** Error-correction levels, weakest first. */
export const EC_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type EcLevel = (typeof EC_LEVELS)[number];
/** Roughly how much of a symbol can be damaged and still be read, per level. */
export const EC_RECOVERY_PERCENT: Record<EcLevel, number> = { L: 7, M: 15, Q: 25, H: 30 };

export const MIN_VERSION = 1;
export const MAX_VERSION = 40;
export const VERSIONS: readonly number[] = Array.from({ length: MAX_VERSION }, (_, i) => i + MIN_VERSION);
/** `'auto'`: the smallest version that holds the text. */
export type VersionChoice = 'auto' | number;

export const DEFAULT_VERSION: VersionChoice = 'auto';
export const DEFAULT_LEVEL: EcLevel = 'M';
/** Quiet zone around the symbol, in modules. */
export const DEFAULT_MARGIN = 4;
/** Pixels per module. */
export const DEFAULT_SCALE = 4;
/** node-qrcode ignores a requested image width below this (a version 1 symbol is 21 modules wide). */
export const MIN_WIDTH = 21;
export const DEFAULT_DARK = '#000000';
export const DEFAULT_LIGHT = '#ffffff';
/** Pixels per module offered for the PNG download. */
export const SCALES: readonly number[] = [DEFAULT_SCALE, 8, 12, 16];
export const MAX_MARGIN = 16;
export const MAX_SCALE = 64;
/** The most characters any QR symbol holds (version 40-L, digits only): longer text never fits. */
export const MAX_QR_CHARS = 7089;
/** Regenerate this long after the last keystroke. */
export const INPUT_DEBOUNCE_MS = 150;

export interface QrOptions {
  version: VersionChoice;
  level: EcLevel;
  /** Module colour: #rgb, #rgba, #rrggbb or #rrggbbaa. */
  dark: string;
  /** Background colour, same forms. */
  light: string;
  margin: number;
  scale: number;
}

export const DEFAULT_OPTIONS: Readonly<QrOptions> = Object.freeze({
  version: DEFAULT_VERSION,
  level: DEFAULT_LEVEL,
  dark: DEFAULT_DARK,
  light: DEFAULT_LIGHT,
  margin: DEFAULT_MARGIN,
  scale: DEFAULT_SCALE,
});

const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour node-qrcode accepts: `#` and 3, 4, 6 or 8 hex digits. */
export function isValidColor(color: string): boolean {
  return COLOR_PATTERN.test(color);
}

/** `#abc` → `#aabbcc`, `#abcd` → `#aabbccdd`, lower case. Assumes a valid colour. */
export function expandColor(color: string): string {
  const hex = color.slice(1).toLowerCase();
  return '#' + (hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex);
}

export function isVersion(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= MIN_VERSION && v <= MAX_VERSION;
}

export function isEcLevel(v: unknown): v is EcLevel {
  return typeof v === 'string' && (EC_LEVELS as readonly string[]).includes(v);
}

export type OptionProblem = 'version' | 'level' | 'dark' | 'light' | 'margin' | 'scale';

/** The options that are out of range, in field order; empty when all are fine. */
export function validateOptions(o: QrOptions): OptionProblem[] {
  const problems: OptionProblem[] = [];
  if (o.version !== 'auto' && !isVersion(o.version)) problems.push('version');
  if (!isEcLevel(o.level)) problems.push('level');
  if (!isValidColor(o.dark)) problems.push('dark');
  if (!isValidColor(o.light)) problems.push('light');
  if (!Number.isInteger(o.margin) || o.margin < 0 || o.margin > MAX_MARGIN) problems.push('margin');
  if (!Number.isInteger(o.scale) || o.scale < 1 || o.scale > MAX_SCALE) problems.push('scale');
  return problems;
}

/** Symbol side in modules for a version: 17 + 4 × version. */
export function symbolSize(version: number): number {
  return 17 + 4 * version;
}

/** Side of the rendered image in pixels: (modules + 2 × margin) × scale; never below MIN_WIDTH for valid options. */
export function imageWidth(size: number, o: Pick<QrOptions, 'margin' | 'scale'>): number {
  return (size + 2 * o.margin) * o.scale;
}

/** What node-qrcode is given to encode: version (omitted for auto) and level. */
export function encodeOptions(o: QrOptions): { errorCorrectionLevel: QRCodeErrorCorrectionLevel; version?: number } {
  return o.version === 'auto'
    ? { errorCorrectionLevel: o.level }
    : { errorCorrectionLevel: o.level, version: o.version };
}

/** What node-qrcode is given to render: margin, scale and colours (plus an explicit width when known). */
export function renderOptions(o: QrOptions, width?: number) {
  return {
    margin: o.margin,
    scale: o.scale,
    ...(width !== undefined && width >= MIN_WIDTH ? { width } : {}),
    color: { dark: expandColor(o.dark), light: expandColor(o.light) },
  };
}

/** node-qrcode's options for an SVG string (sized width × width, the PNG's size). */
export function svgOptions(o: QrOptions, width?: number): QRCodeToStringOptions {
  return { ...encodeOptions(o), ...renderOptions(o, width), type: 'svg' };
}

/** node-qrcode's options for a PNG data URL (sized by scale). */
export function pngOptions(o: QrOptions): QRCodeToDataURLOptions {
  return { ...encodeOptions(o), ...renderOptions(o), type: 'image/png' };
}

const LEVEL_BY_BIT: Record<number, EcLevel> = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' };

/** An encoded symbol: its version, level, mask, and the module matrix (1 = dark), row by row. */
export interface QrSymbol {
  version: number;
  level: EcLevel;
  mask: number;
  size: number;
  modules: Uint8Array;
}

export type QrFailureCode = 'tooLong' | 'versionTooSmall' | 'invalidOptions' | 'failed';

export interface QrFailure {
  code: QrFailureCode;
  /** versionTooSmall: the smallest version that holds the text at the chosen level. */
  minVersion?: number;
  /** invalidOptions: which ones. */
  problems?: OptionProblem[];
  /** The engine's own words, for the log. */
  detail?: string;
}

export class QrError extends Error {
  constructor(readonly failure: QrFailure) {
    super(failure.detail ?? failure.code);
    this.name = 'QrError';
  }
}

/** Maps what node-qrcode throws to a failure the page can explain. */
export function mapQrError(err: unknown): QrFailure {
  if (err instanceof QrError) return err.failure;
  const detail = err instanceof Error ? err.message : String(err);
  const min = /Minimum version required to store current data is:\s*(\d+)/i.exec(detail);
  if (min) return { code: 'versionTooSmall', minVersion: Number(min[1]), detail };
  if (/too big to be stored/i.test(detail)) return { code: 'tooLong', detail };
  if (/hex color|Color should be|EC Level|"version"|Invalid version/i.test(detail))
    return { code: 'invalidOptions', detail };
  return { code: 'failed', detail };
}

function check(text: string, o: QrOptions): void {
  const problems = validateOptions(o);
  if (problems.length > 0) throw new QrError({ code: 'invalidOptions', problems });
  // No symbol holds more than MAX_QR_CHARS characters: answer at once instead of segmenting a huge text.
  if (text.length > MAX_QR_CHARS) throw new QrError({ code: 'tooLong', detail: `${text.length} characters` });
}

/** node-qrcode's encoding of `text`; throws QrError. */
function encode(text: string, o: QrOptions): EncodedQr {
  check(text, o);
  try {
    return QRCode.create(text, encodeOptions(o));
  } catch (err) {
    throw new QrError(mapQrError(err));
  }
}

function toSymbol(qr: EncodedQr): QrSymbol {
  return {
    version: qr.version,
    level: LEVEL_BY_BIT[qr.errorCorrectionLevel.bit],
    mask: Number(qr.maskPattern),
    size: qr.modules.size,
    modules: Uint8Array.from(qr.modules.data),
  };
}

/** Encodes `text` (non-empty). Throws QrError (use `mapQrError` on anything caught). */
export function createSymbol(text: string, o: QrOptions): QrSymbol {
  return toSymbol(encode(text, o));
}

/** node-qrcode's SVG for an encoded symbol, width × width pixels like the PNG. */
function svgOf(qr: EncodedQr, o: QrOptions): { svg: string; width: number } {
  const width = imageWidth(qr.modules.size, o);
  return { svg: renderSvgTag(qr, svgOptions(o, width)), width };
}

/** The code as an SVG document (colours as given, width × width pixels). Same markup as `QRCode.toString` with type svg. */
export function renderSvg(text: string, o: QrOptions): string {
  return svgOf(encode(text, o), o).svg;
}

/** The code as a PNG data URL (canvas in a browser, pngjs in Node). */
export async function renderPngDataUrl(text: string, o: QrOptions): Promise<string> {
  check(text, o);
  try {
    return await QRCode.toDataURL(text, pngOptions(o));
  } catch (err) {
    throw new QrError(mapQrError(err));
  }
}

export type QrResult =
  | { status: 'empty' }
  | { status: 'error'; failure: QrFailure; fix: QrFix }
  | { status: 'ok'; symbol: QrSymbol; svg: string; width: number };

/** What would make a text fit when it does not. */
export interface QrFix {
  /** The smallest version holding it at the chosen level, if any (≤ 40). */
  version?: number;
  /** The strongest level below the chosen one that holds it at the chosen version (or any version for auto). */
  level?: EcLevel;
}

function fits(text: string, o: QrOptions): number | undefined {
  try {
    return createSymbol(text, o).version;
  } catch {
    return undefined;
  }
}

/** Suggestions for a text that does not fit the chosen version and level. */
export function suggestFix(text: string, o: QrOptions): QrFix {
  const fix: QrFix = {};
  if (text.length > MAX_QR_CHARS || validateOptions(o).length > 0) return fix;
  if (o.version !== 'auto') {
    const v = fits(text, { ...o, version: 'auto' });
    if (v !== undefined && v > o.version) fix.version = v;
  }
  const lower = EC_LEVELS.slice(0, EC_LEVELS.indexOf(o.level)).reverse();
  fix.level = lower.find((level) => fits(text, { ...o, level }) !== undefined);
  if (fix.level === undefined) delete fix.level;
  return fix;
}

/** Everything the preview needs for one text and set of options (one encoding). Empty text is a state, not an error. */
export function generateQr(text: string, o: QrOptions): QrResult {
  if (text === '') return { status: 'empty' };
  try {
    const qr = encode(text, o);
    return { status: 'ok', symbol: toSymbol(qr), ...svgOf(qr, o) };
  } catch (err) {
    const failure = mapQrError(err);
    return { status: 'error', failure, fix: failure.code === 'invalidOptions' ? {} : suggestFix(text, o) };
  }
}

/** Relative luminance of an opaque #rrggbb colour (WCAG 2). */
export function luminance(color: string): number {
  const hex = expandColor(color).slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Below this contrast many phone scanners give up. */
export const MIN_CONTRAST = 3;

export type ColorWarning = 'lowContrast' | 'inverted';

/** A warning about colours that many scanners read badly (too little contrast, or light modules on dark). */
export function colorWarning(dark: string, light: string): ColorWarning | undefined {
  if (!isValidColor(dark) || !isValidColor(light)) return undefined;
  if (contrastRatio(dark, light) < MIN_CONTRAST) return 'lowContrast';
  if (luminance(dark) > luminance(light)) return 'inverted';
  return undefined;
}

/** A short, safe file name for a download: `qrcode-<first words>.<ext>`. */
export function downloadName(text: string, ext: 'png' | 'svg'): string {
  const stem = text
    .normalize('NFKC')
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  return `qrcode${stem ? '-' + stem : ''}.${ext}`;
}

/** Bytes the text takes in UTF-8 (node-qrcode's byte mode). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

const versionField: Field<VersionChoice> = {
  default: DEFAULT_VERSION,
  parse: (raw) => (raw === 'auto' ? 'auto' : isVersion(Number(raw)) && raw.trim() !== '' ? Number(raw) : undefined),
  format: String,
};

/** The settings the page offers, kept in the link and in local storage (the kit validates them back in). */
export const SCHEMA = defineOptions({
  version: versionField,
  level: opt.choice(EC_LEVELS, DEFAULT_LEVEL),
  dark: opt.color(DEFAULT_DARK),
  light: opt.color(DEFAULT_LIGHT),
  scale: opt.oneOf(SCALES, DEFAULT_SCALE),
});

export type QrSettings = Values<typeof SCHEMA>;

/** The encoder's options for the page's settings (the quiet zone stays the spec's 4 modules). */
export function toQrOptions(settings: QrSettings): QrOptions {
  return { ...settings, margin: DEFAULT_MARGIN };
}
