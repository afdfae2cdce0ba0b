import { describe, expect, it } from 'vitest';
import { cellValue } from './cells.js';

describe('a cell as a spreadsheet value', () => {
  it.each([
    ['42', { kind: 'number', value: 42 }],
    ['3,450.50', { kind: 'number', value: 3450.5, format: '#,##0.00' }],
    ['-3.1%', { kind: 'number', value: -0.031, format: '0.0%' }],
    ['12.5%', { kind: 'number', value: 0.125, format: '0.0%' }],
    ['(1,200)', { kind: 'number', value: -1200, format: '#,##0' }],
    ['¥1,299.00', { kind: 'number', value: 1299, format: '"¥"#,##0.00' }],
    ['$ 5', { kind: 'number', value: 5, format: '"$"0' }],
    ['00101', { kind: 'text', value: '00101' }],
    ['12,34', { kind: 'text', value: '12,34' }],
    ['1234567890123456789', { kind: 'text', value: '1234567890123456789' }],
    ['A100', { kind: 'text', value: 'A100' }],
    ['', { kind: 'text', value: '' }],
  ])('%j → %j', (raw, want) => expect(cellValue(raw)).toEqual(want));

  it.each([
    ['2024-03-01', '2024-03-01'],
    ['2024/3/1', '2024-03-01'],
    ['2024年3月1日', '2024-03-01'],
  ])('the date %s is a date', (raw, iso) => {
    const v = cellValue(raw);
    expect(v.kind).toBe('date');
    expect(v.kind === 'date' && v.value.toISOString().slice(0, 10)).toBe(iso);
  });

  it.each(['2024-02-30', '03/01/2024', '1.2.3'])('%s stays text (impossible or ambiguous)', (raw) =>
    expect(cellValue(raw).kind).toBe('text'),
  );
});
