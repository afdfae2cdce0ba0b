import { describe, expect, it } from 'vitest';
import { countText, type TextCounts } from './wordcount.js';
import { statsText } from './stats-text.js';

type Row = [name: string, input: string, expected: Partial<TextCounts>];

const ZERO: TextCounts = {
  total: 0,
  chineseChars: 0,
  otherCjkChars: 0,
  chinesePunctuation: 0,
  westernPunctuation: 0,
  punctuation: 0,
  englishWords: 0,
  digits: 0,
  emoji: 0,
  symbols: 0,
  charsNoSpaces: 0,
  charsWithSpaces: 0,
  lines: 0,
  paragraphs: 0,
};

/** Input → expected counts; a row names only the counts it is about (the others are checked by the invariants). */
const ROWS: Row[] = [
  // Empty and blank texts.
  ['empty', '', ZERO],
  ['only spaces', '   ', { ...ZERO, charsWithSpaces: 3, lines: 1 }],
  ['only line breaks', '\n\n', { ...ZERO, lines: 3 }],
  ['spaces and breaks', ' \r\n\t\u3000\n ', { ...ZERO, charsWithSpaces: 4, lines: 3 }],
  ['invisible characters only', '\u200b\ufeff\u00ad', { ...ZERO, lines: 1 }],

  // Chinese.
  [
    'Chinese sentence',
    '今天天气很好。',
    { total: 7, chineseChars: 6, chinesePunctuation: 1, punctuation: 1, charsNoSpaces: 7 },
  ],
  [
    'Chinese punctuation',
    '你好，世界！（测试）《书名》【注】「引」',
    {
      chineseChars: 10,
      chinesePunctuation: 10,
      westernPunctuation: 0,
      total: 20,
    },
  ],
  ['spaces are not 字数', '你 好', { total: 2, charsNoSpaces: 2, charsWithSpaces: 3 }],
  [
    'line breaks are not 字数 or characters',
    '你\n好',
    { total: 2, charsNoSpaces: 2, charsWithSpaces: 2, lines: 2, paragraphs: 2 },
  ],
  ['CJK Extension A', '㐀㑇䶵', { chineseChars: 3, total: 3, charsNoSpaces: 3 }],
  [
    'CJK Extension B (astral: one character each, not two UTF-16 units)',
    '𠀀𪚥𫝀',
    { chineseChars: 3, total: 3, charsNoSpaces: 3 },
  ],
  ['〇 and 々 are Han', '〇一二，人々', { chineseChars: 5, chinesePunctuation: 1, total: 6 }],
  ['compatibility ideograph', '\uf900', { chineseChars: 1 }],
  ['ideographic variation selector stays with its character', '葛\u{e0100}', { chineseChars: 1, charsNoSpaces: 1 }],

  // English.
  [
    'English sentence',
    'The quick brown fox.',
    { englishWords: 4, westernPunctuation: 1, total: 4, charsNoSpaces: 17, charsWithSpaces: 20 },
  ],
  ['contractions', "don't it's rock'n'roll", { englishWords: 3, westernPunctuation: 0, total: 3 }],
  ['curly apostrophe', 'don’t stop', { englishWords: 2, punctuation: 0 }],
  ['possessive plural apostrophe is punctuation', "students' books", { englishWords: 2, westernPunctuation: 1 }],
  ['hyphenated words', 'well-known state-of-the-art e-mail', { englishWords: 3, punctuation: 0 }],
  ['a dash between spaced words is punctuation', 'yes - no', { englishWords: 2, westernPunctuation: 1 }],
  ['accented and other alphabets', 'café naïve привет Ελλάδα', { englishWords: 4, total: 4 }],
  ['decomposed accent is one character', 'cafe\u0301', { englishWords: 1, charsNoSpaces: 4 }],
  ['letters with digits are words', 'MP3 iPhone15 3D 5G', { englishWords: 4, digits: 0 }],
  ['snake_case and dotted names', 'snake_case v1.2.3 e.g.', { englishWords: 3, westernPunctuation: 1 }],
  [
    'full-width letters count like ASCII',
    'Ｈｅｌｌｏ ｗｏｒｌｄ',
    { englishWords: 2, total: 2, chinesePunctuation: 0 },
  ],
  ['sentence punctuation', 'Hi! Why? (Yes); "ok"', { englishWords: 4, westernPunctuation: 7 }],

  // Numbers.
  ['a number is one, not its digit count', '2024', { digits: 1, total: 1, charsNoSpaces: 4 }],
  ['decimals', '3.14 0.5', { digits: 2, punctuation: 0 }],
  ['decimal then full stop', 'pi=3.14.', { digits: 1, englishWords: 1, westernPunctuation: 1, symbols: 1 }],
  ['thousands separators', '1,000,000 元', { digits: 1, chineseChars: 1, punctuation: 0, total: 2 }],
  ['a comma between numbers is punctuation', '1,2,3', { digits: 3, westernPunctuation: 2 }],
  ['a comma before four digits is punctuation', '1,2345', { digits: 2, westernPunctuation: 1 }],
  ['times and dates', '10:30 2024-01-01', { digits: 2, punctuation: 0 }],
  ['signs', '-3.5 +86 −2', { digits: 3, punctuation: 0, symbols: 0 }],
  ['full-width digits', '２０２４年', { digits: 1, chineseChars: 1, total: 2 }],
  ['number symbols ① and Ⅻ', '①②Ⅻ', { digits: 3, total: 3 }],
  ['percent', '50%', { digits: 1, westernPunctuation: 1, total: 1 }],

  // Mixed.
  [
    'mixed Hello世界2024年',
    'Hello世界2024年',
    {
      total: 5,
      chineseChars: 3,
      englishWords: 1,
      digits: 1,
      punctuation: 0,
      charsNoSpaces: 12,
      charsWithSpaces: 12,
      lines: 1,
      paragraphs: 1,
    },
  ],
  [
    'mixed sentence',
    '我用iPhone 15拍了3.5张照片，don’t ask！',
    {
      chineseChars: 7,
      englishWords: 3,
      digits: 2,
      chinesePunctuation: 2,
      westernPunctuation: 0,
      total: 14,
    },
  ],
  ['Chinese quotes after Chinese', '他说：“你好。”', { chineseChars: 4, chinesePunctuation: 4, total: 8 }],
  [
    'a pair of quotes next to Chinese is Chinese',
    '“Hello”他说',
    { chinesePunctuation: 2, westernPunctuation: 0, total: 5 },
  ],
  ['quotes around English in Chinese', '他说“OK”然后走了', { chinesePunctuation: 2, englishWords: 1, total: 9 }],
  ['English quotes', 'He said “hi” to me.', { westernPunctuation: 3, chinesePunctuation: 0 }],
  ['ellipsis and dash in Chinese', '等等……好——吧', { chinesePunctuation: 4, chineseChars: 4, total: 8 }],
  ['ellipsis in English', 'Wait… what—now', { westernPunctuation: 2, chinesePunctuation: 0, englishWords: 3 }],
  ['middle dot in a Chinese name', '迈克尔·杰克逊', { chineseChars: 6, chinesePunctuation: 1, total: 7 }],
  ['full-width symbols', '￥100＋＝', { chinesePunctuation: 3, digits: 1, total: 4 }],
  ['Japanese kana count in 字数, not as 汉字', '日本語のテキスト', { chineseChars: 3, otherCjkChars: 5, total: 8 }],
  ['Korean', '안녕하세요', { otherCjkChars: 5, total: 5, chineseChars: 0 }],

  // Emoji and symbols.
  ['emoji are one character each', '😀😃', { emoji: 2, charsNoSpaces: 2, total: 0 }],
  ['skin tone', '👍🏽', { emoji: 1, charsNoSpaces: 1 }],
  ['ZWJ family', '👨‍👩‍👧‍👦', { emoji: 1, charsNoSpaces: 1 }],
  ['flags', '🇨🇳🇺🇸', { emoji: 2, charsNoSpaces: 2 }],
  ['rainbow flag', '🏳️‍🌈', { emoji: 1, charsNoSpaces: 1 }],
  ['keycap is an emoji, not a number', '1️⃣', { emoji: 1, digits: 0, charsNoSpaces: 1 }],
  ['heart with and without emoji presentation', '❤️❤', { emoji: 1, symbols: 1, charsNoSpaces: 2 }],
  ['emoji between Chinese', '好😀的', { emoji: 1, chineseChars: 2, total: 2, charsNoSpaces: 3 }],
  ['symbols are characters, not 字数', 'a+b=c ©', { englishWords: 3, symbols: 3, total: 3, charsNoSpaces: 6 }],

  // Lines and paragraphs.
  ['lines and paragraphs', '第一段\n\n第二段\n', { lines: 4, paragraphs: 2, chineseChars: 6 }],
  ['CRLF is one break', 'a\r\nb\rc', { lines: 3, paragraphs: 3, englishWords: 3, charsWithSpaces: 3 }],
  ['Unicode line and paragraph separators', 'a\u2028b\u2029c', { lines: 3, paragraphs: 3 }],
  ['a line of spaces is no paragraph', 'a\n   \nb', { lines: 3, paragraphs: 2, charsWithSpaces: 5 }],
];

