/**
 * 文字隐写: a message hidden in a cover text as zero-width characters, our own format (documented here):
 *   U+FEFF, then a header byte and the payload, two bits per character
 *   (00 U+200B, 01 U+200C, 10 U+200D, 11 U+2060, high bits first), then U+FEFF again;
 *   header bit 0: encrypted. Plain payload: the message in UTF-8. Encrypted payload: 16-byte salt,
 *   12-byte IV, AES-256-GCM ciphertext with its tag; the key from the password by PBKDF2-SHA-256,
 *   210 000 iterations (OWASP 2023), all with Web Crypto.
 * The run goes after the cover's first letter, digit or punctuation mark (never inside an emoji sequence,
 * where U+200D would join pictures).
 */
import { concatBytes, utf8Decode, utf8Encode } from '../../common/bytes.js';
import { format } from '../../common/messages.js';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const SCHEMA = defineOptions({
  mode: opt.choice(['hide', 'reveal', 'clean'], 'hide'),
});
export type Options = Values<typeof SCHEMA>;

const MARK = '\uFEFF';
const DIGITS = ['\u200B', '\u200C', '\u200D', '\u2060'] as const;
const VALUE = new Map<string, number>(DIGITS.map((d, i) => [d, i]));
/**
 * Every zero-width or invisible formatting character we remove when cleaning (ours and the usual others:
 * joiners, marks, word joiner and invisible operators, soft hyphen, Mongolian vowel separator, Hangul fillers).
 */
const INVISIBLE_RANGES: [number, number][] = [
  [0x200b, 0x200f],
  [0x2060, 0x2064],
  [0xfeff, 0xfeff],
  [0x180e, 0x180e],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x3164, 0x3164],
  [0xffa0, 0xffa0],
];
const isInvisible = (cp: number) => INVISIBLE_RANGES.some(([a, b]) => cp >= a && cp <= b);
export const PBKDF2_ITERATIONS = 210_000;
export const MAX_MESSAGE_BYTES = 100_000;

function toZeroWidth(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += DIGITS[b >> 6]! + DIGITS[(b >> 4) & 3]! + DIGITS[(b >> 2) & 3]! + DIGITS[b & 3]!;
  return out;
}

function fromZeroWidth(run: string): Uint8Array | null {
  if (run.length % 4 !== 0) return null;
  const out = new Uint8Array(run.length / 4);
  for (let i = 0; i < out.length; i++) {
    let b = 0;
    for (let j = 0; j < 4; j++) {
      const v = VALUE.get(run[i * 4 + j]!);
      if (v === undefined) return null;
      b = (b << 2) | v;
    }
    out[i] = b;
  }
  return out;
}

const own = (b: Uint8Array) => new Uint8Array(b);

async function deriveKey(password: string, salt: Uint8Array): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', own(utf8Encode(password)), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: own(salt), iterations: PBKDF2_ITERATIONS },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Where the hidden run goes: after the first letter, digit or punctuation mark (else at the end). */
function insertAt(cover: string): number {
  const m = /[\p{L}\p{N}\p{P}]/u.exec(cover);
  if (!m) return cover.length;
  return m.index + m[0].length;
}

export async function hide(cover: string, message: string, password: string, lang: Lang): Promise<string> {
  const m = messages[lang];
  if (cover.trim() === '') throw new InputError(m.noCover);
  if (message === '') throw new InputError(m.noMessage);
  if (cover.includes(MARK)) throw new InputError(m.alreadyHidden);
  let payload = utf8Encode(message);
  if (payload.length > MAX_MESSAGE_BYTES) throw new InputError(format(m.tooLong, { max: MAX_MESSAGE_BYTES / 1000 }));
  let header = 0;
  if (password !== '') {
    header = 1;
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const key = await deriveKey(password, salt);
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, own(payload)));
    payload = concatBytes(salt, iv, sealed);
  }
  const run = MARK + toZeroWidth(concatBytes(Uint8Array.of(header), payload)) + MARK;
  const at = insertAt(cover);
  return cover.slice(0, at) + run + cover.slice(at);
}

export interface Revealed {
  message: string;
  encrypted: boolean;
}

export async function reveal(text: string, password: string, lang: Lang): Promise<Revealed> {
  const m = messages[lang];
  const start = text.indexOf(MARK);
  const end = start === -1 ? -1 : text.indexOf(MARK, start + 1);
  if (start === -1 || end === -1) {
    const invisible = invisibleCount(text);
    throw new InputError(invisible ? format(m.otherInvisible, { count: invisible }) : m.nothingHidden);
  }
  const bytes = fromZeroWidth(text.slice(start + 1, end));
  if (!bytes || bytes.length === 0) throw new InputError(m.damaged);
  const encrypted = (bytes[0]! & 1) === 1;
  const payload = bytes.subarray(1);
  let plain = payload;
  if (encrypted) {
    if (password === '') throw new InputError(m.needPassword);
    if (payload.length < 16 + 12 + 16) throw new InputError(m.damaged);
    const key = await deriveKey(password, payload.subarray(0, 16));
    try {
      plain = new Uint8Array(
        await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: own(payload.subarray(16, 28)) },
          key,
          own(payload.subarray(28)),
        ),
      );
    } catch {
      throw new InputError(m.wrongPassword);
    }
  }
  const message = utf8Decode(plain);
  if (message === null) throw new InputError(m.damaged);
  return { message, encrypted };
}

/** The text without any zero-width or invisible formatting characters, and how many were removed. */
export function clean(text: string): { text: string; removed: number } {
  let removed = 0;
  let out = '';
  let i = 0;
  for (const ch of text) {
    if (isInvisible(ch.codePointAt(0)!) && !(ch === '\u200D' && joinsEmoji(text, i))) removed++;
    else out += ch;
    i += ch.length;
  }
  return { text: out, removed };
}

/** A ZWJ between two pictographs is part of an emoji (👨‍👩‍👧), not hidden data. */
function joinsEmoji(text: string, at: number): boolean {
  return (
    /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?$/u.test(text.slice(Math.max(0, at - 4), at)) &&
    /^\p{Extended_Pictographic}/u.test(text.slice(at + 1, at + 3))
  );
}

/** Invisible characters in a text that are not part of an emoji (the hidden run's size). */
export function invisibleCount(text: string): number {
  return clean(text).removed;
}
