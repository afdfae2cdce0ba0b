import { describe, expect, it } from 'vitest';
import {
  formatAverage,
  isScore,
  keyTarget,
  parseStoredScore,
  ratingMode,
  scoreKey,
  shownValue,
  starFills,
} from './rating.js';
import { toRecord } from './api.js';

describe('stored score', () => {
  it('lives under the tool id and the word score', () => {
    expect(scoreKey('wordcount')).toBe('wordcount_score');
  });

  it('is a whole number of stars from 1 to 5', () => {
    expect(parseStoredScore('4')).toBe(4);
    for (const bad of [null, '', '0', '6', '4.5', ' 4', 'x', '44']) expect(parseStoredScore(bad)).toBeNull();
    expect([1, 5].every(isScore)).toBe(true);
    expect([0, 6, 2.5, NaN].some(isScore)).toBe(false);
  });
});

describe('rating states', () => {
  it('guest, open, or locked with the stored score', () => {
    expect(ratingMode(null, null)).toBe('unknown');
    expect(ratingMode(false, 3)).toBe('guest');
    expect(ratingMode(true, null)).toBe('open');
    expect(ratingMode(true, 3)).toBe('locked');
  });

  it('open: the stars follow the pointer, and show the average again when it leaves', () => {
    expect(shownValue('open', 4, null, 2.5)).toBe(4);
    expect(shownValue('open', null, null, 2.5)).toBe(2.5);
  });

  it('locked: the stored score, whatever is pointed at', () => {
    expect(shownValue('locked', 1, 5, 2.5)).toBe(5);
    expect(shownValue('locked', null, 2, 4.4)).toBe(2);
  });

  it('guest: pointing does not pretend to rate', () => {
    expect(shownValue('guest', 5, null, 3)).toBe(3);
  });
});

describe('drawing', () => {
  it('fills stars up to the value, with half stars for averages', () => {
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(9)).toEqual(Array(5).fill('full'));
  });

  it('shows the average with one decimal', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(3)).toBe('3.0');
  });
});

describe('keyboard', () => {
  it('moves between the five stars with arrows, Home and End', () => {
    expect(keyTarget('ArrowRight', 2)).toBe(3);
    expect(keyTarget('ArrowUp', 5)).toBe(5);
    expect(keyTarget('ArrowLeft', 1)).toBe(1);
    expect(keyTarget('ArrowDown', 3)).toBe(2);
    expect(keyTarget('Home', 4)).toBe(1);
    expect(keyTarget('End', 1)).toBe(5);
    expect(keyTarget('Enter', 1)).toBeNull();
  });
});

describe('tool record', () => {
  it('reads score_pv and score with their defaults', () => {
    expect(toRecord({ score_pv: 12, score: 4.25, my_score: 3 })).toEqual({ score_pv: 12, score: 4.25, my_score: 3 });
    expect(toRecord(undefined)).toEqual({ score_pv: 0, score: 0, my_score: 0 });
    expect(toRecord({ score_pv: '3', score: -1, my_score: 9 })).toEqual({ score_pv: 0, score: 0, my_score: 5 });
  });
});
