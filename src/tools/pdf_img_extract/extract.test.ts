import { describe, expect, it } from 'vitest';
import { baseName, counts, pagesOf } from './extract.js';

describe('image extraction', () => {
  it.each([
    ['', 3, undefined],
    ['2-3', 3, [1, 2]],
    ['7', 3, null],
  ])('pages %j of %i', (range, count, pages) => expect(pagesOf(range, count)).toEqual(pages));
  it('names after the PDF', () => expect(baseName('手册.PDF')).toBe('手册'));
  it('counts what came out', () => {
    const f = (name: string) => ({ name, blob: new Blob() });
    expect(counts({ files: [f('a-p1-1.jpg'), f('a-p1-2.png'), f('a-p2-3.jp2'), f('a-p3-4.jpg')], skipped: 2 })).toEqual(
      {
        jpg: 2,
        png: 1,
        other: 1,
        skipped: 2,
      },
    );
  });
});
