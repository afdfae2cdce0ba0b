/**
 * 营业执照识别: the fields of a Chinese business licence, and its unified social credit code checked with
 * the check character of GB 32100-2015 (18 characters of 0-9 and A-Y without I, O, S, V, Z; weights 3^i
 * mod 31; check = 31 - sum mod 31).
 */
import { findUscc, usccValid } from '../../web/kit/ocr/checks.js';
import { checked, field, parseDate, valueAfter, type LineIn, type ReadField } from '../../web/kit/ocr/fields.js';

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
