/**
 * 港澳台证件识别: the three permits of travel between the mainland, Hong Kong, Macao and Taiwan —
 * 往来港澳通行证 (a mainland resident's, C + 8 characters), 港澳居民来往内地通行证 (a Hong Kong or Macao
 * resident's, H or M + 8 digits) and 台湾居民来往大陆通行证 (a Taiwan resident's, 8 digits) — with name,
 * sex, birth date, validity, issuing place and renewals. The 往来港澳通行证 card carries a machine-readable
 * line (CS, number, expiry and birth dates, each with an ICAO 9303 check digit, and a composite check):
 * its checks are verified and its number and dates compared with the printed ones.
 */
import { mrzCheckDigit, mrzDate } from '../../web/kit/ocr/checks.js';
import {
  checked,
  compact,
  field,
  halfWidth,
  isoDate,
  labelledValues,
  parseDate,
  type LineIn,
  type ReadField,
} from '../../web/kit/ocr/fields.js';

export const PERMIT_FIELDS = [
  'kind',
  'number',
  'nameZh',
  'nameEn',
  'sex',
  'birth',
  'validFrom',
  'validTo',
  'issuer',
  'renewals',
  'mrz',
] as const;

export type PermitKind = 'eep' | 'hkmo' | 'tw';

/** Each permit's title and number form (as the National Immigration Administration issues them). */
export const PERMITS: Record<PermitKind, { title: RegExp; number: RegExp }> = {
  // C + 8 digits (2014), then C + a letter (not I or O) + 7 digits (from 2018).
  eep: { title: /往来港澳通行证/, number: /^C[0-9A-HJ-NP-Z]\d{7}$/ },
  // H (Hong Kong) or M (Macao) + 8 digits.
  hkmo: { title: /港澳居民来往内地通行证/, number: /^[HM]\d{8}$/ },
  tw: { title: /台湾居民来往大陆通行证/, number: /^\d{8}$/ },
};

const LABELS = [
  ['name', /姓名/],
  ['birth', /出生日期/],
  ['sex', /性别/],
  ['valid', /有效期限|有效期/],
  ['issuer', /签发机关|签发地点|签发地/],
  ['renewals', /换证次数/],
  ['number', /证件号码|通行证号码|证号/],
] as const;

/** The machine-readable line of a 往来港澳通行证: 30 characters. */
export interface PermitMrz {
  number: string;
  expiry: string | null;
  birth: string | null;
  /** Every check digit passes. */
  valid: boolean;
}

/** Reads the machine-readable line (spaces dropped, «‹ as <); null when no line has its form. */
export function parsePermitMrz(text: string, today = new Date()): PermitMrz | null {
  const t = compact(halfWidth(text))
    .toUpperCase()
    .replace(/[«‹〈く]/g, '<');
  const m = /^CS([0-9A-Z<]{9})(\d)<?(\d{6})(\d)<?(\d{6})(\d)<?(\d)$/.exec(t);
  if (!m) return null;
  const [, number, c1, expiry, c2, birth, c3, composite] = m as unknown as string[];
  const digit = (s: string) => String(mrzCheckDigit(s));
  const valid =
    digit(number!) === c1 &&
    digit(expiry!) === c2 &&
    digit(birth!) === c3 &&
    digit(`${number}${c1}${expiry}${c2}${birth}${c3}`) === composite;
  return {
    number: number!.replace(/<+$/, ''),
    expiry: mrzDate(expiry!, 'expiry', today),
    birth: mrzDate(birth!, 'birth', today),
    valid,
  };
}

/** Every date written in a text (2020.06.01-2030.05.31), in order, as YYYY-MM-DD (null for one that is not real). */
export function datesIn(text: string): (string | null)[] {
  const t = compact(halfWidth(text));
  return [...t.matchAll(/(\d{4})[.\-/年](\d{1,2})[.\-/月](\d{1,2})日?/g)].map((m) =>
    isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
  );
}

/** The permit number in a text: a run with one of the permits' forms (the permit's own first). */
function findNumber(text: string, kind: PermitKind | null): { number: string; kind: PermitKind } | null {
  const t = compact(halfWidth(text)).toUpperCase();
  const order: PermitKind[] = kind
    ? [kind, ...(['eep', 'hkmo', 'tw'] as const).filter((k) => k !== kind)]
    : ['eep', 'hkmo'];
  for (const k of order) {
    for (const run of t.match(/[0-9A-Z]{8,9}/g) ?? []) if (PERMITS[k].number.test(run)) return { number: run, kind: k };
  }
  return null;
}

/** The permits' names as printed on them. */
export const PERMIT_NAMES: Record<PermitKind, string> = {
  eep: '往来港澳通行证',
  hkmo: '港澳居民来往内地通行证',
  tw: '台湾居民来往大陆通行证',
};

