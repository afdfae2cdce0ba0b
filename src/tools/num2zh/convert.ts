/** What the page shows for one input: the rows of results, or why there are none. */
import { format } from '../../common/messages.js';
import {
  amountToChinese,
  chineseToNumber,
  direction,
  groupDigits,
  numberToChinese,
  type Result,
} from './chinese-number.js';

export interface Row {
  id: 'amount' | 'upper' | 'lower' | 'arabic' | 'grouped';
  value: string;
}

export type Shown =
  | { status: 'empty' }
  | { status: 'error'; way: 'toChinese' | 'toNumber'; message: string }
  | { status: 'ok'; way: 'toChinese' | 'toNumber'; rows: Row[]; note?: string };

type Texts = Record<'format' | 'tooLarge' | 'cents' | 'char', string>;

function message(r: Extract<Result<string>, { ok: false }>, t: Texts): string {
  return format(t[r.error], { c: r.char ?? '' });
}

export function convert(text: string, t: Texts): Shown {
  if (text.trim() === '') return { status: 'empty' };
  const way = direction(text);
  if (way === 'toNumber') {
    const n = chineseToNumber(text);
    if (!n.ok) return { status: 'error', way, message: message(n, t) };
    const rows: Row[] = [
      { id: 'arabic', value: n.value },
      { id: 'grouped', value: groupDigits(n.value) },
    ];
    const amount = amountToChinese(n.value);
    if (amount.ok) rows.push({ id: 'amount', value: amount.value });
    return { status: 'ok', way, rows };
  }
  const upper = numberToChinese(text, 'upper');
  if (!upper.ok) return { status: 'error', way, message: message(upper, t) };
  const lower = numberToChinese(text, 'lower');
  const amount = amountToChinese(text);
  const rows: Row[] = [];
  if (amount.ok) rows.push({ id: 'amount', value: amount.value });
  rows.push({ id: 'upper', value: upper.value });
  if (lower.ok) rows.push({ id: 'lower', value: lower.value });
  return { status: 'ok', way, rows, note: amount.ok ? undefined : message(amount, t) };
}
