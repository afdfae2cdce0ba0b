import { describe, expect, it } from 'vitest';
import { defaults, fromQuery } from '../../web/kit/options/schema.js';
import type { Quad } from '../../web/kit/cv/geometry.js';
import {
  boxesOnGrid,
  erasedName,
  inkCounts,
  removalChoice,
  SCHEMA,
  selectByInk,
  type FoundBox,
} from './handwriting-erasure.js';

const rect = (x0: number, y0: number, x1: number, y1: number): Quad => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const read = (quad: Quad, rotation: 0 | 90 | 180 | 270, width: number, height: number) => ({
  lines: [{ boxes: [{ quad }] }],
  rotation,
  width,
  height,
});
const corners = (q: Quad) =>
  q.map((p) => [Math.round(p.x), Math.round(p.y)]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);

describe('boxesOnGrid', () => {
  it.each([
    // A 200×100 picture read upright at its own size, shown on a 100×50 grid.
    ['upright, halved', read(rect(20, 10, 60, 30), 0, 200, 100), 100, 50, rect(10, 5, 30, 15)],
    // Read turned 180°: the box at the top right of the turned page is at the bottom left of the picture.
    ['turned 180°', read(rect(140, 10, 180, 30), 180, 200, 100), 200, 100, rect(20, 70, 60, 90)],
    // Read turned 90° clockwise: the turned page is 100×200; its point (x, y) is (y, 100 − x) of the picture.
    ['turned 90°', read(rect(60, 20, 90, 100), 90, 100, 200), 200, 100, rect(20, 10, 100, 40)],
    // Shrunk by the OCR (a 2560 px copy of a 5120 px picture) and shown at 1280.
    ['shrunk by the reader', read(rect(100, 100, 200, 150), 0, 2560, 1280), 1280, 640, rect(50, 50, 100, 75)],
  ] as const)('%s', (_, r, w, h, expected) => {
    const [quad] = boxesOnGrid(r, w, h);
    expect(corners(quad!)).toEqual(corners(expected));
  });
});

const boxes: FoundBox[] = [
  { quad: rect(0, 0, 10, 10), ink: 'dark', selected: false },
  { quad: rect(0, 20, 10, 30), ink: 'blue', selected: true },
  { quad: rect(0, 40, 10, 50), ink: null, selected: false },
];

describe('choices', () => {
  it.each([
    ['', ['blue', 'red'], 'strokes'],
    ['?red=0', ['blue'], 'strokes'],
    ['?blue=0&red=0&fill=box', [], 'box'],
  ])('%j', (query, colours, fill) => {
    const choice = removalChoice({ ...defaults(SCHEMA), ...fromQuery(SCHEMA, query) }, boxes);
    expect(choice.colours).toEqual(colours);
    expect(choice.boxFill).toBe(fill);
    expect(choice.boxes).toEqual([boxes[1]!.quad]);
  });
  it.each([
    ['all', [true, true, true]],
    ['none', [false, false, false]],
    ['dark', [true, true, false]],
  ] as const)('select %s', (ink, selected) => expect(selectByInk(boxes, ink).map((b) => b.selected)).toEqual(selected));
  it('counts boxes by ink', () => expect(inkCounts(boxes)).toEqual({ blue: 1, red: 0, dark: 1 }));
  it('names the result', () => expect(erasedName('卷子')).toBe('卷子-erased'));
});
