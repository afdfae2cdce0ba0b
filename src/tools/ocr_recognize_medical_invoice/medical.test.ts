import { describe, expect, it } from 'vitest';
import { fieldTable } from '../../web/kit/ocr/reader-test.js';
import { itemsIn, readMedical } from './medical.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));

/** The drawn receipt's lines as the recogniser gives them. */
const RECEIPT = [
  '示例省医疗门诊收费票据 (电子)',
  '票据代码：32060126 票据号码：0012345678 校验码：8d3f2e',
  '交款人：李示例 开票日期：2026-03-10',
  '项目名称 金额 (元)',
  '西药费 120.50',
  '检查费 200.00',
  '治疗费 35.00',
  '合计（大写）叁佰伍拾伍元伍角 （小写）355.50',
  '医保统筹基金支付：100.00 个人账户支付：50.00 个人现金支付：205.50',
  '收款单位（章）：示例市人民医院',
];

describe('readMedical', () => {
  it('reads the receipt, its items and payments', () => {
    const read = readMedical(lines(...RECEIPT));
    expect(fieldTable(read.fields)).toEqual({
      code: '32060126|ok',
      number: '0012345678|ok',
      checkCode: '8d3f2e|ok',
      payer: '李示例|ok',
      date: '2026-03-10|ok',
      hospital: '示例市人民医院|ok',
      total: '355.50|ok',
      totalWords: '355.50|ok',
      fund: '100.00|ok',
      otherFund: '|missing',
      account: '50.00|ok',
      cash: '205.50|ok',
    });
    expect(read.items.map(fieldTable)).toEqual([
      { name: '西药费|ok', amount: '120.50|ok' },
      { name: '检查费|ok', amount: '200.00|ok' },
      { name: '治疗费|ok', amount: '35.00|ok' },
    ]);
  });

  const swap = (from: string, to: string) => RECEIPT.map((l) => l.replace(from, to));
  it.each([
    ['items that do not add up to the total', swap('35.00', '36.00'), 'total', 'items'],
    ['payments that do not add up to the total', swap('205.50', '250.50'), 'total', 'paid'],
    ['words that disagree with the figures', swap('伍元伍角', '伍元陆角'), 'totalWords', 'words'],
    ['a date that does not exist', swap('2026-03-10', '2026-02-30'), 'date', 'date'],
    ['a payment that is no amount', swap('个人账户支付：50.00', '个人账户支付：5O.OO'), 'account', 'amount'],
  ])('marks %s', (_, input, key, note) => {
    const f = readMedical(lines(...input)).fields.find((x) => x.key === key);
    expect([f?.status, f?.note]).toEqual(['failed', note]);
  });

  it('leaves the payments unchecked when one of them is not printed', () => {
    const read = readMedical(lines(...RECEIPT.map((l) => l.replace(' 个人现金支付：205.50', ''))));
    expect(fieldTable(read.fields)).toMatchObject({ total: '355.50|ok', cash: '|missing' });
  });
});

describe('itemsIn', () => {
  it.each([
    ['西药费 120.50', [{ name: '西药费', amount: 12_050n }]],
    [
      '西药费 120.50 检查费 ¥200.00',
      [
        { name: '西药费', amount: 12_050n },
        { name: '检查费', amount: 20_000n },
      ],
    ],
    ['合计（大写）叁佰元整 （小写）300.00', []],
    ['项目名称 金额 (元)', []],
    ['西药费 1 120', []],
  ])('%s', (text, out) => {
    expect(itemsIn(text)).toEqual(out);
  });
});
