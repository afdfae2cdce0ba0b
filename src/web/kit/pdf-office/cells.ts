/**
 * A table cell's text as a spreadsheet value: numbers as numbers (thousands separators, currency signs,
 * percentages, negatives in parentheses), dates as dates where the order is unambiguous (year first),
 * everything else as text (codes with leading zeros and long digit strings stay text). Pure.
 */

export type CellValue =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number; format?: string }
  | { kind: 'date'; value: Date; format: string };

const CURRENCY = /^([¥￥$€£])\s*/;

export function cellValue(raw: string): CellValue {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'text', value: '' };
  const date = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(text);
  if (date) {
    const [y, m, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const value = new Date(Date.UTC(y, m - 1, d));
    if (m >= 1 && m <= 12 && d >= 1 && d <= 31 && value.getUTCDate() === d)
      return { kind: 'date', value, format: 'yyyy-mm-dd' };
  }
  let body = text;
  let negative = false;
  const paren = /^\((.+)\)$/.exec(body) ?? /^（(.+)）$/.exec(body);
  if (paren) {
    body = paren[1].trim();
    negative = true;
  }
  const currency = CURRENCY.exec(body);
  if (currency) body = body.slice(currency[0].length);
  if (/^[-+−]/.test(body)) {
    negative = negative !== (body[0] !== '+');
    body = body.slice(1).trim();
  }
  const percent = body.endsWith('%') || body.endsWith('％');
  if (percent) body = body.slice(0, -1).trim();
  // Digits with well-formed thousands separators, or plain digits, and an optional decimal part.
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/.test(body)) return { kind: 'text', value: text };
  const digits = body.replace(/,/g, '');
  // A code, not a quantity: leading zeros ("007"), or more digits than a double keeps.
  if ((/^0\d/.test(digits) && !percent) || digits.replace('.', '').length > 15) return { kind: 'text', value: text };
  let value = Number(digits);
  if (negative) value = -value;
  const decimals = /\.(\d+)$/.exec(digits)?.[1].length ?? 0;
  const grouped = body.includes(',');
  if (percent)
    return {
      kind: 'number',
      value: Number((value / 100).toPrecision(15)),
      format: decimals ? `0.${'0'.repeat(decimals)}%` : '0%',
    };
  const base = `${grouped ? '#,##0' : '0'}${decimals ? `.${'0'.repeat(decimals)}` : ''}`;
  if (currency) return { kind: 'number', value, format: `"${currency[1]}"${base}` };
  return { kind: 'number', value, format: grouped || decimals ? base : undefined };
}
