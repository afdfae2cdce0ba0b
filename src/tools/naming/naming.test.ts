import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildIndex, makeNames, parsePoemLines, STOP_CHARS } from '../../common/poem-names/poem-names.js';
import { defaults } from '../../web/kit/options/schema.js';
import { nameRequest, OPTIONS, type Options } from './naming.js';

const base = defaults(OPTIONS);
const o = (patch: Partial<Options>): Options => ({ ...base, ...patch });

/** A fixed sequence of "random" words, so a test sees the same picks every run. */
function seq(start = 1) {
  let x = start;
  return (n: number) => Uint32Array.from({ length: n }, () => (x = (x * 1103515245 + 12345) >>> 0));
}

describe('nameRequest', () => {
  it.each([
    [o({}), { ok: true, request: { surname: '张', gender: 'any', source: 'all', count: 6, length: 2 } }],
    [
      o({ surname: ' 欧 阳 ', length: '1', gender: 'girl', source: 'shijing', count: 3 }),
      { ok: true, request: { surname: '欧阳', gender: 'girl', source: 'shijing', count: 3, length: 1 } },
    ],
    [o({ surname: '' }), { ok: false, reason: 'empty' }],
    [o({ surname: 'Li' }), { ok: false, reason: 'notHan' }],
    [o({ surname: '诸葛亮' }), { ok: false, reason: 'tooLong' }],
    [o({ surname: '😀' }), { ok: false, reason: 'notHan' }],
  ])('%j', (options, want) => expect(nameRequest(options)).toEqual(want));
});

describe('单名 and 双名 from the poem lines', () => {
  const text = readFileSync(new URL('../../common/poem-names/poem-lines.txt', import.meta.url), 'utf8');
  const lines = parsePoemLines(text);
  const index = buildIndex(lines);
  it.each([
    [1, 'boy'],
    [1, 'girl'],
    [2, 'any'],
    [2, 'girl'],
  ] as const)('length %i, %s', (length, gender) => {
    const names = makeNames(index, { surname: '张', gender, source: 'all', count: 12, length }, seq(length * 7));
    expect(names).toHaveLength(12);
    for (const n of names) {
      const chars = [...n.line];
      expect([...n.given]).toHaveLength(length);
      expect(n.marks).toHaveLength(length);
      expect(n.marks.map((i) => chars[i]).join('')).toBe(n.given);
      expect(n.name).toBe(`张${n.given}`);
      for (const ch of n.given) expect(STOP_CHARS.has(ch) || ch === '张').toBe(false);
      expect(lines.some((l) => l.text === n.line && l.title === n.title)).toBe(true);
    }
  });
});
