import { describe, expect, it } from 'vitest';
import {
  ANCHORS,
  MAX_TILES,
  centres,
  place,
  rotatedBounds,
  viewSize,
  viewToUser,
  type Box,
  type Placement,
} from './layout.js';

// A Letter-sized box not at the origin (a CropBox inside a bigger MediaBox), so offsets are exercised.
const BOX: Box = { x: 10, y: 20, width: 600, height: 800 };
const TURNS = [0, 90, 180, 270];

/** The inverse of viewToUser, written independently: where a user-space point is seen on the page. */
function userToView(box: Box, r: number, ux: number, uy: number) {
  const x = ux - box.x;
  const y = uy - box.y;
  switch (r) {
    case 90:
      return { x: y, y: box.width - x };
    case 180:
      return { x: box.width - x, y: box.height - y };
    case 270:
      return { x: box.height - y, y: x };
    default:
      return { x, y };
  }
}

/** The four corners, as seen, of a w×h stamp placed at `at` (its bottom-left corner and angle in user space). */
function seenCorners(pageRotate: number, w: number, h: number, at: { x: number; y: number; rotate: number }) {
  const r = (at.rotate * Math.PI) / 180;
  return [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ].map(([dx, dy]) =>
    userToView(BOX, pageRotate, at.x + dx * Math.cos(r) - dy * Math.sin(r), at.y + dx * Math.sin(r) + dy * Math.cos(r)),
  );
}

describe('rotatedBounds and viewSize', () => {
  it.each([
    [100, 20, 0, 100, 20],
    [100, 20, 90, 20, 100],
    [100, 20, 180, 100, 20],
    [100, 20, -90, 20, 100],
    [100, 20, 45, 84.853, 84.853],
    [100, 0, 30, 86.603, 50],
  ])('a %i×%i box turned %i° takes %f×%f', (w, h, deg, width, height) => {
    const b = rotatedBounds(w, h, deg);
    expect(b.width).toBeCloseTo(width, 3);
    expect(b.height).toBeCloseTo(height, 3);
  });
  it.each([
    [0, 600, 800],
    [90, 800, 600],
    [180, 600, 800],
    [270, 800, 600],
  ])('a page with /Rotate %i is seen %i×%i', (r, width, height) => {
    expect(viewSize(BOX, r)).toEqual({ width, height });
  });
});

describe('viewToUser', () => {
  // The seen page's bottom-left and top-right corners land on the box's corners that the turn brings there.
  it.each([
    [0, [10, 20], [610, 820]],
    [90, [610, 20], [10, 820]],
    [180, [610, 820], [10, 20]],
    [270, [10, 820], [610, 20]],
    [-90, [10, 820], [610, 20]],
    [450, [610, 20], [10, 820]],
  ])('/Rotate %i', (r, bottomLeft, topRight) => {
    const seen = viewSize(BOX, r);
    const a = viewToUser(BOX, r, 0, 0);
    const b = viewToUser(BOX, r, seen.width, seen.height);
    expect([a.x, a.y]).toEqual(bottomLeft);
    expect([b.x, b.y]).toEqual(topRight);
  });
  it.each(TURNS)('/Rotate %i: the test inverse undoes it', (r) => {
    const u = viewToUser(BOX, r, 123, 45);
    const v = userToView(BOX, r, u.x, u.y);
    expect(v.x).toBeCloseTo(123, 9);
    expect(v.y).toBeCloseTo(45, 9);
  });
});

