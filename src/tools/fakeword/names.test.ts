import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeNames, MAX_NAMES, parseNames, type NameLists } from './names.js';

const text = readFileSync(new URL('./data/names.txt', import.meta.url), 'utf8');
const lists = parseNames(text);
/** A fixed stream of words, cycling. */
const cycle = (...values: number[]) => {
  let i = 0;
  return (n: number) => Uint32Array.from({ length: n }, () => values[i++ % values.length]);
};

describe('the name file', () => {
  it('names its source and date', () => {
    expect(text).toMatch(/^# Source: the npm package @faker-js\/faker 10\.6\.0 \(MIT licence\).*2026-11-23/m);
  });
  it('has the three lists with their faker-js sizes', () => {
    expect([lists.female.length, lists.male.length, lists.surname.length]).toEqual([1563, 1391, 473]);
    expect(lists.female).toContain('Abigail');
    expect(lists.male).toContain('John');
    expect(lists.surname).toContain('Smith');
  });
  it.each([
    ['## female\nAnn\n## male\nBob', /no surname list/],
    ['Ann\n## female', /line 1/],
    ['## pets\nRex', /unknown list/],
    ['## female\nAnn1', /line 2/],
  ])('refuses %j', (t, error) => {
    expect(() => parseNames(t)).toThrow(error);
  });
});

describe('makeNames', () => {
  const small: NameLists = { female: ['Ann', 'Eve'], male: ['Bob', 'Tom'], surname: ['Lee', 'Ray'] };
  it('takes given name then surname from the words', () => {
    expect(makeNames(small, 'female', 1, cycle(1, 0))).toEqual([{ given: 'Eve', surname: 'Lee', gender: 'female' }]);
    expect(makeNames(small, 'male', 2, cycle(0, 1, 1, 0))).toEqual([
      { given: 'Bob', surname: 'Ray', gender: 'male' },
      { given: 'Tom', surname: 'Lee', gender: 'male' },
    ]);
  });
  it('draws the gender first when any will do', () => {
    expect(makeNames(small, 'any', 1, cycle(1, 0, 0))[0]).toMatchObject({ gender: 'male', given: 'Bob' });
  });
  it('never gives the same full name twice', () => {
    const names = makeNames(small, 'female', 4).map((n) => `${n.given} ${n.surname}`);
    expect(new Set(names).size).toBe(4);
  });
  it.each([
    [0, 1],
    [-3, 1],
    [7.9, 7],
    [999, MAX_NAMES],
  ])('count %d gives %d names', (count, n) => {
    expect(makeNames(lists, 'any', count)).toHaveLength(n);
  });
  it('uses the real lists by gender', () => {
    for (const n of makeNames(lists, 'female', 20)) expect(lists.female).toContain(n.given);
  });
});
