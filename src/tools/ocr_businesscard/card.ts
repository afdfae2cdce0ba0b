/**
 * 名片识别: the fields of a business card from its recognised lines — by their form (e-mail, web address,
 * mobile and landline numbers), their labels (电话, 传真, 地址, Tel, Fax …), the words of company names and
 * job titles, and the name as the tallest short line of Chinese characters. A card has no check rule, so a
 * field read with low confidence is marked for the visitor to check. Also the vCard 3.0 file of the card.
 */
import { compact, field, halfWidth, type LineIn, type ReadField } from '../../web/kit/ocr/fields.js';

/** A recognised line with its height (the name is usually the largest print on a card). */
export interface CardLine extends LineIn {
  top?: number;
  bottom?: number;
}

export const CARD_FIELDS = [
  'name',
  'title',
  'company',
  'mobile',
  'phone',
  'fax',
  'email',
  'website',
  'address',
] as const;
export type CardField = (typeof CARD_FIELDS)[number];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const WEBSITE = /(?:https?:\/\/)?(?:www\.)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\/\S*)?/i;
const MOBILE = /(?<!\d)(?:\+?86[-\s]?)?(1[3-9]\d[-\s]?\d{4}[-\s]?\d{4})(?!\d)/;
const LANDLINE = /(?<![\d-])(?:\+?86[-\s]?)?(0\d{2,3}[-\s]?\d{7,8}(?:[-转]\d{1,5})?|400[-\s]?\d{3}[-\s]?\d{4})(?![\d])/;
const COMPANY = /(公司|集团|有限|工作室|事务所|研究院|研究所|中心|大学|学院|银行|医院|Co\.|Ltd|Inc\.|LLC|Studio)/i;
const TITLE =
  /(经理|总监|主管|工程师|设计师|总裁|董事|主任|顾问|专员|总经理|主编|律师|会计师|教授|院长|店长|合伙人|创始人|CEO|CTO|CFO|COO|Manager|Director|Engineer|Designer|Consultant|Founder)/i;
const ADDRESS_WORDS = /(省|市|区|县|路|街|道|号|楼|室|大厦|园区|广场)/;

/** A phone number as dialled at home: spaces and the +86 prefix dropped, the area code's dash kept. */
function phoneDigits(text: string): string {
  return text.replace(/\s/g, '').replace(/^\+?86-?/, '');
}

/** Reads the card's fields from its lines (any order: the reader looks at each line's form). */
export function readBusinessCard(lines: CardLine[]): ReadField[] {
  const found = new Map<CardField, { value: string; confidence: number }>();
  const used = new Set<number>();
  const take = (key: CardField, value: string, line: CardLine, i: number) => {
    if (found.has(key) || !value) return;
    found.set(key, { value, confidence: line.confidence });
    used.add(i);
  };
  lines.forEach((line, i) => {
    // Digit groups joined (021-6123 4567), so a number is one run.
    const text = halfWidth(line.text)
      .trim()
      .replace(/(\d)\s+(?=\d)/g, '$1');
    const plain = compact(text);
    const label =
      /^(电话|手机|移动电话|传真|邮箱|电子邮件|网址|地址|Tel|Mob|Mobile|Phone|Fax|E-?mail|Web|Address|Add)[:：.]?/i.exec(
        plain,
      )?.[1];
    const email = EMAIL.exec(text)?.[0];
    if (email) take('email', email, line, i);
    const web = WEBSITE.exec(text.replace(EMAIL, ''))?.[0];
    if (web) take('website', web, line, i);
    if (label && /传真|Fax/i.test(label)) {
      const fax = LANDLINE.exec(text)?.[1] ?? MOBILE.exec(text)?.[1];
      if (fax) take('fax', phoneDigits(fax), line, i);
      return;
    }
    const mobile = MOBILE.exec(text)?.[1];
    if (mobile) take('mobile', phoneDigits(mobile), line, i);
    const landline = LANDLINE.exec(text.replace(MOBILE, ''))?.[1];
    if (landline) take('phone', phoneDigits(landline), line, i);
    if (label && /地址|Add/i.test(label)) take('address', plain.replace(/^(地址|Add|Address)[:：.]?/i, ''), line, i);
  });
  // The rest by their words: company, title, an unlabelled address; then the name.
  lines.forEach((line, i) => {
    if (used.has(i)) return;
    const plain = compact(halfWidth(line.text));
    if (COMPANY.test(plain) && !found.has('company')) take('company', halfWidth(line.text).trim(), line, i);
    else if (TITLE.test(plain) && plain.length <= 24 && !found.has('title'))
      take('title', halfWidth(line.text).replace(/\s+/g, ' ').trim(), line, i);
    else if (ADDRESS_WORDS.test(plain) && /\d/.test(plain) && plain.length >= 6) take('address', plain, line, i);
  });
  const height = (l: CardLine) => (l.bottom ?? 0) - (l.top ?? 0);
  const names = lines
    .map((line, i) => ({ line, i, plain: compact(line.text) }))
    .filter(({ i, plain }) => !used.has(i) && /^[\u4e00-\u9fff]{2,4}$/.test(plain))
    .sort((a, b) => height(b.line) - height(a.line));
  if (names[0]) take('name', names[0].plain, names[0].line, names[0].i);
  return CARD_FIELDS.map((key) => field(key, found.get(key)?.value, found.get(key)?.confidence));
}

/** Two-character surnames (复姓) that a vCard's family name must keep whole. */
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '令狐',
];

/** vCard 3.0 text escaping (RFC 2426: backslash, comma, semicolon, newline). */
function esc(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');
}

/** The card as a vCard 3.0 (CRLF lines), with the fields that were read. */
export function toVCard(fields: ReadField[]): string {
  const v = Object.fromEntries(fields.filter((f) => f.value).map((f) => [f.key, f.value])) as Partial<
    Record<CardField, string>
  >;
  const name = v.name ?? v.company ?? '';
  const family = /^[\u4e00-\u9fff]+$/.test(name)
    ? (COMPOUND_SURNAMES.find((s) => name.startsWith(s) && name.length > 2) ?? name.slice(0, 1))
    : '';
  const given = family ? name.slice(family.length) : name;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${esc(family)};${esc(given)};;;`,
    `FN:${esc(name)}`,
    v.company && `ORG:${esc(v.company)}`,
    v.title && `TITLE:${esc(v.title)}`,
    v.mobile && `TEL;TYPE=CELL:${esc(v.mobile)}`,
    v.phone && `TEL;TYPE=WORK,VOICE:${esc(v.phone)}`,
    v.fax && `TEL;TYPE=WORK,FAX:${esc(v.fax)}`,
    v.email && `EMAIL;TYPE=INTERNET:${esc(v.email)}`,
    v.website && `URL:${esc(v.website)}`,
    v.address && `ADR;TYPE=WORK:;;${esc(v.address)};;;;`,
    'END:VCARD',
  ].filter(Boolean);
  return `${lines.join('\r\n')}\r\n`;
}
