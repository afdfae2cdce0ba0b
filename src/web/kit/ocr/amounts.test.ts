import { describe, expect, it } from 'vitest';
import { amountsAgree, amountsIn, parseAmount, parseCapitalAmount } from './amounts.js';

describe('parseAmount', () => {
  it.each([
    ['¥35,000.00', 3_500_000n],
    ['￥128.5', 12_850n],
    ['1234', 123_400n],
    ['人民币 1,234.56元', 123_456n],
    ['-12.30', -1_230n],
    ['12.345', null],
    ['1,23.00', null],
    ['壹佰元', null],
  ])('%s → %s', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });
});

describe('amountsIn', () => {
  it.each([
    ['合计 ¥1,130.00 税额 130.00', [113_000n, 13_000n]],
    ['金额 1 130.00', [113_000n]],
    ['电话 13800138000 日期 2026.11.23', []],
  ])('%s', (text, out) => {
    expect(amountsIn(text)).toEqual(out);
  });
});

describe('parseCapitalAmount (人民币大写)', () => {
  it.each([
    ['叁万伍仟元整', 3_500_000n],
    ['人民币壹仟壹佰叁拾元整', 113_000n],
    ['价税合计（大写）⊗壹仟壹佰叁拾圆整', 113_000n],
    ['壹拾元零伍分', 1_005n],
    ['拾元整', 1_000n],
    ['壹佰零贰元叁角肆分', 10_234n],
    ['伍角', 50n],
    ['壹亿零伍万元整', 10_005_000_000n],
    ['贰万零捌佰元正', 2_080_000n],
    ['壹仟贰伍元整', null],
    ['壹仟元叁分角', null],
    ['一千元整', null],
    ['', null],
  ])('%s → %s', (text, cents) => {
    expect(parseCapitalAmount(text)).toBe(cents);
  });

  it('disagrees with the figures when one character of either is misread', () => {
    expect(amountsAgree(parseAmount('1,130.00'), parseCapitalAmount('壹仟壹佰叁拾元整'))).toBe(true);
    expect(amountsAgree(parseAmount('1,180.00'), parseCapitalAmount('壹仟壹佰叁拾元整'))).toBe(false);
    expect(amountsAgree(parseAmount('1,130.00'), parseCapitalAmount('壹仟壹佰肆拾元整'))).toBe(false);
    expect(amountsAgree(null, parseCapitalAmount('壹仟壹佰叁拾元整'))).toBeNull();
  });
});
