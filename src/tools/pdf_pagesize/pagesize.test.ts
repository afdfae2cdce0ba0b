import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { pagesOf, SCHEMA, sheetOf } from './pagesize.js';

const o = defaults(SCHEMA);

describe('page size', () => {
  it.each([
    [{ ...o }, 595.28, 841.89],
    [{ ...o, sheet: 'A3' as const }, 841.89, 1190.55],
    [{ ...o, sheet: 'Letter' as const }, 612, 792],
    [{ ...o, sheet: 'custom' as const, width: 100, height: 50 }, 283.46, 141.73],
  ])('%j is %f × %f pt', (values, w, h) => {
    const s = sheetOf(values);
    expect(s.width).toBeCloseTo(w, 1);
    expect(s.height).toBeCloseTo(h, 1);
  });
  it.each([
    ['', 3, [0, 1, 2]],
    ['2-3', 3, [1, 2]],
    ['x', 3, null],
  ])('pages %j of %i', (range, count, pages) => expect(pagesOf(range, count)).toEqual(pages));
});
