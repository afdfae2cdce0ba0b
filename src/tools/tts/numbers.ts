/**
 * Digits, money, dates, times and percentages rewritten as the Chinese words a reader says, before the text
 * goes to pinyin: espeak-ng's pinyin voice cannot read "¥1,234.50" or "2024年", and pinyin-pro leaves digits alone.
 */

const DIGITS = '零一二三四五六七八九';
const SMALL_UNITS = ['', '十', '百', '千'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** Digit by digit (years, phone numbers, the part after a decimal point). */
export function readDigits(digits: string): string {
  return [...digits].map((d) => DIGITS[Number(d)]).join('');
}

/** Four digits or fewer as 千百十 (`zeroBefore`: a 零 when the group does not fill its 千 place). */
function readGroup(n: number, zeroBefore: boolean): string {
  let out = '';
  let pendingZero = zeroBefore && n < 1000;
  for (let place = 3; place >= 0; place--) {
    const d = Math.floor(n / 10 ** place) % 10;
    if (d === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += DIGITS[d] + SMALL_UNITS[place];
  }
  return out;
}

/** A whole number (up to 16 digits) the way it is said: 1234 一千二百三十四, 10005 一万零五, 12 十二. */
export function readInteger(digits: string): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  if (clean === '0') return '零';
  if (clean.length > 16) return readDigits(clean);
  const groups: number[] = [];
  for (let end = clean.length; end > 0; end -= 4) groups.unshift(Number(clean.slice(Math.max(0, end - 4), end)));
  let out = '';
  let zero = false;
  groups.forEach((g, i) => {
    const unit = BIG_UNITS[groups.length - 1 - i];
    if (g === 0) {
      zero = out !== '';
      return;
    }
    out += readGroup(g, out !== '' && (zero || g < 1000)) + unit;
    zero = false;
  });
  // 十二, not 一十二, when the number starts at the tens.
  if (out.startsWith('一十')) out = out.slice(1);
  // 两千, 两万, 两亿: how a leading 2 before a big unit is said.
  return out.replace(/^二(?=[千万亿])/, '两');
}

/** 3.14 三点一四; the integer part read as a number. */
export function readDecimal(text: string): string {
  const [whole, fraction] = text.replace(/,/g, '').split('.');
  return readInteger(whole || '0') + (fraction ? '点' + readDigits(fraction) : '');
}

/** ¥1,234.50 一千二百三十四元五角; ¥0.05 五分. */
export function readYuan(amount: string): string {
  const [whole, fraction = ''] = amount.replace(/,/g, '').split('.');
  const jiao = Number(fraction[0] ?? 0);
  const fen = Number(fraction[1] ?? 0);
  const yuan = Number(whole || '0');
  let out = yuan > 0 || (jiao === 0 && fen === 0) ? readInteger(whole || '0') + '元' : '';
  if (jiao > 0) out += DIGITS[jiao] + '角';
  else if (fen > 0 && yuan > 0) out += '零';
  if (fen > 0) out += DIGITS[fen] + '分';
  return out;
}

const CURRENCIES: Record<string, string> = { $: '美元', '€': '欧元', '£': '英镑' };
/** Measure words after which a lone 2 is said 两 (两个, 两天), not 二. */
const LIANG_BEFORE = '个位只本件天次种条张辆台名家岁句把双对份块斤点小周层间杯碗瓶支';

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;

interface Rule {
  pattern: RegExp;
  say: (match: RegExpExecArray) => string;
}

const RULES: Rule[] = [
  // Money with the yuan sign (either width), before anything else reads its digits.
  { pattern: new RegExp(String.raw`[¥￥]\s?(${NUMBER})`, 'g'), say: (m) => readYuan(m[1]) },
  { pattern: new RegExp(String.raw`([$€£])\s?(${NUMBER})`, 'g'), say: (m) => readDecimal(m[2]) + CURRENCIES[m[1]] },
  { pattern: new RegExp(String.raw`(${NUMBER})\s?元`, 'g'), say: (m) => readDecimal(m[1]) + '元' },
  // Dates: 2024-03-05, 2024/3/5, 2024.3.5 and 2024年; a year is read digit by digit.
  {
    pattern: /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g,
    say: (m) => `${readDigits(m[1])}年${readInteger(m[2])}月${readInteger(m[3])}日`,
  },
  { pattern: /(\d{2,4})年/g, say: (m) => readDigits(m[1]) + '年' },
  // Times of day: 10:30 十点三十分, 08:05 八点零五分.
  {
    pattern: /(?<!\d)([01]?\d|2[0-3])[:：]([0-5]\d)(?![:\d])/g,
    say: (m) =>
      readInteger(m[1]) + '点' + (m[2] === '00' ? '' : (m[2][0] === '0' ? '零' : '') + readInteger(m[2]) + '分'),
  },
  // Percentages and ranges.
  { pattern: new RegExp(String.raw`(${NUMBER})\s?[%％]`, 'g'), say: (m) => '百分之' + readDecimal(m[1]) },
  {
    pattern: /(?<![\d.])(\d+)\s?[-~～—]\s?(\d+)(?![\d.])/g,
    say: (m) => `${readInteger(m[1])}到${readInteger(m[2])}`,
  },
  // Phone numbers and codes (11 digits or more, or a leading 0) are read digit by digit.
  { pattern: /(?<![\d.,])(?:\d{11,}|0\d{2,})(?![\d.]|,\d)/g, say: (m) => readDigits(m[0]) },
  { pattern: /(?<![\d.])-(?=\d)/g, say: () => '负' },
  {
    pattern: new RegExp(String.raw`(${NUMBER})(?=\s?([${LIANG_BEFORE}])?)`, 'g'),
    say: (m) => (m[1] === '2' && m[2] ? '两' : readDecimal(m[1])),
  },
];

/** Rewrites every number in `text` as Chinese words. */
export function sayNumbers(text: string): string {
  let out = text;
  for (const rule of RULES) out = out.replace(rule.pattern, (...args) => rule.say(args as unknown as RegExpExecArray));
  return out;
}
