import { describe, expect, it } from 'vitest';
import { convert } from './convert.js';

const t = { format: 'format', tooLarge: 'tooLarge', cents: 'cents', char: 'char {c}' };

describe('convert', () => {
  it.each([
    ['', { status: 'empty' }],
    [
      '1409.50',
      {
        status: 'ok',
        way: 'toChinese',
        rows: [
          { id: 'amount', value: '壹仟肆佰零玖元伍角' },
          { id: 'upper', value: '壹仟肆佰零玖点伍零' },
          { id: 'lower', value: '一千四百零九点五零' },
        ],
      },
    ],
    [
      '3.14159',
      {
        status: 'ok',
        way: 'toChinese',
        rows: [
          { id: 'upper', value: '叁点壹肆壹伍玖' },
          { id: 'lower', value: '三点一四一五九' },
        ],
        note: 'cents',
      },
    ],
    [
      '一万五',
      {
        status: 'ok',
        way: 'toNumber',
        rows: [
          { id: 'arabic', value: '15000' },
          { id: 'grouped', value: '15,000' },
          { id: 'amount', value: '壹万伍仟元整' },
        ],
      },
    ],
    ['壹佰x', { status: 'error', way: 'toNumber', message: 'char x' }],
    ['12345678901234567', { status: 'error', way: 'toChinese', message: 'tooLarge' }],
  ])('%j', (text, shown) => {
    expect(convert(text, t)).toEqual(shown);
  });
});
