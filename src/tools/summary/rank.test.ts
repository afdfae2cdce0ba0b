import { describe, expect, it } from 'vitest';
import { keywords, pageRank, rank, similarity, splitSentences } from './rank.js';
import { chineseTokens, englishToken, englishWords, makeTokenizer, stem } from './tokens.js';

describe('splitSentences', () => {
  it.each([
    ['今天天气很好。我们去公园！你去吗？', ['今天天气很好。', '我们去公园！', '你去吗？']],
    ['他说：“好的。”然后走了。', ['他说：“好的。”', '然后走了。']],
    ['Rates rose 2.5 percent. Markets fell. Why?', ['Rates rose 2.5 percent.', 'Markets fell.', 'Why?']],
    ['第一段\n\n第二段', ['第一段', '第二段']],
    ['。。。\n---', []],
    ['', []],
  ])('%j', (text, sentences) => expect(splitSentences(text)).toEqual(sentences));
});

describe('tokens', () => {
  it.each([
    ['Rates', 'rate'],
    ['running', 'runn'],
    ['the', null],
    ['a', null],
    ["company's", 'company'],
    ['policies', 'policy'],
    ['2024', null],
  ])('englishToken(%s) → %s', (word, token) => expect(englishToken(word)).toBe(token));
  it('stems only longer words', () =>
    expect([stem('bus'), stem('class'), stem('cats')]).toEqual(['bus', 'class', 'cat']));
  it('keeps English content words of a sentence', () =>
    expect(makeTokenizer(englishWords).tokenize('The central bank raised its interest rates.')).toEqual([
      'central',
      'bank',
      'rais',
      'interest',
      'rate',
    ]));
  it('keeps Chinese content words by tag', () =>
    expect(
      chineseTokens([
        { word: '国务院', tag: 'nt' },
        { word: '发布', tag: 'v' },
        { word: '了', tag: 'ul' },
        { word: '新', tag: 'a' },
        { word: '规划', tag: 'n' },
        { word: '表示', tag: 'v' },
        { word: 'Apple', tag: 'eng' },
        { word: '，', tag: 'x' },
      ]),
    ).toEqual(['国务院', '发布', '规划', 'apple']));
});

describe('pageRank and similarity', () => {
  it('ranks the hub of a star highest and sums to one', () => {
    const w = [
      [0, 1, 1, 1],
      [1, 0, 0, 0],
      [1, 0, 0, 0],
      [1, 0, 0, 0],
    ];
    const s = pageRank(w);
    expect(s[0]).toBeGreaterThan(s[1]);
    expect(s.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(pageRank([])).toEqual([]);
  });
  it.each([
    [['a', 'b'], ['b', 'c'], 1 / (2 * Math.log(2))],
    [['a', 'b'], ['c', 'd'], 0],
    [['a'], ['a'], 0],
  ])('%j ~ %j = %d', (a, b, expected) =>
    expect(similarity(new Set(a), new Set(b), a.length, b.length)).toBeCloseTo(expected),
  );
});

const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];

describe('rank', () => {
  const text = [
    'Solar power prices fell sharply this year.',
    'The weather was mild in spring.',
    'Cheaper solar panels made solar power the cheapest power in many places.',
    'A local bakery opened.',
    'Analysts expect solar power prices to keep falling.',
  ].join(' ');

  it('keeps the sentences most connected to the rest, in text order', () => {
    const r = rank(text, words, 3, 3);
    expect(r.sentences).toHaveLength(5);
    expect(r.chosen).toEqual([0, 2, 4]);
    expect(r.keywords.map((k) => k.word)).toContain('solar');
  });
  it.each([0, 1, 5, 9])('chooses at most %i sentences', (count) => {
    const r = rank(text, words, count, 0);
    expect(r.chosen).toHaveLength(Math.min(count, 5));
    expect(r.keywords).toEqual([]);
  });
  it('copes with a single sentence and with no words at all', () => {
    expect(rank('Only one sentence here.', words, 3, 2).chosen).toEqual([0]);
    expect(rank('', words, 3, 2)).toEqual({ sentences: [], chosen: [], keywords: [] });
  });
});

describe('keywords', () => {
  it('ranks the word linked to most others first', () => {
    const k = keywords([['solar', 'power'], ['solar', 'price'], ['solar', 'panel'], ['bakery']], 2);
    expect(k[0].word).toBe('solar');
  });
});

describe('makeTokenizer', () => {
  it('shows a token as the word it was written as most often', () => {
    const tagger = (s: string) => s.split(' ').map((word) => ({ word, tag: 'eng' }));
    const t = makeTokenizer(tagger);
    expect(t.tokenize('Rates rates rate')).toEqual(['rate', 'rate', 'rate']);
    expect(t.written('rate')).toBe('rates');
    expect(t.written('unknown')).toBe('unknown');
  });
});
