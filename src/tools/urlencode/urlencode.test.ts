import { describe, expect, it } from 'vitest';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { decode, encode, urlTransform, type Options } from './urlencode.js';

const SAMPLE = "https://例子.cn/搜 索?q=a&b=1+2#top!'()*~";

describe('encode agrees with the platform', () => {
  it.each([
    ['component', encodeURIComponent(SAMPLE)],
    ['uri', encodeURI(SAMPLE)],
    ['form', new URLSearchParams({ x: SAMPLE }).toString().slice(2)],
  ] as const)('%s', (mode, expected) => {
    expect(encode(SAMPLE, mode, 'utf-8', 'zh')).toBe(expected);
  });

  it.each([
    ['😀', '%F0%9F%98%80'],
    ['𠮷', '%F0%A0%AE%B7'],
    ['a\r\nb', 'a%0D%0Ab'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(encode(text, 'component', 'utf-8', 'zh')).toBe(expected);
    expect(decode(expected, 'component', 'utf-8', 'zh')).toBe(text);
  });
});

describe('GBK', () => {
  it.each([
    ['中文', '%D6%D0%CE%C4'],
    ['你好 abc', '%C4%E3%BA%C3+abc'],
  ])('%s ↔ %s', (text, encoded) => {
    expect(encode(text, 'form', 'gbk', 'zh')).toBe(encoded);
    expect(decode(encoded, 'form', 'gbk', 'zh')).toBe(text);
  });
  it('refuses characters GBK cannot write', () => {
    expect(() => encode('好😀', 'component', 'gbk', 'zh')).toThrow(new InputError('“😀”无法用 GBK 表示，请改用 UTF-8'));
  });
});

describe('decode', () => {
  it('keeps + in parameter style and reads it as a space in form style', () => {
    expect(decode('a+b%20c', 'component', 'utf-8', 'en')).toBe('a+b c');
    expect(decode('a+b%20c', 'form', 'utf-8', 'en')).toBe('a b c');
  });
  it('takes lower-case hex', () => {
    expect(decode('%e4%b8%ad', 'component', 'utf-8', 'en')).toBe('中');
  });
  it.each([
    ['a lone %', '100%', 'The % at character 4 must be followed by two hex digits (such as %20)'],
    ['a bad hex pair', 'a%zz', 'The % at character 2 must be followed by two hex digits (such as %20)'],
    [
      'a character cut short',
      'x%E4%B8',
      '%E4%B8 at character 2 is not a valid UTF-8 character (wrong character set, or cut short?)',
    ],
    [
      'GBK read as UTF-8',
      '%D6%D0',
      '%D6%D0 at character 1 is not a valid UTF-8 character (wrong character set, or cut short?)',
    ],
  ])('says where: %s', (_, text, message) => {
    expect(() => decode(text, 'component', 'utf-8', 'en')).toThrow(new InputError(message));
  });
});

describe('urlTransform', () => {
  const o: Options = { direction: 'encode', mode: 'component', charset: 'utf-8', perLine: false };
  it('line by line keeps the line breaks (CRLF read as one)', () => {
    expect(urlTransform('a b\r\nc/d', { ...o, perLine: true }, 'en')).toBe('a%20b\nc%2Fd');
    expect(urlTransform('a b\nc', o, 'en')).toBe('a%20b%0Ac');
  });
  it('1 MB of Chinese both ways', () => {
    const big = '中文 text/?&=😀\n'.repeat(50_000);
    const encoded = urlTransform(big, o, 'en');
    expect(encoded).toBe(encodeURIComponent(big));
    expect(urlTransform(encoded, { ...o, direction: 'decode' }, 'en')).toBe(big);
  });
});
