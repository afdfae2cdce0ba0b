import { describe, expect, it } from 'vitest';
import { move, outputSize, placement } from './sequence.js';

describe('pictures to GIF', () => {
  it.each([
    [1200, 800, 480, { width: 480, height: 320 }],
    [300, 400, 480, { width: 300, height: 400 }],
    [1000, 3000, 240, { width: 80, height: 240 }],
  ])('%i×%i within %i', (w, h, side, size) => expect(outputSize(w, h, side)).toEqual(size));

  it.each([
    [200, 100, 100, 100, 'contain', { x: 0, y: 25, w: 100, h: 50 }],
    [200, 100, 100, 100, 'cover', { x: -50, y: 0, w: 200, h: 100 }],
    [50, 50, 100, 100, 'contain', { x: 0, y: 0, w: 100, h: 100 }],
  ] as const)('%i×%i into %i×%i (%s)', (sw, sh, ow, oh, fit, rect) =>
    expect(placement(sw, sh, ow, oh, fit)).toEqual(rect),
  );

  it.each([
    [['a', 'b', 'c'], 0, 2, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 2, 1, ['a', 'c', 'b']],
    [['a', 'b'], 0, -1, ['a', 'b']],
  ])('move %j %i → %i', (list, from, to, out) => expect(move(list, from, to)).toEqual(out));
});
