import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Table } from './table-grid.js';
import { columnWidths, tableWorkbook, xlsxFileName } from './table-xlsx.js';

const TABLE: Table = {
  rows: 3,
  cols: 3,
  source: 'lines',
  widths: [200, 200, 200],
  cells: [
    { row: 0, col: 0, rowSpan: 1, colSpan: 2, text: '水果' },
    { row: 0, col: 2, rowSpan: 1, colSpan: 1, text: '金额' },
    { row: 1, col: 0, rowSpan: 1, colSpan: 1, text: '苹果' },
    { row: 1, col: 1, rowSpan: 1, colSpan: 1, text: '007' },
    { row: 1, col: 2, rowSpan: 1, colSpan: 1, text: '1,200.50' },
    { row: 2, col: 0, rowSpan: 1, colSpan: 1, text: '第一行\n第二行' },
    { row: 2, col: 1, rowSpan: 1, colSpan: 1, text: '2026-11-28' },
    { row: 2, col: 2, rowSpan: 1, colSpan: 1, text: '12%' },
  ],
};

describe('tableWorkbook', async () => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await tableWorkbook(TABLE, '表格')).buffer as ArrayBuffer);
  const sheet = book.getWorksheet('表格')!;
  it.each([
    ['A1', '水果'],
    ['C1', '金额'],
    ['B2', '007'],
    ['C2', 1200.5],
    ['A3', '第一行\n第二行'],
    ['C3', 0.12],
  ] as [string, unknown][])('%s holds %j', (address, value) => {
    expect(sheet.getCell(address).value).toEqual(value);
  });
  it('keeps a date as a date, the merge, the borders and the bold header', () => {
    expect(sheet.getCell('B3').value).toEqual(new Date(Date.UTC(2026, 10, 28)));
    expect(sheet.getCell('B1').isMerged).toBe(true);
    expect(sheet.getCell('C3').border?.right?.style).toBe('thin');
    expect(sheet.getCell('C1').font?.bold).toBe(true);
  });
});

describe('columnWidths', () => {
  it('counts CJK characters double and leaves merged cells out', () => {
    expect(columnWidths(TABLE)).toEqual([8, 12, 10]);
  });
});

describe('xlsxFileName', () => {
  it.each([
    ['表格.jpg', '表格.xlsx'],
    ['scan.2026.png', 'scan.2026.xlsx'],
    ['.png', 'table.xlsx'],
  ])('%s → %s', (name, expected) => expect(xlsxFileName(name)).toBe(expected));
});
