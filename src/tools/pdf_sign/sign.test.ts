import { describe, expect, it } from 'vitest';
import { fracAspect, initialBox, inkBounds, reshape, signatureStamp } from './sign.js';

const A4 = { width: 600, height: 840 };
const r = (x: object) =>
  JSON.parse(JSON.stringify(x, (_, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)));

describe('signature box', () => {
  it('turns a picture aspect into page fractions', () => expect(fracAspect(3, A4)).toBeCloseTo(4.2));
  it.each([
    [3, { x: 0.62, y: 0.829, w: 0.3, h: 0.071 }],
    [0.5, { x: 0.815, y: 0.75, w: 0.105, h: 0.15 }],
  ])('places a new %d:1 signature low on the right', (aspect, box) => expect(r(initialBox(aspect, A4))).toEqual(box));
  it('keeps the centre and height for a new shape, inside the page', () => {
    expect(r(reshape({ x: 0.4, y: 0.5, w: 0.2, h: 0.1 }, 2, A4))).toEqual({ x: 0.36, y: 0.5, w: 0.28, h: 0.1 });
    expect(r(reshape({ x: 0.8, y: 0.5, w: 0.2, h: 0.5 }, 2, A4))).toEqual({ x: 0, y: 0.571, w: 1, h: 0.357 });
  });
});

describe('signatureStamp', () => {
  const box = { x: 0.5, y: 0.8, w: 0.3, h: 0.05 };
  it('puts a picture at the box centre, as wide as the box, on the one page', () => {
    const bytes = new Uint8Array([1]);
    expect(r(signatureStamp({ kind: 'image', bytes }, box, A4, 2, false, 5))).toMatchObject({
      placement: { mode: 'point', x: 0.65, y: 0.825 },
      pages: [2],
      opacity: 1,
      rotate: 0,
      stamp: { kind: 'image', widthRatio: 0.3 },
    });
  });
  it('writes typed text as real text, the box height its size, on every page when asked', () => {
    const s = signatureStamp({ kind: 'text', text: ' 张三 ', color: '#ff0000' }, box, A4, 0, true, 3);
    expect(s.pages).toEqual([0, 1, 2]);
    expect(s.stamp).toEqual({ kind: 'text', text: '张三', size: 42, color: [1, 0, 0] });
  });
});

describe('inkBounds', () => {
  const canvas = (w: number, h: number, ink: [number, number][]) => {
    const data = new Uint8ClampedArray(w * h * 4);
    for (const [x, y] of ink) data[(y * w + x) * 4 + 3] = 255;
    return data;
  };
  it.each([
    [
      [
        [5, 6],
        [10, 3],
      ],
      2,
      { x: 3, y: 1, width: 10, height: 8 },
    ],
    [[[0, 0]], 4, { x: 0, y: 0, width: 5, height: 5 }],
    [[[19, 9]], 4, { x: 15, y: 5, width: 5, height: 5 }],
  ] as [[number, number][], number, object][])('ink %j padded %i', (ink, pad, box) =>
    expect(inkBounds(canvas(20, 10, ink), 20, 10, pad)).toEqual(box),
  );
  it('finds nothing on an empty pad', () => expect(inkBounds(canvas(20, 10, []), 20, 10)).toBeNull());
});
