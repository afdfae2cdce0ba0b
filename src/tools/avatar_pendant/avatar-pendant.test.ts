import { describe, expect, it } from 'vitest';
import type { FaceLandmarks, FoundFace } from '../../web/kit/vision/face-types.js';
import { moveItem, placeFree, placeOnFace, resizeItem, toDegrees, toRadians } from './avatar-pendant.js';
import { decorationById, DECORATIONS, GROUPS, type Decoration } from './decorations.js';

/** An upright face 100 px wide: eyes at y 100, forehead at (150, 60), nose at (150, 130). */
const landmarks: FaceLandmarks = {
  leftEye: { x: 130, y: 100 },
  rightEye: { x: 170, y: 100 },
  nose: { x: 150, y: 130 },
  mouth: { x: 150, y: 150 },
  chin: { x: 150, y: 180 },
  forehead: { x: 150, y: 60 },
  leftCheek: { x: 100, y: 120 },
  rightCheek: { x: 200, y: 120 },
};
const face: FoundFace = { box: [100, 50, 100, 140], score: 1, landmarks };
const deco = (over: Partial<Decoration>): Decoration => ({ ...decorationById('crown')!, ...over });

describe('placeOnFace', () => {
  it.each<[Partial<Decoration>, { cx: number; cy: number; width: number }]>([
    // Centre pivot on the eyes, no lift: centred between the eyes.
    [
      { anchor: 'eyes', width: 1, lift: 0, pivot: [0.5, 0.5], size: [100, 50] },
      { cx: 150, cy: 100, width: 100 },
    ],
    // Bottom pivot on the forehead lifted by 0.2 face widths: the picture sits above it.
    [
      { anchor: 'forehead', width: 0.5, lift: 0.2, pivot: [0.5, 1], size: [100, 100] },
      { cx: 150, cy: 15, width: 50 },
    ],
    [
      { anchor: 'nose', width: 0.8, lift: 0, pivot: [0.5, 0.5], size: [100, 20] },
      { cx: 150, cy: 130, width: 80 },
    ],
  ])('%j', (over, e) => {
    const item = placeOnFace(deco(over), face, 1);
    expect(item.cx).toBeCloseTo(e.cx, 6);
    expect(item.cy).toBeCloseTo(e.cy, 6);
    expect(item.width).toBeCloseTo(e.width, 6);
    expect(item.angle).toBe(0);
  });
  it('turns with a tilted face and lifts along its up axis', () => {
    // The face turned 90° clockwise: its "up" points to +x on screen.
    const turned: FoundFace = {
      ...face,
      landmarks: {
        ...landmarks,
        leftEye: { x: 150, y: 80 },
        rightEye: { x: 150, y: 120 },
        leftCheek: { x: 150, y: 50 },
        rightCheek: { x: 150, y: 150 },
      },
    };
    const item = placeOnFace(
      deco({ anchor: 'forehead', width: 0.5, lift: 0.2, pivot: [0.5, 1], size: [100, 100] }),
      turned,
      2,
    );
    expect(item.angle).toBeCloseTo(Math.PI / 2, 6);
    expect(item.cx).toBeCloseTo(150 + 20 + 25, 6);
    expect(item.cy).toBeCloseTo(60, 6);
  });
  it('without landmarks uses the box', () => {
    const item = placeOnFace(
      deco({ anchor: 'eyes', width: 1, lift: 0, pivot: [0.5, 0.5] }),
      { ...face, landmarks: null },
      3,
    );
    expect([item.cx, item.cy, item.width]).toEqual([150, 106, 100]);
  });
});

describe('edits', () => {
  const photo = { width: 400, height: 300 };
  const item = placeFree(DECORATIONS[0]!, photo, 9);
  it('a free item sits in the upper middle', () => expect([item.cx, item.cy, item.width]).toEqual([200, 90, 400 / 3]));
  it.each([
    [10, 20, 210, 110],
    [-500, 0, 0, 90],
    [0, 900, 200, 300],
  ])('move by %i,%i → %i,%i', (dx, dy, x, y) => {
    const moved = moveItem(item, dx, dy, photo);
    expect([moved.cx, moved.cy]).toEqual([x, y]);
  });
  it.each([
    [100, 100],
    [1, 8],
    [5000, 600],
  ])('resize to %i → %i', (w, e) => expect(resizeItem(item, w, photo).width).toBe(e));
  it.each([
    [0, 0],
    [Math.PI / 2, 90],
    [-Math.PI / 4, -45],
    [(3 * Math.PI) / 2, -90],
  ])('%f rad is %i°', (rad, deg) => {
    expect(toDegrees(rad)).toBe(deg);
    expect(toDegrees(toRadians(deg))).toBe(deg);
  });
});

describe('decorations', () => {
  it.each(DECORATIONS.map((d) => [d.id, d] as const))('%s is an SVG of its stated size in a known group', (_, d) => {
    expect(d.svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${d.size[0]} ${d.size[1]}"`));
    expect(d.svg.endsWith('</svg>')).toBe(true);
    expect(GROUPS).toContain(d.group);
    expect(d.pivot.every((v) => v >= 0 && v <= 1)).toBe(true);
  });
  it('ids are unique and every group has some', () => {
    expect(new Set(DECORATIONS.map((d) => d.id)).size).toBe(DECORATIONS.length);
    for (const g of GROUPS) expect(DECORATIONS.some((d) => d.group === g)).toBe(true);
  });
});
