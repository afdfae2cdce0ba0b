import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFoods } from '../../common/food/food.js';
import { parseGrams, POPULAR } from './calories.js';

const foods = parseFoods(readFileSync(new URL('../../common/food/foods.tsv', import.meta.url), 'utf8'));

describe('calories', () => {
  it.each(POPULAR)('offers %s, a row of the table', (name) => {
    expect(foods.some((f) => f.name === name)).toBe(true);
  });
  it.each([
    ['150', 150],
    ['150克', 150],
    [' 75.25g ', 75.3],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['6000', null],
  ] as const)('parseGrams(%s) = %s', (text, grams) => {
    expect(parseGrams(text)).toBe(grams);
  });
});
