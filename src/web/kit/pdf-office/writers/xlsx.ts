/**
 * Tables → an Excel workbook (ExcelJS): one sheet per page that has tables, each table a region of cells
 * (one value per cell, numbers as numbers, dates as dates, merged cells merged, column widths, bold and
 * shaded headers, thin borders where the PDF ruled them), a blank row between tables. Text outside tables
 * stays out. A document with no table at all gets its text lines, split into cells where the PDF's lines
 * were split into columns.
 */
import ExcelJS from 'exceljs';
import type { Line, PageLayout, Paragraph, Table } from '../model.js';
import { cellValue } from '../cells.js';

const THIN = { style: 'thin' as const, color: { argb: 'FF000000' } };

function paragraphText(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((p) => p.spans.map((s) => s.text).join(''))
    .join('\n')
    .trim();
}

function setValue(cell: ExcelJS.Cell, text: string): void {
  const v = cellValue(text);
  if (v.kind === 'text') cell.value = v.value;
  else {
    cell.value = v.value;
    if (v.format) cell.numFmt = v.format;
  }
}

/** Writes a table from row `top` (1-based); answers the next free row. */
function writeTable(sheet: ExcelJS.Worksheet, table: Table, top: number, widths: number[]): number {
  const nCols = table.columns.length - 1;
  for (let c = 0; c < nCols; c++) {
    const chars = Math.max(4, Math.min(80, (table.columns[c + 1] - table.columns[c]) / 5.6));
    widths[c] = Math.max(widths[c] ?? 0, chars);
  }
  for (const cell of table.cells) {
    const r = top + cell.row;
    const c = 1 + cell.col;
    const target = sheet.getCell(r, c);
    const text = paragraphText(cell.paragraphs);
    setValue(target, text);
    const spans = cell.paragraphs.flatMap((p) => p.spans);
    const bold = spans.length > 0 && spans.every((s) => s.bold);
    const italic = spans.length > 0 && spans.every((s) => s.italic);
    const color =
      spans[0]?.color && spans[0].color !== '#000000' ? `FF${spans[0].color.slice(1).toUpperCase()}` : undefined;
    if (bold || italic || color)
      target.font = {
        bold: bold || undefined,
        italic: italic || undefined,
        color: color ? { argb: color } : undefined,
      };
    if (text.includes('\n')) target.alignment = { wrapText: true, vertical: 'top' };
    if (cell.fill)
      target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${cell.fill.slice(1).toUpperCase()}` } };
    if (cell.rowSpan > 1 || cell.colSpan > 1) {
      sheet.mergeCells(r, c, r + cell.rowSpan - 1, c + cell.colSpan - 1);
      target.alignment = {
        ...target.alignment,
        vertical: 'middle',
        horizontal: cell.colSpan > 1 ? 'center' : undefined,
      };
    }
    if (table.ruled)
      for (let i = 0; i < cell.rowSpan; i++)
        for (let k = 0; k < cell.colSpan; k++)
          sheet.getCell(r + i, c + k).border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
  }
  return top + table.rows.length - 1 + 1;
}

/** Text lines as rows (for a document without tables): fragments of one baseline become cells by x. */
export function linesAsRows(lines: Line[]): string[][] {
  const rows: Line[][] = [];
  for (const line of [...lines].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0].y - line.y) <= Math.max(2, line.size * 0.4)) row.push(line);
    else rows.push([line]);
  }
  // Column starts: the distinct left edges, close ones merged.
  const starts: number[] = [];
  for (const x of rows
    .flat()
    .map((l) => l.x)
    .sort((a, b) => a - b))
    if (!starts.length || x - starts[starts.length - 1] > 8) starts.push(x);
  return rows.map((row) => {
    const out: string[] = [];
    for (const line of row.sort((a, b) => a.x - b.x)) {
      let col = 0;
      for (let i = 0; i < starts.length; i++) if (line.x >= starts[i] - 4) col = i;
      while (out.length < col) out.push('');
      out[col] = out[col] ? `${out[col]} ${line.text}` : line.text;
    }
    return out;
  });
}

export interface XlsxInput {
  pages: PageLayout[];
  /** Every page's text lines (used when no page has a table). */
  lines: Line[][];
  sheetName: (page: number) => string;
  textSheetName: string;
}

export async function writeXlsx(input: XlsxInput): Promise<{ bytes: Uint8Array; tables: number }> {
  const book = new ExcelJS.Workbook();
  book.creator = '';
  let tables = 0;
  for (const page of input.pages) {
    const found = page.blocks.filter((b): b is Table => b.type === 'table');
    if (found.length === 0) continue;
    const sheet = book.addWorksheet(input.sheetName(page.index + 1));
    const widths: number[] = [];
    let row = 1;
    for (const table of found) {
      row = writeTable(sheet, table, row, widths) + 1;
      tables++;
    }
    widths.forEach((w, i) => (sheet.getColumn(i + 1).width = w));
  }
  if (tables === 0) {
    const sheet = book.addWorksheet(input.textSheetName);
    let r = 1;
    for (const lines of input.lines) {
      for (const cells of linesAsRows(lines)) {
        cells.forEach((text, c) => text && setValue(sheet.getCell(r, c + 1), text));
        r++;
      }
    }
    sheet.getColumn(1).width = 60;
  }
  const buffer = await book.xlsx.writeBuffer();
  return { bytes: new Uint8Array(buffer as ArrayBuffer), tables };
}
