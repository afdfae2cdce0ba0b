/**
 * 快递信息提取: phone numbers, ID card numbers, postcodes, tracking numbers, names and addresses pulled out of
 * pasted text (order lists, chat messages). Pure: regular expressions plus the check digits the standards define
 * (GB 11643-1999 for ID cards, UPU S10 for international postal items), so a random digit string is not taken
 * for either.
 */

export type Kind = 'mobile' | 'landline' | 'idcard' | 'postcode' | 'tracking' | 'name' | 'address';
export const KINDS: Kind[] = ['name', 'mobile', 'landline', 'address', 'postcode', 'tracking', 'idcard'];

/** Couriers told apart by a printed prefix of their own; other numbers leave the courier unknown. */
export type Courier = 'sf' | 'jd' | 'yto' | 'jt' | 'post';

export interface Found {
  kind: Kind;
  value: string;
  courier?: Courier;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-character resident ID number with a real birth date and a correct check character (GB 11643-1999). */
export function isIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/i.test(id)) return false;
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17]!.toUpperCase();
}

/** An international postal item number (UPU S10: two letters, 8 digits, a check digit, a country code). */
export function isS10(code: string): boolean {
  const m = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(code);
  if (!m) return false;
  const sum = [8, 6, 4, 2, 3, 5, 9, 7].reduce((s, w, i) => s + w * Number(m[1]![i]), 0);
  const check = 11 - (sum % 11);
  return (check === 10 ? 0 : check === 11 ? 5 : check) === Number(m[2]);
}

const LABEL_NAME =
  /(?:收件人|收货人|寄件人|联系人|姓名|收件|名字)\s*[:：]?\s*([\u4e00-\u9fa5·]{2,5})(?![\u4e00-\u9fa5])/g;
const LABEL_ADDRESS = /(?:收货地址|详细地址|收件地址|寄件地址|地址)\s*[:：]\s*([^\n]+)/g;
/** A line that reads like a Chinese address: a province or city, then a district, road or number. */
const BARE_ADDRESS =
  /[\u4e00-\u9fa5]{2,}(?:省|自治区|市)[\u4e00-\u9fa5\w\-（）()#]*?(?:区|县|镇|乡|街道|路|街|道|号|村|弄|室|栋|幢|单元)[\u4e00-\u9fa5\w\-（）()#]*/g;
const MOBILE = /(?<![\d])(?:\+?86[-\s]?)?(1[3-9]\d)[-\s]?(\d{4})[-\s]?(\d{4})(?!\d)/g;
const LANDLINE = /(?<![\d-])(0\d{2,3})[-\s]?(\d{7,8})(?![\d-])/g;
const ID = /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g;
const POSTCODE = /(?:邮编|邮政编码)\s*[:：]?\s*(\d{6})(?!\d)/g;
const TRACKING =
  /(?<![A-Za-z\d])(SF\d{12,13}|JD[A-Z]{0,2}\d{10,15}|YT\d{13,15}|JT\d{13}|[A-Z]{2}\d{9}[A-Z]{2})(?![A-Za-z\d])/g;
const LABEL_TRACKING = /(?:运单号|快递单号|单号|运单)\s*[:：]?\s*([A-Za-z]{0,4}\d{8,20})(?![\dA-Za-z])/g;

function courierOf(code: string): Courier | undefined {
  if (code.startsWith('SF')) return 'sf';
  if (code.startsWith('JD')) return 'jd';
  if (code.startsWith('YT')) return 'yto';
  if (code.startsWith('JT')) return 'jt';
  if (isS10(code)) return 'post';
  return undefined;
}

/** Everything found, in the order of `KINDS`, each value once. */
export function extract(text: string): Found[] {
  const found: Found[] = [];
  const seen = new Set<string>();
  const add = (f: Found) => {
    const key = `${f.kind}:${f.value}`;
    if (!seen.has(key)) {
      seen.add(key);
      found.push(f);
    }
  };
  const ids = [...text.matchAll(ID)].map((m) => m[0].toUpperCase()).filter(isIdCard);
  // Digits inside an ID number or a tracking number are not phone numbers.
  let rest = text;
  for (const id of ids) rest = rest.split(id).join(' ').split(id.toLowerCase()).join(' ');
  for (const m of text.matchAll(LABEL_NAME)) add({ kind: 'name', value: m[1]! });
  const tracking: string[] = [];
  for (const m of rest.matchAll(TRACKING)) {
    const code = m[1]!;
    if (/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(code) && !isS10(code)) continue;
    tracking.push(code);
  }
  for (const m of rest.matchAll(LABEL_TRACKING)) tracking.push(m[1]!.toUpperCase());
  for (const code of tracking) rest = rest.split(code).join(' ');
  for (const m of rest.matchAll(MOBILE)) add({ kind: 'mobile', value: m[1]! + m[2]! + m[3]! });
  for (const m of rest.matchAll(LANDLINE)) add({ kind: 'landline', value: `${m[1]}-${m[2]}` });
  const addresses = [...text.matchAll(LABEL_ADDRESS)].map((m) => m[1]!.trim());
  if (!addresses.length) addresses.push(...[...text.matchAll(BARE_ADDRESS)].map((m) => m[0]));
  for (const a of addresses) add({ kind: 'address', value: cleanAddress(a) });
  for (const m of text.matchAll(POSTCODE)) add({ kind: 'postcode', value: m[1]! });
  for (const code of tracking) {
    const courier = courierOf(code);
    add({ kind: 'tracking', value: code, ...(courier ? { courier } : {}) });
  }
  for (const id of ids) add({ kind: 'idcard', value: id });
  return found.sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

/** An address runs to the end of its line; phone numbers and names written after it on the line are cut off. */
function cleanAddress(address: string): string {
  return address
    .replace(/(?:\+?86[-\s]?)?1[3-9]\d[-\s]?\d{4}[-\s]?\d{4}.*$/, '')
    .replace(/(?:收件人|收货人|联系人|电话|手机|邮编).*$/, '')
    .replace(/[\s,，;；]+$/, '')
    .trim();
}
