import { describe, expect, it } from 'vitest';
import { frontEnd, pinyinSentence, sentenceRuns, splitSentences, syllables } from './frontend.js';
import { readInteger, readYuan, sayNumbers } from './numbers.js';
import { applyPhrases } from './phrases.js';

describe('readInteger', () => {
  it.each([
    ['0', '零'],
    ['7', '七'],
    ['10', '十'],
    ['12', '十二'],
    ['20', '二十'],
    ['105', '一百零五'],
    ['1234', '一千二百三十四'],
    ['2000', '两千'],
    ['10005', '一万零五'],
    ['10500', '一万零五百'],
    ['1000000', '一百万'],
    ['100000000', '一亿'],
    ['120000000', '一亿二千万'],
    ['100010000', '一亿零一万'],
  ])('%s → %s', (digits, said) => expect(readInteger(digits)).toBe(said));
});

describe('readYuan', () => {
  it.each([
    ['1,234.50', '一千二百三十四元五角'],
    ['12', '十二元'],
    ['3.05', '三元零五分'],
    ['0.8', '八角'],
    ['0', '零元'],
  ])('¥%s → %s', (amount, said) => expect(readYuan(amount)).toBe(said));
});

describe('sayNumbers', () => {
  it.each([
    ['价格¥1,234.50。', '价格一千二百三十四元五角。'],
    ['价格￥99', '价格九十九元'],
    ['花了$12.5', '花了十二点五美元'],
    ['2024年3月5日', '二零二四年三月五日'],
    ['2024-03-05', '二零二四年三月五日'],
    ['上涨了3.5%', '上涨了百分之三点五'],
    ['10:05出发', '十点零五分出发'],
    ['8:00', '八点'],
    ['2个人', '两个人'],
    ['第2名', '第两名'],
    ['3-5天', '三到五天'],
    ['零下-5度', '零下负五度'],
    ['电话13812345678', '电话一三八一二三四五六七八'],
    ['区号010', '区号零一零'],
    ['共1,000,000人', '共一百万人'],
    ['没有数字', '没有数字'],
  ])('%s → %s', (text, said) => expect(sayNumbers(text)).toBe(said));
});

describe('splitSentences', () => {
  it.each([
    ['你好。再见！', ['你好。', '再见！']],
    ['真的吗？是的……好。', ['真的吗？', '是的……', '好。']],
    ['他说：“走吧。”然后走了。', ['他说：“走吧。”', '然后走了。']],
    ['Hello world. Bye', ['Hello world.', 'Bye']],
    ['第一行\n第二行', ['第一行', '第二行']],
    ['价格3.5元', ['价格3.5元']],
    ['', []],
  ])('%j', (text, sentences) => expect(splitSentences(text)).toEqual(sentences));

  it('cuts a very long sentence at commas, and one without commas hard', () => {
    const long = Array.from({ length: 30 }, () => '这是一个短句').join('，') + '。';
    const parts = splitSentences(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => [...p].length <= 120)).toBe(true);
    expect(parts.join('')).toBe(long);
    const solid = '啊'.repeat(300);
    expect(splitSentences(solid).map((p) => p.length)).toEqual([120, 120, 60]);
  });
});

describe('syllables: polyphones in context', () => {
  it.each([
    ['我去银行取钱', 'wo3 qu4 yin2 hang2 qu3 qian2'],
    ['他喜欢行走', 'ta1 xi3 huan5 xing2 zou3'],
    ['这很重要', 'zhe4 hen3 zhong4 yao4'],
    ['请重新开始', 'qing3 chong2 xin1 kai1 shi3'],
    ['孩子长大了', 'hai2 zi5 zhang3 da4 le5'],
    ['绳子的长度', 'sheng2 zi5 de5 chang2 du4'],
    ['女儿', 'nv3 er2'],
    // pinyin-pro misreads these; the phrase table (phrases.ts) corrects them.
    ['我去还书', 'wo3 qu4 huan2 shu1'],
    ['把空调调到二十度', 'ba3 kong1 tiao2 tiao2 dao4 er4 shi2 du4'],
    ['你有空吗', 'ni3 you3 kong4 ma5'],
    ['价格¥1,234.50', 'jia4 ge2 yi4 qian1 er4 bai3 san1 shi2 si4 yuan2 wu3 jiao3'],
  ])('%s → %s', (text, expected) => expect(syllables(text).join(' ')).toBe(expected));
});

describe('sentenceRuns', () => {
  it.each([
    ['你好，世界', [{ lang: 'zh', text: 'ni3 hao3, shi4 jie4' }]],
    [
      '我喜欢 Apple 手机',
      [
        { lang: 'zh', text: 'wo3 xi3 huan5' },
        { lang: 'en', text: 'Apple' },
        { lang: 'zh', text: 'shou3 ji1' },
      ],
    ],
    ['Hello, world', [{ lang: 'en', text: 'Hello, world' }]],
    ['😀🎉', []],
  ])('%s', (text, runs) => expect(sentenceRuns(text)).toEqual(runs));

  it('drops sentences with nothing to say', () => {
    expect(frontEnd('。。。！😀')).toEqual([]);
    expect(frontEnd('好。😀。').map((s) => s.source)).toEqual(['好。']);
  });
});

describe('pinyinSentence', () => {
  it.each([
    ['hang2', 'hang2'],
    [' Zhong4  yao4 ', 'zhong4 yao4'],
    ['nü3', 'nv3'],
    ['hang', null],
    ['hang6', null],
    ['hello world', null],
    ['你好', null],
    ['', null],
  ])('%j → %j', (text, said) => expect(pinyinSentence(text)?.runs[0].text ?? null).toBe(said));
});

describe('applyPhrases', () => {
  it.each([
    ['还书还书', ['hai2', 'shu1', 'hai2', 'shu1'], ['huan2', 'shu1', 'huan2', 'shu1']],
    ['银行', ['yin2', 'hang2'], ['yin2', 'hang2']],
    ['', [], []],
  ])('%s', (text, from, to) => expect(applyPhrases([...text], from)).toEqual(to));
});
