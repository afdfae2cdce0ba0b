import { describe, expect, it } from 'vitest';
import { pickOne, randomInt, type RandomWords } from './random.js';

/** A fixed stream of words. */
const stream =
  (...values: number[]): RandomWords =>
  (n) =>
    Uint32Array.from(values.splice(0, n));

describe('randomInt', () => {
  it.each([
    [[0], 1, 6, 1],
    [[5], 1, 6, 6],
    [[6], 1, 6, 1],
    [[7], -3, 3, -3],
    // 2**32 - 1 lies above the last whole multiple of 6, so it is drawn again.
    [[2 ** 32 - 1, 2], 1, 6, 3],
  ])('words %j in [%i, %i] → %i', (words, min, max, expected) => {
    expect(randomInt(min, max, stream(...words))).toBe(expected);
  });
  it('stays in range with the real generator', () => {
    for (let i = 0; i < 200; i++) expect(randomInt(10, 12)).toBeGreaterThanOrEqual(10);
  });
});

describe('pickOne', () => {
  it.each([
    [[0], 'a'],
    [[2], 'c'],
    [[4], 'b'],
  ])('words %j → %s', (words, expected) => {
    expect(pickOne(['a', 'b', 'c'], stream(...words))).toBe(expected);
  });
  it('picks a member with the real generator', () => {
    for (let i = 0; i < 50; i++) expect(['x', 'y']).toContain(pickOne(['x', 'y']));
  });
});
