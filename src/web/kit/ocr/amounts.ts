/**
 * Money on receipts, invoices and bank slips: amounts in figures (¥1,234.50) and the capital amount in
 * words (人民币大写: 壹仟贰佰叁拾肆元伍角整) as exact cents, so a reader can check that the two agree — a
 * misread digit on either side breaks the agreement. Pure.
 */
import { formatCents, type Cents } from '../../../common/finance/index.js';
import { compact, halfWidth } from './fields.js';

export { formatCents, type Cents };

/** An amount in figures (currency sign, thousands separators, up to 2 decimals) as cents, or null. */
export function parseAmount(text: string): Cents | null {
  const t = compact(halfWidth(text))
    .replace(/^(人民币|RMB|CNY)/i, '')
    .replace(/^[¥￥]/, '')
    .replace(/元$/, '');
  const m = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const cents = BigInt(m[2]!.replace(/,/g, '')) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -cents : cents;
}

/** Every amount written with 2 decimals in a line (¥35,000.00, 128.50), in order, as cents. */
export function amountsIn(text: string): Cents[] {
  const t = halfWidth(text).replace(/(?<=\d)\s+(?=[\d.,])|(?<=[.,])\s+(?=\d)/g, '');
  return [...t.matchAll(/(?<![\d.])-?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}(?!\.?\d)/g)].map((m) => parseAmount(m[0])!);
}

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  壹: 1,
  贰: 2,
  貳: 2,
  叁: 3,
  參: 3,
  肆: 4,
  伍: 5,
  陆: 6,
  陸: 6,
  柒: 7,
  捌: 8,
  玖: 9,
};
const UNITS: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

/** 壹仟贰佰零伍 → 1205 (a section below 万); null when the characters do not make one. */
function section(text: string): bigint | null {
  let total = 0n;
  let digit: number | null = null;
  for (const c of text) {
    if (c in DIGITS) {
      if (digit !== null && digit !== 0 && DIGITS[c] !== 0) return null;
      digit = DIGITS[c]!;
    } else if (c in UNITS) {
      // 拾 alone (拾元) is ten.
      total += BigInt((digit ?? 1) * UNITS[c]!);
      digit = null;
    } else return null;
  }
  return total + BigInt(digit ?? 0);
}

/**
 * The capital amount in words as cents: 人民币 and ⊗ marks before it ignored, 圆 as 元, 整/正 at the end;
 * 亿 and 万 sections; 角 and 分. Null when it is not such an amount (a misread character breaks it).
 */
export function parseCapitalAmount(text: string): Cents | null {
  const t = compact(text)
    .replace(/^.*?(人民币|[（(]大写[)）])[:：]?/, '')
    .replace(/^[⊗ⓧ×Xx]+/, '')
    .replace(/圆/g, '元')
    .replace(/萬/g, '万')
    .replace(/億/g, '亿')
    .replace(/[整正]$/, '');
  const m = /^(?:(.+?)元)?(?:零?([零壹贰貳叁參肆伍陆陸柒捌玖])角)?(?:零?([壹贰貳叁參肆伍陆陸柒捌玖])分)?$/.exec(t);
  if (!m || !t || (!m[1] && !m[2] && !m[3])) return null;
  let yuan = 0n;
  if (m[1]) {
    let rest = m[1];
    for (const [mark, size] of [
      ['亿', 100_000_000n],
      ['万', 10_000n],
    ] as const) {
      const at = rest.indexOf(mark);
      if (at < 0) continue;
      const v = at === 0 ? null : section(rest.slice(0, at));
      if (v === null) return null;
      yuan += v * size;
      rest = rest.slice(at + 1);
    }
    if (rest) {
      const v = section(rest);
      if (v === null) return null;
      yuan += v;
    }
  }
  return yuan * 100n + BigInt(DIGITS[m[2] ?? '零']! * 10 + DIGITS[m[3] ?? '零']!);
}

/** Whether an amount in figures and one in words are the same money (both read: else null). */
export function amountsAgree(figures: Cents | null, words: Cents | null): boolean | null {
  if (figures === null || words === null) return null;
  return figures === words;
}

/** The amounts of a document's `(大写) … (小写) …` line: the words and the figures, each as cents. */
export function capitalAndFigures(text: string): { words: Cents | null; figures: Cents | null } {
  const t = compact(halfWidth(text));
  const words =
    /[(（]?大写[)）]?[:：]?(?:人民币)?([⊗ⓧ×]?[零〇壹贰貳叁參肆伍陆陸柒捌玖拾佰仟万萬亿億元圆角分整正]+)/.exec(t);
  const after = words ? t.slice(words.index + words[0].length) : t;
  const figures = amountsIn(after.replace(/^.*?小写[)）]?[:：]?/, ''))[0] ?? null;
  return { words: words ? parseCapitalAmount(words[1]!) : null, figures };
}
