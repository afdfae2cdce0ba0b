/**
 * 发票提取: the fields of a Chinese VAT invoice — the older electronic and paper invoices (发票代码, an
 * 8-digit 发票号码, 校验码) and the 数电 invoice (a 20-digit number, no code) — with buyer and seller,
 * their taxpayer ids, the amount, tax and total. Checks: the code's and number's forms, a real date, the
 * taxpayer ids (GB 32100 check character), amount + tax = total, the total in words (大写) against the
 * figures (小写), and, when the invoice's QR code was read, the QR's code, number, date, amount and check
 * code against the printed ones.
 */
import { amountsAgree, amountsIn, capitalAndFigures, formatCents, type Cents } from '../../web/kit/ocr/amounts.js';
import { findTaxId, taxIdProblem } from '../../web/kit/ocr/checks.js';
import {
  checked,
  compact,
  dateField,
  digitRun,
  field,
  halfWidth,
  labelledList,
  parseDate,
  type LineIn,
  type ReadField,
} from '../../web/kit/ocr/fields.js';

export const INVOICE_FIELDS = [
  'code',
  'number',
  'date',
  'checkCode',
  'buyerName',
  'buyerTaxId',
  'sellerName',
  'sellerTaxId',
  'amount',
  'tax',
  'total',
  'totalWords',
] as const;

const LABELS = [
  ['code', /发票代码/],
  ['number', /发票号码/],
  ['date', /开票日期/],
  ['checkCode', /校验码/],
  ['buyerName', /购买方名称|购方名称/],
  ['sellerName', /销售方名称|销方名称/],
  // 货物或应税劳务名称 and 项目名称 head the items' table, they are no party's name.
  ['name', /(?<![务目物])名称/],
  ['taxId', /(?:统一社会信用代码\/)?纳税人识别号|统一社会信用代码/],
] as const;

/** What an invoice's QR code holds: `01,type,code,number,amount,YYYYMMDD,check code,…`. */
export interface InvoiceQr {
  code: string;
  number: string;
  amount: Cents | null;
  date: string | null;
  checkCode: string;
}

export function parseInvoiceQr(text: string): InvoiceQr | null {
  const parts = text.trim().split(',');
  if (parts.length < 7 || parts[0] !== '01' || !/^\d{8,20}$/.test(parts[3] ?? '')) return null;
  const amount = amountsIn(parts[4]!)[0] ?? null;
  return { code: parts[2]!, number: parts[3]!, amount, date: parseDate(parts[5]!), checkCode: parts[6]! };
}

const isTotalsLine = (t: string) => /^合计/.test(t) || /(?<!税)合计[¥￥]/.test(t);

/** Reads an invoice's fields; `qr` are the texts of the QR codes found on it (if any). */
export function readInvoice(lines: LineIn[], qr: string[] = []): ReadField[] {
  const found = labelledList(lines, LABELS);
  const first = (key: string) => found.find((f) => f.key === key);
  const names = found.filter((f) => f.key === 'name');
  const ids = found.filter((f) => f.key === 'taxId');
  const code = qr.map(parseInvoiceQr).find((q) => q !== null) ?? null;

  const plain = lines.map((l) => ({ text: compact(halfWidth(l.text)), confidence: l.confidence }));
  const totals = plain.find((l) => isTotalsLine(l.text));
  const [amount, tax] = totals ? amountsIn(totals.text) : [];
  const capital = plain.find((l) => /大写/.test(l.text));
  const { words, figures } = capital ? capitalAndFigures(capital.text) : { words: null, figures: null };

  // A field the QR code confirms is sure; one it contradicts is marked.
  const withQr = (f: ReadField, fromQr: string | null | undefined): ReadField => {
    if (!code || !fromQr || f.status === 'missing' || f.status === 'failed') return f;
    return f.value === fromQr ? { ...f, status: 'ok' } : { ...f, status: 'failed', note: 'qr' };
  };
  const numbered = (key: 'code' | 'number' | 'checkCode', forms: RegExp) => {
    const read = first(key);
    const value = read ? (digitRun(read.value, 6, 24) ?? read.value) : null;
    if (!read || !value) return field(key, null);
    return forms.test(value) ? field(key, value, read.confidence) : checked(key, value, false, `${key}Form`);
  };
  const party = (key: 'buyer' | 'seller', index: number): ReadField[] => {
    const named = first(`${key}Name`) ?? names[index];
    const id = ids[index];
    const taxId = id ? (findTaxId(id.value) ?? id.value) : null;
    return [
      field(`${key}Name`, named?.value, named?.confidence),
      taxId
        ? taxIdProblem(taxId)
          ? checked(`${key}TaxId`, taxId, false, 'taxId')
          : field(`${key}TaxId`, taxId, id!.confidence)
        : field(`${key}TaxId`, null),
    ];
  };
  const money = (key: string, cents: Cents | null | undefined, confidence: number) =>
    field(key, cents == null ? null : formatCents(cents), confidence);

  const sumOk = amount != null && tax != null && figures != null ? amount + tax === figures : null;
  const wordsOk = amountsAgree(figures, words);
  const totalField =
    figures == null
      ? field('total', null)
      : sumOk === false
        ? checked('total', formatCents(figures), false, 'sum')
        : field('total', formatCents(figures), capital!.confidence);
  const wordsField =
    words == null ? field('totalWords', null) : checked('totalWords', formatCents(words), wordsOk !== false, 'words');

  return [
    withQr(numbered('code', /^\d{10}$|^\d{12}$/), code?.code),
    withQr(numbered('number', /^\d{8}$|^\d{20}$/), code?.number),
    withQr(dateField('date', first('date')), code?.date),
    withQr(numbered('checkCode', /^\d{20}$/), code?.checkCode),
    ...party('buyer', 0),
    ...party('seller', 1),
    withQr(money('amount', amount, totals?.confidence ?? 0), code?.amount != null ? formatCents(code.amount) : null),
    money('tax', tax, totals?.confidence ?? 0),
    totalField,
    wordsField,
  ];
}
