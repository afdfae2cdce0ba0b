/**
 * 银行回单识别: the fields of a bank's transfer receipt (电子回单) — bank, receipt number, date, payer and
 * payee (name, account, bank), amount in figures and in words, purpose. Payer and payee are told apart by
 * their labels (付款人户名 …) or, where a slip prints them side by side under one pair of labels, by order
 * (the payer first, as banks print them). Checks: the amount in words (大写) against the figures (小写), a
 * real date, accounts of digits only (a masked account keeps its *).
 */
import { amountsIn, capitalAndFigures, formatCents } from '../../web/kit/ocr/amounts.js';
import {
  checked,
  compact,
  dateField,
  field,
  halfWidth,
  labelledList,
  type LineIn,
  type ReadField,
} from '../../web/kit/ocr/fields.js';

export const BANK_SLIP_FIELDS = [
  'bank',
  'serial',
  'date',
  'payerName',
  'payerAccount',
  'payerBank',
  'payeeName',
  'payeeAccount',
  'payeeBank',
  'amount',
  'amountWords',
  'purpose',
] as const;

const LABELS = [
  ['payerName', /付款(?:人|方)(?:户名|名称|全称)/],
  ['payeeName', /收款(?:人|方)(?:户名|名称|全称)/],
  ['payerAccount', /付款(?:人|方)?账号/],
  ['payeeAccount', /收款(?:人|方)?账号/],
  ['payerBank', /付款(?:人|方)?开户(?:银行|行)/],
  ['payeeBank', /收款(?:人|方)?开户(?:银行|行)/],
  ['name', /户名|全称|名称/],
  ['account', /账号/],
  ['bankOf', /开户(?:银行|行)/],
  ['serial', /回单编号|回单号码?|电子回单号码?|交易流水号|流水号/],
  ['date', /交易日期|记账日期|交易时间|日期/],
  ['purpose', /用途|摘要|附言/],
  // Labels whose values are not fields: they end the value before them.
  ['other', /交易状态|币种|金额[(（]?[大小]写[)）]?/],
] as const;

type Key = (typeof LABELS)[number][0];

/** An account as printed: digits (spaces dropped), a masked one with its *; else null. */
export function accountOf(text: string): string | null {
  const t = compact(halfWidth(text));
  return /^\d[\d*]{5,30}\d$/.test(t) ? t : null;
}

export function readBankSlip(lines: LineIn[]): ReadField[] {
  const found = labelledList(lines, LABELS);
  const all = (key: Key) => found.filter((f) => f.key === key);
  const first = (key: Key) => all(key)[0];
  /** A party's value: its own label, else the generic label's first (payer) or second (payee) value. */
  const party = (own: Key, generic: Key, index: number) => first(own) ?? all(generic)[index];
  const plain = lines.map((l) => ({ text: compact(halfWidth(l.text)), confidence: l.confidence }));

  const title = plain.find((l) => /回单/.test(l.text));
  const bank = title ? (/^(.{2,20}?银行)/.exec(title.text)?.[1] ?? null) : null;
  const small = plain.find((l) => /小写/.test(l.text));
  const big = plain.find((l) => /大写/.test(l.text));
  const figures = small ? (amountsIn(small.text.replace(/^.*?小写[)）]?[:：]?/, ''))[0] ?? null) : null;
  const words = big ? capitalAndFigures(big.text).words : null;

  const account = (key: string, read: { value: string; confidence: number } | undefined) => {
    if (!read) return field(key, null);
    const value = accountOf(read.value);
    return value ? field(key, value, read.confidence) : checked(key, read.value, false, 'account');
  };
  const plainField = (key: string, read: { value: string; confidence: number } | undefined) =>
    field(key, read?.value, read?.confidence);
  const amountField =
    figures === null
      ? field('amount', null)
      : words !== null && words !== figures
        ? checked('amount', formatCents(figures), false, 'words')
        : field('amount', formatCents(figures), small!.confidence);
  return [
    field('bank', bank, title?.confidence),
    plainField('serial', first('serial')),
    dateField('date', first('date')),
    plainField('payerName', party('payerName', 'name', 0)),
    account('payerAccount', party('payerAccount', 'account', 0)),
    plainField('payerBank', party('payerBank', 'bankOf', 0)),
    plainField('payeeName', party('payeeName', 'name', first('payerName') ? 0 : 1)),
    account('payeeAccount', party('payeeAccount', 'account', first('payerAccount') ? 0 : 1)),
    plainField('payeeBank', party('payeeBank', 'bankOf', first('payerBank') ? 0 : 1)),
    amountField,
    words === null
      ? field('amountWords', null)
      : checked('amountWords', formatCents(words), words === figures || figures === null, 'words'),
    plainField('purpose', first('purpose')),
  ];
}
