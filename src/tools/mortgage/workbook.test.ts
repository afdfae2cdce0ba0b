import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { planLoan, type LoanOptions, type LoanPlan } from './loan-plan.js';
import { planCards, tableRows } from './view.js';
import { messages } from './messages.js';
import { scheduleWorkbook } from './workbook.js';
import { BASE } from './loan-plan.testutil.js';

const OPTIONS: LoanOptions = { ...BASE, years: 2, date: '2026-01-31' };
const NO_DATA = { fixings: [], fund: { first: null, second: null } };
const plan = (o: Partial<LoanOptions> = {}) => planLoan({ ...OPTIONS, ...o }, NO_DATA, '2026-11-23') as LoanPlan;

describe('the page view', () => {
  it('shows the instalment, totals and the due dates (month ends clamped)', () => {
    const p = plan();
    const cards = planCards(p, messages.zh, null);
    expect(cards.headline).toMatchObject({ label: '每月月供', value: '43,202.72 元' });
    expect(cards.stats.find((s) => s.id === 'months')).toMatchObject({ value: '24 个月', hint: '最后一期 2028-01-31' });
    const rows = tableRows(p);
    expect(rows[0].slice(0, 2)).toEqual(['1', '2026-02-28']);
    expect(rows[1][1]).toBe('2026-03-31');
    expect(rows[23][6]).toBe('0.00');
  });

  it('equal principal: the first instalment and the monthly decrease', () => {
    const cards = planCards(plan({ method: 'equal-principal' }), messages.zh, null);
    // 1,000,000 / 24 = 41,666.67 principal; interest 2,916.67 then falling by 41,666.67 × 3.5%/12 = 121.53.
    expect(cards.headline).toMatchObject({
      label: '首月月供',
      value: '44,583.34 元',
      detail: '之后每月约减少 121.53 元',
    });
  });

  it('a prepayment says how much interest it saves', () => {
    const p = plan({ years: 30, pre: 10, preAfter: 12 });
    const cards = planCards(p, messages.zh, plan({ years: 30 }));
    expect(cards.stats.find((s) => s.id === 'prepaid')?.value).toBe('100,000.00');
    expect(cards.stats.find((s) => s.id === 'prepaid')?.hint).toMatch(/^比不提前还款少付利息 [\d,]+\.\d\d 元$/);
  });
});

describe('scheduleWorkbook', () => {
  it('writes every instalment and the totals as numbers', async () => {
    const p = plan();
    const bytes = await scheduleWorkbook(
      p,
      ['期数', '还款日', '月供', '本金', '利息', '提前还款', '剩余本金', '年利率'],
      '合计',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(1 + 24 + 1);
    expect(sheet.getRow(1).getCell(3).value).toBe('月供');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      1,
      '2026-02-28',
      43202.72,
      40286.05,
      2916.67,
      0,
      959713.95,
      '3.5%',
    ]);
    expect(sheet.getRow(26).getCell(4).value).toBe(1000000);
    expect(sheet.getRow(26).getCell(5).value).toBe(Number((Number(p.schedule.totalInterest) / 100).toFixed(2)));
  });
});
