/**
 * Counting a text the way a Chinese word counter (Word's 字数统计) does, in one pass.
 *
 * Rules (each one is pinned by a row of `wordcount.test.ts`):
 *
 * - 字数 (`total`) = 汉字 + 中文标点 + 英文单词 + 数字 + other East Asian characters
 *   (kana, Hangul, Bopomofo, one each, as Word counts them among 中文字符和朝鲜语单词).
 *   Western (half-width) punctuation, symbols, emoji, spaces and line breaks are not part of 字数.
 * - 汉字 (`chineseChars`): every code point of the Han script, one each: the basic block, Extension A
 *   (U+3400…), Extensions B–H in the astral planes (one character, not two UTF-16 units), compatibility
 *   ideographs, 〇 and 々.
 * - 英文单词 (`englishWords`): a run of letters and digits that holds at least one letter (Latin and any
 *   other alphabetic script: "café", "привет", "MP3", "iPhone15" are one word each). Inside a run,
 *   `'` or `’` between two letters (don't, it's, rock'n'roll), `-` `‐` `‑` `_` `.` before a letter or
 *   digit (well-known, COVID-19, e.g, v1.2, snake_case) keep the run going. Full-width letters
 *   (Ｈｅｌｌｏ) count like their half-width forms.
 * - 数字 (`digits`): the number of numbers, not of digit characters, as Word counts "2024" as one word:
 *   a run of digits is one number; a `.` between digits (3.14), `:` between digits (10:30), `-` between
 *   digits (2024-01-01) and a thousands `,` followed by exactly three digits (1,000,000) keep it one number;
 *   a `-` `+` `−` sign right before a digit belongs to the number (-3.5). Full-width digits (２０２４) count
 *   like ASCII ones; a run mixing digits and letters is an English word (3D, 5G). Single-character numbers
 *   such as ① or Ⅻ count as one number each. "Hello世界2024年" is 1 word + 3 汉字 + 1 number = 5.
 * - 标点 (`punctuation`) = 中文标点 + 西文标点. 中文标点 (`chinesePunctuation`) is every full-width or CJK
 *   punctuation mark or symbol (，。、；：？！（）《》【】「」『』〔〕…, ￥ ＋ ＝ and the rest of the
 *   full-width forms). Marks both languages use (“ ” ‘ ’ … — – ·) are Chinese when the nearest non-space
 *   character before or after them is Chinese (or, for a closing quote, when its opening quote was), and
 *   Western otherwise. Everything else Unicode calls punctuation (ASCII , . ! ? ; : ' " ( ) - …) is Western.
 * - Characters are what a reader sees as one character: a base code point with its combining marks and
 *   variation selectors; an emoji with its skin tone, its ZWJ-joined partners and its tags (👨‍👩‍👧, 👍🏽, 🏳️‍🌈
 *   are one each); a flag (two regional indicators) is one; a keycap (1️⃣) is one emoji. `charsNoSpaces`
 *   counts every visible character; `charsWithSpaces` adds spaces and tabs (the ideographic space too) but,
 *   like Word, never line breaks. Invisible format characters (zero-width space, BOM, soft hyphen,
 *   direction marks) count nowhere.
 * - `lines` are the lines an editor shows: line breaks (\n, \r\n, \r, U+2028, U+2029) + 1, and 0 for an empty
 *   text; `paragraphs` are the lines holding at least one visible character (blank lines are no paragraph).
 */
export interface TextCounts {
  /** 字数: chineseChars + otherCjkChars + chinesePunctuation + englishWords + digits. */
  total: number;
  /** 汉字. */
  chineseChars: number;
  /** Kana, Hangul, Bopomofo: one each, counted in 字数 but not as 汉字. */
  otherCjkChars: number;
  /** 中文标点 (full-width and CJK punctuation and symbols). */
  chinesePunctuation: number;
  /** 西文标点 (half-width punctuation). */
  westernPunctuation: number;
  /** 标点 = chinesePunctuation + westernPunctuation. */
  punctuation: number;
  /** 英文单词 (words of any alphabetic script). */
  englishWords: number;
  /** 数字: the count of numbers (digit groups), see the rules above. */
  digits: number;
  /** Emoji, one per emoji a reader sees. */
  emoji: number;
  /** Other symbols (+ = $ © → ✓ ...), not counted in 字数. */
  symbols: number;
  /** 字符(不含空格). */
  charsNoSpaces: number;
  /** 字符(含空格): visible characters and spaces, without line breaks. */
  charsWithSpaces: number;
  lines: number;
  paragraphs: number;
}