const LATIN_NAME = /^[A-Z][A-Z' -]*,\s?[A-Z][A-Z' -]*$|^[A-Z]+(?:\s[A-Z]+)+$/;

export function readPermit(lines: LineIn[], today = new Date()): ReadField[] {
  const plain = lines.map((l) => halfWidth(l.text).trim());
  const titled = (Object.keys(PERMITS) as PermitKind[]).find((k) =>
    plain.some((l) => PERMITS[k].title.test(compact(l))),
  );
  const mrzAt = plain.findIndex((l) => parsePermitMrz(l, today));
  const mrz = mrzAt >= 0 ? parsePermitMrz(plain[mrzAt]!, today) : null;

  // The number stands anywhere on the card (beside the name on the 往来港澳通行证): found by its form.
  const body = lines.filter((_, i) => i !== mrzAt);
  const values = labelledValues(body, LABELS);
  let number: { number: string; kind: PermitKind; confidence: number } | null = null;
  const labelled = values.get('number');
  const byLabel = labelled ? findNumber(labelled.value, titled ?? null) : null;
  if (byLabel && labelled) number = { ...byLabel, confidence: labelled.confidence };
  for (const l of body) {
    if (number) break;
    const n = findNumber(l.text, titled ?? null);
    if (n && !/\d{4}[.\-/年]/.test(l.text.slice(0, 12))) number = { ...n, confidence: l.confidence };
  }
  const kind = titled ?? number?.kind ?? (mrz ? 'eep' : null);
  const strip = (s: string) => (number ? s.replace(number.number, '') : s);

  const name = values.get('name');
  const nameText = name ? strip(name.value) : '';
  const nameZh = /^[\u4e00-\u9fff·]{2,12}/.exec(nameText)?.[0] ?? null;
  const nameAt = name ? plain.findIndex((l) => compact(l).includes(nameText)) : -1;
  // Spaces matter in a Latin name: taken from the line as read, not from the compacted value.
  const latinSameLine = /[A-Z][A-Z' -]*,\s?[A-Z][A-Z' -]*$/.exec(nameAt >= 0 ? plain[nameAt]! : '')?.[0]?.trim();
  const nextLine = nameAt >= 0 ? plain[nameAt + 1]?.trim() : undefined;
  const nameEn = latinSameLine ?? (nextLine && LATIN_NAME.test(nextLine) ? nextLine : null);

  const sex = /性别[:：]?(男|女)/.exec(plain.map(compact).join(''))?.[1] ?? null;
  const birthRead = values.get('birth');
  const birth = birthRead ? parseDate(birthRead.value) : null;
  const validRead = values.get('valid');
  const [validFrom, validTo] = validRead ? datesIn(validRead.value) : [];
  const renewals = /^\d{1,2}$/.exec(values.get('renewals')?.value ?? '')?.[0] ?? null;

  const mrzSure = mrz?.valid === true;
  const numberField = (): ReadField => {
    if (!number) return field('number', mrzSure ? mrz!.number : null);
    if (mrzSure && mrz!.number !== number.number) return checked('number', number.number, false, 'mrzDiffers');
    return field('number', number.number, mrzSure ? 1 : number.confidence);
  };
  /** A printed date: not a real date → failed; against the machine line's → failed; confirmed by it → sure. */
  const date = (
    key: string,
    read: { value: string; confidence: number } | undefined,
    iso: string | null | undefined,
    fromMrz?: string | null,
  ) => {
    if (!read) return field(key, mrzSure && fromMrz ? fromMrz : null);
    if (!iso) return checked(key, read.value, false, 'date');
    if (mrzSure && fromMrz && fromMrz !== iso) return checked(key, iso, false, 'mrzDiffers');
    return field(key, iso, mrzSure && fromMrz ? 1 : read.confidence);
  };
  const validToField =
    validFrom && validTo && validTo <= validFrom
      ? checked('validTo', validTo, false, 'validOrder')
      : date('validTo', validRead, validTo, mrz?.expiry);
  const mrzLine = mrzAt >= 0 ? plain[mrzAt]! : plain.find((l) => /^CS[0-9A-Z<]{20,}/.test(compact(l).toUpperCase()));
  return [
    field('kind', kind ? PERMIT_NAMES[kind] : null),
    numberField(),
    field('nameZh', nameZh, name?.confidence),
    field('nameEn', nameEn, name?.confidence),
    field('sex', sex),
    date('birth', birthRead, birth, mrz?.birth),
    date('validFrom', validRead, validFrom),
    validToField,
    field('issuer', values.get('issuer')?.value, values.get('issuer')?.confidence),
    field('renewals', renewals, values.get('renewals')?.confidence),
    mrzLine ? checked('mrz', compact(mrzLine).toUpperCase(), mrzSure, 'mrzCheck') : field('mrz', null),
  ];
}
