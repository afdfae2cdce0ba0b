/**
 * 随机密码生成: passwords drawn with a uniform random index (rejection sampling over crypto random
 * numbers: no modulo bias), every chosen kind of character present, and their entropy.
 */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { format } from '../../common/messages.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const SCHEMA = defineOptions({
  length: opt.int(16, { min: 4, max: 128 }),
  count: opt.int(5, { min: 1, max: 50 }),
  upper: opt.bool(true),
  lower: opt.bool(true),
  digits: opt.bool(true),
  symbols: opt.bool(true),
  excludeSimilar: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

export const SETS = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  symbols: '!@#$%^&*()-_=+[]{};:,.<>/?~|`\'"',
} as const;
export const SIMILAR = '0Oo1lI|`\'"';

/** A uniform integer in [0, n): `random32` gives uniform 32-bit values. */
export function uniform(n: number, random32: () => number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = random32();
    if (x < limit) return x % n;
  }
}

export function cryptoRandom32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

export function chosenSets(options: Options): string[] {
  return (Object.keys(SETS) as (keyof typeof SETS)[])
    .filter((k) => options[k])
    .map((k) => [...SETS[k]].filter((c) => !options.excludeSimilar || !SIMILAR.includes(c)).join(''))
    .filter((s) => s.length > 0);
}

/** One password: one character from each chosen set, the rest from all of them, then shuffled (Fisher–Yates). */
export function generatePassword(options: Options, random32: () => number = cryptoRandom32): string {
  const sets = chosenSets(options);
  if (sets.length === 0) return '';
  const all = sets.join('');
  const length = Math.max(options.length, sets.length);
  const chars = sets.map((s) => s[uniform(s.length, random32)]);
  while (chars.length < length) chars.push(all[uniform(all.length, random32)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = uniform(i + 1, random32);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export function generatePasswords(options: Options, random32: () => number = cryptoRandom32): string[] {
  return Array.from({ length: options.count }, () => generatePassword(options, random32));
}

/** Bits of entropy of a password drawn this way (length × log2 of the alphabet). */
export function entropyBits(options: Options): number {
  const size = chosenSets(options).join('').length;
  return size > 1 ? options.length * Math.log2(size) : 0;
}

export type Strength = 'weak' | 'fair' | 'strong' | 'veryStrong';

export function strength(bits: number): Strength {
  return bits < 45 ? 'weak' : bits < 70 ? 'fair' : bits < 100 ? 'strong' : 'veryStrong';
}

/** Time to try every password at `rate` guesses a second, in words. */
export function crackTime(bits: number, lang: Lang, rate = 1e10): string {
  const m = messages[lang];
  const seconds = 2 ** bits / rate;
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  if (seconds < 1) return m.instant;
  if (seconds < 60) return format(m.seconds, { n: n(seconds) });
  if (seconds < 3600) return format(m.minutes, { n: n(seconds / 60) });
  if (seconds < 86400) return format(m.hours, { n: n(seconds / 3600) });
  if (seconds < 86400 * 365) return format(m.days, { n: n(seconds / 86400) });
  const years = seconds / (86400 * 365);
  return years > 1e12 ? m.ages : format(m.years, { n: n(years) });
}
