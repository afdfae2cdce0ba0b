import { describe, expect, it } from 'vitest';
import {
  applyGains,
  flatSize,
  insetQuad,
  isConvexQuad,
  orderCorners,
  quadArea,
  textSkew,
  whiteGains,
  type Quad,
} from './geometry.js';

const square: Quad = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];

describe('orderCorners', () => {
  it.each([
    ['already ordered', [0, 1, 2, 3]],
    ['reversed', [3, 2, 1, 0]],
    ['shuffled', [2, 0, 3, 1]],
  ])('%s', (_, order) => {
    expect(orderCorners(order.map((i) => square[i]!))).toEqual(square);
  });
  it('a page turned 30° keeps its top-left first', () => {
    const t = Math.PI / 6;
    const turned = square.map((p) => ({
      x: 100 + p.x * Math.cos(t) - p.y * Math.sin(t),
      y: p.x * Math.sin(t) + p.y * Math.cos(t),
    }));
    expect(orderCorners([turned[2]!, turned[0]!, turned[3]!, turned[1]!])).toEqual(turned);
  });
  it('needs four points', () => expect(() => orderCorners(square.slice(0, 3))).toThrow());
});

describe('quad measures', () => {
  it('area', () => expect(quadArea(square)).toBe(100));
  it.each([
    ['square', square, true],
    ['bow tie', [square[0]!, square[2]!, square[1]!, square[3]!] as Quad, false],
    [
      'dart',
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 3, y: 3 },
        { x: 0, y: 10 },
      ] as Quad,
      false,
    ],
    [
      'three in a line',
      [
        { x: 0, y: 0 },
        { x: 5, y: 0 },
        { x: 10, y: 0 },
        { x: 0, y: 10 },
      ] as Quad,
      false,
    ],
  ])('convex: %s', (_, quad, convex) => expect(isConvexQuad(quad)).toBe(convex));
  it('flat size takes the longer opposite edges, then fits maxSide', () => {
    const trapezoid: Quad = [
      { x: 20, y: 0 },
      { x: 80, y: 0 },
      { x: 100, y: 200 },
      { x: 0, y: 200 },
    ];
    expect(flatSize(trapezoid, 1000)).toEqual({ width: 100, height: Math.round(Math.hypot(20, 200)) });
    expect(flatSize(trapezoid, 101)).toEqual({ width: 50, height: 101 });
  });
  it('inset quad', () =>
    expect(insetQuad(200, 100, 0.1)).toEqual([
      { x: 20, y: 10 },
      { x: 180, y: 10 },
      { x: 180, y: 90 },
      { x: 20, y: 90 },
    ]));
});

describe('textSkew', () => {
  /** Dots along horizontal lines 20 px apart, turned by `degrees`. */
  function lines(degrees: number): number[] {
    const t = (degrees * Math.PI) / 180;
    const out: number[] = [];
    for (let row = 0; row < 12; row++)
      for (let x = 0; x < 400; x += 2) {
        const y = row * 20;
        out.push(x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t));
      }
    return out;
  }
  it.each([0, 3, -4.5, 8.2, -12])('finds %s°', (deg) => expect(textSkew(lines(deg))).toBeCloseTo(deg, 0));
  it('answers 0 with too few points', () => expect(textSkew([1, 2, 3, 4])).toBe(0));
});

describe('white balance', () => {
  it('takes a yellowish paper back to white and leaves ink dark', () => {
    const data = new Uint8ClampedArray(4 * 100);
    for (let i = 0; i < 100; i++) data.set(i < 10 ? [30, 30, 20, 255] : [230, 220, 160, 255], i * 4);
    const image = { data, width: 10, height: 10 };
    const gains = whiteGains(image);
    applyGains(image, gains);
    const paper = [...data.slice(400 - 4, 400 - 1)];
    for (const v of paper) expect(v).toBeGreaterThanOrEqual(240);
    expect(data[0]!).toBeLessThan(60);
    expect(data[3]).toBe(255);
  });
  it('caps the gain on a dark picture', () => {
    const data = new Uint8ClampedArray(4 * 16).fill(20);
    expect(whiteGains({ data, width: 4, height: 4 })).toEqual([2.5, 2.5, 2.5]);
  });
});
