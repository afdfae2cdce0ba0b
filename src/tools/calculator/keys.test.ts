import { describe, expect, it } from 'vitest';
import { addHistory, backspace, HISTORY_MAX, insert, readHistory } from './keys.js';

describe('insert', () => {
  it.each([
    ['', 0, '7', '7', 1],
    ['12', 2, '+', '12+', 3],
    ['12', 1, '.', '1.2', 2],
    ['1+2', 99, 'sin(', '1+2sin(', 7],
  ])('%j at %i + %j → %j', (text, caret, piece, out, at) => {
    expect(insert(text, caret, piece)).toEqual({ text: out, caret: at });
  });
});

describe('backspace', () => {
  it.each([
    ['12', 2, '1', 1],
    ['2+sin(', 6, '2+', 2],
    ['asin(', 5, '', 0],
    ['3×Ans', 5, '3×', 2],
    ['√(', 2, '', 0],
    ['12', 0, '12', 0],
    ['1+2', 2, '12', 1],
  ])('%j at %i → %j', (text, caret, out, at) => {
    expect(backspace(text, caret)).toEqual({ text: out, caret: at });
  });
});

describe('history', () => {
  it('reads what is valid, newest first, at most 50', () => {
    expect(readHistory(null)).toEqual([]);
    expect(readHistory('{bad')).toEqual([]);
    expect(readHistory('[{"expr":"1+1","result":"2"},{"expr":3}]')).toEqual([{ expr: '1+1', result: '2' }]);
    const long = JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ expr: `${i}`, result: `${i}` })));
    expect(readHistory(long)).toHaveLength(HISTORY_MAX);
  });
  it('adds to the front, not twice in a row', () => {
    const one = addHistory([], { expr: '0.1+0.2', result: '0.3' });
    expect(addHistory(one, { expr: '0.1+0.2', result: '0.3' })).toBe(one);
    expect(addHistory(one, { expr: '1/3', result: '0.3333333333333333' })[0].expr).toBe('1/3');
  });
});
