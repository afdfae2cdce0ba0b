import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { numberStamp, sample, SCHEMA } from './page-number.js';

const o = defaults(SCHEMA);

describe('page numbers', () => {
  it.each([
    ['n', '3'],
    ['cn', '第 3 页'],
    ['cnTotal', '第 3 页 / 共 9 页'],
    ['slash', '3 / 9'],
    ['dash', '- 3 -'],
    ['en', 'Page 3 of 9'],
  ] as const)('%s reads %s', (format, text) => expect(sample(format, 3, 9)).toBe(text));

  it.each([
    [{ ...o }, 3, [0, 1, 2], 1, 3],
    [{ ...o, skipFirst: true }, 3, [1, 2], 1, 2],
    [{ ...o, start: 3 }, 5, [0, 1, 2, 3, 4], 3, 7],
    [{ ...o, skipFirst: true, start: 0 }, 2, [1], 0, 0],
  ])('%j over %i pages numbers %j from %i of %i', (values, count, pages, start, total) => {
    expect(numberStamp(values, count)).toMatchObject({ pages, startNumber: start, total });
  });
  it('a one-page document skipping its cover has nothing to number', () => {
    expect(numberStamp({ ...o, skipFirst: true }, 1)).toBeNull();
  });
  it('sits at the chosen anchor, margin in points', () => {
    expect(numberStamp({ ...o, position: 'tr', margin: 10 }, 1)?.placement).toEqual({
      mode: 'anchor',
      anchor: 'tr',
      marginX: expect.closeTo(28.35, 2),
      marginY: expect.closeTo(28.35, 2),
    });
  });
});
