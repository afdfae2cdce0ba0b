import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['中文', '中文'],
  ])('%s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
  it('keeps numbers as numbers (negative ones too) and empties empty', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
  it('writes a BOM, a header and CRLF rows', () => {
    expect(toCsv(['day', 'tool'], [['2031-01-01', 'qrcode']])).toBe('\uFEFFday,tool\r\n2031-01-01,qrcode\r\n');
  });
});
