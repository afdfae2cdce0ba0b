import { describe, expect, it } from 'vitest';
import {
  cropForHead,
  fileName,
  headFrom,
  headRule,
  pxAt,
  setJpegDpi,
  sheetLayout,
  SHEET,
  SIZES,
  sizeOf,
  type SizeId,
} from './id-photo.js';

describe('photo sizes', () => {
  it.each(SIZES.map((s) => [s.id, s] as const))('%s: pixels are its millimetres at its DPI', (_, s) => {
    expect(Math.abs(pxAt(s.mm[0], s.dpi) - s.px[0])).toBeLessThanOrEqual(1);
    expect(Math.abs(pxAt(s.mm[1], s.dpi) - s.px[1])).toBeLessThanOrEqual(1);
  });
  it.each<[SizeId, number, number]>([
    ['1in', 295, 413],
    ['2in', 413, 579],
    ['small2in', 413, 531],
    ['passport', 390, 567],
    ['usvisa', 600, 600],
    ['idcard', 358, 441],
  ])('%s is %i×%i px', (id, w, h) => expect(sizeOf(id).px).toEqual([w, h]));
  it('ids are unique', () => expect(new Set(SIZES.map((s) => s.id)).size).toBe(SIZES.length));
});

describe('head rules', () => {
  it.each<[SizeId, number, number]>([
    ['passport', 30.5 / 48, 4 / 48],
    ['usvisa', 30 / 50.8, 6 / 50.8],
    ['schengen', 34 / 45, 4 / 45],
    ['1in', 30.5 / 48, 4 / 48],
  ])('%s: head %f of the height, %f above', (id, head, top) => {
    const r = headRule(sizeOf(id));
    expect(r.head).toBeCloseTo(head, 6);
    expect(r.top).toBeCloseTo(top, 6);
  });
  it.each(SIZES.filter((s) => 'rule' in s).map((s) => [s.id, s] as const))(
    '%s: the published ranges hold the head',
    (_, s) => {
      const r = headRule(s);
      expect(r.head + r.top).toBeLessThan(0.9);
    },
  );
});

describe('headFrom', () => {
  it.each<[[number, number, number, number], number | null, { crownY: number; chinY: number; centerX: number }]>([
    [[100, 200, 80, 100], 140, { crownY: 140, chinY: 300, centerX: 140 }],
    [[100, 200, 80, 100], null, { crownY: 150, chinY: 300, centerX: 140 }],
    // A mask top below the box top is not a crown (mask missed the head): estimate.
    [[100, 200, 80, 100], 250, { crownY: 150, chinY: 300, centerX: 140 }],
  ])('box %j, mask top %s', (box, top, head) => expect(headFrom(box, top)).toEqual(head));
});

describe('cropForHead', () => {
  const head = { crownY: 400, chinY: 1000, centerX: 1500 };
  it.each<[SizeId, number, number]>([
    ['passport', 0, 0],
    ['1in', 0, 0],
    ['usvisa', 0, 0],
    ['2in', 10, -5],
  ])('%s (zoom %i, shift %i): head share and gap as the rule says', (id, zoom, shift) => {
    const size = sizeOf(id);
    const r = cropForHead(head, size, zoom, shift);
    const rule = headRule(size);
    expect(r.width / r.height).toBeCloseTo(size.px[0] / size.px[1], 6);
    expect(600 / r.height).toBeCloseTo(rule.head * (1 + zoom / 100), 6);
    expect((400 - r.y) / r.height).toBeCloseTo(rule.top + shift / 100, 6);
    expect(r.x + r.width / 2).toBeCloseTo(1500, 6);
  });
  it('a degenerate head still gives a finite crop', () => {
    const r = cropForHead({ crownY: 10, chinY: 10, centerX: 0 }, sizeOf('1in'));
    expect(Number.isFinite(r.width) && r.width > 0).toBe(true);
  });
});

describe('sheetLayout (6-inch, 1800×1200 at 300 dpi)', () => {
  it.each<[SizeId, number, number, number, number]>([
    ['1in', 1200, 1800, 3, 4],
    ['2in', 1800, 1200, 4, 1],
    ['small1in', 1200, 1800, 4, 4],
    ['passport', 1200, 1800, 2, 3],
    ['usvisa', 1800, 1200, 2, 1],
  ])('%s: a %i×%i sheet of %i×%i', (id, w, h, cols, rows) => {
    const l = sheetLayout(sizeOf(id));
    expect([l.width, l.height, l.cols, l.rows]).toEqual([w, h, cols, rows]);
    expect(l.cells).toHaveLength(cols * rows);
  });
  it.each(SIZES.map((s) => [s.id, s] as const))('%s: every photo inside the sheet, none overlapping', (_, s) => {
    const l = sheetLayout(s);
    const [pw, ph] = l.photo;
    for (const c of l.cells) {
      expect(c.x).toBeGreaterThanOrEqual(0);
      expect(c.y).toBeGreaterThanOrEqual(0);
      expect(c.x + pw).toBeLessThanOrEqual(l.width);
      expect(c.y + ph).toBeLessThanOrEqual(l.height);
    }
    for (const a of l.cells)
      for (const b of l.cells) if (a !== b) expect(Math.abs(a.x - b.x) >= pw || Math.abs(a.y - b.y) >= ph).toBe(true);
    expect(l.cells.length).toBeGreaterThan(0);
  });
  it('the ID card prints at its real size on a 300 dpi sheet', () =>
    expect(sheetLayout(sizeOf('idcard')).photo).toEqual([pxAt(26, SHEET.dpi), pxAt(32, SHEET.dpi)]));
});

describe('setJpegDpi', () => {
  const jfif = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  it('writes dots per inch', () => {
    const out = setJpegDpi(jfif, 300);
    expect(Array.from(out.slice(13, 18))).toEqual([1, 1, 44, 1, 44]);
    expect(jfif[13]).toBe(0);
  });
  it.each([
    ['PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    [
      'JPEG without JFIF',
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 16, 0x45, 0x78, 0x69, 0x66, 0, 0, 0, 0, 0, 0, 0, 0]),
    ],
    ['too short', Uint8Array.from([0xff, 0xd8])],
  ])('%s is left alone', (_, bytes) => expect(setJpegDpi(bytes, 300)).toBe(bytes));
});

describe('fileName', () => {
  it.each<[SizeId, 'blue' | 'white' | 'red', boolean, string]>([
    ['1in', 'blue', false, 'id-photo-1in-blue.jpg'],
    ['passport', 'white', true, 'id-photo-passport-white-6inch.jpg'],
  ])('%s %s sheet=%s', (id, bg, sheet, name) => expect(fileName(sizeOf(id), bg, sheet)).toBe(name));
});
