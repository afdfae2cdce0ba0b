/**
 * 进制转换: numbers in any base from 2 to 36 (digits 0-9 then a-z), of any size (BigInt), with a
 * fractional part converted exactly: a fraction that ends in the target base is shown whole, a repeating
 * one with its repetend in parentheses (0.1 in base 10 = 0.0(0011) in base 2), a longer one cut with "…".
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';
import { format } from '../../common/messages.js';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const PREFIX: Record<string, number> = { '0x': 16, '0o': 8, '0b': 2 };

/** An exact non-negative rational n/d (d a power of the input base) and its sign. */
export interface Parsed {
  negative: boolean;
  n: bigint;
  d: bigint;
}

export type ParseResult =
  { ok: true; value: Parsed } | { ok: false; error: 'empty' | 'digit' | 'format'; digit?: string };

export function parseInBase(text: string, base: number): ParseResult {
  let s = text
    .trim()
    .toLowerCase()
    .replace(/[\s_,']/g, '');
  if (s === '') return { ok: false, error: 'empty' };
  const negative = s.startsWith('-');
  if (negative || s.startsWith('+')) s = s.slice(1);
  const prefix = s.slice(0, 2);
  if (PREFIX[prefix] === base && s.length > 2) s = s.slice(2);
  const parts = s.split('.');
  if (parts.length > 2 || parts.join('') === '') return { ok: false, error: 'format' };
  const [whole, frac = ''] = parts;
  const b = BigInt(base);
  let n = 0n;
  for (const ch of whole + frac) {
    const v = DIGITS.indexOf(ch);
    if (v < 0 || v >= base) return { ok: false, error: 'digit', digit: ch };
    n = n * b + BigInt(v);
  }
  return { ok: true, value: { negative: negative && n !== 0n, n, d: b ** BigInt(frac.length) } };
}

export interface Formatted {
  text: string;
  /** The fractional part ends (or repeats) within the digits shown. */
  exact: boolean;
}

/** The number in `base`; up to `maxFraction` fractional digits (repetends found within them are marked). */
export function formatInBase(value: Parsed, base: number, maxFraction = 64, upper = false): Formatted {
  const b = BigInt(base);
  const whole = value.n / value.d;
  let r = value.n % value.d;
  let text = whole.toString(base);
  let exact = true;
  if (r !== 0n) {
    const digits: string[] = [];
    const seen = new Map<bigint, number>();
    let repeatAt = -1;
    while (r !== 0n && digits.length < maxFraction) {
      if (seen.has(r)) {
        repeatAt = seen.get(r)!;
        break;
      }
      seen.set(r, digits.length);
      r *= b;
      digits.push(DIGITS[Number(r / value.d)]);
      r %= value.d;
    }
    if (repeatAt >= 0) text += `.${digits.slice(0, repeatAt).join('')}(${digits.slice(repeatAt).join('')})`;
    else {
      text += `.${digits.join('')}`;
      if (r !== 0n) {
        text += '…';
        exact = false;
      }
    }
  }
  if (upper) text = text.toUpperCase();
  return { text: value.negative ? `-${text}` : text, exact };
}

/** What is wrong with the input, in the page's words (null: nothing, or nothing typed yet). */
export function inputError(parsed: ParseResult, base: number, text: { digit: string; format: string }): string | null {
  if (parsed.ok || parsed.error === 'empty') return null;
  if (parsed.error === 'format') return text.format;
  return format(text.digit, { d: parsed.digit ?? '', base, range: `0–${DIGITS[base - 1].toUpperCase()}` });
}

export const COMMON_BASES = [2, 8, 10, 16, 32, 36] as const;

export const SCHEMA = defineOptions({
  v: opt.text('255', { maxLength: 2000 }),
  from: opt.int(10, { min: 2, max: 36 }),
  to: opt.int(3, { min: 2, max: 36 }),
  upper: opt.bool(true),
});
