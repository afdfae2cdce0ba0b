import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { hexToRgb, SCHEMA, targetPages, watermarkStamp } from './watermark.js';

const o = defaults(SCHEMA);

describe('watermark options', () => {
  it.each([
    ['#ff0000', [1, 0, 0]],
    ['#000', [0, 0, 0]],
    ['#336699cc', [0.2, 0.4, 0.6]],
  ])('%s is %j', (hex, rgb) => expect(hexToRgb(hex)).toEqual(rgb));

  it.each([
    ['', 3, { ok: true, pages: [0, 1, 2] }],
    ['2-', 3, { ok: true, pages: [1, 2] }],
    ['9', 3, { ok: false, error: { code: 'out-of-range', token: '9', pageCount: 3 } }],
  ])('pages %j of %i', (range, count, result) => expect(targetPages(range, count)).toEqual(result));

  it('tiles Chinese text by default', () => {
    expect(watermarkStamp(o, [0], null)).toEqual({
      stamp: { kind: 'text', text: '机密文件 请勿外传', size: 36, color: hexToRgb('#e53935') },
      placement: { mode: 'tile', gapX: 60, gapY: 60 },
      rotate: 30,
      opacity: 0.3,
      pages: [0],
    });
  });
  it('puts a picture in a corner at a fraction of the page width', () => {
    const png = new Uint8Array([1]);
    expect(watermarkStamp({ ...o, kind: 'image', layout: 'br', scale: 20, opacity: 100 }, [1], png)).toMatchObject({
      stamp: { kind: 'image', bytes: png, widthRatio: 0.2 },
      placement: { mode: 'anchor', anchor: 'br', marginX: 36, marginY: 36 },
      opacity: 1,
    });
  });
  it.each([
    [{ ...o, text: '   ' }, null],
    [{ ...o, kind: 'image' as const }, null],
  ])('nothing to draw gives null', (values, image) => expect(watermarkStamp(values, [0], image)).toBeNull());
});
