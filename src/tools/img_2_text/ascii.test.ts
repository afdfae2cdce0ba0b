import { describe, expect, it } from 'vitest';
import { brightness, charFor, CHARSETS, drawSize, gridSize, imageToText, STEP_X, STEP_Y } from './ascii.js';

const solid = (width: number, height: number, rgba: [number, number, number, number]) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(rgba, i * 4);
  return { data, width, height };
};

describe('text art mapping', () => {
  it("samples every 6th pixel across and every 12th down (the spec's constants)", () => {
    expect([STEP_X, STEP_Y]).toEqual([6, 12]);
    const text = imageToText(solid(60, 120, [0, 0, 0, 255]));
    const lines = text.split('\n');
    expect(lines).toHaveLength(10);
    expect(lines.every((l) => l === '@'.repeat(10))).toBe(true);
    expect(gridSize(61, 121)).toEqual({ columns: 11, rows: 11 });
    expect(
      imageToText(solid(61, 121, [0, 0, 0, 255]))
        .split('\n')
        .map((l) => l.length),
    ).toEqual(Array(11).fill(11));
  });
  it('reads exactly the sampled pixels', () => {
    const img = solid(13, 25, [255, 255, 255, 255]);
    // Dark pixels only at sampled points (0,0), (6,12) and (12,24); others stay white.
    for (const [x, y] of [
      [0, 0],
      [6, 12],
      [12, 24],
    ])
      img.data.set([0, 0, 0, 255], (y * 13 + x) * 4);
    img.data.set([0, 0, 0, 255], (1 * 13 + 1) * 4); // not sampled
    expect(imageToText(img)).toBe('@  \n @ \n  @');
  });
  it('maps dark to dense and light to space; invert flips it', () => {
    expect(charFor(0, CHARSETS.standard)).toBe('@');
    expect(charFor(255, CHARSETS.standard)).toBe(' ');
    expect(charFor(0, CHARSETS.standard, true)).toBe(' ');
    expect(charFor(255, CHARSETS.standard, true)).toBe('@');
    // Even bands over the ramp.
    const ramp = CHARSETS.simple; // 5 characters
    expect([0, 51, 52, 103, 154, 205, 255].map((v) => charFor(v, ramp))).toEqual(['#', '#', '+', '-', '.', ' ', ' ']);
    // Multi-byte block characters are whole characters.
    expect(charFor(0, CHARSETS.blocks)).toBe('█');
  });
  it('weights channels by perceived brightness; transparent shows white', () => {
    expect(brightness(255, 255, 255)).toBe(255);
    expect(brightness(0, 255, 0)).toBeGreaterThan(brightness(255, 0, 0));
    expect(brightness(255, 0, 0)).toBeGreaterThan(brightness(0, 0, 255));
    expect(brightness(0, 0, 0, 0)).toBe(255);
    expect(imageToText(solid(6, 12, [0, 0, 0, 0]))).toBe(' ');
  });
  it('draws at the detail width, never enlarging', () => {
    expect(drawSize(4000, 3000, 'medium')).toEqual({ width: 720, height: 540 });
    expect(drawSize(4000, 3000, 'fine')).toEqual({ width: 1200, height: 900 });
    expect(drawSize(300, 100, 'fine')).toEqual({ width: 300, height: 100 });
  });
});
