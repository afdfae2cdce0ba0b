import { describe, expect, it } from 'vitest';
import { ctcDecode, dictionaryClasses } from './ctc.js';

const classes = dictionaryClasses('a\nb\n中\n');

/** One-hot rows (probability `p` on the class) for a sequence of class indexes. */
function rows(indexes: number[], p = 0.9): Float32Array {
  const out = new Float32Array(indexes.length * classes.length).fill((1 - p) / (classes.length - 1));
  indexes.forEach((c, t) => (out[t * classes.length + c] = p));
  return out;
}

describe('dictionaryClasses', () => {
  it('puts the blank first and a space last, without the final empty line', () => {
    expect(classes).toEqual(['', 'a', 'b', '中', ' ']);
    expect(dictionaryClasses('x\r\ny')).toEqual(['', 'x', 'y', ' ']);
  });
});

describe('ctcDecode', () => {
  it.each([
    { steps: [1, 1, 2], text: 'ab', why: 'repeats collapse' },
    { steps: [1, 0, 1], text: 'aa', why: 'a blank separates a doubled letter' },
    { steps: [0, 0, 0], text: '', why: 'all blanks' },
    { steps: [3, 4, 1, 0, 4, 2], text: '中 a b', why: 'space class' },
    { steps: [], text: '', why: 'no steps' },
  ])('$why', ({ steps, text }) => {
    const decoded = ctcDecode(rows(steps), steps.length, classes);
    expect(decoded.text).toBe(text);
    expect(decoded.charConfidences).toHaveLength([...text].length);
  });

  it('answers the mean probability of the kept characters', () => {
    const probs = rows([1, 2]);
    probs[1] = 0.5;
    probs[classes.length + 2] = 0.7;
    expect(ctcDecode(probs, 2, classes).confidence).toBeCloseTo(0.6);
    expect(ctcDecode(rows([0]), 1, classes).confidence).toBe(0);
  });
});
