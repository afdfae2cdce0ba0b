import { describe, expect, it } from 'vitest';
import {
  brushRadius,
  emptyMask,
  maskBounds,
  maskShare,
  paintSegment,
  renderMask,
  toMaskPoint,
  unionMasks,
  type Stroke,
} from './brush-mask.js';

const count = (data: Uint8Array) => data.reduce((n, v) => n + (v ? 1 : 0), 0);

describe('paintSegment', () => {
  it.each([
    // [from, to, radius, set pixels]
    [{ x: 5.5, y: 5.5 }, { x: 5.5, y: 5.5 }, 0.5, 1],
    // Pixel centres within 1.5 of a centre: the 3×3 square (diagonals at 1.41).
    [{ x: 5.5, y: 5.5 }, { x: 5.5, y: 5.5 }, 1.5, 9],
    [{ x: 5, y: 5 }, { x: 5, y: 5 }, 0.5, 0],
    [{ x: 2.5, y: 5.5 }, { x: 7.5, y: 5.5 }, 0.5, 6],
    [{ x: -10, y: -10 }, { x: -5, y: -5 }, 2, 0],
  ])('from %o to %o, radius %d: %d pixels', (a, b, r, n) => {
    const m = emptyMask(12, 12);
    paintSegment(m, a, b, r, 255);
    expect(count(m.data)).toBe(n);
  });
  it('clips at the edges', () => {
    const m = emptyMask(4, 4);
    paintSegment(m, { x: 0, y: 0 }, { x: 0, y: 0 }, 10, 255);
    expect(count(m.data)).toBe(16);
  });
});

describe('strokes and undo', () => {
  const paint: Stroke = {
    points: [
      { x: 1, y: 5.5 },
      { x: 9, y: 5.5 },
    ],
    radius: 1,
    erase: false,
  };
  const erase: Stroke = {
    points: [
      { x: 5.5, y: 0 },
      { x: 5.5, y: 10 },
    ],
    radius: 1,
    erase: true,
  };
  it.each([
    ['nothing', [], 0],
    // Row 5 whole (centres 0.5..9.5 lie within 1 of the ends), rows 4 and 6 where x is in [1, 9].
    ['one line', [paint], 26],
    // Columns 4..6 of those three rows erased.
    ['a line crossed out in the middle', [paint, erase], 17],
  ] as const)('%s', (_, strokes, n) => {
    expect(count(renderMask(10, 10, null, strokes).data)).toBe(n);
  });
  it('draws over the base mask without changing it; undo is the base plus fewer strokes', () => {
    const base = emptyMask(10, 10);
    base.data[0] = 255;
    const drawn = renderMask(10, 10, base, [paint]);
    expect(drawn.data[0]).toBe(255);
    expect(count(base.data)).toBe(1);
    expect(count(renderMask(10, 10, base, []).data)).toBe(1);
  });
});

describe('mask measures', () => {
  it('share, bounds and union', () => {
    const a = emptyMask(10, 4);
    a.data[1 * 10 + 2] = 255;
    const b = emptyMask(10, 4);
    b.data[3 * 10 + 7] = 255;
    expect(maskShare(a)).toBe(1 / 40);
    expect(maskBounds(emptyMask(3, 3))).toBeNull();
    expect(maskBounds(unionMasks(a, b))).toEqual({ x: 2, y: 1, width: 6, height: 3 });
  });
});

describe('screen to mask', () => {
  it.each([
    // [brush px on screen, mask width, shown width, radius]
    [20, 1000, 500, 20],
    [20, 500, 500, 10],
    [1, 100, 1000, 0.5],
  ])('a %d px brush on a %d px mask shown %d px wide: radius %d', (px, mw, dw, r) => {
    expect(brushRadius(px, mw, dw)).toBe(r);
  });
  it.each([
    [150, 175, { x: 100, y: 150 }],
    [0, 0, { x: 0, y: 0 }],
    [1000, 1000, { x: 400, y: 300 }],
  ])('client (%d, %d) on a picture at (100, 100) shown 200×150 with a 400×300 mask', (cx, cy, p) => {
    expect(toMaskPoint(cx, cy, { left: 100, top: 100, width: 200, height: 150 }, { width: 400, height: 300 })).toEqual(
      p,
    );
  });
});
