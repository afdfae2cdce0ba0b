import { beforeAll, describe, expect, it } from 'vitest';
import { examplesFor, lookup, type Engines } from './hanzifayin.js';
import { loadEngines } from './engines.js';

let engines: Engines;
beforeAll(async () => {
  engines = await loadEngines();
});

describe('lookup', () => {
  it.each([
    ['银行', ['yín', 'háng']],
    ['行走', ['xíng', 'zǒu']],
    ['重要', ['zhòng', 'yào']],
    ['重新', ['chóng', 'xīn']],
    ['长大', ['zhǎng', 'dà']],
    ['长度', ['cháng', 'dù']],
    ['绿', ['lǜ']],
  ])('%s reads %j in context', (text, pinyin) => expect(lookup(text, engines)?.pinyin).toEqual(pinyin));

  it('lists every reading of a polyphonic character with examples, marking the one in the word', () => {
    const r = lookup('银行', engines)!;
    const hang = r.chars.find((c) => c.char === '行')!;
    expect(hang.readings.map((x) => x.marked)).toEqual(expect.arrayContaining(['xíng', 'háng', 'héng']));
    const used = hang.readings.filter((x) => x.inWord);
    expect(used.map((x) => x.marked)).toEqual(['háng']);
    expect(used[0].numbered).toBe('hang2');
    expect(hang.readings.find((x) => x.marked === 'héng')!.examples).toContain('道行');
    // A character with one reading has no examples to tell readings apart.
    expect(r.chars.find((c) => c.char === '银')!.readings).toEqual([
      { marked: 'yín', numbered: 'yin2', examples: [], inWord: true },
    ]);
  });

  it.each([
    ['了', 'le', 'le5'],
    ['绿', 'lǜ', 'lv4'],
  ])('numbers %s %s as %s for the engine', (char, marked, numbered) => {
    const reading = lookup(char, engines)!.chars[0].readings.find((x) => x.marked === marked)!;
    expect(reading.numbered).toBe(numbered);
  });

  it.each([
    ['', null],
    ['abc 123', null],
  ])('%j has nothing to look up', (text, expected) => expect(lookup(text, engines)).toBe(expected));

  it('keeps Chinese characters only, at most 12, each character once', () => {
    const r = lookup('a行x行1' + '好'.repeat(20), engines)!;
    expect(r.text).toBe('行行' + '好'.repeat(10));
    expect(r.chars.map((c) => c.char)).toEqual(['行', '好']);
    expect(r.dropped).toBe(13);
  });
});

describe('examplesFor', () => {
  const phrases = { 银行: 'yín háng', 行走: 'xíng zǒu', 行行出状元: 'háng háng chū zhuàng yuán', 歌: 'gē' };
  it.each([
    ['háng', ['银行', '行行出状元']],
    ['xíng', ['行走']],
    ['hàng', []],
  ])('行 read %s', (marked, words) => expect(examplesFor('行', marked, phrases, 4)).toEqual(words));
});
