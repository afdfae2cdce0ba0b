/**
 * The schedule as an .xlsx workbook (ExcelJS, loaded when asked): one sheet, amounts as numbers with two
 * decimals (the cents written as exact decimal text, read by Excel as numbers), a header row and totals.
 */
import { formatCents } from '../../common/finance/index.js';
import { dueDate } from '../../common/finance/index.js';
import type { LoanPlan } from './loan-plan.js';

export async function scheduleWorkbook(p: LoanPlan, heads: string[], totalLabel: string): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('schedule');
  sheet.addRow(heads).font = { bold: true };
  const money = (c: bigint) => Number(formatCents(c));
  for (const r of p.schedule.rows)
    sheet.addRow([
      r.period,
      dueDate(p.loanDate, r.period),
      money(r.payment),
      money(r.principal),
      money(r.interest),
      money(r.prepayment),
      money(r.balance),
      `${r.annualRatePct}%`,
    ]);
  const s = p.schedule;
  sheet.addRow([
    totalLabel,
    '',
    money(s.totalPaid - s.totalPrepaid),
    money(s.totalPrincipal),
    money(s.totalInterest),
    money(s.totalPrepaid),
  ]).font = {
    bold: true,
  };
  for (const c of [3, 4, 5, 6, 7]) sheet.getColumn(c).numFmt = '#,##0.00';
  sheet.columns.forEach((col, i) => (col.width = i === 1 ? 12 : 14));
  return new Uint8Array(await book.xlsx.writeBuffer());
}
