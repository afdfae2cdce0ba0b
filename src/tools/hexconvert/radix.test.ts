import { describe, expect, it } from 'vitest';
import { formatInBase, inputError, parseInBase, type Parsed } from './radix.js';

function convert(text: string, from: number, to: number, max = 64) {
  const p = parseInBase(text, from);
  if (!p.ok) throw new Error(p.error);
  return formatInBase(p.value, to, max, false).text;
}

describe('whole numbers', () => {
  it.each([
    ['255', 10, 16, 'ff'],
    ['255', 10, 2, '11111111'],
    ['ff', 16, 10, '255'],
    ['0xFF', 16, 8, '377'],
    ['0b1010', 2, 10, '10'],
    ['777', 8, 10, '511'],
    ['zz', 36, 10, '1295'],
    ['v', 32, 10, '31'],
    ['-42', 10, 2, '-101010'],
    ['0', 10, 2, '0'],
    ['-0', 10, 2, '0'],
    ['1 0000 0000', 2, 10, '256'],
    ['18446744073709551615', 10, 16, 'ffffffffffffffff'],
    ['123456789012345678901234567890', 10, 36, 'byw97um9s91dlz68tsi'],
  ])('%s (base %i) → base %i = %s', (text, from, to, out) => {
    expect(convert(text, from, to)).toBe(out);
  });
});

describe('fractions', () => {
  it.each([
    ['0.5', 10, 2, '0.1'],
    ['0.1', 10, 2, '0.0(0011)'],
    ['0.1', 2, 10, '0.5'],
    ['0.1', 3, 10, '0.(3)'],
    ['10.625', 10, 2, '1010.101'],
    ['ff.8', 16, 10, '255.5'],
    ['0.(3)', 10, 3, ''],
    ['1.75', 10, 8, '1.6'],
    ['-0.2', 10, 16, '-0.(3)'],
    ['0.1', 10, 3, '0.(0022)'],
  ])('%s (base %i) → base %i = %s', (text, from, to, out) => {
    if (out === '') expect(parseInBase(text, from).ok).toBe(false);
    else expect(convert(text, from, to)).toBe(out);
  });

  it('cuts a long repetend with …, marked not exact', () => {
    // 1/1000 in base 3 repeats every 100 digits.
    const p = parseInBase('0.001', 10);
    const f = formatInBase((p as { value: Parsed }).value, 3, 8);
    expect(f).toEqual({ text: '0.00000020…', exact: false });
    expect(convert('0.1', 10, 7)).toBe('0.(0462)');
  });

  it('writes upper case on request', () => {
    const p = parseInBase('48879.5', 10);
    expect(formatInBase((p as { value: Parsed }).value, 16, 10, true).text).toBe('BEEF.8');
  });
});

describe('bad input', () => {
  it.each([
    ['', 10, 'empty'],
    ['12', 2, 'digit'],
    ['1.2.3', 10, 'format'],
    ['.', 10, 'format'],
    ['g', 16, 'digit'],
  ])('%j in base %i is %s', (text, base, error) => {
    const p = parseInBase(text, base);
    expect(p.ok ? 'ok' : p.error).toBe(error);
  });
});

describe('inputError', () => {
  const text = { digit: '“{d}” 不是 {base} 进制的数字（可用 {range}）', format: 'format' };
  it.each([
    ['12', 2, '“2” 不是 2 进制的数字（可用 0–1）'],
    ['fg', 16, '“g” 不是 16 进制的数字（可用 0–F）'],
    ['1..', 10, 'format'],
    ['', 10, null],
    ['11', 2, null],
  ])('%j in base %i', (input, base, error) => {
    expect(inputError(parseInBase(input, base), base, text)).toBe(error);
  });
});
