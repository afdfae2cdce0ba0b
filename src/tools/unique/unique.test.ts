import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { dedupe, SCHEMA, summary, type Options } from './unique.js';

const o = defaults(SCHEMA);
const run = (text: string, x: Partial<Options> = {}) => dedupe(text, { ...o, ...x }, 'zh');

describe('dedupe', () => {
  it.each<[string, string, Partial<Options>, string]>([
    ['keeps the first occurrence in order', 'b\na\nb\nc\na', {}, 'b\na\nc'],
    ['trims by default', ' a\na \n a ', {}, 'a'],
    ['keeps surrounding spaces when asked', ' a\na', { trim: false }, ' a\na'],
    ['ignores case when asked', 'Apple\napple\nAPPLE', { ignoreCase: true }, 'Apple'],
    ['case matters by default', 'Apple\napple', {}, 'Apple\napple'],
    ['drops blank lines', 'a\n\n  \nb\n\n', {}, 'a\nb'],
    ['keeps one blank line when blanks are kept', 'a\n\nb\n\n', { removeEmpty: false }, 'a\n\nb'],
    ['keeps CRLF', 'x\r\ny\r\nx\r\n', {}, 'x\r\ny'],
    ['emoji and astral characters', '😀\n𠮷\n😀', {}, '😀\n𠮷'],
    [
      'sorts Chinese by pinyin, numbers naturally',
      '北京\n上海\n安徽\nitem10\nitem2',
      { sort: 'asc' },
      '安徽\n北京\n上海\nitem2\nitem10',
    ],
    ['sorts descending', 'a\nc\nb', { sort: 'desc' }, 'c\nb\na'],
    ['lists repeated lines with their counts', 'a\nb\na\nc\nb\na', { mode: 'duplicates' }, 'a（3 次）\nb（2 次）'],
    ['empty input', '', {}, ''],
  ])('%s', (_, text, x, expected) => {
    expect(run(text, x).text).toBe(expected);
  });

  it('counts lines, removed and blank', () => {
    const r = run('a\na\n\nb\nb\nb');
    expect([r.lines, r.removed, r.empty, r.kept, r.groups]).toEqual([6, 3, 1, 2, 2]);
    expect(summary(r, o, 'zh')).toBe('原有 6 行，删除重复 3 行，保留 2 行，另删除空行 1 行');
    expect(summary(r, { ...o, mode: 'duplicates' }, 'en')).toBe('2 items repeat, 3 extra lines in all');
  });

  it('5 MB of lines in one pass', () => {
    const big = Array.from({ length: 400_000 }, (_, i) => `用户${i % 1000}@example.com`).join('\n');
    expect(big.length).toBeGreaterThan(5e6);
    const r = run(big);
    expect([r.kept, r.removed]).toEqual([1000, 399_000]);
  });
});
