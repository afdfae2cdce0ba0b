import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { groupNames, MAX_LISTED, pieces, PRESETS, resultText, runRegex, type Options } from './regex.js';

const o = (pattern: string, flags = 'g', more: Partial<Options> = {}): Options => ({
  pattern,
  flags,
  mode: 'match',
  replacement: '',
  ...more,
});
const values = (text: string, options: Options) => runRegex(text, options, 'en').matches.map((m) => m.value);

describe('matches', () => {
  it.each([
    ['global', 'a1b22c333', o('\\d+'), ['1', '22', '333']],
    ['first only without g', 'a1b22', o('\\d+', ''), ['1']],
    ['ignore case', 'Aa', o('a', 'gi'), ['A', 'a']],
    ['multiline anchors (CR ends a line too)', 'x\r\ny', o('^\\w$', 'gm'), ['x', 'y']],
    ['dot and newline with s', 'a\nb', o('a.b', 'gs'), ['a\nb']],
    ['astral with u', '😀x😀', o('.', 'gu'), ['😀', 'x', '😀']],
    ['sticky stops at a gap', 'aab', o('a', 'y'), ['a']],
    ['empty text', '', o('x'), []],
  ])('%s', (_, text, options, expected) => {
    expect(values(text, options)).toEqual(expected);
  });

  it('empty matches step over one code point in unicode mode', () => {
    const r = runRegex('😀a', o('(?:)', 'gu'), 'en');
    expect(r.matches.map((m) => m.index)).toEqual([0, 2, 3]);
    expect(runRegex('😀a', o('(?:)'), 'en').count).toBe(4);
  });

  it('numbered and named groups with their places', () => {
    const r = runRegex('on 2024-02-29, (x)', o('(?<year>\\d{4})-(\\d{2})-(?<day>\\d{2})|\\((y)?x\\)'), 'en');
    expect(r.matches).toEqual([
      {
        index: 3,
        value: '2024-02-29',
        groups: [
          { name: 'year', value: '2024', start: 3 },
          { name: '2', value: '02', start: 8 },
          { name: 'day', value: '29', start: 11 },
          { name: '4', value: undefined, start: undefined },
        ],
      },
      {
        index: 15,
        value: '(x)',
        groups: [
          { name: 'year', value: undefined, start: undefined },
          { name: '2', value: undefined, start: undefined },
          { name: 'day', value: undefined, start: undefined },
          { name: '4', value: undefined, start: undefined },
        ],
      },
    ]);
  });

  it('counts every match, lists the first MAX_LISTED', () => {
    const r = runRegex('a'.repeat(MAX_LISTED + 5), o('a'), 'en');
    expect(r.count).toBe(MAX_LISTED + 5);
    expect(r.matches).toHaveLength(MAX_LISTED);
  });

  it('a megabyte of text', () => {
    expect(runRegex('ab\n'.repeat(400_000), o('b$', 'gm'), 'en').count).toBe(400_000);
  });
});

describe('groupNames', () => {
  it.each([
    ['(a)(?:b)(?<n>c)', [null, 'n']],
    ['\\((a)[(]', [null]],
    ['(?<=x)(?<!y)(z)', [null]],
    ['((?<inner>x))', [null, 'inner']],
  ])('%s', (source, names) => {
    expect(groupNames(source)).toEqual(names);
  });
});

describe('replace', () => {
  it.each([
    ['numbered', '2024-02-29', o('(\\d+)-(\\d+)-(\\d+)', 'g', { replacement: '$3/$2/$1' }), '29/02/2024'],
    ['named', '2024-02-29', o('(?<y>\\d+)-(?<m>\\d+)', 'g', { replacement: '$<m>.$<y>' }), '02.2024-29'],
    ['whole match', 'ab', o('\\w', 'g', { replacement: '[$&]' }), '[a][b]'],
    ['first only', 'aa', o('a', '', { replacement: 'b' }), 'ba'],
    ['CRLF', 'x\r\ny', o('\\r\\n', 'g', { replacement: '\\n' }), 'x\\ny'],
  ])('%s', (_, text, options, expected) => {
    const r = runRegex(text, { ...options, mode: 'replace' }, 'en');
    expect(r.replaced).toBe(expected);
    expect(resultText(r)).toBe(expected);
  });
});

describe('bad input', () => {
  it.each([
    [o(''), 'Type a regular expression'],
    [o('(a'), 'The regular expression is invalid: /(a/dg: Unterminated group'],
    [o('a', 'gx'), 'Unknown flag "x": use g i m s u y'],
    [o('\\p{Foo}', 'u'), 'The regular expression is invalid: /\\p{Foo}/du: Invalid property name'],
  ])('%j', (options, message) => {
    expect(() => runRegex('text', options, 'en')).toThrow(new InputError(message));
  });
});

describe('pieces and text', () => {
  it('cuts the text into plain and matched pieces', () => {
    const text = 'a1b22';
    const r = runRegex(text, o('\\d+'), 'en');
    expect(pieces(text, r.matches)).toEqual([
      { text: 'a' },
      { text: '1', match: 0 },
      { text: 'b' },
      { text: '22', match: 1 },
    ]);
    expect(resultText(r)).toBe('1\n22');
  });
  it('lists groups beside each match', () => {
    expect(resultText(runRegex('k=v', o('(\\w)=(?<v>\\w)'), 'en'))).toBe('k=v\t1=k\tv=v');
  });
});

describe('presets find what they name', () => {
  const text =
    '张三 13812345678，电话 12345678901；身份证 11010519491231002X；a.b+c@example.com.cn；https://例子.cn/x?y=1；192.168.1.1 与 256.1.1.1；日期 2024-12-31；邮编 100080。';
  it.each([
    ['mobile', ['13812345678']],
    ['idCard', ['11010519491231002X']],
    ['email', ['a.b+c@example.com.cn']],
    ['url', ['https://例子.cn/x?y=1']],
    ['ipv4', ['192.168.1.1']],
    ['date', ['2024-12-31']],
    ['postcode', ['100080']],
  ])('%s', (id, expected) => {
    const p = PRESETS.find((x) => x.id === id)!;
    expect(values(text, o(p.pattern, p.flags))).toEqual(expected);
  });
  it('han', () => {
    const p = PRESETS.find((x) => x.id === 'han')!;
    expect(values('中文abc𠮷字', o(p.pattern, p.flags))).toEqual(['中文', '𠮷字']);
  });
});
