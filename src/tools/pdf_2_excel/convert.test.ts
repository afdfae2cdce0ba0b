import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { convertSample } from '../../web/kit/pdf-office/sample.testutil.js';

describe('pdf_2_excel', () => {
  it('puts the table in cells, numbers as numbers, and leaves the text outside it out', async () => {
    const { bytes, tables } = await convertSample('xlsx');
    expect(tables).toBe(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Region', 'Offices', 'Revenue'],
      ['East', 42, 3450.5],
      ['South', 37, 2980],
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
  });
});