describe('countText', () => {
  it.each(ROWS)('%s', (_name, input, expected) => {
    expect(countText(input)).toMatchObject(expected);
  });

  it.each(ROWS)('%s: the totals add up', (_name, input) => {
    const c = countText(input);
    expect(c.total).toBe(c.chineseChars + c.otherCjkChars + c.chinesePunctuation + c.englishWords + c.digits);
    expect(c.punctuation).toBe(c.chinesePunctuation + c.westernPunctuation);
    expect(c.charsWithSpaces).toBeGreaterThanOrEqual(c.charsNoSpaces);
    expect(c.paragraphs).toBeLessThanOrEqual(c.lines);
    expect(c.westernPunctuation).toBeGreaterThanOrEqual(0);
  });
});

describe('characters are what a reader sees', () => {
  // An independent oracle: the browser's own grapheme segmentation.
  const graphemes = new Intl.Segmenter('zh', { granularity: 'grapheme' });
  const visible = (s: string) =>
    [...graphemes.segment(s)].filter((g) => !/^[\s\u200b-\u200d\ufeff\u00ad]+$/u.test(g.segment)).length;

  it.each([
    'Hello世界2024年',
    '👨‍👩‍👧‍👦 👍🏽 🇨🇳🇺🇸 🏳️‍🌈 1️⃣ ❤️',
    'café cafe\u0301 naïve',
    '𠀀𪚥 㐀 日本語のテキスト 안녕하세요',
    '他说：“你好。”——等等……',
    'tab\tand\u3000full-width space',
    '① ½ ©®™ → ✓',
  ])('%s', (s) => {
    expect(countText(s).charsNoSpaces).toBe(visible(s));
  });
});

