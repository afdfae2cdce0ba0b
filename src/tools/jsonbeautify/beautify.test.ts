import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { defaults } from '../../web/kit/options/schema.js';
import { beautify, escapeJsonText, SCHEMA, unescapeJsonText, type Options } from './beautify.js';

const base = defaults(SCHEMA);
const run = (text: string, o: Partial<Options> = {}, lang: 'zh' | 'en' = 'zh') =>
  beautify(text, { ...base, ...o }, lang).text;

function failure(text: string, o: Partial<Options> = {}, lang: 'zh' | 'en' = 'zh'): string {
  try {
    run(text, o, lang);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('no error');
}

describe('beautify', () => {
  const input = '{"b":1,"a":[1,2,{"c":"中文😀"}],"e":{}}';
  it.each<[string, Partial<Options>, string]>([
    ['2 spaces', {}, '{\n  "b": 1,\n  "a": [\n    1,\n    2,\n    {\n      "c": "中文😀"\n    }\n  ],\n  "e": {}\n}'],
    [
      '4 spaces, sorted',
      { indent: '4', sort: true },
      '{\n    "a": [\n        1,\n        2,\n        {\n            "c": "中文😀"\n        }\n    ],\n    "b": 1,\n    "e": {}\n}',
    ],
    [
      'tab',
      { indent: 'tab' },
      '{\n\t"b": 1,\n\t"a": [\n\t\t1,\n\t\t2,\n\t\t{\n\t\t\t"c": "中文😀"\n\t\t}\n\t],\n\t"e": {}\n}',
    ],
    ['minify', { mode: 'minify' }, input],
    [
      'minify, ASCII only (emoji as a surrogate pair)',
      { mode: 'minify', ascii: true },
      '{"b":1,"a":[1,2,{"c":"\\u4e2d\\u6587\\ud83d\\ude00"}],"e":{}}',
    ],
  ])('%s', (_, o, expected) => {
    expect(run(input, o)).toBe(expected);
  });

  it('keeps big numbers, decimals and key order exactly', () => {
    expect(run('{"2":1,"1":2,"id":9007199254740993,"p":1.50}', { mode: 'minify' })).toBe(
      '{"2":1,"1":2,"id":9007199254740993,"p":1.50}',
    );
  });

  it('reads CRLF input and writes LF', () => {
    expect(run('{\r\n"a":1\r\n}', { mode: 'minify' })).toBe('{"a":1}');
  });

  it('reports duplicate keys with their line', () => {
    expect(beautify('{\n"a":1,\n"a":2}', base, 'zh').duplicates).toEqual([{ key: 'a', line: 3 }]);
  });

  it.each([
    ['empty', '', {}, '请输入 JSON 内容'],
    ['a missing comma', '{"a":1\n"b":2}', {}, '第 2 行第 1 列：缺少逗号 , 或右花括号 }（此处为“"”）'],
    ['single quotes', "{'a':1}", {}, `第 1 行第 2 列：JSON 的字符串和键名必须使用双引号，不能用单引号（此处为“'”）`],
  ])('says what is wrong: %s', (_, text, o, message) => {
    expect(failure(text, o)).toBe(message);
  });

  it('formats 2 MB in one go', () => {
    const big = JSON.stringify(Array.from({ length: 40000 }, (_, i) => ({ id: i, name: `用户${i}` })));
    const out = run(big);
    expect(out.split('\n')).toHaveLength(40000 * 4 + 2);
    expect(run(out, { mode: 'minify' })).toBe(big);
  });
});

describe('escape and unescape', () => {
  it.each([
    ['{"a":"b"}', '{\\"a\\":\\"b\\"}'],
    ['line1\r\nline2\t😀', 'line1\\r\\nline2\\t😀'],
    ['C:\\path', 'C:\\\\path'],
    ['', ''],
  ])('%j', (plain, escaped) => {
    expect(escapeJsonText(plain)).toBe(escaped);
    expect(unescapeJsonText(escaped, 'zh')).toBe(plain);
    expect(run(plain, { mode: 'escape' })).toBe(escaped);
  });

  it('unescapes a quoted literal and \\u escapes', () => {
    expect(unescapeJsonText('"\\u4e2d\\ud83d\\ude00"', 'en')).toBe('中😀');
  });

  it('says why it cannot unescape', () => {
    expect(failure('bad \\x escape', { mode: 'unescape' }, 'en')).toBe(
      'Cannot unescape: Invalid escape sequence in a string (found “\\”)',
    );
  });
});