describe('centres', () => {
  const view = { width: 600, height: 800 };
  it.each([
    ['tl', 36 + 50, 800 - 36 - 10],
    ['tc', 300, 800 - 36 - 10],
    ['tr', 600 - 36 - 50, 800 - 36 - 10],
    ['ml', 36 + 50, 400],
    ['mc', 300, 400],
    ['mr', 600 - 36 - 50, 400],
    ['bl', 36 + 50, 36 + 10],
    ['bc', 300, 36 + 10],
    ['br', 600 - 36 - 50, 36 + 10],
  ] as const)('anchor %s: a 100×20 stamp sits 36 pt in from its edges', (anchor, x, y) => {
    expect(centres(view, 100, 20, 0, { mode: 'anchor', anchor, marginX: 36, marginY: 36 })).toEqual([{ x, y }]);
  });
  it('anchors measure a turned stamp by its turned bounds', () => {
    // 100×20 turned 90° is 20 wide and 100 high.
    expect(centres(view, 100, 20, 90, { mode: 'anchor', anchor: 'br', marginX: 10, marginY: 10 })).toEqual([
      { x: 600 - 10 - 10, y: 10 + 50 },
    ]);
  });
  it('a point is a fraction of the page from its top left', () => {
    expect(centres(view, 100, 20, 0, { mode: 'point', x: 0.25, y: 0.25 })).toEqual([{ x: 150, y: 600 }]);
  });
  it('tiles cover the page in staggered rows, each a step apart', () => {
    const tiles = centres(view, 100, 20, 0, { mode: 'tile', gapX: 50, gapY: 30 });
    const rows = [...new Set(tiles.map((t) => t.y))].sort((a, b) => b - a);
    // Steps of 150 × 50: rows from the top every 50 pt, down past the bottom edge.
    expect(rows[0]).toBe(775);
    expect(rows[1] - rows[0]).toBe(-50);
    expect(rows[rows.length - 1]).toBeLessThanOrEqual(25);
    const first = tiles.filter((t) => t.y === rows[0]).map((t) => t.x);
    const second = tiles.filter((t) => t.y === rows[1]).map((t) => t.x);
    expect(second).toContain(first[0] + 75); // half a step to the right
    expect(first).not.toContain(first[0] + 75);
    // No more than a gap of bare page at either side; no copy wholly off the page.
    for (const row of [first, second]) {
      expect(Math.min(...row) - 50).toBeLessThanOrEqual(50);
      expect(Math.max(...row) + 50).toBeGreaterThanOrEqual(600 - 50);
    }
    for (const t of tiles) expect(t.x + 50 >= 0 && t.x - 50 <= 600).toBe(true);
  });
  it('tiles stop at MAX_TILES copies however small the stamp', () => {
    expect(centres(view, 1, 1, 0, { mode: 'tile', gapX: 0, gapY: 0 })).toHaveLength(MAX_TILES);
  });
});

describe('place', () => {
  const cases: [number, number, string][] = [];
  for (const r of TURNS)
    for (const deg of [0, 30, -45, 90]) for (const a of ['tl', 'br', 'mc']) cases.push([r, deg, a]);
  it.each(cases)('/Rotate %i, stamp at %i°, anchor %s: upright as seen, inside the margins', (r, deg, anchor) => {
    const w = 120;
    const h = 30;
    const placement: Placement = { mode: 'anchor', anchor: anchor as never, marginX: 20, marginY: 20 };
    const [at] = place(BOX, r, w, h, deg, placement);
    // Drawn at deg + the page's turn, so the reader sees it at deg.
    expect(at.rotate).toBe(deg + r);
    const corners = seenCorners(r, w, h, at);
    const seen = viewSize(BOX, r);
    const xs = corners.map((c) => c.x);
    const ys = corners.map((c) => c.y);
    const bounds = rotatedBounds(w, h, deg);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(bounds.width, 6);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(bounds.height, 6);
    const [want] = centres(seen, w, h, deg, placement);
    expect((Math.max(...xs) + Math.min(...xs)) / 2).toBeCloseTo(want.x, 6);
    expect((Math.max(...ys) + Math.min(...ys)) / 2).toBeCloseTo(want.y, 6);
    if (anchor !== 'mc') {
      for (const x of xs) expect(x).toBeGreaterThanOrEqual(20 - 1e-6);
      for (const x of xs) expect(x).toBeLessThanOrEqual(seen.width - 20 + 1e-6);
      for (const y of ys) expect(y).toBeGreaterThanOrEqual(20 - 1e-6);
      for (const y of ys) expect(y).toBeLessThanOrEqual(seen.height - 20 + 1e-6);
    }
    // The stamp's own baseline runs along deg as seen: its first edge points that way.
    const dir = Math.atan2(corners[1].y - corners[0].y, corners[1].x - corners[0].x);
    expect(Math.cos(dir - (deg * Math.PI) / 180)).toBeCloseTo(1, 6);
  });
  it('places one copy per tile centre, on every turn', () => {
    for (const r of TURNS) {
      const tile: Placement = { mode: 'tile', gapX: 40, gapY: 40 };
      expect(place(BOX, r, 100, 20, 30, tile)).toHaveLength(centres(viewSize(BOX, r), 100, 20, 30, tile).length);
    }
  });
  it('keeps the ANCHORS list to the nine positions', () => {
    expect([...ANCHORS].sort()).toEqual(['bc', 'bl', 'br', 'mc', 'ml', 'mr', 'tc', 'tl', 'tr']);
  });
});
