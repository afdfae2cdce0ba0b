import { describe, expect, it } from 'vitest';
import { cutOf, drawBox, isBox, moveBox, resizeBox } from './box.js';

const near = (b: object) =>
  JSON.parse(JSON.stringify(b, (_, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)));

describe('page boxes', () => {
  it.each([
    [
      { x: 0.2, y: 0.3 },
      { x: 0.6, y: 0.5 },
      { x: 0.2, y: 0.3, w: 0.4, h: 0.2 },
    ],
    [
      { x: 0.6, y: 0.5 },
      { x: 0.2, y: 0.3 },
      { x: 0.2, y: 0.3, w: 0.4, h: 0.2 },
    ],
    [
      { x: -0.5, y: 0.9 },
      { x: 0.5, y: 1.4 },
      { x: 0, y: 0.9, w: 0.5, h: 0.1 },
    ],
  ])('draws from %j to %j', (a, b, box) => expect(near(drawBox(a, b))).toEqual(box));
  it.each([
    [0.1, 0.1, { x: 0.3, y: 0.4, w: 0.4, h: 0.2 }],
    [0.9, -0.9, { x: 0.6, y: 0, w: 0.4, h: 0.2 }],
  ])('moves by %d,%d within the page', (dx, dy, box) =>
    expect(near(moveBox({ x: 0.2, y: 0.3, w: 0.4, h: 0.2 }, dx, dy))).toEqual(box),
  );
  it.each([
    [0.1, 0.1, undefined, { x: 0.2, y: 0.3, w: 0.5, h: 0.3 }],
    [-1, -1, undefined, { x: 0.2, y: 0.3, w: 0.02, h: 0.02 }],
    [2, 2, undefined, { x: 0.2, y: 0.3, w: 0.8, h: 0.7 }],
    [0.2, 0, 2, { x: 0.2, y: 0.3, w: 0.6, h: 0.3 }],
    [0.8, 0, 0.5, { x: 0.2, y: 0.3, w: 0.35, h: 0.7 }],
  ])('resizes by %d,%d (aspect %s)', (dx, dy, aspect, box) =>
    expect(near(resizeBox({ x: 0.2, y: 0.3, w: 0.4, h: 0.2 }, dx, dy, aspect))).toEqual(box),
  );
  it('tells a box from a click and gives the cut', () => {
    expect(isBox({ x: 0.5, y: 0.5, w: 0.001, h: 0.3 })).toBe(false);
    expect(near(cutOf({ x: 0.1, y: 0.2, w: 0.5, h: 0.6 }))).toEqual({ left: 0.1, top: 0.2, right: 0.4, bottom: 0.2 });
  });
});
