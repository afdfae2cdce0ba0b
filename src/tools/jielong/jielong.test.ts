import { describe, expect, it } from 'vitest';
import { createChain } from '../../common/idioms.js';
import { checkPlay, checkStart, randomPick } from './jielong.js';

const chain = createChain(['一心一意', '意气风发', '发扬光大', '大同小异', '长治久安']);

describe('checkStart', () => {
  it.each([
    [' 一心一意 ', { ok: true, word: '一心一意' }],
    ['', { ok: false, reason: 'empty' }],
    ['abc', { ok: false, reason: 'notChinese' }],
    ['长春市长', { ok: false, reason: 'unknown' }],
  ] as const)('%j → %j', (text, expected) => {
    expect(checkStart(chain, text)).toEqual(expected);
  });
});

describe('checkPlay', () => {
  it.each([
    [[], '一心一意', 'ok'],
    [['一心一意'], '意气风发', 'ok'],
    [['一心一意'], '发扬光大', 'noLink'],
    [['一心一意', '意气风发'], '一心一意', 'repeated'],
    [['一心一意'], '意外之喜', 'unknown'],
  ] as const)('after %j, %s is %s', (played, word, result) => {
    expect(checkPlay(chain, [...played], word, 'char')).toBe(result);
  });
});

describe('randomPick', () => {
  it('picks one of the items', () => {
    for (let i = 0; i < 20; i++) expect(['a', 'b', 'c']).toContain(randomPick(['a', 'b', 'c']));
  });
});
