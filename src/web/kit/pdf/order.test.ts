import { describe, expect, it } from 'vitest';
import { moveItem, removeItems, shiftItems } from './order.js';

const L = ['a', 'b', 'c', 'd'];

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 1, ['a', 'b', 'c', 'd']],
    [1, 99, ['a', 'c', 'd', 'b']],
    [1, -5, ['b', 'a', 'c', 'd']],
    [9, 0, ['a', 'b', 'c', 'd']],
  ])('from %i to %i', (from, to, expected) => expect(moveItem(L, from, to)).toEqual(expected));
});

describe('shiftItems', () => {
  it.each([
    [[1], -1, ['b', 'a', 'c', 'd'], [0]],
    [[1, 2], -1, ['b', 'c', 'a', 'd'], [0, 1]],
    [[0, 2], -1, ['a', 'c', 'b', 'd'], [0, 1]],
    [[2, 3], 1, ['a', 'b', 'c', 'd'], [2, 3]],
    [[0, 1], 1, ['c', 'a', 'b', 'd'], [1, 2]],
  ] as const)('%j by %i', (idx, step, list, moved) => {
    const r = shiftItems(L, new Set(idx), step);
    expect(r.list).toEqual(list);
    expect([...r.moved].sort()).toEqual(moved);
  });
});

describe('removeItems', () => {
  it('keeps the rest in order', () => expect(removeItems(L, new Set([0, 2]))).toEqual(['b', 'd']));
});
