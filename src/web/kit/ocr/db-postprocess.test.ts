import { describe, expect, it } from 'vitest';
import { connectedRegions, convexHull, dbBoxes, minAreaRect, orderQuad, unclip } from './db-postprocess.js';

/** A probability map with filled axis-aligned rectangles [x, y, w, h] at probability p. */
function map(width: number, height: number, rects: [number, number, number, number][], p = 0.9): Float32Array {
  const out = new Float32Array(width * height);
  for (const [x0, y0, w, h] of rects) {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) out[y * width + x] = p;
  }
  return out;
}

describe('connectedRegions', () => {
  it('finds 8-connected regions above the threshold', () => {
    const m = map(10, 6, [
      [0, 0, 2, 2],
      [2, 2, 1, 1],
      [6, 3, 3, 2],
    ]);
    const regions = connectedRegions(m, 10, 6, 0.3);
    expect(regions).toHaveLength(2);
    expect(connectedRegions(m, 10, 6, 0.95)).toHaveLength(0);
  });
});

describe('convexHull and minAreaRect', () => {
  it('gives an axis-aligned rectangle its own size', () => {
    const rect = minAreaRect(
      convexHull([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 4 },
        { x: 0, y: 4 },
        { x: 5, y: 2 },
      ]),
    );
    expect(Math.max(rect.width, rect.height)).toBeCloseTo(10);
    expect(Math.min(rect.width, rect.height)).toBeCloseTo(4);
    expect(rect.cx).toBeCloseTo(5);
    expect(rect.cy).toBeCloseTo(2);
  });

  it('follows a rotated rectangle', () => {
    const a = Math.PI / 6;
    const corners = [
      [0, 0],
      [20, 0],
      [20, 5],
      [0, 5],
    ].map(([u, v]) => ({ x: u! * Math.cos(a) - v! * Math.sin(a), y: u! * Math.sin(a) + v! * Math.cos(a) }));
    const rect = minAreaRect(convexHull(corners));
    expect(rect.width * rect.height).toBeCloseTo(100);
  });

  it('handles degenerate input', () => {
    expect(minAreaRect([]).width).toBe(0);
    expect(minAreaRect([{ x: 3, y: 4 }])).toMatchObject({ cx: 3, cy: 4, width: 0 });
    // A one-pixel region gives its pixel twice.
    expect(
      minAreaRect(
        convexHull([
          { x: 3, y: 4 },
          { x: 3, y: 4 },
        ]),
      ),
    ).toMatchObject({ cx: 3, cy: 4, width: 0 });
    expect(dbBoxes(map(10, 10, [[5, 5, 1, 1]]), 10, 10)).toEqual([]);
  });
});

describe('unclip', () => {
  it.each([
    { w: 100, h: 10, ratio: 1.5, d: (100 * 10 * 1.5) / 220 },
    { w: 10, h: 10, ratio: 2, d: 5 },
    { w: 0, h: 0, ratio: 2, d: 0 },
  ])('grows $w x $h by the offset distance on each side', ({ w, h, ratio, d }) => {
    const grown = unclip({ cx: 0, cy: 0, width: w, height: h, angle: 0 }, ratio);
    expect(grown.width).toBeCloseTo(w + 2 * d);
    expect(grown.height).toBeCloseTo(h + 2 * d);
  });
});

describe('orderQuad', () => {
  it('orders corners top-left, top-right, bottom-right, bottom-left', () => {
    const q = orderQuad([
      { x: 10, y: 5 },
      { x: 0, y: 0 },
      { x: 0, y: 5 },
      { x: 10, y: 0 },
    ]);
    expect(q).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 5 },
      { x: 0, y: 5 },
    ]);
  });
});

describe('dbBoxes', () => {
  it('finds each text core, grows it and scales it to the image', () => {
    const m = map(40, 20, [
      [4, 4, 20, 4],
      [4, 12, 10, 4],
    ]);
    const boxes = dbBoxes(m, 40, 20, 2, 2);
    expect(boxes).toHaveLength(2);
    const first = boxes.find((b) => b.quad[0].y < 10)!;
    // Core 20x4 pixels of centres 19x3 wide, grown by area*2/perimeter on each side, then doubled.
    const d = (19 * 3 * 2) / (2 * 22);
    expect(first.quad[1].x - first.quad[0].x).toBeCloseTo((19 + 2 * d) * 2, 0);
    expect(first.quad[3].y - first.quad[0].y).toBeCloseTo((3 + 2 * d) * 2, 0);
    expect(first.score).toBeCloseTo(0.9, 1);
  });

  it('drops weak regions and specks', () => {
    expect(dbBoxes(map(40, 20, [[4, 4, 20, 4]], 0.4), 40, 20)).toHaveLength(0);
    expect(dbBoxes(map(40, 20, [[4, 4, 2, 2]]), 40, 20)).toHaveLength(0);
  });

  it('keeps boxes inside the image', () => {
    const [box] = dbBoxes(map(30, 10, [[0, 0, 30, 5]]), 30, 10, 1, 1);
    for (const p of box!.quad) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(30);
      expect(p.y).toBeGreaterThanOrEqual(0);
    }
  });
});
