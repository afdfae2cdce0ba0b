import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { checkJson, resultText } from './check.js';

const strict = { jsonc: false };

describe('checkJson', () => {
  it('describes valid JSON', () => {
    const r = checkJson('{"a":[1,{"b":null}],"c":"中😀"}', strict, 'zh');
    expect(r).toEqual({
      ok: true,
      formatted: '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ],\n  "c": "中😀"\n}',
      stats: { root: 'object', depth: 3, objects: 2, arrays: 1, keys: 3, bytes: 34 },
      duplicates: [],
    });
  });

  it.each([
    ['"just a string"', 'string'],
    ['-1.5e3', 'number'],
    ['true', 'boolean'],
    ['null', 'null'],
    ['[]', 'array'],
  ])('a bare value %s is valid JSON (%s)', (text, root) => {
    const r = checkJson(text, strict, 'en');
    expect(r.ok && r.stats.root).toBe(root);
  });

  it('points at the error: line, column, reason and the marked line (CRLF input)', () => {
    const r = checkJson('{\r\n  "name": "小明"\r\n  "age": 18\r\n}', strict, 'zh');
    expect(r).toEqual({
      ok: false,
      message: '第 3 行第 3 列：缺少逗号 , 或右花括号 }（此处为“"”）',
      line: 3,
      column: 3,
      excerpt: { line: '  "age": 18', caret: '  ^' },
    });
    expect(resultText(r)).toBe('第 3 行第 3 列：缺少逗号 , 或右花括号 }（此处为“"”）\n  "age": 18\n  ^');
  });

  it('JSONC: comments and trailing commas only when allowed', () => {
    const text = '{\n  // editor\n  "tabSize": 2,\n}';
    expect(checkJson(text, strict, 'en').ok).toBe(false);
    expect(checkJson(text, { jsonc: true }, 'en').ok).toBe(true);
  });

  it('lists duplicate keys with their place', () => {
    const r = checkJson('{"a":1,\n "a":2}', strict, 'en');
    expect(r.ok && r.duplicates).toEqual([{ key: 'a', line: 2, column: 2 }]);
  });

  it('empty input asks for JSON', () => {
    expect(() => checkJson(' \n', strict, 'zh')).toThrow(new InputError('请输入 JSON 内容'));
  });

  it('a wide 1 MB array and a deep one', () => {
    const wide = `[${Array.from({ length: 200000 }, (_, i) => i).join(',')}]`;
    const r = checkJson(wide, strict, 'en');
    expect(r.ok && [r.stats.depth, r.stats.arrays]).toEqual([1, 1]);
    const deep = `${'['.repeat(1000)}${']'.repeat(1000)}`;
    const d = checkJson(deep, strict, 'en');
    expect(d.ok && d.stats.depth).toBe(1000);
  });
});
