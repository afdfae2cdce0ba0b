import { describe, expect, it } from 'vitest';
import type { Quad } from './geometry.js';
import {
  BLUE,
  boxInk,
  DARK,
  growMask,
  inkClass,
  insideQuad,
  PAPER,
  RED,
  removalMask,
  type InkMap,
} from './retouch-ink.js';

describe('inkClass (paper already divided out)', () => {
  it.each([
    ['white paper', [250, 250, 250], PAPER],
    ['paper with a faint tint', [245, 238, 228], PAPER],
    ['a light grey smudge', [200, 200, 200], PAPER],
    ['black print', [20, 20, 20], DARK],
    ['pencil grey', [120, 120, 125], DARK],
    ['blue ballpoint', [40, 70, 200], BLUE],
    ['dark blue gel pen', [20, 30, 110], BLUE],
    ['light blue pen', [110, 150, 235], BLUE],
    ['red pen', [210, 40, 40], RED],
    ['magenta-red pen', [200, 30, 90], RED],
    ['green pen counts as dark ink', [40, 150, 60], DARK],
  ] as const)('%s', (_, [r, g, b], cls) => expect(inkClass(r, g, b)).toBe(cls));
});

const square = (x0: number, y0: number, x1: number, y1: number): Quad => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

describe('insideQuad', () => {
  const diamond: Quad = [
    { x: 5, y: 0 },
    { x: 10, y: 5 },
    { x: 5, y: 10 },
    { x: 0, y: 5 },
  ];
  it.each([
    [5, 5, true],
    [1, 1, false],
    [9, 5, true],
    [9, 9, false],
  ])('(%d, %d) in the diamond: %s', (x, y, inside) => expect(insideQuad(diamond, x, y)).toBe(inside));
  it('either winding', () => expect(insideQuad([...diamond].reverse() as unknown as Quad, 5, 5)).toBe(true));
});

/** A 10×6 map: row 1 dark print, row 3 blue pen, row 5 red pen at columns 2..7. */
function map(): InkMap {
  const classes = new Uint8Array(60);
  for (let x = 2; x < 8; x++) {
    classes[10 + x] = DARK;
    classes[30 + x] = BLUE;
    classes[50 + x] = RED;
  }
  return { classes, width: 10, height: 6 };
}
const set = (data: Uint8Array) => [...data.keys()].filter((i) => data[i]);

describe('removal', () => {
  it.each([
    ['blue pen everywhere', { colours: ['blue'] }, [32, 33, 34, 35, 36, 37]],
    ['red and blue', { colours: ['blue', 'red'] }, [32, 33, 34, 35, 36, 37, 52, 53, 54, 55, 56, 57]],
    ['the strokes of one box around the print', { boxes: [square(0, 0, 10, 2)] }, [12, 13, 14, 15, 16, 17]],
    ['a whole box', { boxes: [square(0, 0, 2, 2)], boxFill: 'box' }, [0, 1, 10, 11]],
    ['nothing chosen', {}, []],
  ] as const)('%s', (_, choice, pixels) => {
    const mask = removalMask(map(), { colours: [], boxes: [], boxFill: 'strokes', grow: 0, ...choice });
    expect(set(mask.data)).toEqual(pixels);
  });
  it('grows the mask by the edge allowance', () => {
    const mask = removalMask(map(), { colours: ['red'], boxes: [], boxFill: 'strokes', grow: 1 });
    expect(set(mask.data)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 51, 52, 53, 54, 55, 56, 57, 58]);
  });
  it.each([
    ['print', square(0, 0, 10, 2), 'dark'],
    ['blue', square(0, 2, 10, 4), 'blue'],
    ['red', square(0, 4, 10, 6), 'red'],
    ['nothing', square(8, 0, 10, 6), null],
  ] as const)('the ink of a box of %s', (_, quad, ink) => expect(boxInk(map(), quad)).toBe(ink));
});

describe('growMask', () => {
  it.each([
    [0, 1],
    [1, 9],
    [2, 25],
  ])('a single pixel grown by %d covers %d', (r, n) => {
    const data = new Uint8Array(49);
    data[24] = 255;
    expect(set(growMask({ data, width: 7, height: 7 }, r).data)).toHaveLength(n);
  });
});
