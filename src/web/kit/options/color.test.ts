import { describe, expect, it } from 'vitest';
import { isColor, swatchOf } from './color.js';

describe('colour codes', () => {
  it.each([
    ['#abc', true, '#aabbcc'],
    ['#A1B2C3', true, '#A1B2C3'],
    ['#11223344', true, '#112233'],
    ['#1234', false, '#000000'],
    ['red', false, '#000000'],
    ['', false, '#000000'],
  ])('%s: valid %s, swatch %s', (code, valid, swatch) => {
    expect(isColor(code)).toBe(valid);
    expect(swatchOf(code)).toBe(swatch);
  });
});
