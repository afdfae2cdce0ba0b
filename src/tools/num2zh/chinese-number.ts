/**
 * 数字大小写转换, both ways.
 *
 * Number → Chinese: 人民币大写金额 by the People's Bank rules for filling in bills (正确填写票据和结算凭证的
 * 基本规定): 壹贰叁肆伍陆柒捌玖, 拾佰仟万亿, 元角分; "整" after 元 (none after 角 or 分); a 0 between digits
 * is one 零 (however many zeros); 角 0 and 分 not 0 → "零X分" after 元; 壹拾 keeps its 壹. Also the plain
 * capital (壹万贰仟…点…) and lower-case (一万二千…, 十二 not 一十二) numbers. Up to 16 integer digits
 * (9999万亿…); amounts to the 分.
 *
 * Chinese → number: capitals or lower case, 万/亿 nested (一万亿), 两, 〇, colloquial tails (一万五 = 15000,
 * 三百六 = 360), 元/圆 角 分 整/正, 点 and decimals, or bare digit strings (二〇二四 = 2024).
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';

const UPPER = '零壹贰叁肆伍陆柒捌玖';
const LOWER = '零一二三四五六七八九';
const UPPER_UNITS = ['', '拾', '佰', '仟'];
const LOWER_UNITS = ['', '十', '百', '千'];
const SECTIONS = ['', '万', '亿', '万亿'];
export const MAX_INTEGER_DIGITS = 16;

export type Style = 'upper' | 'lower';

/** A non-negative integer's digit string (no leading zeros, at most 16 digits) in Chinese. */
export function integerToChinese(digits: string, style: Style): string {
  if (!/^\d+$/.test(digits)) throw new RangeError(`not an integer: ${digits}`);
  const d = digits.replace(/^0+(?=\d)/, '');
  if (d.length > MAX_INTEGER_DIGITS) throw new RangeError('too large');
  const nums = style === 'upper' ? UPPER : LOWER;
  const units = style === 'upper' ? UPPER_UNITS : LOWER_UNITS;
  if (d === '0') return nums[0];
  let out = '';
  let zero = false; // a zero (inside a section, or a whole empty section) waits for the next digit
  const count = Math.ceil(d.length / 4);
  const padded = d.padStart(count * 4, '0');
  for (let s = 0; s < count; s++) {
    const section = padded.slice(s * 4, s * 4 + 4);
    if (section === '0000') {
      zero = out !== '';
      continue;
    }
    for (let i = 0; i < 4; i++) {
      const v = Number(section[i]);
      if (v === 0) {
        if (out !== '') zero = true;
        continue;
      }
      if (zero) out += nums[0];
      zero = false;
      out += nums[v] + units[3 - i];
    }
    zero = false; // zeros at the end of a section are not read: 十万一千, 一千亿一千万
    const level = count - 1 - s;
    // The 万亿 section: 一万亿 when the 亿 section below is empty, else 一万零一亿 / 九千万九千亿.
    out += level === 3 && padded.slice(s * 4 + 4, s * 4 + 8) !== '0000' ? '万' : SECTIONS[level];
  }
  // 一十二 → 十二 (lower case only; an amount keeps 壹拾).
  if (style === 'lower' && out.startsWith('一十')) out = out.slice(1);
  return out;
}

const NUMBER = /^(-)?(\d+)(?:\.(\d+))?$/;

function clean(text: string): string {
  return text
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[\s,，_￥¥]/g, '')
    .replace(/^[+]/, '');
}

export type Result<T> =
  { ok: true; value: T } | { ok: false; error: 'format' | 'tooLarge' | 'cents' | 'char'; char?: string };

/** 人民币大写 of an amount in yuan ("1409.50" → 壹仟肆佰零玖元伍角). */
export function amountToChinese(text: string): Result<string> {
  const m = NUMBER.exec(clean(text));
  if (!m) return { ok: false, error: 'format' };
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > 2) return { ok: false, error: 'cents' };
  const whole = m[2].replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'tooLarge' };
  const jiao = Number(frac[0] ?? 0);
  const fen = Number(frac[1] ?? 0);
  let out = whole === '0' ? '' : `${integerToChinese(whole, 'upper')}元`;
  if (jiao === 0 && fen === 0) out = out === '' ? '零元整' : `${out}整`;
  else {
    if (jiao > 0) out += `${UPPER[jiao]}角`;
    else if (out !== '') out += '零';
    if (fen > 0) out += `${UPPER[fen]}分`;
  }
  return { ok: true, value: (m[1] && out !== '零元整' ? '负' : '') + out };
}

/** A number in Chinese: the integer part with units, decimals read digit by digit after 点. */
export function numberToChinese(text: string, style: Style): Result<string> {
  const m = NUMBER.exec(clean(text));
  if (!m) return { ok: false, error: 'format' };
  const whole = m[2].replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'tooLarge' };
  const nums = style === 'upper' ? UPPER : LOWER;
  const frac = m[3] ? `点${[...m[3]].map((c) => nums[Number(c)]).join('')}` : '';
  const body = integerToChinese(whole, style) + frac;
  return { ok: true, value: (m[1] && /[1-9]/.test(m[2] + (m[3] ?? '')) ? '负' : '') + body };
}

