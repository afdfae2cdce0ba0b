import { describe, expect, it } from 'vitest';
import { scrollSeconds } from './led.js';

describe('scrollSeconds', () => {
  it.each([
    // 800 px stage + 4 CJK chars × 100 px = 1200 px at 80 px/s × 5
    ['生日快乐', 100, 800, 5, 3],
    // Latin letters count 0.6 of the font size: 800 + 5 × 60 = 1100 px at 80 px/s
    ['hello', 100, 800, 1, 13.75],
    ['', 100, 800, 10, 1],
    // speed is clamped to 1..10 and rounded
    ['生日快乐', 100, 800, 99, 1.5],
    ['生日快乐', 100, 800, 0, 15],
  ])('%j at %i px on %i px, speed %i → %f s', (text, font, stage, speed, seconds) => {
    expect(scrollSeconds(text, font, stage, speed)).toBe(seconds);
  });
  it('is slower for a longer text', () => {
    expect(scrollSeconds('加油加油加油', 100, 800, 5)).toBeGreaterThan(scrollSeconds('加油', 100, 800, 5));
  });
});
