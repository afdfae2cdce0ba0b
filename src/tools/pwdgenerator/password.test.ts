import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import {
  chosenSets,
  crackTime,
  entropyBits,
  generatePassword,
  generatePasswords,
  SCHEMA,
  SETS,
  SIMILAR,
  strength,
  uniform,
  type Options,
} from './password.js';

const o = defaults(SCHEMA);
const opts = (x: Partial<Options>) => ({ ...o, ...x });

describe('generatePassword', () => {
  it('has the length and one character of every chosen kind', () => {
    for (let i = 0; i < 200; i++) {
      const p = generatePassword(opts({ length: 4 }));
      expect(p).toHaveLength(4);
      for (const set of Object.values(SETS)) expect([...p].some((c) => set.includes(c))).toBe(true);
    }
  });

  it.each<[Partial<Options>, RegExp]>([
    [{ upper: false, lower: false, symbols: false, length: 6 }, /^\d{6}$/],
    [{ symbols: false, digits: false, length: 30 }, /^[A-Za-z]{30}$/],
    [{ excludeSimilar: true, length: 128 }, /^[^0Oo1lI|`'"]{128}$/],
  ])('%j', (x, pattern) => {
    for (const p of generatePasswords(opts({ ...x, count: 20 }))) expect(p).toMatch(pattern);
  });

  it('is empty when no kind is chosen', () => {
    expect(generatePassword(opts({ upper: false, lower: false, digits: false, symbols: false }))).toBe('');
  });

  it('draws every character about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    const x = opts({ upper: false, lower: false, symbols: false, length: 100, count: 50 });
    for (const p of generatePasswords(x)) for (const c of p) counts.set(c, (counts.get(c) ?? 0) + 1);
    // 5,000 digits: each expected 500; ±150 is over 6 standard deviations.
    for (const d of SETS.digits) expect(Math.abs((counts.get(d) ?? 0) - 500)).toBeLessThan(150);
  });
});

describe('uniform', () => {
  it('rejects the values that would bias the result', () => {
    const values = [0xffffffff, 0xfffffffe, 7];
    expect(uniform(10, () => values.shift()!)).toBe(7);
  });
});

describe('entropy and strength', () => {
  it.each<[Partial<Options>, number, string]>([
    [{}, 16 * Math.log2(26 + 26 + 10 + 31), 'veryStrong'],
    [{ upper: false, lower: false, symbols: false, length: 6 }, 6 * Math.log2(10), 'weak'],
    [{ symbols: false, length: 12 }, 12 * Math.log2(62), 'strong'],
    [{ symbols: false, excludeSimilar: true, length: 10 }, 10 * Math.log2(62 - 6), 'fair'],
  ])('%j', (x, bits, level) => {
    expect(entropyBits(opts(x))).toBeCloseTo(bits, 6);
    expect(strength(entropyBits(opts(x)))).toBe(level);
  });

  it('look-alikes are removed from the sets', () => {
    expect(chosenSets(opts({ excludeSimilar: true })).join('')).not.toMatch(
      new RegExp(`[${SIMILAR.replace(/[|`'"]/g, '\\$&')}]`),
    );
  });

  it.each([
    [20, 'zh', '不到 1 秒'],
    [40, 'zh', '2 分钟'],
    [60, 'en', '4 years'],
    [128, 'en', 'over a trillion years'],
  ] as const)('%i bits: %s', (bits, lang, time) => {
    expect(crackTime(bits, lang)).toBe(time);
  });
});
