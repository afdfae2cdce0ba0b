/**
 * Contact QR text (pure): vCard 3.0 (what iOS and Android camera apps import as a contact) and MECARD
 * (shorter: a smaller, easier code). Chinese names are split into family and given name, with the common
 * two-character surnames recognised, so the phone files the contact under the right name.
 */
export interface Contact {
  name: string;
  org: string;
  title: string;
  mobile: string;
  phone: string;
  email: string;
  url: string;
  address: string;
  note: string;
}

export const EMPTY_CONTACT: Contact = {
  name: '',
  org: '',
  title: '',
  mobile: '',
  phone: '',
  email: '',
  url: '',
  address: '',
  note: '',
};
export const CONTACT_FIELDS = Object.keys(EMPTY_CONTACT) as (keyof Contact)[];

const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '慕容',
  '司徒',
  '令狐',
  '夏侯',
  '尉迟',
  '公孙',
  '长孙',
  '宇文',
  '轩辕',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '澹台',
  '呼延',
  '百里',
  '钟离',
  '闻人',
  '申屠',
];

const HAN = /^\p{Script=Han}+$/u;

/** [family, given]: 张三 → [张, 三], 欧阳修 → [欧阳, 修], John Smith → [Smith, John]; one word → [word, '']. */
export function splitName(name: string): [string, string] {
  const n = name.trim().replace(/\s+/g, ' ');
  if (!n) return ['', ''];
  if (HAN.test(n)) {
    if (n.length >= 3 && COMPOUND_SURNAMES.includes(n.slice(0, 2))) return [n.slice(0, 2), n.slice(2)];
    return n.length >= 2 ? [n.slice(0, 1), n.slice(1)] : [n, ''];
  }
  const words = n.split(' ');
  if (words.length === 1) return [n, ''];
  return [words[words.length - 1], words.slice(0, -1).join(' ')];
}

/** vCard text value escaping (RFC 2426 / 6350): backslash, comma, semicolon, newline. */
export function escapeVcard(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');
}

/** MECARD escaping: backslash, semicolon, colon, comma, quotes. */
export function escapeMecard(v: string): string {
  return v.replace(/([\\;:,"])/g, '\\$1').replace(/\r?\n/g, ' ');
}

const clean = (c: Contact): Contact =>
  Object.fromEntries(CONTACT_FIELDS.map((k) => [k, c[k].trim()])) as unknown as Contact;

export function isEmpty(c: Contact): boolean {
  return CONTACT_FIELDS.every((k) => c[k].trim() === '');
}

/** vCard 3.0, CRLF line ends. */
export function toVcard(contact: Contact): string {
  const c = clean(contact);
  const [family, given] = splitName(c.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcard(family)};${escapeVcard(given)};;;`,
    `FN:${escapeVcard(c.name)}`,
  ];
  if (c.org) lines.push(`ORG:${escapeVcard(c.org)}`);
  if (c.title) lines.push(`TITLE:${escapeVcard(c.title)}`);
  if (c.mobile) lines.push(`TEL;TYPE=CELL:${escapeVcard(c.mobile)}`);
  if (c.phone) lines.push(`TEL;TYPE=WORK,VOICE:${escapeVcard(c.phone)}`);
  if (c.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVcard(c.email)}`);
  if (c.url) lines.push(`URL:${escapeVcard(c.url)}`);
  if (c.address) lines.push(`ADR;TYPE=WORK:;;${escapeVcard(c.address)};;;;`);
  if (c.note) lines.push(`NOTE:${escapeVcard(c.note)}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

/** MECARD (DoCoMo), the compact form. */
export function toMecard(contact: Contact): string {
  const c = clean(contact);
  const [family, given] = splitName(c.name);
  const parts = [`N:${escapeMecard(given ? `${family},${given}` : family).replace('\\,', ',')}`];
  if (c.org) parts.push(`ORG:${escapeMecard(c.org)}`);
  if (c.mobile) parts.push(`TEL:${escapeMecard(c.mobile)}`);
  if (c.phone) parts.push(`TEL:${escapeMecard(c.phone)}`);
  if (c.email) parts.push(`EMAIL:${escapeMecard(c.email)}`);
  if (c.url) parts.push(`URL:${escapeMecard(c.url)}`);
  if (c.address) parts.push(`ADR:${escapeMecard(c.address)}`);
  const note = [c.title, c.note].filter(Boolean).join(' ');
  if (note) parts.push(`NOTE:${escapeMecard(note)}`);
  return `MECARD:${parts.join(';')};;`;
}

export type CardFormat = 'vcard' | 'mecard';

export function contactText(c: Contact, f: CardFormat): string {
  return f === 'vcard' ? toVcard(c) : toMecard(c);
}

/** A file name for the code: 名片-张三.png */
export function cardFileName(c: Contact): string {
  const stem = c.name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 20);
  return `名片${stem ? '-' + stem : ''}.png`;
}
