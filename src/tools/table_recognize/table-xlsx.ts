/**
 * The recognised table as an .xlsx (ExcelJS, loaded when asked): one value per cell (numbers as numbers,
 * dates as dates, codes with leading zeros as text: the PDF tools' `cellValue`), merged cells merged,
 * thin borders on a ruled table, the first row bold, column widths from the image's.
 */
import { cellValue } from '../../web/kit/pdf-office/cells.js';
import type { Table } from './table-grid.js';

const THIN = { style: 'thin' as const, color: { argb: 'FF000000' } };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column widths in characters: the image's column widths, the widest at most 60 characters. */
export function columnWidths(table: Table): number[] {
  const longest = Array.from({ length: table.cols }, (_, c) =>
    Math.max(
      4,
      ...table.cells
        .filter((cell) => cell.col === c && cell.colSpan === 1)
        .flatMap((cell) => cell.text.split('\n'))
        .map((line) => [...line].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0)),
    ),
  );
  return longest.map((n) => Math.min(60, n + 2));
}

export async function tableWorkbook(table: Table, sheetName: string): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const cell of table.cells) {
    const target = sheet.getCell(cell.row + 1, cell.col + 1);
    // A cell of several lines is text, its line breaks kept (`cellValue` would join them).
    const value = cell.text.includes('\n') ? { kind: 'text' as const, value: cell.text } : cellValue(cell.text);
    target.value = value.value;
    if (value.kind !== 'text' && value.format) target.numFmt = value.format;
    if (cell.text.includes('\n')) target.alignment = { wrapText: true, vertical: 'top' };
    if (cell.row === 0 && table.rows > 1) target.font = { bold: true };
    if (cell.rowSpan > 1 || cell.colSpan > 1) {
      sheet.mergeCells(cell.row + 1, cell.col + 1, cell.row + cell.rowSpan, cell.col + cell.colSpan);
      target.alignment = { ...target.alignment, vertical: 'middle', horizontal: 'center' };
    }
    if (table.source === 'lines')
      for (let r = 0; r < cell.rowSpan; r++)
        for (let c = 0; c < cell.colSpan; c++)
          sheet.getCell(cell.row + 1 + r, cell.col + 1 + c).border = {
            top: THIN,
            left: THIN,
            bottom: THIN,
            right: THIN,
          };
  }
  columnWidths(table).forEach((width, c) => (sheet.getColumn(c + 1).width = width));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** `表格.jpg` → `表格.xlsx`. */
export function xlsxFileName(imageName: string): string {
  return `${imageName.replace(/\.[^./\\]*$/, '').trim() || 'table'}.xlsx`;
}
