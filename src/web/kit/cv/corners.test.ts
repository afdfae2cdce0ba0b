import { describe, expect, it } from 'vitest';
import { dragCorner, nearestCorner, rescaleQuad } from './corners.js';
import type { Point, Quad } from './geometry.js';

const Q: Quad = [
  { x: 10, y: 10 },
  { x: 90, y: 10 },
  { x: 90, y: 90 },
  { x: 10, y: 90 },
];

describe('dragCorner', () => {
  const cases: [string, number, Point, Quad][] = [
    ['moves a corner', 0, { x: 20, y: 5 }, [{ x: 20, y: 5 }, Q[1], Q[2], Q[3]]],
    ['clamps to the image', 2, { x: 140, y: -5 }, Q],
    ['clamps into the image', 1, { x: 130, y: 2 }, [Q[0], { x: 100, y: 2 }, Q[2], Q[3]]],
    ['refuses a fold across the opposite edge', 0, { x: 95, y: 95 }, Q],
    ['refuses a corner on the diagonal (no area on one side)', 0, { x: 50, y: 50 }, Q],
  ];
  it.each(cases)('%s', (_, index, to, expected) => {
    expect(dragCorner(Q, index, to, 100, 100)).toEqual(expected);
  });
  it('refuses a sliver', () => {
    const thin: Quad = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 1 },
      { x: 0, y: 1 },
    ];
    expect(dragCorner(thin, 3, { x: 0, y: 0.5 }, 100, 100)).toBe(thin);
  });
});

describe('rescaleQuad', () => {
  it.each([
    [
      { width: 100, height: 100 },
      { width: 200, height: 50 },
      { x: 20, y: 5 },
    ],
    [
      { width: 100, height: 100 },
      { width: 100, height: 100 },
      { x: 10, y: 10 },
    ],
  ])('%o → %o', (from, to, first) => {
    expect(rescaleQuad(Q, from, to)[0]).toEqual(first);
  });
});

describe('nearestCorner', () => {
  it.each([
    [{ x: 12, y: 12 }, 5, 0],
    [{ x: 88, y: 89 }, 5, 2],
    [{ x: 50, y: 50 }, 5, -1],
    [{ x: 50, y: 50 }, 100, 0],
  ] as [Point, number, number][])('%o within %d → %d', (p, reach, index) => {
    expect(nearestCorner(Q, p, reach)).toBe(index);
  });
});
