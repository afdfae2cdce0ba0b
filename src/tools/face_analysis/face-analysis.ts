/**
 * 人脸分析: what the page says about each face the engine found: its number (left to right), the age
 * estimate as a rounded figure with a range, the gender estimate and the likeliest expressions, and the
 * layout of the label drawn on the photo. Pure.
 */
import type { Expression, FoundFace } from '../../web/kit/vision/face-types.js';
import { inReadingOrder } from '../../web/kit/vision/face-geometry.js';

export const EXPRESSIONS: readonly Expression[] = ['happy', 'neutral', 'surprise', 'sad', 'angry', 'fear', 'disgust'];

export interface FaceReport {
  n: number;
  box: [number, number, number, number];
  /** Rounded estimate and a ± range (the model's typical error grows with age). */
  age: { value: number; low: number; high: number } | null;
  gender: { value: 'male' | 'female'; percent: number } | null;
  /** Expressions above 10%, likeliest first, as whole percents. */
  expressions: { expression: Expression; percent: number }[];
}

/** ± years shown with an age estimate: about 4 for children, growing to about 8 for older people. */
export function ageMargin(age: number): number {
  return Math.round(Math.min(8, Math.max(3, 3 + age / 12)));
}

export function reportFaces(faces: readonly FoundFace[]): FaceReport[] {
  return inReadingOrder(faces).map((f, i) => {
    const age = typeof f.age === 'number' && Number.isFinite(f.age) ? Math.max(1, Math.round(f.age)) : null;
    const margin = age === null ? 0 : ageMargin(age);
    return {
      n: i + 1,
      box: f.box,
      age: age === null ? null : { value: age, low: Math.max(0, age - margin), high: age + margin },
      // Human's genderScore is 2·|p − 0.5| (0 a coin toss, 1 certain); shown as the probability p of that gender.
      gender: f.gender ? { value: f.gender, percent: Math.round(50 + (f.genderScore ?? 0) * 50) } : null,
      expressions: (f.expressions ?? [])
        .filter((e) => e.score >= 0.1)
        .slice(0, 3)
        .map((e) => ({ expression: e.expression, percent: Math.round(e.score * 100) })),
    };
  });
}

/** Line width and label size for boxes drawn on a photo of this size (readable at any resolution). */
export function markScale(width: number, height: number): { line: number; font: number } {
  const side = Math.max(width, height);
  return { line: Math.max(2, Math.round(side / 400)), font: Math.max(14, Math.round(side / 45)) };
}

/** Where the number label of a box goes: above the box, or inside its top when the box touches the top. */
export function labelAt(box: readonly number[], font: number): { x: number; y: number } {
  const [x, y] = box as [number, number];
  const above = y - font * 1.4;
  return { x, y: above >= 0 ? above : y };
}
