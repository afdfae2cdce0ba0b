import { describe, expect, it } from 'vitest';
import { childAbo, childRh, otherParentAbo, otherParentRh, type Abo } from './bloodtype.js';

/** The textbook table of ABO inheritance. */
const TABLE: [Abo, Abo, Abo[]][] = [
  ['A', 'A', ['A', 'O']],
  ['A', 'B', ['A', 'B', 'AB', 'O']],
  ['A', 'AB', ['A', 'B', 'AB']],
  ['A', 'O', ['A', 'O']],
  ['B', 'B', ['B', 'O']],
  ['B', 'AB', ['A', 'B', 'AB']],
  ['B', 'O', ['B', 'O']],
  ['AB', 'AB', ['A', 'B', 'AB']],
  ['AB', 'O', ['A', 'B']],
  ['O', 'O', ['O']],
];

describe('childAbo', () => {
  it.each(TABLE)('%s × %s → %o', (a, b, kids) => {
    expect(childAbo(a, b)).toEqual(kids);
    expect(childAbo(b, a)).toEqual(kids);
  });
});

describe('childRh', () => {
  it.each([
    ['+', '+', ['+', '-']],
    ['+', '-', ['+', '-']],
    ['-', '-', ['-']],
  ] as const)('%s × %s → %o', (a, b, kids) => {
    expect(childRh(a, b)).toEqual(kids);
  });
});

describe('other parent', () => {
  it.each([
    ['O', 'O', ['A', 'B', 'O']],
    ['O', 'AB', []],
    ['AB', 'O', []],
    ['A', 'AB', ['B', 'AB']],
    ['A', 'B', ['B', 'AB']],
    ['AB', 'A', ['A', 'B', 'AB', 'O']],
  ] as const)('parent %s, child %s → %o', (p, c, other) => {
    expect(otherParentAbo(p, c)).toEqual(other);
  });
  it.each([
    ['-', '+', ['+']],
    ['-', '-', ['+', '-']],
    ['+', '+', ['+', '-']],
  ] as const)('Rh parent %s, child %s → %o', (p, c, other) => {
    expect(otherParentRh(p, c)).toEqual(other);
  });
});