// Character classes.
const SPACE = 0;
const BREAK = 1;
const HAN = 2;
const CJK = 3; // kana, Hangul, Bopomofo
const LETTER = 4;
const DIGIT = 5;
const EXTEND = 6; // combining marks, variation selectors, tag characters
const ZWJ = 7;
const EMOJI_MOD = 8; // skin tones
const REGIONAL = 9; // half a flag
const EMOJI = 10; // emoji shown as emoji by default
const PICTO = 11; // pictographs shown as text unless followed by U+FE0F
const CN_PUNCT = 12;
const AMBIG = 13; // punctuation both languages use
const PUNCT = 14;
const SYMBOL = 15;
const NUMBER = 16; // a number in one character: ① Ⅻ ½
const INVISIBLE = 17;
const UNKNOWN = 255;

const RE_HAN = /\p{Script=Han}/u;
const RE_MARK = /\p{M}/u;
const RE_EMOJI = /\p{Emoji_Presentation}/u;
const RE_PICTO = /\p{Extended_Pictographic}/u;
const RE_LETTER = /\p{L}/u;
const RE_DIGIT = /\p{Nd}/u;
const RE_NUMBER = /\p{N}/u;
const RE_PUNCT = /\p{P}/u;
const RE_INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** Marks Chinese and English texts share: their language comes from their neighbours. */
const AMBIGUOUS = new Set([
  0x201c, 0x201d, 0x2018, 0x2019, 0x2026, 0x2014, 0x2013, 0x2015, 0x00b7, 0x2027, 0x2025, 0x203b,
]);
const OPEN_DOUBLE = 0x201c;
const CLOSE_DOUBLE = 0x201d;
const OPEN_SINGLE = 0x2018;
const CLOSE_SINGLE = 0x2019;

function inRange(cp: number, lo: number, hi: number): boolean {
  return cp >= lo && cp <= hi;
}

function isSpace(cp: number): boolean {
  return (
    cp === 0x20 ||
    cp === 0x09 ||
    cp === 0x0b ||
    cp === 0x0c ||
    cp === 0x85 ||
    cp === 0xa0 ||
    cp === 0x1680 ||
    inRange(cp, 0x2000, 0x200a) ||
    cp === 0x202f ||
    cp === 0x205f ||
    cp === 0x3000
  );
}

function isOtherCjk(cp: number): boolean {
  return (
    inRange(cp, 0x3041, 0x30fa) ||
    inRange(cp, 0x30fc, 0x30ff) ||
    inRange(cp, 0x31f0, 0x31ff) || // kana
    inRange(cp, 0xff66, 0xff9f) ||
    inRange(cp, 0x1b000, 0x1b16f) ||
    inRange(cp, 0x1100, 0x11ff) ||
    inRange(cp, 0x3131, 0x318e) ||
    inRange(cp, 0xa960, 0xa97f) || // Hangul
    inRange(cp, 0xac00, 0xd7af) ||
    inRange(cp, 0xd7b0, 0xd7ff) ||
    inRange(cp, 0xffa0, 0xffdc) ||
    inRange(cp, 0x3105, 0x312f) ||
    inRange(cp, 0x31a0, 0x31bf) // Bopomofo
  );
}

/** Full-width and CJK punctuation and symbols (letters, digits and Han characters are tested first). */
function isChinesePunct(cp: number): boolean {
  return (
    inRange(cp, 0x3001, 0x303f) ||
    cp === 0x30fb ||
    inRange(cp, 0xfe10, 0xfe1f) ||
    inRange(cp, 0xfe30, 0xfe6f) ||
    inRange(cp, 0xff01, 0xff65) ||
    inRange(cp, 0xffe0, 0xffee)
  );
}

