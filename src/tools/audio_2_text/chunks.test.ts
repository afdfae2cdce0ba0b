import { describe, expect, it } from 'vitest';
import { splitAtQuiet, tokensToWords } from './chunks.js';

const RATE = 100; // samples per second: small arrays, same arithmetic

/** Loud audio with silent gaps at the given seconds. */
function audio(seconds: number, gaps: number[]): Float32Array {
  const samples = new Float32Array(seconds * RATE).fill(0.5);
  for (const g of gaps) samples.fill(0, g * RATE, g * RATE + 20);
  return samples;
}

describe('splitAtQuiet', () => {
  it('keeps short audio whole', () => {
    expect(splitAtQuiet(audio(20, []), RATE)).toEqual([[0, 2000]]);
    expect(splitAtQuiet(new Float32Array(0), RATE)).toEqual([[0, 0]]);
  });
  it('cuts long audio in the silence between the limits, covering every sample once', () => {
    const samples = audio(60, [18, 40]);
    const ranges = splitAtQuiet(samples, RATE);
    expect(ranges.length).toBe(3);
    expect(ranges[0][0]).toBe(0);
    expect(ranges[ranges.length - 1][1]).toBe(samples.length);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i][0]).toBe(ranges[i - 1][1]);
    // Each cut lies in a gap (loud everywhere else).
    for (const [, end] of ranges.slice(0, -1)) expect(samples[end]).toBe(0);
    for (const [start, end] of ranges) expect(end - start).toBeLessThanOrEqual(25 * RATE);
  });
  it('cuts at the longest length when there is no silence', () => {
    const ranges = splitAtQuiet(audio(30, []), RATE);
    for (const [start, end] of ranges) expect(end - start).toBeLessThanOrEqual(25 * RATE);
    expect(ranges[ranges.length - 1][1]).toBe(30 * RATE);
  });
});

describe('tokensToWords', () => {
  it('makes a word of each Chinese character, offset by the piece start', () => {
    expect(tokensToWords(['今', '天', '好'], [0.1, 0.3, 0.6], { offset: 10, duration: 1 })).toEqual([
      { text: '今', start: 10.1, end: 10.3 },
      { text: '天', start: 10.3, end: 10.6 },
      { text: '好', start: 10.6, end: 11 },
    ]);
  });
  it('joins SentencePiece pieces into English words', () => {
    const words = tokensToWords(['▁HE', 'LLO', '▁WORLD'], [0, 0.2, 0.5], { offset: 0, duration: 1 });
    expect(words.map((w) => w.text)).toEqual(['HELLO', 'WORLD']);
    expect(words[0]).toMatchObject({ start: 0, end: 0.5 });
  });
  it('joins @@ pieces and keeps Chinese apart from English', () => {
    const words = tokensToWords(['我', '用', 'wor@@', 'd', '写'], [0, 0.1, 0.2, 0.3, 0.4], { offset: 0, duration: 1 });
    expect(words.map((w) => w.text)).toEqual(['我', '用', 'word', '写']);
  });
  it('drops tags and blanks, and spreads tokens without times over the piece', () => {
    const words = tokensToWords(['<|zh|>', '好', ' ', '的'], [], { offset: 5, duration: 2 });
    expect(words).toEqual([
      { text: '好', start: 5, end: 6 },
      { text: '的', start: 6, end: 7 },
    ]);
  });
});