describe('large texts', () => {
  it('counts a 1 MB text of repeated mixed content exactly', () => {
    const unit = 'Hello世界2024年，don’t stop! 😀\n';
    const c1 = countText(unit);
    const times = Math.ceil((1 << 20) / unit.length);
    const c = countText(unit.repeat(times));
    expect(c.total).toBe(c1.total * times);
    expect(c.chineseChars).toBe(c1.chineseChars * times);
    expect(c.emoji).toBe(times);
    expect(c.paragraphs).toBe(times);
    expect(c.lines).toBe(times + 1);
  });
});

describe('statsText', () => {
  const labels = {
    total: '字数',
    chineseChars: '汉字',
    chinesePunctuation: '中文标点',
    otherCjkChars: '日韩文字',
    englishWords: '英文单词',
    digits: '数字',
    punctuation: '标点',
    charsNoSpaces: '字符(不含空格)',
    charsWithSpaces: '字符(含空格)',
    linesParagraphs: '行数/段落',
  };

  it('writes one "label：value" a line', () => {
    expect(statsText(countText('Hello世界2024年，\n\nok'), labels)).toBe(
      [
        '字数：7',
        '汉字：3',
        '中文标点：1',
        '英文单词：2',
        '数字：1',
        '标点：1',
        '字符(不含空格)：15',
        '字符(含空格)：15',
        '行数/段落：3/2',
      ].join('\n'),
    );
  });

  it('adds kana and Hangul only when there are some, and takes another colon', () => {
    expect(statsText(countText('テスト'), labels, ': ').split('\n').slice(0, 4)).toEqual([
      '字数: 3',
      '汉字: 0',
      '中文标点: 0',
      '日韩文字: 3',
    ]);
  });
});