function classifyUncached(cp: number): number {
  if (cp === 0x0a || cp === 0x0d || cp === 0x2028 || cp === 0x2029) return BREAK;
  if (isSpace(cp)) return SPACE;
  if (cp === 0x200d) return ZWJ;
  if (inRange(cp, 0xfe00, 0xfe0f) || inRange(cp, 0xe0100, 0xe01ef) || inRange(cp, 0xe0020, 0xe007f)) return EXTEND;
  if (inRange(cp, 0x1f3fb, 0x1f3ff)) return EMOJI_MOD;
  if (inRange(cp, 0x1f1e6, 0x1f1ff)) return REGIONAL;
  if (inRange(cp, 0xff10, 0xff19)) return DIGIT;
  if (inRange(cp, 0xff21, 0xff3a) || inRange(cp, 0xff41, 0xff5a)) return LETTER;
  const ch = String.fromCodePoint(cp);
  if (RE_MARK.test(ch)) return EXTEND;
  if (RE_HAN.test(ch)) return HAN;
  if (isOtherCjk(cp)) return CJK;
  if (isChinesePunct(cp)) return CN_PUNCT;
  if (AMBIGUOUS.has(cp)) return AMBIG;
  if (RE_EMOJI.test(ch)) return EMOJI;
  if (RE_PICTO.test(ch)) return PICTO;
  if (RE_LETTER.test(ch)) return LETTER;
  if (RE_DIGIT.test(ch)) return DIGIT;
  if (RE_NUMBER.test(ch)) return NUMBER;
  if (RE_PUNCT.test(ch)) return PUNCT;
  if (RE_INVISIBLE.test(ch)) return INVISIBLE;
  return SYMBOL; // symbols, private use, unassigned, lone surrogates: visible, counted as characters
}

/** Classes of the Basic Multilingual Plane, filled on first use; the astral planes go through a map. */
const bmp = new Uint8Array(0x10000).fill(UNKNOWN);
const astral = new Map<number, number>();

function classify(cp: number): number {
  if (cp < 0x10000) {
    let k = bmp[cp];
    if (k === UNKNOWN) bmp[cp] = k = classifyUncached(cp);
    return k;
  }
  let k = astral.get(cp);
  if (k === undefined) astral.set(cp, (k = classifyUncached(cp)));
  return k;
}

function codePointAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

function isAsciiDigit(cp: number): boolean {
  return cp >= 0x30 && cp <= 0x39;
}

/** What the last visible character was, for characters that attach to it. */
const LAST_NONE = 0;
const LAST_WORD = 1;
const LAST_EMOJI = 2;
const LAST_REGIONAL = 3; // one regional indicator, waiting for its pair
const LAST_OTHER = 4;

const QUOTE_NONE = 0;
const QUOTE_CN = 1;
const QUOTE_WEST = 2;
const QUOTE_PENDING = 3;

