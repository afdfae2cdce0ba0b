import { describe, expect, it } from 'vitest';
import { draw, drawPreset, randomInt, type RandomWords } from './random.js';

/** A fixed stream of words for repeatable tests. */
function stream(values: number[]): RandomWords {
  let i = 0;
  return (n) => Uint32Array.from({ length: n }, () => values[i++ % values.length]);
}
/** A seeded generator (xorshift32) standing in for crypto in statistical checks. */
function seeded(seed = 2463534242): RandomWords {
  let x = seed;
  return (n) =>
    Uint32Array.from({ length: n }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x >>> 0;
    });
}

describe('randomInt', () => {
  it.each([
    [[0], 1, 6, 1],
    [[5], 1, 6, 6],
    [[6], 1, 6, 1],
    [[2 ** 32 - 1, 7], 1, 6, 2], // the last partial block is rejected, the next word used
    [[3], -5, -5, -5],
  ])('words %o in [%i, %i] → %i', (words, min, max, expected) => {
    expect(randomInt(min, max, stream(words))).toBe(expected);
  });

  it('covers a range evenly (chi-square on 60,000 draws of a die)', () => {
    const words = seeded();
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[randomInt(1, 6, words) - 1]++;
    const chi = counts.reduce((s, c) => s + (c - 10000) ** 2 / 10000, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });
});

describe('draw', () => {
  it('draws distinct numbers covering the whole range when asked for all of them', () => {
    const out = draw({ min: 1, max: 10, count: 10, unique: true, sorted: true }, seeded()) as number[];
    expect(out).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('keeps every number in range and distinct', () => {
    const out = draw({ min: -3, max: 1000, count: 200, unique: true, sorted: false }, seeded(7)) as number[];
    expect(new Set(out).size).toBe(200);
    expect(out.every((n) => n >= -3 && n <= 1000)).toBe(true);
  });
  it.each([
    [{ min: 5, max: 1, count: 1, unique: false, sorted: false }, 'range'],
    [{ min: 1.5, max: 3, count: 1, unique: false, sorted: false }, 'range'],
    [{ min: 1, max: 3, count: 0, unique: false, sorted: false }, 'count'],
    [{ min: 1, max: 3, count: 1001, unique: false, sorted: false }, 'count'],
    [{ min: 1, max: 3, count: 4, unique: true, sorted: false }, 'tooMany'],
  ])('%o → %s', (req, error) => {
    expect(draw(req, seeded())).toBe(error);
  });
  it('allows repeats when not unique', () => {
    expect(draw({ min: 1, max: 1, count: 3, unique: false, sorted: false }, seeded())).toEqual([1, 1, 1]);
  });
});

describe('lottery presets', () => {
  it.each([
    ['ssq', [6, 1], [33, 16]],
    ['dlt', [5, 2], [35, 12]],
  ] as const)('%s draws the right counts and ranges', (preset, counts, maxes) => {
    const parts = drawPreset(preset, seeded(99));
    parts.forEach((part, i) => {
      expect(part).toHaveLength(counts[i]);
      expect(new Set(part).size).toBe(counts[i]);
      expect(part.every((n) => n >= 1 && n <= maxes[i])).toBe(true);
      expect([...part].sort((a, b) => a - b)).toEqual(part);
    });
  });
});
