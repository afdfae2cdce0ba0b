import { describe, expect, it } from 'vitest';
import type { FoundFace } from '../../web/kit/vision/face-types.js';
import { ageMargin, labelAt, markScale, reportFaces } from './face-analysis.js';

const face = (x: number, extra: Partial<FoundFace> = {}): FoundFace => ({
  box: [x, 10, 50, 60],
  score: 0.9,
  landmarks: null,
  ...extra,
});

describe('reportFaces', () => {
  it('numbers faces left to right', () =>
    expect(reportFaces([face(300), face(20), face(150)]).map((r) => [r.n, r.box[0]])).toEqual([
      [1, 20],
      [2, 150],
      [3, 300],
    ]));
  it.each<[Partial<FoundFace>, unknown, unknown]>([
    [
      { age: 31.6, gender: 'female', genderScore: 0.934 },
      { value: 32, low: 26, high: 38 },
      { value: 'female', percent: 97 },
    ],
    [
      { age: 6.2, gender: 'male', genderScore: 0.6 },
      { value: 6, low: 2, high: 10 },
      { value: 'male', percent: 80 },
    ],
    [{ age: 0.2 }, { value: 1, low: 0, high: 4 }, null],
    [{ age: Number.NaN }, null, null],
    [{}, null, null],
  ])('%j → age %j, gender %j', (extra, age, gender) => {
    const [r] = reportFaces([face(0, extra)]);
    expect(r!.age).toEqual(age);
    expect(r!.gender).toEqual(gender);
  });
  it('keeps expressions of 10% and more, at most three, as percents', () => {
    const [r] = reportFaces([
      face(0, {
        expressions: [
          { expression: 'happy', score: 0.72 },
          { expression: 'neutral', score: 0.15 },
          { expression: 'surprise', score: 0.1 },
          { expression: 'sad', score: 0.03 },
        ],
      }),
    ]);
    expect(r!.expressions).toEqual([
      { expression: 'happy', percent: 72 },
      { expression: 'neutral', percent: 15 },
      { expression: 'surprise', percent: 10 },
    ]);
  });
});

describe('drawing sizes', () => {
  it.each([
    [0, 3],
    [12, 4],
    [40, 6],
    [90, 8],
  ])('age %i ± %i', (age, m) => expect(ageMargin(age)).toBe(m));
  it.each([
    [400, 300, 2, 14],
    [4032, 3024, 10, 90],
  ])('%i×%i: line %i, font %i', (w, h, line, font) => expect(markScale(w, h)).toEqual({ line, font }));
  it.each([
    [[10, 100, 50, 50], 20, { x: 10, y: 72 }],
    [[10, 5, 50, 50], 20, { x: 10, y: 5 }],
  ])('label of %j', (box, font, e) => expect(labelAt(box, font)).toEqual(e));
});
