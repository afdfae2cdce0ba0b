import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { readBusinessCard, toVCard, type CardLine } from './card.js';

const line = (text: string, height = 24, confidence = 0.97): CardLine => ({ text, confidence, top: 0, bottom: height });

const CARD = [
  line('示例云科技有限公司', 28),
  line('王小红', 44),
  line('产品总监', 24),
  line('手机：139 1234 5678'),
  line('电话：021-6123 4567'),
  line('传真：021-6123 4568'),
  line('邮箱：xiaohong.wang@example.com'),
  line('www.example.com'),
  line('地址：上海市浦东新区示例路88号5楼'),
];

describe('readBusinessCard', () => {
  it('reads every field of a card by form, label and words', () => {
    expect(fieldTable(readBusinessCard(CARD))).toEqual({
      name: '王小红|ok',
      title: '产品总监|ok',
      company: '示例云科技有限公司|ok',
      mobile: '13912345678|ok',
      phone: '021-61234567|ok',
      fax: '021-61234568|ok',
      email: 'xiaohong.wang@example.com|ok',
      website: 'www.example.com|ok',
      address: '上海市浦东新区示例路88号5楼|ok',
    });
  });

  it.each([
    [
      'English labels',
      [line('Tel: +86 10 8888 6666'), line('Mob: +86 138 0013 8000')],
      { phone: '', mobile: '13800138000' },
    ],
    ['a 400 number', [line('服务热线 400-820-1234')], { phone: '400-820-1234' }],
    ['an unlabelled address', [line('广州市天河区示例大道100号')], { address: '广州市天河区示例大道100号' }],
    ['an English title', [line('Senior Product Designer')], { title: 'Senior Product Designer' }],
  ])('%s', (_, lines, expected) => {
    const got = Object.fromEntries(readBusinessCard(lines).map((f) => [f.key, f.value]));
    expect(got).toMatchObject(expected);
  });

  it('takes the tallest short Chinese line as the name, not the smaller ones', () => {
    const got = readBusinessCard([line('市场部', 20), line('李四', 40), line('张三', 22)]);
    expect(got.find((f) => f.key === 'name')?.value).toBe('李四');
  });

  it('marks a field read with low confidence, and a missing one', () => {
    const got = fieldTable(readBusinessCard([line('王小红', 40, 0.6)]));
    expect(got.name).toBe('王小红|unsure');
    expect(got.email).toBe('|missing');
  });
});

describe('toVCard', () => {
  it('writes a vCard 3.0 with the family name apart, escaped, CRLF lines', () => {
    const card = toVCard(readBusinessCard([...CARD.slice(0, 3), line('地址：上海市示例路1号; 2号楼')]));
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:王;小红;;;',
      'FN:王小红',
      'ORG:示例云科技有限公司',
      'TITLE:产品总监',
      'ADR;TYPE=WORK:;;上海市示例路1号\\;2号楼;;;;',
      'END:VCARD',
      '',
    ]);
  });

  it.each([
    ['欧阳小明', 'N:欧阳;小明;;;'],
    ['欧阳', 'N:欧;阳;;;'],
    ['Anna Li', 'N:;Anna Li;;;'],
  ])('%s → %s', (name, n) => {
    expect(toVCard([{ key: 'name', value: name, status: 'ok' }])).toContain(`\r\n${n}\r\n`);
  });
});
