import { describe, expect, it } from 'vitest';
import { chunkPages, formatPageRanges, parsePageRanges, selectedPages } from './ranges.js';

describe('parsePageRanges', () => {
  const ok: [string, number, number[][]][] = [
    ['1-3,5,8-', 10, [[0, 1, 2], [4], [7, 8, 9]]],
    ['2', 2, [[1]]],
    ['-3', 5, [[0, 1, 2]]],
    ['5-3', 5, [[4, 3, 2]]],
    ['1，3、4；6', 6, [[0], [2], [3], [5]]],
    ['1~2', 3, [[0, 1]]],
    [
      '1–2 4－5',
      5,
      [
        [0, 1],
        [3, 4],
      ],
    ],
    [' 3 ,, 1 ', 3, [[2], [0]]],
  ];
  it.each(ok)('%s of %i pages', (text, count, groups) => {
    expect(parsePageRanges(text, count)).toEqual({ ok: true, groups });
  });
  const bad: [string, number, unknown][] = [
    ['', 3, { code: 'empty' }],
    [' ，', 3, { code: 'empty' }],
    ['a', 3, { code: 'syntax', token: 'a' }],
    ['1-2-3', 3, { code: 'syntax', token: '1-2-3' }],
    ['-', 3, { code: 'syntax', token: '-' }],
    ['1 ~ 2', 3, { code: 'syntax', token: '-' }],
    ['0', 3, { code: 'out-of-range', token: '0', pageCount: 3 }],
    ['2-9', 3, { code: 'out-of-range', token: '2-9', pageCount: 3 }],
    ['4-', 3, { code: 'out-of-range', token: '4-', pageCount: 3 }],
    ['1.5', 3, { code: 'syntax', token: '1.5' }],
  ];
  it.each(bad)('%j of %i pages fails', (text, count, error) => {
    expect(parsePageRanges(text, count)).toEqual({ ok: false, error });
  });
});

describe('page lists', () => {
  it.each([
    [[0, 1, 2, 4, 7, 8], '1-3,5,8-9'],
    [[3], '4'],
    [[], ''],
    [[2, 1, 0], '3,2,1'],
  ])('formats %j as %s', (pages, text) => expect(formatPageRanges(pages)).toBe(text));
  it.each([
    [5, 2, [[0, 1], [2, 3], [4]]],
    [3, 5, [[0, 1, 2]]],
    [0, 2, []],
    [2, 0, [[0], [1]]],
  ])('chunks %i pages by %i', (count, n, groups) => expect(chunkPages(count, n)).toEqual(groups));
  it('selects each page once in first-named order', () => {
    expect(selectedPages([[2, 3], [0, 2], [5]])).toEqual([2, 3, 0, 5]);
  });
});
