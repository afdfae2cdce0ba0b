/** Worked examples of the cumulative withholding method (累计预扣法), month by month, computed by hand. */
import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from './exact.js';
import { contributions, cumulativeWithholding, taxOnCumulative, type ContributionRule, type WageMonth } from './tax.js';

const y = (c: bigint) => formatCents(c);
const months = (n: number, m: WageMonth) => Array.from({ length: n }, () => m);

describe('annual table (税率表一)', () => {
  it.each([
    ['0', '0.00', 0],
    ['36000', '1080.00', 3],
    ['36000.01', '1080.00', 10], // 3600.001 − 2520 → 1080.00 (bracket edges meet)
    ['144000', '11880.00', 10],
    ['300000', '43080.00', 20],
    ['420000', '73080.00', 25],
    ['660000', '145080.00', 30],
    ['960000', '250080.00', 35],
    ['1000000', '268080.00', 45],
  ])('taxable %s → tax %s at %i%%', (taxable, tax, rate) => {
    const r = taxOnCumulative(toCents(taxable));
    expect(y(r.tax)).toBe(tax);
    expect(r.ratePct).toBe(rate);
  });
});

describe('cumulative withholding, month by month', () => {
  it('20000 wages, 4000 social insurance and fund, 2000 special deductions: 270 × 4 months, then 900', () => {
    // Taxable a month: 20000 − 4000 − 5000 − 2000 = 9000.
    const rows = cumulativeWithholding(
      months(12, { wages: toCents('20000'), socialInsurance: toCents('4000'), specialAdditional: toCents('2000') }),
    );
    expect(
      rows.map((r) => [r.month, y(r.cumulativeTaxable), r.ratePct, y(r.quickDeduction), y(r.cumulativeTax), y(r.tax)]),
    ).toEqual([
      [1, '9000.00', 3, '0.00', '270.00', '270.00'],
      [2, '18000.00', 3, '0.00', '540.00', '270.00'],
      [3, '27000.00', 3, '0.00', '810.00', '270.00'],
      [4, '36000.00', 3, '0.00', '1080.00', '270.00'],
      [5, '45000.00', 10, '2520.00', '1980.00', '900.00'],
      [6, '54000.00', 10, '2520.00', '2880.00', '900.00'],
      [7, '63000.00', 10, '2520.00', '3780.00', '900.00'],
      [8, '72000.00', 10, '2520.00', '4680.00', '900.00'],
      [9, '81000.00', 10, '2520.00', '5580.00', '900.00'],
      [10, '90000.00', 10, '2520.00', '6480.00', '900.00'],
      [11, '99000.00', 10, '2520.00', '7380.00', '900.00'],
      [12, '108000.00', 10, '2520.00', '8280.00', '900.00'],
    ]);
    expect(rows.map((r) => y(r.takeHome))).toEqual([...Array(4).fill('15730.00'), ...Array(8).fill('15100.00')]);
    // The year's withholding equals the annual table on the annual taxable amount.
    expect(y(rows.reduce((a, r) => a + r.tax, 0n))).toBe(y(taxOnCumulative(toCents('108000')).tax));
  });

  it('40000 wages, 5000 social insurance: 3% → 10% → 20% → 25% as the cumulative amount grows', () => {
    // Taxable a month: 40000 − 5000 − 5000 = 30000.
    const rows = cumulativeWithholding(months(12, { wages: toCents('40000'), socialInsurance: toCents('5000') }));
    expect(rows.map((r) => [r.ratePct, y(r.cumulativeTax), y(r.tax)])).toEqual([
      [3, '900.00', '900.00'],
      [10, '3480.00', '2580.00'],
      [10, '6480.00', '3000.00'],
      [10, '9480.00', '3000.00'],
      [20, '13080.00', '3600.00'],
      [20, '19080.00', '6000.00'],
      [20, '25080.00', '6000.00'],
      [20, '31080.00', '6000.00'],
      [20, '37080.00', '6000.00'],
      [20, '43080.00', '6000.00'],
      [25, '50580.00', '7500.00'],
      [25, '58080.00', '7500.00'],
    ]);
    expect(y(rows.reduce((a, r) => a + r.tax, 0n))).toBe('58080.00');
  });

  it('a lower month is not refunded: the cumulative tax falls below what was withheld, tax 0', () => {
    const rows = cumulativeWithholding([
      { wages: toCents('10000'), socialInsurance: 0n },
      { wages: toCents('3000'), socialInsurance: 0n },
      { wages: toCents('10000'), socialInsurance: 0n },
    ]);
    // Cumulative taxable: 5000, 3000, 8000 → cumulative tax 150, 90, 240.
    expect(rows.map((r) => [y(r.cumulativeTaxable), y(r.cumulativeTax), y(r.tax)])).toEqual([
      ['5000.00', '150.00', '150.00'],
      ['3000.00', '90.00', '0.00'],
      ['8000.00', '240.00', '90.00'],
    ]);
  });

  it('income below the deductions: no tax, cents kept exact', () => {
    const rows = cumulativeWithholding(months(2, { wages: toCents('6000.55'), socialInsurance: toCents('1000.33') }));
    expect(rows.map((r) => [y(r.cumulativeTaxable), y(r.tax), y(r.takeHome)])).toEqual([
      ['0.22', '0.01', '5000.21'],
      ['0.44', '0.00', '5000.22'],
    ]);
  });
});

