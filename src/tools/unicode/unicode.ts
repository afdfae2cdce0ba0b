/** Unicode编解码: characters to and from their escaped forms, by code point (astral characters are one). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { format } from '../../common/messages.js';
import { bytesToHex, hexToBytes, utf8Decode, utf8Encode } from '../../common/bytes.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const FORMATS = ['u', 'u6', 'dec', 'hex', 'cp', 'utf8'] as const;
export type Format = (typeof FORMATS)[number];
export const FORMAT_LABEL: Record<Format, string> = {
  u: '\\uXXXX',
  u6: '\\u{…}',
  dec: '&#DDDD;',
  hex: '&#xHHHH;',
  cp: 'U+XXXX',
  utf8: 'UTF-8',
};

export const SCHEMA = defineOptions({
  direction: opt.choice(['encode', 'decode'], 'encode'),
  format: opt.choice(FORMATS, 'u'),
  onlyNonAscii: opt.bool(true),
  upper: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

function escapeOne(ch: string, cp: number, f: Format, upper: boolean): string {
  const h = (n: number, width = 4) => {
    const s = n.toString(16).padStart(width, '0');
    return upper ? s.toUpperCase() : s;
  };
  switch (f) {
    case 'u':
      return Array.from({ length: ch.length }, (_, i) => `\\u${h(ch.charCodeAt(i))}`).join('');
    case 'u6':
      return `\\u{${h(cp, 1)}}`;
    case 'dec':
      return `&#${cp};`;
    case 'hex':
      return `&#x${h(cp, 1)};`;
    case 'cp':
      return `U+${h(cp).toUpperCase()}`;
    case 'utf8': {
      const hex = bytesToHex(utf8Encode(ch), ' ');
      return upper ? hex.toUpperCase() : hex;
    }
  }
}

export function escapeText(text: string, options: Pick<Options, 'format' | 'onlyNonAscii' | 'upper'>): string {
  const parts: string[] = [];
  // U+ and UTF-8 bytes are separated by spaces so they can be read back.
  const spaced = options.format === 'cp' || options.format === 'utf8';
  let lastEscaped = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (options.onlyNonAscii && cp < 0x80) {
      parts.push(ch);
      lastEscaped = false;
      continue;
    }
    if (spaced && lastEscaped) parts.push(' ');
    parts.push(escapeOne(ch, cp, options.format, options.upper));
    lastEscaped = true;
  }
  return parts.join('');
}

const ESCAPES =
  /\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|%u([0-9a-fA-F]{4})|&#[xX]([0-9a-fA-F]{1,6});?|&#(\d{1,7});?|[Uu]\+([0-9a-fA-F]{4,6})(?: (?=[Uu]\+[0-9a-fA-F]{4}))?|((?:\\x[0-9a-fA-F]{2})+)/g;

function fromCodePoint(cp: number): string {
  return cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
}

/** Every escaped form in the text back to its characters (surrogate pairs join into one character). */
export function unescapeText(text: string, options: Pick<Options, 'format'>, lang: Lang): string {
  if (options.format === 'utf8') {
    const bytes = hexToBytes(text.replace(/\\x/gi, ''));
    if (!bytes)
      throw new InputError(format(messages[lang].badHex, { text: text.length > 40 ? `${text.slice(0, 40)}…` : text }));
    const decoded = utf8Decode(bytes);
    if (decoded === null) throw new InputError(messages[lang].badUtf8);
    return decoded;
  }
  return text.replace(ESCAPES, (whole, u6, u, pu, hx, dec, cp, xbytes) => {
    if (u6 || hx || cp) return fromCodePoint(parseInt(u6 ?? hx ?? cp, 16));
    if (u || pu) return String.fromCharCode(parseInt(u ?? pu, 16));
    if (dec) return fromCodePoint(Number(dec));
    const bytes = hexToBytes((xbytes as string).replace(/\\x/gi, ''))!;
    return utf8Decode(bytes) ?? whole;
  });
}

export function unicodeTransform(text: string, options: Options, lang: Lang): string {
  return options.direction === 'encode' ? escapeText(text, options) : unescapeText(text, options, lang);
}

export interface CharCodes {
  char: string;
  codePoint: string;
  utf8: string;
  utf16: string;
}

/** Each character's codes (for a short text). */
export function charTable(text: string, limit = 64): CharCodes[] {
  return Array.from(text)
    .slice(0, limit)
    .map((char) => ({
      char,
      codePoint: `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      utf8: bytesToHex(utf8Encode(char), ' ').toUpperCase(),
      utf16: Array.from({ length: char.length }, (_, i) =>
        char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0'),
      ).join(' '),
    }));
}
