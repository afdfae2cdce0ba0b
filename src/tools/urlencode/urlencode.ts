/** url编解码: percent-encoding in three styles (RFC 3986 component, whole URI, HTML form) over UTF-8 or GBK. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { format } from '../../common/messages.js';
import { utf8Encode } from '../../common/bytes.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const MODES = ['component', 'uri', 'form'] as const;
export const SCHEMA = defineOptions({
  direction: opt.choice(['encode', 'decode'], 'encode'),
  mode: opt.choice(MODES, 'component'),
  charset: opt.choice(['utf-8', 'gbk'], 'utf-8'),
  perLine: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

/** ASCII kept as it is by each style (what encodeURIComponent, encodeURI and URLSearchParams leave). */
const KEEP: Record<(typeof MODES)[number], RegExp> = {
  component: /[A-Za-z0-9\-_.!~*'()]/,
  uri: /[A-Za-z0-9\-_.!~*'();,/?:@&=+$#]/,
  form: /[A-Za-z0-9*\-._]/,
};

let gbkTable: Map<string, number> | null = null;

/** Character → GBK code (two bytes as one number), built once from the platform's GBK decoder. */
function gbk(): Map<string, number> {
  if (gbkTable) return gbkTable;
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, number>();
  const pair = new Uint8Array(2);
  for (let a = 0x81; a <= 0xfe; a++)
    for (let b = 0x40; b <= 0xfe; b++) {
      if (b === 0x7f) continue;
      pair[0] = a;
      pair[1] = b;
      const c = decoder.decode(pair);
      if (c.length === 1 && c !== '\ufffd' && !table.has(c)) table.set(c, (a << 8) | b);
    }
  gbkTable = table;
  return table;
}

const hex = (b: number) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`;

export function encode(text: string, mode: Options['mode'], charset: Options['charset'], lang: Lang): string {
  const keep = KEEP[mode];
  let out = '';
  for (const ch of text) {
    if (ch.length === 1 && ch < '\x80' && keep.test(ch)) out += ch;
    else if (ch === ' ' && mode === 'form') out += '+';
    else if (ch < '\x80') out += hex(ch.charCodeAt(0));
    else if (charset === 'utf-8') for (const b of utf8Encode(ch)) out += hex(b);
    else {
      const code = gbk().get(ch);
      if (code === undefined) throw new InputError(format(messages[lang].notInGbk, { char: ch }));
      out += hex(code >> 8) + hex(code & 0xff);
    }
  }
  return out;
}

export function decode(text: string, mode: Options['mode'], charset: Options['charset'], lang: Lang): string {
  const m = messages[lang];
  const decoder = new TextDecoder(charset, { fatal: true });
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '%') {
      const next = text.indexOf('%', i);
      const plain = text.slice(i, next === -1 ? text.length : next);
      out += mode === 'form' ? plain.replace(/\+/g, ' ') : plain;
      i += plain.length;
      continue;
    }
    // A run of %XX: its bytes decoded together (one character may take several).
    const start = i;
    const bytes: number[] = [];
    while (text[i] === '%') {
      const pair = text.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(pair)) throw new InputError(format(m.badPercent, { index: i + 1 }));
      bytes.push(parseInt(pair, 16));
      i += 3;
    }
    try {
      out += decoder.decode(Uint8Array.from(bytes));
    } catch {
      const seq = text.slice(start, i);
      throw new InputError(
        format(m.badBytes, {
          index: start + 1,
          seq: seq.length > 24 ? `${seq.slice(0, 24)}…` : seq,
          charset: charset.toUpperCase(),
        }),
      );
    }
  }
  return out;
}

export function urlTransform(text: string, options: Options, lang: Lang): string {
  const one = (t: string) =>
    options.direction === 'encode'
      ? encode(t, options.mode, options.charset, lang)
      : decode(t, options.mode, options.charset, lang);
  return options.perLine ? text.split(/\r?\n/).map(one).join('\n') : one(text);
}
