/**
 * 完税证明识别: a tax payment certificate (中华人民共和国税收完税证明) — number, date of issue, tax office,
 * taxpayer's id and name, each tax paid (kind, period, amount), the total in words and figures, and the
 * clerk. Checks: the taxpayer's id (GB 32100 for a unified social credit code, GB 11643 for a person's
 * citizen number), the total in words against the figures, the tax lines adding up to the total, real dates.
 */
import { capitalAndFigures, formatCents, parseAmount, type Cents } from '../../web/kit/ocr/amounts.js';
import { findTaxId, taxIdProblem } from '../../web/kit/ocr/checks.js';
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

export const DUTY_PAID_FIELDS = [
  'number',
  'date',
  'office',
  'taxpayerId',
  'taxpayerName',
  'total',
  'totalWords',
  'clerk',
] as const;

export const TAX_LINE_FIELDS = ['kind', 'period', 'amount'] as const;

const LABELS = [
  ['date', /填发日期/],
  ['office', /税务机关/],
  ['taxpayerId', /纳税人识别号|统一社会信用代码|税号/],
  ['taxpayerName', /纳税人名称|纳税人/],
  ['clerk', /填票人/],
] as const;

const PERIOD = /(\d{4}[-.年]\d{1,2}[-.月]\d{1,2}日?)至(\d{4}[-.年]\d{1,2}[-.月]\d{1,2}日?)/;

/** A tax line: `kind [item] period … amount` (the kind a word ending in 税 or 费), or null. */
export function taxLine(text: string): { kind: string; period: string; amount: Cents } | null {
  const t = halfWidth(text).trim();
  if (/合计|大写/.test(t)) return null;
  // The amount is the last column: read on its own (digits of the period beside it must not join it).
  const last = t
    .split(/\s+/)
    .at(-1)!
    .replace(/^[¥￥]/, '');
  const amount = /\.\d{2}$/.test(last) ? (parseAmount(last) ?? undefined) : undefined;
  const kind = /^[\u4e00-\u9fff（）()]{1,16}?[税费]/.exec(t)?.[0];
  if (amount === undefined || !kind) return null;
  return { kind, period: PERIOD.exec(compact(t))?.[0] ?? '', amount };
}

export interface DutyPaidRead {
  fields: ReadField[];
  /** The tax lines, each as cells keyed by TAX_LINE_FIELDS. */
  lines: ReadField[][];
}

export function readDutyPaid(lines: LineIn[]): DutyPaidRead {
  const values = labelledValues(lines, LABELS);
  const plain = lines.map((l) => ({ text: compact(halfWidth(l.text)), confidence: l.confidence }));
  const numberLine = plain.find((l) => /^N[oO0][.:：]?\d/.test(l.text) || /证明号码|号码/.test(l.text));
  const number = numberLine ? digitRun(numberLine.text, 10, 24) : null;

  const taxes = lines.flatMap((l) => {
    const t = taxLine(l.text);
    return t ? [{ ...t, confidence: l.confidence }] : [];
  });
  const totalLine =
    plain.find((l) => /合计/.test(l.text) && /大写/.test(l.text)) ?? plain.find((l) => /大写/.test(l.text));
  const { words, figures } = totalLine ? capitalAndFigures(totalLine.text) : { words: null, figures: null };
  const sum = taxes.reduce((s, t) => s + t.amount, 0n);

  const id = values.get('taxpayerId');
  const taxId = id ? (findTaxId(id.value) ?? id.value) : null;
  const totalField =
    figures === null
      ? field('total', null)
      : taxes.length && sum !== figures
        ? checked('total', formatCents(figures), false, 'sum')
        : field('total', formatCents(figures), totalLine!.confidence);
  return {
    fields: [
      field('number', number, numberLine?.confidence),
      dateField('date', values.get('date')),
      field('office', values.get('office')?.value, values.get('office')?.confidence),
      taxId
        ? taxIdProblem(taxId)
          ? checked('taxpayerId', taxId, false, 'taxId')
          : field('taxpayerId', taxId, id!.confidence)
        : field('taxpayerId', null),
      field('taxpayerName', values.get('taxpayerName')?.value, values.get('taxpayerName')?.confidence),
      totalField,
      words === null
        ? field('totalWords', null)
        : checked('totalWords', formatCents(words), figures === null || words === figures, 'words'),
      field('clerk', values.get('clerk')?.value, values.get('clerk')?.confidence),
    ],
    lines: taxes.map((t) => [
      field('kind', t.kind, t.confidence),
      field('period', t.period, t.confidence),
      field('amount', formatCents(t.amount), t.confidence),
    ]),
  };
}
