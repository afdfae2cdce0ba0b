import { describe, expect, it } from 'vitest';
import { cropRect, pieceName, pieces } from './grid.js';

describe('grid geometry', () => {
  it.each([
    [900, 900, '3x3', 50, 50, { x: 0, y: 0, w: 900, h: 900 }],
    [1200, 900, '3x3', 50, 50, { x: 150, y: 0, w: 900, h: 900 }],
    [1200, 900, '3x3', 0, 50, { x: 0, y: 0, w: 900, h: 900 }],
    [1200, 900, '3x3', 100, 50, { x: 300, y: 0, w: 900, h: 900 }],
    [800, 1000, '2x2', 50, 100, { x: 0, y: 200, w: 800, h: 800 }],
    [1000, 1000, '1x3', 50, 50, { x: 1, y: 334, w: 999, h: 333 }],
    [1001, 1001, '3x3', 50, 50, { x: 1, y: 1, w: 999, h: 999 }],
  ] as const)('%i×%i in %s at (%i, %i)', (w, h, grid, x, y, rect) => expect(cropRect(w, h, grid, x, y)).toEqual(rect));

  it.each([
    ['3x3', 9],
    ['2x2', 4],
    ['1x3', 3],
  ] as const)('%s makes %i square pieces in reading order, covering the crop', (grid, count) => {
    const crop = cropRect(1234, 987, grid);
    const list = pieces(crop, grid);
    expect(list).toHaveLength(count);
    for (const p of list) expect(p.w).toBe(p.h);
    expect(list[0]).toMatchObject({ x: crop.x, y: crop.y });
    const last = list[count - 1];
    expect(last.x + last.w).toBe(crop.x + crop.w);
    expect(last.y + last.h).toBe(crop.y + crop.h);
    for (let i = 1; i < count; i++) expect(list[i].y > list[i - 1].y || list[i].x > list[i - 1].x).toBe(true);
  });

  it.each([
    [0, 'jpeg', 'photo-01.jpg'],
    [8, 'png', 'photo-09.png'],
  ] as const)('piece %i as %s is %s', (i, f, name) => expect(pieceName('photo', i, f)).toBe(name));
});
