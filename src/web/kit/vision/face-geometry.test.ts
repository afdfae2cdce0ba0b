import { describe, expect, it } from 'vitest';
import {
  avatarSquare,
  faceRoll,
  faceWidth,
  inReadingOrder,
  landmarksFromMesh,
  largestFace,
  MESH_INDEX,
} from './face-geometry.js';
import type { FoundFace } from './face-types.js';

/** A 468-point mesh with every point at (i, 2i) and the named points where a test puts them. */
function mesh(points: Partial<Record<keyof typeof MESH_INDEX, [number, number]>> = {}): number[][] {
  const m = Array.from({ length: 468 }, (_, i) => [i, 2 * i, 0]);
  for (const [name, [x, y]] of Object.entries(points)) m[MESH_INDEX[name as keyof typeof MESH_INDEX]] = [x, y, 0];
  return m;
}
const face = (box: [number, number, number, number]): FoundFace => ({ box, score: 1, landmarks: null });

describe('landmarksFromMesh', () => {
  it('eyes are the middle of their corners, scaled to the photo', () => {
    const l = landmarksFromMesh(
      mesh({ leftEyeOuter: [10, 20], leftEyeInner: [20, 20], rightEyeInner: [40, 22], rightEyeOuter: [50, 22] }),
      2,
    )!;
    expect(l.leftEye).toEqual({ x: 30, y: 40 });
    expect(l.rightEye).toEqual({ x: 90, y: 44 });
    expect(l.forehead).toEqual({ x: 20, y: 40 });
    expect(l.chin).toEqual({ x: 304, y: 608 });
  });
  it('a short mesh (detector only) gives no landmarks', () => expect(landmarksFromMesh([[1, 2, 3]], 1)).toBeNull());
});

describe('faceRoll', () => {
  it.each([
    [{ x: 0, y: 0 }, { x: 10, y: 0 }, 0],
    [{ x: 0, y: 0 }, { x: 10, y: 10 }, Math.PI / 4],
    [{ x: 0, y: 10 }, { x: 10, y: 0 }, -Math.PI / 4],
  ])('%j → %j: %f rad', (leftEye, rightEye, e) => expect(faceRoll({ leftEye, rightEye })).toBeCloseTo(e, 6));
});

describe('faces', () => {
  it('largest and reading order', () => {
    const faces = [face([300, 0, 10, 10]), face([0, 0, 40, 30]), face([100, 0, 20, 20])];
    expect(largestFace(faces)?.box[0]).toBe(0);
    expect(largestFace([])).toBeNull();
    expect(inReadingOrder(faces).map((f) => f.box[0])).toEqual([0, 100, 300]);
  });
  it('face width is cheek to cheek with landmarks, else the box', () => {
    const f = face([0, 0, 80, 90]);
    expect(faceWidth(f)).toBe(80);
    f.landmarks = landmarksFromMesh(mesh({ leftCheek: [10, 50], rightCheek: [70, 50] }), 1);
    expect(faceWidth(f)).toBe(60);
  });
});

describe('avatarSquare', () => {
  it.each<
    [
      [number, number, number, number],
      { width: number; height: number },
      number,
      { x: number; y: number; side: number },
    ]
  >([
    [[400, 300, 100, 120], { width: 1000, height: 1000 }, 2, { x: 330, y: 254, side: 240 }],
    [[0, 0, 100, 100], { width: 1000, height: 1000 }, 2, { x: 0, y: 0, side: 200 }],
    [[900, 900, 100, 100], { width: 1000, height: 1000 }, 2, { x: 800, y: 800, side: 200 }],
    [[100, 100, 300, 300], { width: 500, height: 400 }, 3, { x: 50, y: 0, side: 400 }],
  ])('box %j in %j ×%f', (box, photo, zoom, e) => expect(avatarSquare(box, photo, zoom)).toEqual(e));
});
