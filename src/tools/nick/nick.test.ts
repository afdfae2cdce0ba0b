import { describe, expect, it } from 'vitest';
import { combinations, makeNicks, MAX_NICKS, STYLES, type Style } from './nick.js';

/** A fixed sequence of "random" words, so a test sees the same picks every run. */
function seq(start = 1) {
  let x = start;
  return (n: number) => Uint32Array.from({ length: n }, () => (x = (x * 1103515245 + 12345) >>> 0));
}

describe('makeNicks', () => {
  const rows: [style: Style, shape: RegExp][] = [
    ['literary', /^[\u4e00-\u9fa5]{4,8}$/u],
    ['cute', /^[\u4e00-\u9fa5]{2,5}$/u],
    ['cool', /^[\u4e00-\u9fa5]{3}$|^[\u4e00-\u9fa5]seven$/u],
  ];
  it.each(rows)('%s names have the expected shape and are all different', (style, shape) => {
    const nicks = makeNicks(style, 20, seq());
    expect(nicks).toHaveLength(20);
    expect(new Set(nicks).size).toBe(20);
    for (const n of nicks) expect(n).toMatch(shape);
  });
  it('clamps the count to 1..MAX_NICKS', () => {
    expect(makeNicks('cute', 0, seq())).toHaveLength(1);
    expect(makeNicks('cute', 999, seq())).toHaveLength(MAX_NICKS);
  });
  it('never repeats one word twice in a name', () => {
    for (const s of STYLES)
      for (const n of makeNicks(s, MAX_NICKS, seq(7))) expect(n).not.toMatch(/^(.{2,3})(与)?\1$/u);
  });
  it('has far more combinations than one batch', () => {
    for (const s of STYLES) expect(combinations(s)).toBeGreaterThan(MAX_NICKS * 5);
  });
});
