/**
 * 营业执照识别: the fields of a Chinese business licence, and its unified social credit code checked with
 * the check character of GB 32100-2015 (18 characters of 0-9 and A-Y without I, O, S, V, Z; weights 3^i
 * mod 31; check = 31 - sum mod 31).
 */
import {
  checked,
  compact,
  field,
  halfWidth,
  parseDate,
  valueAfter,
  type LineIn,
  type ReadField,
} from '../../web/kit/ocr/fields.js';

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters, or null when they are not code characters. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CHARSET.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * WEIGHTS[i]!;
  }
  return CHARSET[(31 - (sum % 31)) % 31]!;
}

export function usccValid(code: string): boolean {
  return code.length === 18 && usccCheckChar(code.slice(0, 17)) === code[17];
}

/** The 18-character code in a line (after 统一社会信用代码 or alone), O read as 0 (the set has no O). */
export function findUscc(text: string): string | null {
  const t = compact(halfWidth(text))
    .toUpperCase()
    .replace(/统一社会信用代码[:：]?/, '');
  const m = /(?<![0-9A-Z])([0-9A-Z]{18})(?![0-9A-Z])/.exec(t);
  if (!m) return null;
  return m[1]!.replace(/O/g, '0').replace(/I/g, '1');
}

const LABELS: [key: 'name' | 'kind' | 'representative' | 'capital' | 'founded' | 'term' | 'address', label: RegExp][] =
  [
    ['name', /^名称/],
    ['kind', /^类型/],
    ['representative', /^(法定代表人|负责人|经营者|执行事务合伙人)/],
    ['capital', /^注册资本/],
    ['founded', /^成立日期/],
    ['term', /^营业期限/],
    ['address', /^(住所|经营场所|主要经营场所)/],
  ];

export const LICENSE_FIELDS = ['code', ...LABELS.map(([k]) => k)] as const;

export function readBizLicense(lines: LineIn[]): ReadField[] {
  const codeLine = lines.find((l) => findUscc(l.text));
  const code = codeLine ? findUscc(codeLine.text) : null;
  const fields = LABELS.map(([key, label]) => {
    const found = valueAfter(lines, label);
    if (!found) return field(key, null);
    let value = found.value;
    if (key === 'founded') value = parseDate(value) ?? value;
    if (key === 'term') value = value.replace(/(\d{4})年(\d{1,2})月(\d{1,2})日/g, (d) => parseDate(d) ?? d);
    return field(key, value, found.confidence);
  });
  return [checked('code', code, !!code && usccValid(code), 'check'), ...fields];
}
