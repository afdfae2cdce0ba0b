import { describe, expect, it } from 'vitest';
import {
  applied,
  applyFilter,
  canRedo,
  canUndo,
  cropRect,
  EMPTY_HISTORY,
  finalSize,
  keepRatio,
  mosaicCells,
  pixelateCells,
  push,
  redo,
  simplify,
  undo,
  type EditOp,
} from './edit.js';

const rot: EditOp = { op: 'rotate', turns: 1 };
const flip: EditOp = { op: 'flip', axis: 'h' };

describe('history', () => {
  it('undo and redo move along the operations; a new edit drops the redo tail', () => {
    let h = push(push(EMPTY_HISTORY, rot), flip);
    expect(applied(h)).toEqual([rot, flip]);
    h = undo(h);
    expect(applied(h)).toEqual([rot]);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(applied(h)).toEqual([rot, flip]);
    h = push(undo(undo(h)), flip);
    expect(h.ops).toEqual([flip]);
    expect(canRedo(h)).toBe(false);
    expect(canUndo(undo(h))).toBe(false);
  });
});

describe('geometry', () => {
  it.each([
    [400, 300, null, 1, 0.5, 0.5, { x: 0, y: 0, w: 400, h: 300 }],
    [400, 300, 1, 1, 0.5, 0.5, { x: 50, y: 0, w: 300, h: 300 }],
    [400, 300, 1, 0.5, 0, 1, { x: 0, y: 150, w: 150, h: 150 }],
    [300, 400, 16 / 9, 1, 0.5, 0.5, { x: 0, y: 116, w: 300, h: 169 }],
  ])('%i×%i at ratio %s, scale %f, at (%f, %f)', (w, h, r, s, px, py, rect) =>
    expect(cropRect(w, h, r, s, px, py)).toEqual(rect),
  );

  it.each([
    [[rot], { width: 300, height: 400 }],
    [[rot, rot], { width: 400, height: 300 }],
    [[{ op: 'rotate', turns: 2 }], { width: 400, height: 300 }],
    [[{ op: 'crop', x: 10, y: 10, w: 100, h: 50 }, rot], { width: 50, height: 100 }],
    [[{ op: 'resize', width: 200, height: 150 }, flip], { width: 200, height: 150 }],
  ] as [EditOp[], { width: number; height: number }][])('size after %j', (ops, size) =>
    expect(finalSize({ width: 400, height: 300 }, ops)).toEqual(size),
  );

  it.each([
    [400, 300, 200, { width: 200, height: 150 }],
    [1000, 333, 100, { width: 100, height: 33 }],
    [10, 10, 0, { width: 1, height: 1 }],
  ])('%i×%i to width %i', (w, h, nw, out) => expect(keepRatio(w, h, nw)).toEqual(out));
});

describe('pixels', () => {
  const px = () => Uint8ClampedArray.from([200, 100, 50, 255]);
  it.each([
    ['none', 0, 0, [200, 100, 50]],
    ['gray', 0, 0, [124, 124, 124]],
    ['invert', 0, 0, [55, 155, 205]],
    ['none', 50, 0, [255, 164, 114]],
    ['none', 0, -100, [128, 128, 128]],
  ] as const)('%s, brightness %i, contrast %i', (name, b, c, rgb) => {
    const d = px();
    applyFilter(d, name, b, c);
    expect([...d.slice(0, 3)]).toEqual(rgb);
    expect(d[3]).toBe(255);
  });

  it('a mosaic stroke covers the cells along its path, once each', () => {
    const cells = mosaicCells(
      [
        [5, 5],
        [45, 5],
      ],
      4,
      10,
      100,
      100,
    );
    expect(cells).toEqual(
      expect.arrayContaining([
        [0, 0],
        [10, 0],
        [20, 0],
        [30, 0],
        [40, 0],
      ]),
    );
    expect(new Set(cells.map(String)).size).toBe(cells.length);
    expect(cells.every(([x, y]) => x >= 0 && y >= 0 && y < 20)).toBe(true);
  });

  it('pixelating a cell averages it', () => {
    const d = Uint8ClampedArray.from([0, 0, 0, 255, 100, 200, 50, 255]);
    pixelateCells(d, 2, 1, [[0, 0]], 2);
    expect([...d]).toEqual([50, 100, 25, 255, 50, 100, 25, 255]);
  });

  it('simplify drops points too close together and keeps the end', () => {
    expect(
      simplify(
        [
          [0, 0],
          [0.001, 0],
          [0.1, 0],
          [0.1005, 0],
        ],
        0.01,
      ),
    ).toEqual([
      [0, 0],
      [0.1, 0],
      [0.1005, 0],
    ]);
  });
});
