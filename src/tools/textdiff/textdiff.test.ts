import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { diffText, diffTexts, sides, SCHEMA, tokenize, type Options } from './textdiff.js';

const base = defaults(SCHEMA);
const o = (patch: Partial<Options>): Options => ({ ...base, ...patch });

/** [name, left, right, options, marked text, added, removed]. */
const CASES: [string, string, string, Options, string, number, number][] = [
  ['both empty', '', '', base, '', 0, 0],
  ['all added', '', 'a\nb', base, '{+a\nb+}', 2, 0],
  ['all removed', 'a\n', '', base, '[-a\n-]', 0, 1],
  ['a changed line', 'a\nb\nc\n', 'a\nB\nc\nd\n', base, 'a\n[-b\n-]{+B\n+}c\n{+d\n+}', 2, 1],
  ['case ignored', 'a\nb\n', 'a\nB\n', o({ ignoreCase: true }), 'a\nb\n', 0, 0],
  [
    'CRLF against LF is the same line when whitespace is ignored',
    'a\r\nb',
    'a\nb',
    o({ ignoreWhitespace: true }),
    'a\r\nb',
    0,
    0,
  ],
  ['indentation ignored', '  x = 1\n', 'x  =  1\n', o({ ignoreWhitespace: true }), '  x = 1\n', 0, 0],
  [
    'Chinese words',
    '甲方应于本合同签订后七日内支付全部款项。',
    '甲方应于本合同签订后十五日内支付首期款项。',
    o({ unit: 'word' }),
    '甲方应于本合同签订后[-七日内-]{+十五日内+}支付[-全部-]{+首期+}款项。',
    4,
    3,
  ],
  ['English words', 'the quick fox', 'the slow fox', o({ unit: 'word' }), 'the [-quick-]{+slow+} fox', 1, 1],
  ['emoji stay whole by character', '点赞👍好', '点赞👎好', o({ unit: 'char' }), '点赞[-👍-]{+👎+}好', 1, 1],
  ['astral characters', '𠮷野家', '𠮷野屋', o({ unit: 'char' }), '𠮷野[-家-]{+屋+}', 1, 1],
];

describe('diffTexts', () => {
  it.each(CASES)('%s', (_, left, right, options, marked, added, removed) => {
    const d = diffTexts(left, right, options, 'zh');
    expect(diffText(d)).toBe(marked);
    expect([d.added, d.removed]).toEqual([added, removed]);
    expect(d.same).toBe(added === 0 && removed === 0);
  });

  it('keeps each side its own text in the side-by-side view', () => {
    const { left, right } = sides(
      diffTexts('Hello World', 'hello  world!', o({ unit: 'word', ignoreCase: true, ignoreWhitespace: true }), 'zh'),
    );
    expect(left.map((p) => p.value).join('')).toBe('Hello World');
    expect(right.map((p) => p.value).join('')).toBe('hello  world!');
    expect(right.filter((p) => p.kind === 'added').map((p) => p.value)).toEqual(['!']);
  });

  it('compares large texts (1 MB, a few changes)', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `第 ${i} 行内容`);
    const changed = [...lines];
    changed[100] = '改过的一行';
    changed.splice(40_000, 1);
    const d = diffTexts(lines.join('\n'), changed.join('\n'), base, 'zh');
    expect([d.added, d.removed]).toEqual([1, 2]);
  });

  it('says when texts differ too much to compare', () => {
    const a = Array.from({ length: 1_100 }, (_, i) => `a${i}`).join('\n');
    const b = Array.from({ length: 1_100 }, (_, i) => `b${i}`).join('\n');
    expect(() => diffTexts(a, b, base, 'zh')).toThrow('差异太大');
  });
});

describe('tokenize', () => {
  it.each([
    ['', 'line', []],
    ['a\r\nb\n', 'line', ['a\r\n', 'b\n']],
    ['a👍', 'char', ['a', '👍']],
  ] as const)('%j by %s', (text, unit, tokens) => expect(tokenize(text, unit)).toEqual(tokens));
});
