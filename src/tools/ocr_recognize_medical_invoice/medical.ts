/**
 * 医疗票据识别: an outpatient or inpatient medical receipt (医疗门诊/住院收费票据, electronic or paper) —
 * receipt code, number, check code, payer, date, hospital, the items charged (name, amount), the total in
 * words and figures, and how it was paid (medical insurance fund, other insurance, personal account, cash).
 * Checks: the items adding up to the total, the total in words against the figures, the payments adding up
 * to the total (when all are printed), a real date.
 */
import { capitalAndFigures, formatCents, parseAmount, type Cents } from '../../web/kit/ocr/amounts.js';
import {
  checked,
  compact,
  dateField,
  digitRun,
  field,
  halfWidth,
  labelledValues,
  type LineIn,
  type ReadField,
} from '../../web/kit/ocr/fields.js';

export const MEDICAL_FIELDS = [
  'code',
  'number',
  'checkCode',
  'payer',
  'date',
  'hospital',
  'total',
  'totalWords',
  'fund',
  'otherFund',
  'account',
  'cash',
] as const;

export const ITEM_FIELDS = ['name', 'amount'] as const;

const LABELS = [
  ['code', /票据代码/],
  ['number', /票据号码/],
  ['checkCode', /校验码/],
  ['payer', /交款人(?!统一社会信用代码)|患者姓名|姓名/],
  ['date', /开票日期|收费日期|日期/],
  ['hospital', /收款单位[(（]?章?[)）]?|医疗机构(?:名称)?/],
  ['fund', /医保统筹基金支付|统筹基金支付|统筹支付/],
  ['otherFund', /其他医保支付|其他支付/],
  ['account', /个人账户支付/],
  ['cash', /个人现金支付|现金支付/],
] as const;

const AMOUNT = /^[¥￥]?\d[\d,]*\.\d{2}$/;

/** The items on a line: `name amount` pairs (a receipt may print two columns of them). */
export function itemsIn(text: string): { name: string; amount: Cents }[] {
  const t = halfWidth(text).trim();
  if (/合计|大写|小写|支付|项目名称/.test(t)) return [];
  const tokens = t.split(/\s+/);
  const out: { name: string; amount: Cents }[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const name = tokens[i]!;
    const amount = tokens[i + 1]!;
    if (/^[\u4e00-\u9fff（）()]{2,20}$/.test(name) && AMOUNT.test(amount)) {
      out.push({ name, amount: parseAmount(amount.replace(/^[¥￥]/, ''))! });
      i++;
    }
  }
  return out;
}

export interface MedicalRead {
  fields: ReadField[];
  /** The items, each as cells keyed by ITEM_FIELDS. */
  items: ReadField[][];
}

export function readMedical(lines: LineIn[]): MedicalRead {
  const values = labelledValues(lines, LABELS);
  const get = (key: (typeof LABELS)[number][0]) => values.get(key);
  const plain = lines.map((l) => ({ text: compact(halfWidth(l.text)), confidence: l.confidence }));
  const items = lines.flatMap((l) => itemsIn(l.text).map((item) => ({ ...item, confidence: l.confidence })));
  const totalLine = plain.find((l) => /大写/.test(l.text));
  const { words, figures } = totalLine ? capitalAndFigures(totalLine.text) : { words: null, figures: null };
  const money = (key: (typeof LABELS)[number][0]) => {
    const read = get(key);
    const cents = read ? parseAmount(read.value.replace(/^[¥￥]/, '').replace(/元$/, '')) : null;
    return { read, cents };
  };
  const payments = (['fund', 'otherFund', 'account', 'cash'] as const).map((k) => ({ key: k, ...money(k) }));
  const paid = payments.filter((p) => p.cents !== null);
  const itemSum = items.reduce((s, i) => s + i.amount, 0n);
  const paidSum = paid.reduce((s, p) => s + p.cents!, 0n);
  // The payments are checked only when the fund's, the account's and the cash part are all printed.
  const paymentsComplete = ['fund', 'account', 'cash'].every((k) => paid.some((p) => p.key === k));

  let totalField: ReadField;
  if (figures === null) totalField = field('total', null);
  else if (items.length && itemSum !== figures) totalField = checked('total', formatCents(figures), false, 'items');
  else if (paymentsComplete && paidSum !== figures) totalField = checked('total', formatCents(figures), false, 'paid');
  else totalField = field('total', formatCents(figures), totalLine!.confidence);

  const code = get('code');
  const number = get('number');
  return {
    fields: [
      field('code', code ? (digitRun(code.value, 6, 12) ?? code.value) : null, code?.confidence),
      field('number', number ? (digitRun(number.value, 6, 12) ?? number.value) : null, number?.confidence),
      field('checkCode', get('checkCode')?.value, get('checkCode')?.confidence),
      field('payer', get('payer')?.value, get('payer')?.confidence),
      dateField('date', get('date')),
      field('hospital', get('hospital')?.value, get('hospital')?.confidence),
      totalField,
      words === null
        ? field('totalWords', null)
        : checked('totalWords', formatCents(words), figures === null || words === figures, 'words'),
      ...payments.map((p) =>
        p.read && p.cents === null
          ? checked(p.key, p.read.value, false, 'amount')
          : field(p.key, p.cents === null ? null : formatCents(p.cents), p.read?.confidence),
      ),
    ],
    items: items.map((i) => [
      field('name', i.name, i.confidence),
      field('amount', formatCents(i.amount), i.confidence),
    ]),
  };
}