/** Counts `text` in one pass (1 MB in a few tens of milliseconds). */
export function countText(text: string): TextCounts {
  const n = text.length;
  let chineseChars = 0,
    otherCjkChars = 0,
    chinesePunctuation = 0,
    westernPunctuation = 0;
  let englishWords = 0,
    digits = 0,
    emoji = 0,
    symbols = 0,
    visible = 0,
    spaces = 0;
  let breaks = 0,
    paragraphs = 0;

  // The run of letters and digits being read (a word or a number).
  let inToken = false,
    tokenHasLetter = false,
    tokenLastLetter = false,
    tokenLastDigit = false;
  let last = LAST_NONE;
  let afterZwj = false;
  let lineHasText = false;
  // Shared marks (“ ” … —) wait in `pending` until a non-space character tells their language;
  // `cnContext` says whether the last non-space character was Chinese.
  let cnContext = false;
  let pending = 0;
  // Per quote kind (0 double, 1 single): the state of the open quote, and whether the pending marks hold
  // an opening quote, or a closing quote whose opening one was counted as Western.
  const open = [QUOTE_NONE, QUOTE_NONE];
  const pendingOpen = [false, false];
  const pendingCloseOfWest = [false, false];

  const endToken = () => {
    if (!inToken) return;
    if (tokenHasLetter) englishWords++;
    else digits++;
    inToken = false;
  };
  const resolvePending = (chinese: boolean) => {
    if (pending === 0) return;
    if (chinese) chinesePunctuation += pending;
    else westernPunctuation += pending;
    pending = 0;
    for (let q = 0; q < 2; q++) {
      if (pendingOpen[q]) open[q] = chinese ? QUOTE_CN : QUOTE_WEST;
      if (pendingCloseOfWest[q] && chinese) {
        // “Hello”他说: a pair of quotes next to Chinese is Chinese, both of them.
        westernPunctuation--;
        chinesePunctuation++;
      }
      pendingOpen[q] = pendingCloseOfWest[q] = false;
    }
  };

  let next = n > 0 ? codePointAt(text, 0) : -1;
  for (let i = 0; i < n;) {
    const cp = next;
    i += cp > 0xffff ? 2 : 1;
    next = i < n ? codePointAt(text, i) : -1;
    let k = classify(cp);

    if (k === INVISIBLE) continue;
    if (k === BREAK) {
      if (cp === 0x0d && next === 0x0a) {
        i++;
        next = i < n ? codePointAt(text, i) : -1;
      }
      endToken();
      resolvePending(false);
      breaks++;
      if (lineHasText) paragraphs++;
      lineHasText = false;
      last = LAST_NONE;
      afterZwj = false;
      cnContext = false;
      open[0] = open[1] = QUOTE_NONE;
      continue;
    }
    if (k === SPACE) {
      endToken();
      spaces++;
      last = LAST_NONE;
      afterZwj = false;
      continue;
    }
    if (k === ZWJ || k === EXTEND) {
      if (last !== LAST_NONE) {
        afterZwj = k === ZWJ && last === LAST_EMOJI;
        continue; // part of the character before it
      }
      if (k === ZWJ) continue; // a lone joiner shows nothing
      k = SYMBOL; // a mark with nothing to sit on shows on its own
    }
    if (afterZwj) {
      afterZwj = false;
      if (k === EMOJI || k === PICTO || k === EMOJI_MOD || k === REGIONAL) continue; // 👨‍👩‍👧: one emoji
    }
    if (k === EMOJI_MOD) {
      if (last === LAST_EMOJI) continue; // 👍🏽
      k = EMOJI;
    }
    if (k === REGIONAL && last === LAST_REGIONAL) {
      last = LAST_EMOJI; // the second half of a flag
      continue;
    }
    if (k === PICTO) k = next === 0xfe0f ? EMOJI : SYMBOL;
    if (
      (isAsciiDigit(cp) || cp === 0x23 || cp === 0x2a) &&
      (next === 0x20e3 || (next === 0xfe0f && text.charCodeAt(i + 1) === 0x20e3))
    ) {
      k = EMOJI; // a keycap: 1️⃣ is a digit, U+FE0F and U+20E3
    }

    lineHasText = true;
    visible++;

    if (inToken && isJoiner(cp)) {
      // Marks that keep a word or a number going: don't, well-known, 3.14, 10:30, 1,000.
      const nk = next === -1 ? -1 : classify(next);
      let joins: boolean;
      if (cp === 0x27 || cp === CLOSE_SINGLE) joins = tokenLastLetter && nk === LETTER;
      else if (cp === 0x3a) joins = !tokenHasLetter && tokenLastDigit && nk === DIGIT;
      else if (cp === 0x2c) joins = !tokenHasLetter && tokenLastDigit && isThousandsGroup(text, i);
      else joins = nk === LETTER || nk === DIGIT;
      if (joins) {
        tokenLastLetter = tokenLastDigit = false;
        continue;
      }
    }
    if (k === LETTER || k === DIGIT) {
      resolvePending(false);
      if (!inToken) {
        inToken = true;
        tokenHasLetter = false;
      }
      if (k === LETTER) tokenHasLetter = true;
      tokenLastLetter = k === LETTER;
      tokenLastDigit = k === DIGIT;
      last = LAST_WORD;
      cnContext = false;
      continue;
    }
    if (!inToken && (cp === 0x2d || cp === 0x2b || cp === 0x2212) && next !== -1 && classify(next) === DIGIT) {
      // A sign: -3.5 is one number.
      resolvePending(false);
      inToken = true;
      tokenHasLetter = tokenLastLetter = tokenLastDigit = false;
      last = LAST_WORD;
      cnContext = false;
      continue;
    }
    endToken();

    switch (k) {
      case HAN:
      case CJK:
      case CN_PUNCT:
        if (k === HAN) chineseChars++;
        else if (k === CJK) otherCjkChars++;
        else chinesePunctuation++;
        resolvePending(true);
        cnContext = true;
        last = LAST_OTHER;
        break;
      case AMBIG: {
        last = LAST_OTHER;
        const q = cp === OPEN_DOUBLE || cp === CLOSE_DOUBLE ? 0 : cp === OPEN_SINGLE || cp === CLOSE_SINGLE ? 1 : -1;
        const opening = cp === OPEN_DOUBLE || cp === OPEN_SINGLE;
        const closing = cp === CLOSE_DOUBLE || cp === CLOSE_SINGLE;
        if (closing && open[q] === QUOTE_CN) cnContext = true; // the closing quote of a Chinese one
        if (cnContext) {
          chinesePunctuation++;
          if (opening) open[q] = QUOTE_CN;
          if (closing && open[q] === QUOTE_WEST) {
            westernPunctuation--; // its opening quote turns Chinese with it
            chinesePunctuation++;
          }
        } else {
          pending++;
          if (opening) {
            open[q] = QUOTE_PENDING;
            pendingOpen[q] = true;
          }
          if (closing && open[q] === QUOTE_WEST) pendingCloseOfWest[q] = true;
        }
        if (closing) open[q] = QUOTE_NONE;
        break;
      }
      case PUNCT:
        westernPunctuation++;
        resolvePending(false);
        cnContext = false;
        last = LAST_OTHER;
        break;
      case EMOJI:
        emoji++;
        last = LAST_EMOJI;
        break;
      case REGIONAL:
        emoji++;
        last = LAST_REGIONAL;
        break;
      case NUMBER:
        digits++;
        last = LAST_OTHER;
        break;
      default:
        symbols++;
        last = LAST_OTHER;
    }
  }
  endToken();
  resolvePending(false);
  if (lineHasText) paragraphs++;

  return {
    total: chineseChars + otherCjkChars + chinesePunctuation + englishWords + digits,
    chineseChars,
    otherCjkChars,
    chinesePunctuation,
    westernPunctuation,
    punctuation: chinesePunctuation + westernPunctuation,
    englishWords,
    digits,
    emoji,
    symbols,
    charsNoSpaces: visible,
    charsWithSpaces: visible + spaces,
    lines: n === 0 ? 0 : breaks + 1,
    paragraphs,
  };
}

/** ' ’ - ‐ ‑ _ . : , — what may join letters or digits into one word or number. */
function isJoiner(cp: number): boolean {
  return (
    cp === 0x27 ||
    cp === CLOSE_SINGLE ||
    cp === 0x2d ||
    cp === 0x2010 ||
    cp === 0x2011 ||
    cp === 0x5f ||
    cp === 0x2e ||
    cp === 0x3a ||
    cp === 0x2c
  );
}

/** After a `,` at `i`: exactly three ASCII or full-width digits, then no further digit. */
function isThousandsGroup(text: string, i: number): boolean {
  for (let j = 0; j < 3; j++) {
    if (i + j >= text.length || classify(text.charCodeAt(i + j)) !== DIGIT) return false;
  }
  return i + 3 >= text.length || classify(text.charCodeAt(i + 3)) !== DIGIT;
}

export const EMPTY_COUNTS: TextCounts = countText('');
