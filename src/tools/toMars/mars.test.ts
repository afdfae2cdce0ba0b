import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { MAX_CHARS, translate, type Options } from './mars.js';
import { MARS_TABLE } from './mars-table.js';

const mars: Options = { direction: 'toMars', traditional: true };
const plain: Options = { direction: 'toPlain', traditional: true };

describe('the table', () => {
  it('has one character on each side, and every target once', () => {
    for (const [p, m] of MARS_TABLE) {
      expect([...p]).toHaveLength(1);
      expect([...m]).toHaveLength(1);
      expect(p).not.toBe(m);
    }
    expect(new Set(MARS_TABLE.map((r) => r[1])).size).toBe(MARS_TABLE.length);
    expect(new Set(MARS_TABLE.map((r) => r[0])).size).toBe(MARS_TABLE.length);
  });
  it('no target is also a source (so one pass reads back)', () => {
    const sources = new Set(MARS_TABLE.map((r) => r[0]));
    expect(MARS_TABLE.filter((r) => sources.has(r[1]))).toEqual([]);
  });
  it('OpenCC leaves every target as it is (both ways)', () => {
    const targets = MARS_TABLE.map((r) => r[1]).join('');
    expect(translate(targets, { direction: 'toMars', traditional: true }, 'en')).toBe(targets);
  });
});

describe('translate', () => {
  it.each([
    ['table and traditional', '我是真的很喜欢你', '涐昰眞旳佷囍歡伱'],
    ['punctuation, Latin and emoji kept', '你好！OK 😀', '伱恏！OK 😀'],
    ['CRLF kept', '我\r\n你', '涐\r\n伱'],
    ['empty', '', ''],
    ['astral character untouched', '𠮷的', '𠮷旳'],
  ])('%s', (_, text, expected) => {
    expect(translate(text, mars, 'en')).toBe(expected);
  });

  it('only the table without traditional script', () => {
    expect(translate('我们学习', { direction: 'toMars', traditional: false }, 'en')).toBe('涐们学习');
    expect(translate('我们学习', mars, 'en')).toBe('涐們學習');
  });

  it.each(['我是真的很喜欢你', '今天天气很好，我们去公园玩吧！', '现在开心地吃饭了 😀'])('reads back: %s', (text) => {
    expect(translate(translate(text, mars, 'en'), plain, 'en')).toBe(text);
  });

  it('translates traditional-only text back to simplified', () => {
    expect(translate('臺灣的軟體', plain, 'en')).toBe('台湾的软体');
  });

  it('a megabyte', () => {
    const big = '我是真的很喜欢你。\n'.repeat(100_000);
    expect(translate(translate(big, mars, 'en'), plain, 'en')).toBe(big);
  });

  it('refuses more than MAX_CHARS', () => {
    expect(() => translate('x'.repeat(MAX_CHARS + 1), mars, 'en')).toThrow(
      new InputError('The text is too long (over 5 million characters): convert it in parts'),
    );
  });
});
