import { describe, expect, it } from 'vitest';
import {
  describeJsonError,
  errorExcerpt,
  fromPlain,
  JsonNumber,
  JsonObject,
  JsonParseError,
  MAX_DEPTH,
  parseJson,
  stringifyJson,
  toPlain,
  TooManyNodes,
  type JsonErrorReason,
} from './json-text.js';

function error(text: string): JsonParseError {
  try {
    parseJson(text);
  } catch (e) {
    if (e instanceof JsonParseError) return e;
    throw e;
  }
  throw new Error(`parsed: ${text}`);
}

describe('parseJson agrees with JSON.parse on valid JSON', () => {
  it.each([
    ['{"a":1,"b":[true,false,null],"c":"x"}'],
    ['[]'],
    ['{}'],
    ['"\\u4e2d\\u6587\\n\\t\\"\\\\\\/"'],
    ['-0.5e+10'],
    ['  \r\n [1 , 2 ]\r\n'],
    ['{"emoji":"😀𠮷","escaped":"\\ud83d\\ude00"}'],
    ['{"": {"": []}}'],
  ])('%s', (text) => {
    expect(toPlain(parseJson(text).value)).toEqual(JSON.parse(text));
  });
});

describe('parseJson keeps what JSON.parse loses', () => {
  it('numbers exactly as written', () => {
    const text = '{"id":12345678901234567890,"price":1.50,"big":1E400}';
    expect(stringifyJson(parseJson(text).value, { indent: 0 })).toBe(text);
  });
  it('key order, including keys a JS object would move first', () => {
    const text = '{"b":1,"2":2,"a":3,"1":4}';
    expect(stringifyJson(parseJson(text).value, { indent: 0 })).toBe(text);
    expect(JSON.stringify(JSON.parse(text))).not.toBe(text);
  });
  it('duplicate keys, reported with their place', () => {
    const { value, duplicates } = parseJson('{\n  "a": 1,\n  "a": 2\n}');
    expect(duplicates).toEqual([{ key: 'a', position: { offset: 14, line: 3, column: 3 } }]);
    expect((value as JsonObject).get('a')).toEqual(new JsonNumber('2'));
  });
  it('__proto__ is an ordinary key', () => {
    const plain = toPlain(parseJson('{"__proto__":{"x":1}}').value) as Record<string, unknown>;
    expect(Object.keys(plain)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
  it('a byte order mark at the start', () => {
    expect(toPlain(parseJson('\ufeff[1]').value)).toEqual([1]);
  });
});

describe('parseJson says where and why', () => {
  it.each<[string, string, JsonErrorReason, number, number]>([
    ['empty', '', 'empty', 1, 1],
    ['only spaces', '  \n ', 'empty', 2, 2],
    ['unclosed object', '{"a": 1', 'unexpectedEnd', 1, 8],
    ['missing comma', '{\n  "a": 1\n  "b": 2\n}', 'expectedCommaOrBrace', 3, 3],
    ['missing comma in array', '[1 2]', 'expectedCommaOrBracket', 1, 4],
    ['trailing comma in object', '{"a":1,}', 'trailingComma', 1, 8],
    ['trailing comma in array', '[1,]', 'trailingComma', 1, 4],
    ['single quotes', "{'a':1}", 'singleQuote', 1, 2],
    ['bare key', '{a:1}', 'expectedKey', 1, 2],
    ['missing colon', '{"a" 1}', 'expectedColon', 1, 6],
    ['leading zero', '[01]', 'badNumber', 1, 2],
    ['trailing dot', '[1.]', 'badNumber', 1, 2],
    ['NaN', '[NaN]', 'unexpectedChar', 1, 2],
    ['bad escape', '["\\x41"]', 'badEscape', 1, 3],
    ['raw tab in string', '["a\tb"]', 'controlChar', 1, 4],
    ['line break in string', '{"a": "x\n"}', 'unclosedString', 1, 7],
    ['comment', '{"a":1 // no\n}', 'comment', 1, 8],
    ['extra content', '{} {}', 'extraContent', 1, 4],
    ['CRLF lines', '{\r\n"a":1\r\n,,}', 'expectedKey', 3, 2],
    ['after an emoji (UTF-16 columns)', '["😀" x]', 'expectedCommaOrBracket', 1, 7],
  ])('%s', (_, text, reason, line, column) => {
    const e = error(text);
    expect(e.reason).toBe(reason);
    expect([e.position.line, e.position.column]).toEqual([line, column]);
  });

  it('refuses nesting deeper than the limit instead of overflowing the stack', () => {
    expect(error('['.repeat(MAX_DEPTH + 5)).reason).toBe('tooDeep');
    expect(() => parseJson(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`)).not.toThrow();
  });

  it('describes the error in both languages', () => {
    const e = error('{\n  "a": 1\n  "b": 2\n}');
    expect(describeJsonError(e, 'zh')).toBe('第 3 行第 3 列：缺少逗号 , 或右花括号 }（此处为“"”）');
    expect(describeJsonError(e, 'en')).toBe('Line 3, column 3: A comma , or closing brace } is missing (found “"”)');
    expect(describeJsonError(error(''), 'zh')).toBe('请输入 JSON 内容');
  });

  it('shows the line with a caret, cut around the error on long lines', () => {
    expect(errorExcerpt('{\r\n  "a" 1\r\n}', { offset: 9, line: 2, column: 7 })).toEqual({
      line: '  "a" 1',
      caret: '      ^',
    });
    const long = `[${'1,'.repeat(100)}x]`;
    const e = error(long);
    const { line, caret } = errorExcerpt(long, e.position);
    expect(line[caret.length - 1]).toBe('x');
  });
});

describe('JSONC', () => {
  it('accepts comments and trailing commas when asked', () => {
    const text = '// settings\n{\n  "a": 1, /* one */\n  "b": [1, 2,],\n}\n';
    expect(toPlain(parseJson(text, { jsonc: true }).value)).toEqual({ a: 1, b: [1, 2] });
    expect(error(text).reason).toBe('comment');
  });
  it('still needs a closed comment and does not read // inside strings', () => {
    expect(() => parseJson('[1 /* open', { jsonc: true })).toThrow(JsonParseError);
    expect(toPlain(parseJson('{"url":"http://x"}', { jsonc: true }).value)).toEqual({ url: 'http://x' });
  });
});

describe('stringifyJson', () => {
  const node = parseJson('{"b":[1,{"d":null,"c":"中"}],"a":{},"e":[]}').value;
  it.each([
    [
      { indent: 2 },
      '{\n  "b": [\n    1,\n    {\n      "d": null,\n      "c": "中"\n    }\n  ],\n  "a": {},\n  "e": []\n}',
    ],
    [{ indent: 0 }, '{"b":[1,{"d":null,"c":"中"}],"a":{},"e":[]}'],
    [{ indent: 0, sortKeys: true }, '{"a":{},"b":[1,{"c":"中","d":null}],"e":[]}'],
    [{ indent: 0, asciiOnly: true }, '{"b":[1,{"d":null,"c":"\\u4e2d"}],"a":{},"e":[]}'],
    [
      { indent: '\t' as const },
      '{\n\t"b": [\n\t\t1,\n\t\t{\n\t\t\t"d": null,\n\t\t\t"c": "中"\n\t\t}\n\t],\n\t"a": {},\n\t"e": []\n}',
    ],
  ])('%j', (options, expected) => {
    expect(stringifyJson(node, options)).toBe(expected);
  });

  it('escapes what JSON needs (control characters, quotes, lone surrogates)', () => {
    expect(stringifyJson('a"\\\n\u0001\ud800')).toBe('"a\\"\\\\\\n\\u0001\\ud800"');
  });

  it('sorting keeps the last of duplicate keys', () => {
    expect(stringifyJson(parseJson('{"a":1,"a":2}').value, { indent: 0, sortKeys: true })).toBe('{"a":2}');
  });

  it('round-trips 1 MB of JSON', () => {
    const big = JSON.stringify(Array.from({ length: 30000 }, (_, i) => ({ i, name: `名字${i}`, ok: i % 2 === 0 })));
    expect(big.length).toBeGreaterThan(1e6);
    expect(stringifyJson(parseJson(big).value, { indent: 0 })).toBe(big);
  });
});

describe('fromPlain', () => {
  it('keeps the order of a Map and writes its keys as text', () => {
    const map = new Map<unknown, unknown>([
      ['b', 1],
      [2, 'two'],
      [true, null],
      [['x'], 0],
    ]);
    expect(stringifyJson(fromPlain(map), { indent: 0 })).toBe('{"b":1,"2":"two","true":null,"[\\"x\\"]":0}');
  });
  it('stops expanding shared references beyond the limit', () => {
    let v: unknown = [1, 2, 3];
    for (let i = 0; i < 30; i++) v = [v, v];
    expect(() => fromPlain(v, 1000)).toThrow(TooManyNodes);
  });
  it('turns library values into nodes', () => {
    const node = fromPlain({ a: 1, d: new Date(Date.UTC(2024, 0, 2)), n: [null, undefined, Infinity], b: 10n });
    expect(stringifyJson(node, { indent: 0 })).toBe(
      '{"a":1,"d":"2024-01-02T00:00:00.000Z","n":[null,null,null],"b":10}',
    );
  });
});