describe('五险一金 contributions (Beijing rules of 2024-07-01..2025-06-30, rates-data/social-insurance.csv)', () => {
  const beijing: ContributionRule[] = [
    { item: 'pension', employeePct: '8', employerPct: '16', baseMin: toCents('6821'), baseMax: toCents('35283') },
    {
      item: 'medical',
      employeePct: '2',
      employeeFixed: toCents('3'),
      baseMin: toCents('6821'),
      baseMax: toCents('35283'),
    },
    {
      item: 'unemployment',
      employeePct: '0.5',
      employerPct: '0.5',
      baseMin: toCents('6821'),
      baseMax: toCents('35283'),
    },
    { item: 'housing_fund', employeePct: '12', employerPct: '12', baseMin: toCents('2420'), baseMax: toCents('35283') },
  ];

  it.each([
    // wage, [pension, medical, unemployment, housing fund] employee, employee total, employer total
    ['10000', ['800.00', '203.00', '50.00', '1200.00'], '2253.00', '2850.00'],
    ['50000', ['2822.64', '708.66', '176.42', '4233.96'], '7941.68', '10055.66'],
    ['5000', ['545.68', '139.42', '34.11', '600.00'], '1319.21', '1725.47'],
  ])('wage %s', (wage, lines, employee, employer) => {
    const r = contributions(toCents(wage), beijing);
    expect(r.lines.map((l) => y(l.employee))).toEqual(lines);
    expect(y(r.employee)).toBe(employee);
    expect(y(r.employer)).toBe(employer);
  });

  it('housing fund rounded to the yuan when the rule says so', () => {
    const r = contributions(toCents('12345'), [
      { item: 'housing_fund', employeePct: '7', employerPct: '7', round: 'yuan' },
    ]);
    expect(y(r.employee)).toBe('864.00'); // 864.15 → 864
  });

  it('take-home pay: contributions feed the withholding', () => {
    const wage = toCents('20000');
    const si = contributions(wage, beijing).employee; // 1600 + 403 + 100 + 2400 = 4503
    expect(y(si)).toBe('4503.00');
    const [first] = cumulativeWithholding([{ wages: wage, socialInsurance: si }]);
    // 20000 − 4503 − 5000 = 10497 → 3% = 314.91
    expect([y(first.tax), y(first.takeHome)]).toEqual(['314.91', '15182.09']);
  });
});
