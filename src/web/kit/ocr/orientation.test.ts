import { describe, expect, it } from 'vitest';
import { linesRunDown, pageRotation, rotatePixels, rotatePoint, rotateQuad, votingBoxes } from './orientation.js';
import type { Quad } from './raster.js';

const box = (x: number, y: number, w: number, h: number): Quad => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

describe('linesRunDown', () => {
  it.each([
    ['wide lines', [box(0, 0, 300, 30), box(0, 50, 200, 30)], false],
    ['tall lines', [box(0, 0, 30, 300), box(50, 0, 30, 200)], true],
    ['lone characters say nothing', [box(0, 0, 30, 30), box(50, 0, 30, 32)], false],
    ['a few tall boxes among long lines', [box(0, 0, 600, 30), box(0, 50, 30, 100)], false],
  ])('%s', (_, quads, down) => {
    expect(linesRunDown(quads)).toBe(down);
  });
});

describe('pageRotation', () => {
  it.each([
    [false, [0.01, 0.2, 0.1], 0],
    [false, [0.99, 0.95, 0.2], 180],
    [true, [0.01, 0.02], 90],
    [true, [0.97, 0.99, 0.98], 270],
    // A tie or no votes keeps the page as it is.
    [false, [0.9, 0.1], 0],
    [false, [], 0],
  ] as const)('down %s, votes %j → %i°', (down, votes, r) => {
    expect(pageRotation(down, [...votes])).toBe(r);
  });
});

describe('votingBoxes', () => {
  it('takes the longest boxes, tall or wide', () => {
    const quads = [box(0, 0, 10, 10), box(0, 0, 500, 20), box(0, 0, 20, 400), box(0, 0, 100, 20)];
    expect(votingBoxes(quads, 2)).toEqual([quads[1], quads[2]]);
  });
});

describe('rotatePixels and rotatePoint', () => {
  // A 3 x 2 image whose pixels are numbered 0..5 (the red channel).
  const image = { data: new Uint8Array([0, 1, 2, 3, 4, 5].flatMap((v) => [v, 0, 0, 255])), width: 3, height: 2 };
  const reds = (img: { data: Uint8Array | Uint8ClampedArray }) => [...img.data].filter((_, i) => i % 4 === 0);

  it.each([
    [0, 3, 2, [0, 1, 2, 3, 4, 5]],
    [90, 2, 3, [3, 0, 4, 1, 5, 2]],
    [180, 3, 2, [5, 4, 3, 2, 1, 0]],
    [270, 2, 3, [2, 5, 1, 4, 0, 3]],
  ] as const)('turns by %i°', (r, w, h, order) => {
    const out = rotatePixels(image, r);
    expect([out.width, out.height]).toEqual([w, h]);
    expect(reds(out)).toEqual(order);
  });

  it.each([90, 180, 270] as const)('moves a pixel centre where the pixel goes (%i°)', (r) => {
    const out = rotatePixels(image, r);
    // Pixel (2, 0) holds 2: its centre (2.5, 0.5) must land on the turned image's pixel that holds 2.
    const p = rotatePoint({ x: 2.5, y: 0.5 }, 3, 2, r);
    const at = Math.floor(p.y) * out.width + Math.floor(p.x);
    expect(out.data[at * 4]).toBe(2);
  });

  it('keeps a box in reading order after the turn', () => {
    // A tall box on the left of a 100 x 200 page; turned 90° it is a wide box at the top.
    const q = rotateQuad(box(10, 20, 30, 150), 100, 200, 90);
    expect(q).toEqual(box(30, 10, 150, 30));
  });
});
