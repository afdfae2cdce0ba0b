import { describe, expect, it } from 'vitest';
import { amountToChinese, chineseToNumber, direction, integerToChinese, numberToChinese } from './chinese-number.js';

describe('amountToChinese (the PBoC bill-filling examples and more)', () => {
  it.each([
    ['1409.50', '壹仟肆佰零玖元伍角'],
    ['6007.14', '陆仟零柒元壹角肆分'],
    ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['107000.53', '壹拾万柒仟元伍角叁分'],
    ['100010000000', '壹仟亿壹仟万元整'],
    ['100001000', '壹亿零壹仟元整'],
    ['100101', '壹拾万零壹佰零壹元整'],
    ['1000100000000', '壹万零壹亿元整'],
    ['16409.02', '壹万陆仟肆佰零玖元零贰分'],
    ['325.04', '叁佰贰拾伍元零肆分'],
    ['1000', '壹仟元整'],
    ['10', '壹拾元整'],
    ['0', '零元整'],
    ['0.5', '伍角'],
    ['0.05', '伍分'],
    ['100000001', '壹亿零壹元整'],
    ['1000000000000', '壹万亿元整'],
    ['1010101010', '壹拾亿壹仟零壹拾万壹仟零壹拾元整'],
    ['9999999999999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['¥1,234.00', '壹仟贰佰叁拾肆元整'],
    ['-20', '负贰拾元整'],
  ])('%s → %s', (amount, text) => {
    expect(amountToChinese(amount)).toEqual({ ok: true, value: text });
  });

  it.each([
    ['1.234', 'cents'],
    ['abc', 'format'],
    ['10000000000000000', 'tooLarge'],
  ])('%s is refused (%s)', (amount, error) => {
    expect(amountToChinese(amount)).toMatchObject({ ok: false, error });
  });
});

describe('numberToChinese', () => {
  it.each([
    ['12', 'lower', '十二'],
    ['112', 'lower', '一百一十二'],
    ['100012', 'lower', '十万零一十二'],
    ['20240', 'lower', '二万零二百四十'],
    ['3.14', 'lower', '三点一四'],
    ['12345', 'upper', '壹万贰仟叁佰肆拾伍'],
    ['0.05', 'upper', '零点零伍'],
    ['-7', 'lower', '负七'],
    ['100000000', 'lower', '一亿'],
    ['1000000001', 'lower', '十亿零一'],
  ] as const)('%s (%s) → %s', (n, style, text) => {
    expect(numberToChinese(n, style)).toEqual({ ok: true, value: text });
  });

  it('integerToChinese drops leading zeros', () => {
    expect(integerToChinese('007', 'upper')).toBe('柒');
  });
});

describe('chineseToNumber', () => {
  it.each([
    ['壹仟肆佰零玖元伍角', '1409.5'],
    ['陆仟零柒元壹角肆分', '6007.14'],
    ['壹万陆仟肆佰零玖元零贰分', '16409.02'],
    ['人民币壹仟元整', '1000'],
    ['伍角', '0.5'],
    ['零元整', '0'],
    ['壹万亿元整', '1000000000000'],
    ['十二', '12'],
    ['一百零五', '105'],
    ['三百六', '360'],
    ['一万五', '15000'],
    ['一万零五', '10005'],
    ['两千', '2000'],
    ['三亿二千万', '320000000'],
    ['一万亿零五百万', '1000005000000'],
    ['十万零一十二', '100012'],
    ['二〇二四', '2024'],
    ['三点一四', '3.14'],
    ['负七', '-7'],
    ['壹拾亿壹仟零壹拾万壹仟零壹拾元整', '1010101010'],
    ['玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分', '9999999999999999.99'],
  ])('%s → %s', (text, n) => {
    expect(chineseToNumber(text)).toEqual({ ok: true, value: n });
  });

  it('round trips every amount to the cent', () => {
    for (const a of ['0.01', '0.1', '1', '10.01', '100.1', '1001', '20000.2', '300400500.06', '7000000000000.7']) {
      const zh = amountToChinese(a);
      expect(zh.ok && chineseToNumber(zh.value)).toEqual({ ok: true, value: a });
    }
  });

  it.each([
    ['壹仟abc', 'char'],
    ['一点', 'format'],
    ['一点二点三', 'format'],
  ])('%s is refused (%s)', (text, error) => {
    expect(chineseToNumber(text)).toMatchObject({ ok: false, error });
  });
});

describe('direction', () => {
  it.each([
    ['1,234.5', 'toChinese'],
    ['¥ 88', 'toChinese'],
    ['壹佰', 'toNumber'],
    ['一万五', 'toNumber'],
  ])('%s → %s', (text, dir) => {
    expect(direction(text)).toBe(dir);
  });
});
