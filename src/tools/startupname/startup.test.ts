import { describe, expect, it } from 'vitest';
import { blend, cleanKeyword, makeStartupNames, MAX_NAMES, type Style } from './startup.js';

function seq(start = 1) {
  let x = start;
  return (n: number) => Uint32Array.from({ length: n }, () => (x = (x * 1103515245 + 12345) >>> 0));
}

describe('blend', () => {
  it.each([
    ['nova', 'able', 'Novable'],
    ['pixel', 'ly', 'Pixely'],
    ['flux', 'io', 'Fluxio'],
    ['spark', 'kit', 'Sparkit'],
    ['zen', 'nest', 'Zenest'],
  ])('%s + %s → %s', (root, suffix, out) => expect(blend(root, suffix)).toBe(out));
});

describe('cleanKeyword', () => {
  it.each([
    [' Cloud ', 'cloud'],
    ['my-app', 'myapp'],
    ['a', null],
    ['云', null],
    ['abcdefghijklm', null],
  ])('%s → %s', (text, out) => expect(cleanKeyword(text)).toBe(out));
});

describe('makeStartupNames', () => {
  const rows: [Style, RegExp][] = [
    ['blend', /^[A-Z][a-z]+$/],
    ['compound', /^[A-Z][a-z]+(?:[A-Z][a-z]+| [A-Z][A-Za-z]+)$/],
    ['project', /^Project [A-Z][a-z]+$/],
  ];
  it.each(rows)('%s names have the expected shape and are all different', (style, shape) => {
    const names = makeStartupNames(style, 15, null, seq());
    expect(names).toHaveLength(15);
    expect(new Set(names).size).toBe(15);
    for (const n of names) expect(n).toMatch(shape);
  });
  it('uses the keyword in some names', () => {
    const names = makeStartupNames('blend', 20, 'cloud', seq(3));
    expect(names.some((n) => n.startsWith('Cloud'))).toBe(true);
  });
  it('clamps the count', () => {
    expect(makeStartupNames('project', 0, null, seq())).toHaveLength(1);
    expect(makeStartupNames('blend', 500, null, seq())).toHaveLength(MAX_NAMES);
  });
});
