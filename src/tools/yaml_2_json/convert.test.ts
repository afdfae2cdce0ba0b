import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { convert, type Options } from './convert.js';

const y2j: Options = { direction: 'yaml2json', indent: 2, sort: false };
const j2y: Options = { direction: 'json2yaml', indent: 2, sort: false };
const run = (text: string, o: Options, lang: 'zh' | 'en' = 'zh') => convert(text, o, lang).text;

describe('YAML → JSON', () => {
  it.each([
    [
      'a mapping with a list',
      'name: toolbox\ntags:\n  - 工具\n  - 😀\n',
      '{\n  "name": "toolbox",\n  "tags": [\n    "工具",\n    "😀"\n  ]\n}',
    ],
    ['CRLF lines', 'a: 1\r\nb: [x, y]\r\n', '{\n  "a": 1,\n  "b": [\n    "x",\n    "y"\n  ]\n}'],
    [
      'core schema: dates and yes stay text, ~ is null, hex is a number',
      'd: 2024-01-02\ny: yes\nn: ~\nx: 0x1F',
      '{\n  "d": "2024-01-02",\n  "y": "yes",\n  "n": null,\n  "x": 31\n}',
    ],
    [
      'anchors and aliases are expanded',
      'base: &b {k: 1}\nuse: *b',
      '{\n  "base": {\n    "k": 1\n  },\n  "use": {\n    "k": 1\n  }\n}',
    ],
    ['a block scalar keeps its lines', 'msg: |\n  line 1\n  line 2\n', '{\n  "msg": "line 1\\nline 2\\n"\n}'],
    ['a bare scalar', '42', '42'],
  ])('%s', (_, yaml, json) => {
    expect(run(yaml, y2j)).toBe(json);
  });

  it('keeps key order (numeric keys too), merges << keys, writes other keys as text', () => {
    expect(run('b: 1\n2: x\n1: y\n', { ...y2j, indent: 0 })).toBe('{"b":1,"2":"x","1":"y"}');
    expect(run('base: &b {k: 1, v: 2}\nuse:\n  <<: *b\n  v: 3\n', { ...y2j, indent: 0 })).toBe(
      '{"base":{"k":1,"v":2},"use":{"k":1,"v":3}}',
    );
    expect(run('true: a\nnull: b\n', { ...y2j, indent: 0 })).toBe('{"true":"a","null":"b"}');
  });

  it('several documents become an array', () => {
    expect(convert('a: 1\n---\nb: 2\n', { ...y2j, indent: 4 }, 'en')).toEqual({
      text: '[\n    {\n        "a": 1\n    },\n    {\n        "b": 2\n    }\n]',
      documents: 2,
    });
  });

  it('sorts keys when asked', () => {
    expect(run('b: 1\na: 2', { ...y2j, sort: true })).toBe('{\n  "a": 2,\n  "b": 1\n}');
  });

  it.each([
    ['a tab in the indent', 'a: 1\n\tb: 2', 'YAML 第 2 行第 1 列：缩进中不能使用制表符，请改用空格'],
    ['a duplicate key', 'a: 1\na: 2', 'YAML 第 2 行第 1 列：同一层中有重复的键名'],
    ['an unclosed list', 'a: [1, 2', 'YAML 第 1 行第 9 列：[ 或 { 没有闭合'],
    ['only a comment', '# nothing\n', '请输入 YAML 内容（只有注释的文本不是一个文档）'],
  ])('says what is wrong: %s', (_, yaml, message) => {
    expect(() => run(yaml, y2j)).toThrow(new InputError(message));
  });

  it('an alias bomb is refused, not expanded forever', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      );
    expect(() => run(bomb.join('\n'), y2j)).toThrow(
      new InputError('YAML 中的引用（*）展开后超过 500 万个值，已停止转换'),
    );
  });
});

describe('JSON → YAML', () => {
  it.each([
    [
      'nested values, quoting what would read back differently',
      '{"b":1,"a":[1,{"c":"中文😀","d":null}],"n":"123","t":"true","e":""}',
      "b: 1\na:\n  - 1\n  - c: 中文😀\n    d: null\n'n': '123'\nt: 'true'\ne: ''",
    ],
    ['multi-line strings as blocks', '{"s":"one\\ntwo"}', 's: |-\n  one\n  two'],
    ['an empty object and array', '{"o":{},"l":[]}', 'o: {}\nl: []'],
  ])('%s', (_, json, yaml) => {
    expect(run(json, j2y)).toBe(yaml);
  });

  it('round-trips back to the same JSON', () => {
    const json =
      '{\n  "name": "toolbox",\n  "list": [\n    1,\n    2.5,\n    true,\n    null\n  ],\n  "nested": {\n    "k": "v: with colon"\n  }\n}';
    expect(run(run(json, j2y), y2j)).toBe(json);
  });

  it('says where JSON is wrong', () => {
    expect(() => run('{"a":1,}', j2y, 'en')).toThrow(
      new InputError('Line 1, column 8: There is a comma after the last item (found “}”)'),
    );
  });
});
