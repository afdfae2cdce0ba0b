import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, charCount, contentProblem } from './feedback.js';

describe('feedback content', () => {
  it('counts code points: an emoji or a CJK character is one', () => {
    expect(charCount('')).toBe(0);
    expect(charCount('abc')).toBe(3);
    expect(charCount('好用👍')).toBe(3);
    expect('好用👍'.length).toBe(4);
  });

  it('must hold more than white space', () => {
    expect(contentProblem('')).toBe('empty');
    expect(contentProblem(' \n\t　')).toBe('empty');
    expect(contentProblem(' x ')).toBeNull();
  });

  it('may be exactly the limit long, not longer', () => {
    expect(FEEDBACK_LIMITS.content).toBe(500);
    expect(contentProblem('好'.repeat(500))).toBeNull();
    expect(contentProblem('👍'.repeat(500))).toBeNull();
    expect(contentProblem('好'.repeat(501))).toBe('tooLong');
  });
});
