import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { zxingReader } from '../../web/kit/qr/testing.js';
import { DEFAULT_STYLE, qrMatrix, styledQrSvg } from '../../web/kit/qr/style.js';
import {
  cardFileName,
  EMPTY_CONTACT,
  escapeMecard,
  escapeVcard,
  isEmpty,
  splitName,
  toMecard,
  toVcard,
  type Contact,
} from './vcard.js';

const ZHANG: Contact = {
  ...EMPTY_CONTACT,
  name: '张伟',
  org: '帮小忙科技有限公司',
  title: '产品经理',
  mobile: '13800138000',
  email: 'zhangwei@example.com',
  url: 'https://example.com',
  address: '北京市海淀区中关村大街 1 号',
};

describe('names', () => {
  it.each([
    ['张伟', ['张', '伟']],
    ['欧阳修', ['欧阳', '修']],
    ['诸葛孔明', ['诸葛', '孔明']],
    ['王', ['王', '']],
    ['John Smith', ['Smith', 'John']],
    ['Mary Ann Lee', ['Lee', 'Mary Ann']],
    ['  李  ', ['李', '']],
    ['', ['', '']],
  ])('%s → %j', (name, parts) => expect(splitName(name)).toEqual(parts));
});

describe('escaping', () => {
  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['line1\nline2', 'line1\\nline2'],
  ])('vCard %j', (v, out) => expect(escapeVcard(v)).toBe(out));
  it.each([['a;b:c,d', 'a\\;b\\:c\\,d']])('MECARD %j', (v, out) => expect(escapeMecard(v)).toBe(out));
});

describe('contact text', () => {
  it('vCard 3.0 with a Chinese name', () =>
    expect(toVcard(ZHANG)).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:张;伟;;;',
        'FN:张伟',
        'ORG:帮小忙科技有限公司',
        'TITLE:产品经理',
        'TEL;TYPE=CELL:13800138000',
        'EMAIL;TYPE=INTERNET:zhangwei@example.com',
        'URL:https://example.com',
        'ADR;TYPE=WORK:;;北京市海淀区中关村大街 1 号;;;;',
        'END:VCARD',
      ].join('\r\n'),
    ));

  it.each([
    [{ ...EMPTY_CONTACT, name: '欧阳修', mobile: '010-1234' }, 'MECARD:N:欧阳,修;TEL:010-1234;;'],
    [{ ...EMPTY_CONTACT, name: 'Ann', note: 'a;b' }, 'MECARD:N:Ann;NOTE:a\\;b;;'],
    [
      { ...ZHANG, url: '', address: '', email: '' },
      'MECARD:N:张,伟;ORG:帮小忙科技有限公司;TEL:13800138000;NOTE:产品经理;;',
    ],
  ])('MECARD %#', (c, text) => expect(toMecard(c)).toBe(text));

  it.each([
    [EMPTY_CONTACT, true],
    [{ ...EMPTY_CONTACT, note: ' x ' }, false],
  ])('empty %#', (c, empty) => expect(isEmpty(c)).toBe(empty));

  it.each([
    [ZHANG, '名片-张伟.png'],
    [EMPTY_CONTACT, '名片.png'],
  ])('file name %#', (c, name) => expect(cardFileName(c)).toBe(name));

  it.each([
    ['vCard', toVcard(ZHANG)],
    ['MECARD', toMecard(ZHANG)],
  ])('a %s QR decodes with our reader at its real size to the same text', async (_, text) => {
    const matrix = qrMatrix(text, 'M');
    const svg = styledQrSvg(matrix, DEFAULT_STYLE, (matrix.size + 8) * 8);
    const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const read = await zxingReader(
      {
        data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
        width: info.width,
        height: info.height,
      },
      { formats: ['QRCode'], tryHarder: true, textMode: 'Plain' },
    );
    expect(read.filter((r) => r.isValid).map((r) => r.text)).toEqual([text]);
  });
});
