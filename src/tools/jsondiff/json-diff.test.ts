import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { childPath, diffJsonText, exactNumber, reportText, type Change, type Options } from './json-diff.js';

const byIndex: Options = { arrays: 'index' };
const byContent: Options = { arrays: 'match' };
const changes = (a: string, b: string, o = byIndex) => diffJsonText(a, b, o, 'en').changes;

describe('diffJsonText', () => {
  it.each<[string, string, string, Change[]]>([
    ['same data, other key order and layout', '{"a":1,"b":[1,2]}', '{\r\n  "b": [1, 2],\r\n  "a": 1.0\r\n}', []],
    [
      'a changed value',
      '{"a":{"b":1}}',
      '{"a":{"b":2}}',
      [{ kind: 'changed', path: '$.a.b', before: '1', after: '2' }],
    ],
    [
      'added and removed keys',
      '{"x":1,"y":true}',
      '{"x":1,"z":null}',
      [
        { kind: 'removed', path: '$.y', before: 'true' },
        { kind: 'added', path: '$.z', after: 'null' },
      ],
    ],
    ['a type change', '{"a":"1"}', '{"a":1}', [{ kind: 'changed', path: '$.a', before: '"1"', after: '1' }]],
    ['object to array', '{"a":{}}', '{"a":[]}', [{ kind: 'changed', path: '$.a', before: '{}', after: '[]' }]],
    [
      'keys that need quoting, Chinese and emoji',
      '{"名 字":"😀","a-b":1}',
      '{"名 字":"😃","a-b":1}',
      [{ kind: 'changed', path: '$["名 字"]', before: '"😀"', after: '"😃"' }],
    ],
    ['roots of different kinds', '[1]', '"x"', [{ kind: 'changed', path: '$', before: '[1]', after: '"x"' }]],
    [
      'big integers compared exactly',
      '{"id":9007199254740993}',
      '{"id":9007199254740992}',
      [{ kind: 'changed', path: '$.id', before: '9007199254740993', after: '9007199254740992' }],
    ],
  ])('%s', (_, a, b, expected) => {
    expect(changes(a, b)).toEqual(expected);
  });

  it('arrays by position: an insertion shifts every later item', () => {
    expect(changes('[1,2,3]', '[1,9,2,3]')).toEqual([
      { kind: 'changed', path: '$[1]', before: '2', after: '9' },
      { kind: 'changed', path: '$[2]', before: '3', after: '2' },
      { kind: 'added', path: '$[3]', after: '3' },
    ]);
  });

  it('arrays by content: only the inserted and removed items', () => {
    expect(changes('[1,2,3]', '[1,9,2,3]', byContent)).toEqual([{ kind: 'added', path: '$[1]', after: '9' }]);
    expect(changes('["a","b","c"]', '["a","c"]', byContent)).toEqual([
      { kind: 'removed', path: '$[1]', before: '"b"' },
    ]);
  });

  it('arrays by content: an edited object in place is compared field by field', () => {
    const a = '[{"id":1,"n":"a"},{"id":2,"n":"b"}]';
    const b = '[{"n":"a","id":1},{"id":2,"n":"B"}]';
    expect(changes(a, b, byContent)).toEqual([{ kind: 'changed', path: '$[1].n', before: '"b"', after: '"B"' }]);
  });

  it.each([
    ['an empty side', '', '{}', 'Enter JSON on both sides'],
    [
      'invalid left',
      '{"a":}',
      '{}',
      'The original JSON is invalid: Line 1, column 6: A value was expected here (object, array, string, number, true, false or null) (found “}”)',
    ],
    [
      'invalid right',
      '{}',
      '[1,]',
      'The new JSON is invalid: Line 1, column 4: There is a comma after the last item (found “]”)',
    ],
  ])('says which side is wrong: %s', (_, a, b, message) => {
    expect(() => diffJsonText(a, b, byIndex, 'en')).toThrow(new InputError(message));
  });

  it('compares 10,000-item documents', () => {
    const items = Array.from({ length: 10000 }, (_, i) => ({ id: i, v: i % 7 }));
    const a = JSON.stringify(items);
    items[5000].v = -1;
    items.splice(7000, 1);
    const b = JSON.stringify(items);
    expect(changes(a, b, byContent)).toEqual([
      { kind: 'changed', path: '$[5000].v', before: '2', after: '-1' },
      { kind: 'removed', path: '$[7000]', before: '{"id":7000,"v":0}' },
    ]);
  });
});

describe('report', () => {
  it('one line per change, with a summary', () => {
    const diff = diffJsonText('{"a":1,"b":2}', '{"a":3,"c":4}', byIndex, 'zh');
    expect(reportText(diff, 'zh')).toBe('新增 1 · 删除 1 · 修改 1\n\n~ $.a: 1 → 3\n- $.b: 2\n+ $.c: 4');
    expect(reportText(diffJsonText('[]', '[]', byIndex, 'en'), 'en')).toBe(
      'Both documents hold the same data (key order and layout ignored)',
    );
  });
  it.each([
    ['1', '1.0', true],
    ['1', '10e-1', true],
    ['-0', '0', true],
    ['0.5', '5E-1', true],
    ['100', '1e2', true],
    ['9007199254740993', '9007199254740992', false],
    ['0.1', '0.10000000000000001', false],
  ])('numbers %s and %s are equal: %s', (a, b, same) => {
    expect(exactNumber(a) === exactNumber(b)).toBe(same);
  });
  it('paths', () => {
    expect(childPath('$', 'a_1')).toBe('$.a_1');
    expect(childPath('$', '1a')).toBe('$["1a"]');
    expect(childPath('$', 3)).toBe('$[3]');
  });
});
