import { describe, expect, it } from 'vitest';
import { cardNetwork, findCardNumber, findExpiry, groupDigits, readBankCard } from './bankcard.js';

describe('cardNetwork', () => {
  it.each([
    ['6212345678901265', 'unionpay'],
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223000048400011', 'mastercard'],
    ['378282246310005', 'amex'],
    ['3530111333300000', 'jcb'],
    ['9999999999999995', null],
  ])('%s → %s', (n, network) => {
    expect(cardNetwork(n)).toBe(network);
  });
});

describe('findCardNumber and findExpiry', () => {
  it.each([
    ['6212 3456 7890 1265', '6212345678901265'],
    ['6212 3456 789O 1265', '6212345678901265'],
    ['卡号 6212345678901265 ', '6212345678901265'],
    ['VALID THRU 08/29', null],
    ['客服 95588', null],
  ])('number in %s', (text, out) => {
    expect(findCardNumber(text)).toBe(out);
  });
  it.each([
    ['VALID THRU 08/29', '08/29'],
    ['有效期 12 / 30', '12/30'],
    ['13/29', null],
  ])('expiry in %s', (text, out) => {
    expect(findExpiry(text)).toBe(out);
  });
});

describe('readBankCard', () => {
  const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));
  it('reads a card', () => {
    const f = readBankCard(lines('示例银行 借记卡', '6212 3456 7890 1265', 'VALID THRU 08/29', 'ZHANG XIAOMING'));
    expect(f.map((x) => [x.key, x.value, x.status])).toEqual([
      ['number', '6212345678901265', 'ok'],
      ['network', 'unionpay', 'ok'],
      ['expiry', '08/29', 'ok'],
      ['bank', '示例银行', 'ok'],
    ]);
  });
  it('marks a number failing the Luhn check, without a network', () => {
    const f = readBankCard(lines('6212 3456 7890 1266'));
    expect(f[0]).toMatchObject({ value: '6212345678901266', status: 'failed', note: 'luhn' });
    expect(f[1]!.status).toBe('missing');
  });
  it('groups digits by four', () => {
    expect(groupDigits('6212345678901265')).toBe('6212 3456 7890 1265');
    expect(groupDigits('378282246310005')).toBe('3782 8224 6310 005');
  });
});