const DIGIT: Record<string, number> = {};
[...UPPER].forEach((c, i) => (DIGIT[c] = i));
[...LOWER].forEach((c, i) => (DIGIT[c] = i));
Object.assign(DIGIT, { 〇: 0, 两: 2, 俩: 2, 幺: 1 });
const SMALL_UNIT: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };
const KNOWN = new Set([
  ...Object.keys(DIGIT),
  ...Object.keys(SMALL_UNIT),
  '万',
  '萬',
  '亿',
  '億',
  '元',
  '圆',
  '角',
  '分',
  '整',
  '正',
  '点',
  '負',
  '负',
  '-',
]);

/** Below 10000: digits with 十百千; a bare digit right after a unit is the next unit down (三百六 = 360). */
function parseSmall(s: string): bigint {
  let total = 0n;
  let digit: number | null = null;
  let lastUnit = 0;
  let zeroSeen = false;
  for (const ch of s) {
    if (ch in SMALL_UNIT) {
      total += BigInt((digit ?? 1) * SMALL_UNIT[ch]);
      lastUnit = SMALL_UNIT[ch];
      digit = null;
      zeroSeen = false;
    } else if (DIGIT[ch] === 0) {
      zeroSeen = true;
      digit = null;
    } else digit = DIGIT[ch];
  }
  if (digit !== null) total += BigInt(lastUnit >= 100 && !zeroSeen ? (digit * lastUnit) / 10 : digit);
  return total;
}

function parseWhole(s: string): bigint {
  if (s === '') return 0n;
  for (const [unit, mult] of [
    ['亿', 100_000_000n],
    ['万', 10_000n],
  ] as const) {
    const at = s.lastIndexOf(unit);
    if (at < 0) continue;
    const right = s.slice(at + 1);
    // 一万五 = 15000, 三亿二 = 320000000: a lone digit after the unit is the next unit down.
    if (right.length === 1 && DIGIT[right] !== undefined && DIGIT[right] > 0)
      return parseWhole(s.slice(0, at) || '一') * mult + (BigInt(DIGIT[right]) * mult) / 10n;
    return parseWhole(s.slice(0, at) || '一') * mult + parseWhole(right);
  }
  if (![...s].some((c) => c in SMALL_UNIT) && s.length > 1) {
    return BigInt([...s].map((c) => DIGIT[c]).join(''));
  }
  return parseSmall(s);
}

/** Chinese (capital or lower case, amount or number) → a plain decimal string. */
export function chineseToNumber(text: string): Result<string> {
  const s = text
    .replace(/[\s，,]/g, '')
    .replace(/萬/g, '万')
    .replace(/億/g, '亿')
    .replace(/^人民币/, '');
  if (s === '') return { ok: false, error: 'format' };
  const bad = [...s].find((c) => !KNOWN.has(c));
  if (bad) return { ok: false, error: 'char', char: bad };
  const negative = /^[负負-]/.test(s);
  let body = negative ? s.slice(1) : s;
  body = body.replace(/[整正]$/, '');
  let whole: string;
  let frac = '';
  const money = /[元圆角分]/.test(body);
  if (money) {
    const m = /^(?:(.*?)[元圆])?(?:零?(.)角)?(?:零?(.)分)?$/.exec(body);
    if (!m || /[元圆角分点]/.test(m[1] ?? '')) return { ok: false, error: 'format' };
    whole = m[1] ?? '';
    const jiao = m[2] ? DIGIT[m[2]] : 0;
    const fen = m[3] ? DIGIT[m[3]] : 0;
    if (jiao === undefined || fen === undefined) return { ok: false, error: 'format' };
    frac = `${jiao}${fen}`.replace(/0+$/, '');
  } else {
    const parts = body.split('点');
    if (parts.length > 2) return { ok: false, error: 'format' };
    whole = parts[0];
    if (parts[1] !== undefined) {
      if ([...parts[1]].some((c) => DIGIT[c] === undefined) || parts[1] === '') return { ok: false, error: 'format' };
      frac = [...parts[1]].map((c) => DIGIT[c]).join('');
    }
  }
  if (whole.includes('点')) return { ok: false, error: 'format' };
  const n = parseWhole(whole);
  const digits = n.toString() + (frac ? `.${frac}` : '');
  const isZero = n === 0n && !/[1-9]/.test(frac);
  return { ok: true, value: negative && !isZero ? `-${digits}` : digits };
}

/** Which way the input goes: Arabic digits → Chinese, anything else → number. */
export function direction(text: string): 'toChinese' | 'toNumber' {
  return /^[\s\d.,，_+\-０-９．。￥¥]*$/.test(text) ? 'toChinese' : 'toNumber';
}

export function groupDigits(text: string): string {
  const [whole, frac] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

export const SCHEMA = defineOptions({
  v: opt.text('1409.50', { maxLength: 80 }),
});
