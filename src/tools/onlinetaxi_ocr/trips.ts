/**
 * 网约车行程单识别: a ride-hailing platform's trip statement (行程单) — platform, date applied, the rider's
 * (masked) phone, the trips (time, car type, from, to, distance, amount) and the stated count and total.
 * Checks: the trips' amounts adding up to the stated total, and as many trips read as the statement says.
 */
import { amountsIn, formatCents, parseAmount, type Cents } from '../../web/kit/ocr/amounts.js';
import {
  checked,
  compact,
  dateField,
  field,
  halfWidth,
  labelledValues,
  type LineIn,
  type ReadField,
} from '../../web/kit/ocr/fields.js';

export const TRIP_SUMMARY_FIELDS = ['platform', 'applied', 'phone', 'count', 'total'] as const;
export const TRIP_FIELDS = ['time', 'type', 'from', 'to', 'km', 'amount'] as const;

const LABELS = [
  ['applied', /申请日期|开具日期/],
  ['phone', /行程人手机号|手机号码?/],
  ['range', /行程(?:起止)?时间|行程日期/],
] as const;

export interface Trip {
  time: string;
  type: string | null;
  from: string;
  to: string;
  km: string | null;
  amount: Cents;
}

const TIME = /^(?:\d{4}-)?\d{1,2}-\d{1,2}$/;
const CLOCK = /^\d{1,2}:\d{2}$/;
const CAR = /^(?:[\u4e00-\u9fff]{0,4}车|优享|特惠|拼车|专车|快车)$/;

/**
 * A trip row: `no. … time … from to km amount` (time as MM-DD HH:MM or YYYY-MM-DD HH:MM; a car type, a
 * weekday and a city may stand among them), cells apart by spaces; null for any other line.
 */
export function tripRow(text: string): Trip | null {
  const tokens = halfWidth(text).trim().split(/\s+/);
  if (!/^\d{1,3}$/.test(tokens[0] ?? '') || tokens.length < 6) return null;
  const amount = parseAmount(
    tokens
      .at(-1)!
      .replace(/^[¥￥]/, '')
      .replace(/元$/, ''),
  );
  if (amount === null || !/\.\d{2}/.test(tokens.at(-1)!)) return null;
  const kmToken = tokens.at(-2)!;
  const hasKm = /^\d+(?:\.\d+)?(?:公里|km)?$/i.test(kmToken);
  const middle = tokens.slice(1, hasKm ? -2 : -1);
  const at = middle.findIndex((t) => TIME.test(t));
  if (at < 0 || !CLOCK.test(middle[at + 1] ?? '')) return null;
  const time = `${middle[at]} ${middle[at + 1]}`;
  const rest = middle.filter((_, i) => i !== at && i !== at + 1 && !/^(?:周|星期)[一二三四五六日天]$/.test(middle[i]!));
  const typeAt = rest.findIndex((t) => CAR.test(t));
  const type = typeAt >= 0 ? rest.splice(typeAt, 1)[0]! : null;
  if (rest.length < 2) return null;
  return {
    time,
    type,
    from: rest.at(-2)!,
    to: rest.at(-1)!,
    km: hasKm ? kmToken.replace(/公里|km/i, '') : null,
    amount,
  };
}

export interface TripsRead {
  fields: ReadField[];
  /** The trips, each as cells keyed by TRIP_FIELDS. */
  trips: ReadField[][];
}

export function readTrips(lines: LineIn[]): TripsRead {
  const values = labelledValues(lines, LABELS);
  const plain = lines.map((l) => ({ text: compact(halfWidth(l.text)), confidence: l.confidence }));
  const title = plain.find((l) => /行程单/.test(l.text));
  const platform = title ? (/^(.+?)[-—_·]?(?:电子)?行程单/.exec(title.text)?.[1] ?? null) : null;
  const summary = plain.find((l) => /共\d+笔/.test(l.text));
  const count = summary ? /共(\d+)笔/.exec(summary.text)![1]! : null;
  const stated = summary ? (amountsIn(summary.text.replace(/^.*?合计/, ''))[0] ?? null) : null;
  const trips = lines.flatMap((l) => {
    const t = tripRow(l.text);
    return t ? [{ ...t, confidence: l.confidence }] : [];
  });
  const sum = trips.reduce((s, t) => s + t.amount, 0n);
  const phone = values.get('phone');

  return {
    fields: [
      field('platform', platform, title?.confidence),
      dateField('applied', values.get('applied')),
      field('phone', phone ? (/1\d{2}[\d*]{4}\d{4}/.exec(phone.value)?.[0] ?? phone.value) : null, phone?.confidence),
      count === null
        ? field('count', null)
        : checked('count', count, !trips.length || Number(count) === trips.length, 'count'),
      stated === null
        ? field('total', trips.length ? formatCents(sum) : null, 0)
        : checked('total', formatCents(stated), !trips.length || stated === sum, 'sum'),
    ],
    trips: trips.map((t) => [
      field('time', t.time, t.confidence),
      field('type', t.type, t.confidence),
      field('from', t.from, t.confidence),
      field('to', t.to, t.confidence),
      field('km', t.km, t.confidence),
      field('amount', formatCents(t.amount), t.confidence),
    ]),
  };
}
