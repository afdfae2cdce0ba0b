/**
 * 运单识别: the fields of a parcel waybill — the tracking number, the courier, and the receiver's and
 * sender's names, phones and addresses. The courier comes from the number's own form where a courier uses
 * one of its own (SF…, JD…, YT…, JT…, DPK…, UPU S10 numbers of China Post and EMS, whose check digit is
 * verified), else from the courier's name printed on the waybill; a number whose form and printed name
 * disagree is marked, never resolved by guessing. Phones may be printed masked (138****5678).
 */
import { s10Valid } from '../../web/kit/ocr/checks.js';
import { checked, compact, field, halfWidth, type LineIn, type ReadField } from '../../web/kit/ocr/fields.js';

export const WAYBILL_FIELDS = [
  'number',
  'courier',
  'receiverName',
  'receiverPhone',
  'receiverAddress',
  'senderName',
  'senderPhone',
  'senderAddress',
] as const;

/** Number forms that belong to one courier (as the couriers print them on their waybills). */
const FORMS: { courier: string; form: RegExp }[] = [
  { courier: '顺丰速运', form: /^SF\d{12,13}$/ },
  { courier: '京东物流', form: /^JD[A-Z]{0,4}\d{11,15}$/ },
  { courier: '圆通速递', form: /^YT\d{13,15}$/ },
  { courier: '极兔速递', form: /^JT\d{13}$/ },
  { courier: '德邦快递', form: /^DPK\d{11,13}$/ },
  { courier: 'EMS', form: /^E[A-Z]\d{9}CN$/ },
  { courier: '中国邮政', form: /^[A-DF-Z][A-Z]\d{9}CN$/ },
];

/** Courier names as printed on waybills (and the courier each means). */
const NAMES: [RegExp, string][] = [
  [/顺丰/, '顺丰速运'],
  [/京东/, '京东物流'],
  [/圆通/, '圆通速递'],
  [/极兔|J&T/i, '极兔速递'],
  [/德邦/, '德邦快递'],
  [/EMS|邮政特快/, 'EMS'],
  [/中国邮政|邮政包裹|邮政快递/, '中国邮政'],
  [/中通/, '中通快递'],
  [/申通/, '申通快递'],
  [/韵达/, '韵达快递'],
  [/百世/, '百世快递'],
];

/** The courier a number's form belongs to, or null when the form is not one courier's own. */
export function courierByNumber(number: string): string | null {
  return FORMS.find((f) => f.form.test(number))?.courier ?? null;
}

/** The tracking number in a line: after 运单号/单号, or a line that is one known form or a long digit run. */
export function findTrackingNumber(text: string): string | null {
  const t = compact(halfWidth(text)).toUpperCase();
  const labelled = /(?:运单号|快递单号|运单编号|单号)[:：]?([A-Z]{0,4}\d[0-9A-Z]{9,20})/.exec(t);
  if (labelled) return labelled[1]!;
  if (courierByNumber(t)) return t;
  return /^\d{12,15}$/.test(t) ? t : null;
}

const PHONE = /(?<![\d*])(1[3-9]\d(?:\d{4}|\*{4})\d{4}|0\d{2,3}-?\d{7,8})(?![\d*])/;
const RECEIVER = /^(收件人|收货人|收件|收)[:：]?/;
const SENDER = /^(寄件人|发件人|寄件|寄)[:：]?/;

interface Party {
  name: string | null;
  phone: string | null;
  address: string | null;
  confidence: number;
}

/** A party's block: its label line and the lines after it up to the next block (at most 3). */
function party(lines: string[], confidences: number[], start: number, stops: RegExp[]): Party {
  const block: string[] = [];
  let confidence = 1;
  for (let i = start; i < Math.min(lines.length, start + 3); i++) {
    if (i > start && stops.some((s) => s.test(lines[i]!))) break;
    if (i > start && findTrackingNumber(lines[i]!)) break;
    block.push(i === start ? lines[i]!.replace(/^(收件人|收货人|收件|收|寄件人|发件人|寄件|寄)[:：]?/, '') : lines[i]!);
    confidence = Math.min(confidence, confidences[i]!);
  }
  const text = block.join('');
  const phone = PHONE.exec(text)?.[1] ?? null;
  const name = /^([\u4e00-\u9fff]{1,4}?(?:先生|女士)?)(?=电话|手机|[:：]|1[3-9]\d|0\d{2,3}-|$)/.exec(text)?.[1] ?? null;
  let address = text
    .replace(name ?? '', '')
    .replace(phone ?? '', '')
    .replace(/(电话|手机|联系电话)[:：]?/g, '')
    .replace(/^地址[:：]?|地址[:：]/, '');
  address = address.replace(/^[:：]/, '');
  return { name, phone, address: address.length >= 5 ? address : null, confidence };
}

/** Reads the waybill's fields. */
export function readWaybill(input: LineIn[]): ReadField[] {
  const lines = input.map((l) => compact(halfWidth(l.text)));
  const confidences = input.map((l) => l.confidence);
  let number: string | null = null;
  let numberConfidence = 1;
  for (let i = 0; i < lines.length && !number; i++) {
    number = findTrackingNumber(lines[i]!);
    numberConfidence = confidences[i]!;
  }
  const printed = NAMES.find(([re]) => lines.some((l) => re.test(l) && !RECEIVER.test(l) && !SENDER.test(l)))?.[1];
  const byForm = number ? courierByNumber(number) : null;
  const receiverAt = lines.findIndex((l) => RECEIVER.test(l));
  const senderAt = lines.findIndex((l) => SENDER.test(l));
  const none: Party = { name: null, phone: null, address: null, confidence: 0 };
  const receiver = receiverAt >= 0 ? party(lines, confidences, receiverAt, [SENDER, RECEIVER]) : none;
  const sender = senderAt >= 0 ? party(lines, confidences, senderAt, [SENDER, RECEIVER]) : none;

  const numberField =
    number && /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(number)
      ? checked('number', number, s10Valid(number), 's10')
      : field('number', number, numberConfidence);
  const courierField =
    byForm && printed && byForm !== printed && !(byForm === 'EMS' && printed === '中国邮政')
      ? checked('courier', byForm, false, 'courierMismatch')
      : field('courier', byForm ?? printed ?? null, byForm ? numberConfidence : 1);
  return [
    numberField,
    courierField,
    field('receiverName', receiver.name, receiver.confidence),
    field('receiverPhone', receiver.phone, receiver.confidence),
    field('receiverAddress', receiver.address, receiver.confidence),
    field('senderName', sender.name, sender.confidence),
    field('senderPhone', sender.phone, sender.confidence),
    field('senderAddress', sender.address, sender.confidence),
  ];
}
