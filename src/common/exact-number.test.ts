import { describe, expect, it } from 'vitest';
import { Exact, formatExact, parseExact } from './exact-number.js';

describe('parseExact', () => {
  it.each([
    ['0.1', '0.1'],
    [' 1,234.50 ', '1234.5'],
    ['１２３．５', '123.5'],
    ['-.5', '-0.5'],
    ['2e3', '2000'],
    ['1.5E-3', '0.0015'],
    ['7.', '7'],
  ])('%j → %s', (text, value) => {
    expect(parseExact(text)?.toFixed()).toBe(value);
  });

  it.each(['', 'abc', '1.2.3', '--1', 'e5', '1e'])('%j is not a number', (text) => {
    expect(parseExact(text)).toBeNull();
  });

  it('reads decimals exactly: 0.1 + 0.2 = 0.3', () => {
    expect(parseExact('0.1')!.plus(parseExact('0.2')!).eq(new Exact('0.3'))).toBe(true);
  });
});

describe('formatExact', () => {
  it.each([
    ['0', {}, '0'],
    ['0.30000', {}, '0.3'],
    ['1', { digits: 12 }, '1'],
    ['0.333333333333333333333', {}, '0.333333333333'],
    ['2.5', { maxDecimals: 0 }, '3'],
    ['-2.5', { maxDecimals: 0 }, '-3'],
    ['1234567.891', { grouping: true }, '1,234,567.891'],
    ['0.000000000123', {}, '1.23e-10'],
    ['123000000000000000000000', {}, '1.23e23'],
    ['1e-12', { maxDecimals: 6 }, '0'],
    ['100000000000000000000', {}, '100000000000000000000'],
  ] as const)('%s %j → %s', (value, options, text) => {
    expect(formatExact(new Exact(value), options)).toBe(text);
  });
});
