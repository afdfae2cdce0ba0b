import { describe, expect, it } from 'vitest';
import { extract, isIdCard, isS10, type Found } from './extract.js';

describe('check digits', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110105194912310021', false], // wrong check character
    ['110105194902300020', false], // 30 February
    ['1101051949123100', false],
  ])('ID %s → %s', (id, ok) => expect(isIdCard(id)).toBe(ok));
  it.each([
    ['RR123456785CN', true],
    ['EE123456785CN', true],
    ['RR123456784CN', false],
    ['RR12345678CN', false],
  ])('S10 %s → %s', (code, ok) => expect(isS10(code)).toBe(ok));
});

describe('extract', () => {
  const of = (text: string, kind: Found['kind']) => extract(text).filter((f) => f.kind === kind);
  const order =
    '收件人：张小明 电话：138-0013-8000\n地址：广东省深圳市南山区科技园路1号 邮编：518057\n快递单号 SF1234567890123';
  const rows: [what: string, text: string, kind: Found['kind'], values: Partial<Found>[]][] = [
    ['a labelled name', order, 'name', [{ value: '张小明' }]],
    ['a mobile with dashes', order, 'mobile', [{ value: '13800138000' }]],
    ['an address up to the next field', order, 'address', [{ value: '广东省深圳市南山区科技园路1号' }]],
    ['a postcode after its label', order, 'postcode', [{ value: '518057' }]],
    ['an SF number with its courier', order, 'tracking', [{ value: 'SF1234567890123', courier: 'sf' }]],
    ['a +86 mobile', '联系我 +86 139 1234 5678 谢谢', 'mobile', [{ value: '13912345678' }]],
    ['a landline', '座机 010-87654321', 'landline', [{ value: '010-87654321' }]],
    ['a valid ID only', '身份证 11010519491231002X 和 110105194912310021', 'idcard', [{ value: '11010519491231002X' }]],
    ['no phone inside an ID', '11010519491231002X', 'mobile', []],
    ['an S10 postal item', '国际包裹 RR123456785CN', 'tracking', [{ value: 'RR123456785CN', courier: 'post' }]],
    ['no S10 with a wrong check digit', 'RR123456784CN', 'tracking', []],
    ['a labelled number of an unknown courier', '运单号：773012345678901', 'tracking', [{ value: '773012345678901' }]],
    ['no phone inside a tracking number', '运单号：773013800138000', 'mobile', []],
    [
      'a bare address line',
      '寄到 浙江省杭州市西湖区文三路100号 给我',
      'address',
      [{ value: '浙江省杭州市西湖区文三路100号' }],
    ],
    ['nothing in plain text', '今天天气不错', 'name', []],
  ];
  it.each(rows)('%s', (_, text, kind, values) => {
    const got = of(text, kind);
    expect(got).toHaveLength(values.length);
    values.forEach((v, i) => expect(got[i]).toMatchObject(v));
  });
  it('lists each value once, in a fixed order of kinds', () => {
    const found = extract(`${order}\n${order}`);
    expect(found.map((f) => f.kind)).toEqual(['name', 'mobile', 'address', 'postcode', 'tracking']);
  });
  it('leaves the courier unknown when the number does not say', () => {
    expect(of('运单号：773012345678901', 'tracking')[0]).not.toHaveProperty('courier');
  });
});
