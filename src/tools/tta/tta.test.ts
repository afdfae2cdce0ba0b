import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { MAX_CHARS, toPinyin, type Options } from './tta.js';

const o: Options = {
  tone: 'symbol',
  pattern: 'pinyin',
  spaced: true,
  keepOthers: true,
  v: false,
  surname: false,
  view: 'text',
};
const py = (text: string, change: Partial<Options> = {}) => toPinyin(text, { ...o, ...change }, 'en').text;

describe('readings', () => {
  it.each([
    ['polyphones by phrase', '重庆银行的行长', 'chóng qìng yín háng de háng zhǎng'],
    ['长 two ways', '长城很长', 'cháng chéng hěn cháng'],
    ['了 two ways', '了解了', 'liǎo jiě le'],
    ['ü', '绿女', 'lǜ nǚ'],
    ['Latin kept together', 'Hello 中国', 'Hello zhōng guó'],
    ['emoji and astral kept', '好😀𠮷', 'hǎo 😀𠮷'],
    ['CRLF keeps its lines', '你好\r\n世界', 'nǐ hǎo\nshì jiè'],
    ['empty', '', ''],
    ['punctuation hugs its word', '他说：“好！”（完）', 'tā shuō：“hǎo！”（wán）'],
  ])('%s', (_, text, expected) => {
    expect(py(text)).toBe(expected);
  });

  it.each([
    [{ tone: 'num' }, 'wo3 men0 qu4 chang2 cheng2'],
    [{ tone: 'none' }, 'wo men qu chang cheng'],
    [{ pattern: 'first', tone: 'none', spaced: false }, 'wmqcc'],
    [{ spaced: false }, 'wǒmenqùchángchéng'],
  ] as [Partial<Options>, string][])('%j', (change, expected) => {
    expect(py('我们去长城', change)).toBe(expected);
  });

  it('ü as v only without tone marks', () => {
    expect(py('绿色', { tone: 'none', v: true })).toBe('lv se');
    expect(py('绿色', { v: true })).toBe('lǜ sè');
  });
  it('drops other characters when asked', () => {
    expect(py('ab中文12', { keepOthers: false })).toBe('zhōng wén');
  });
  it('surname readings', () => {
    expect(py('单雄信', { surname: true })).toBe('shàn xióng xìn');
    expect(py('曾小明', { surname: true })).toBe('zēng xiǎo míng');
  });
});

describe('ruby pairs', () => {
  it('pairs characters with readings, other text in runs', () => {
    expect(toPinyin('银行OK的', { ...o, view: 'ruby' }, 'en').ruby).toEqual([
      ['银', 'yín'],
      ['行', 'háng'],
      ['OK', ''],
      ['的', 'de'],
    ]);
    expect(toPinyin('银行', o, 'en').ruby).toBeNull();
  });
});

describe('size', () => {
  it('a megabyte of text', () => {
    const big = '重庆银行的行长去长城。\n'.repeat(50_000);
    expect(py(big).split('\n')).toHaveLength(50_001);
  });
  it('refuses more than MAX_CHARS', () => {
    expect(() => py('x'.repeat(MAX_CHARS + 1))).toThrow(
      new InputError('The text is too long (over 5 million characters): convert it in parts'),
    );
  });
});
