import { describe, expect, it } from 'vitest';
import { formatCents } from '../../common/finance/index.js';
import { planLoan, yearlyTotals, type LoanOptions, type LoanPlan, type RateData } from './loan-plan.js';
import { BASE } from './loan-plan.testutil.js';

const DATA: RateData = {
  fixings: [
    { date: '2026-07-20', oneYear: '3.0', fiveYear: '3.5' },
    { date: '2026-08-20', oneYear: '3.0', fiveYear: '3.5' },
  ],
  fund: {
    first: { le5y: 2.1, gt5y: 2.6, effectiveDate: '2025-05-08' },
    second: { le5y: 2.525, gt5y: 3.075, effectiveDate: '2025-05-08' },
  },
};
const plan = (o: Partial<LoanOptions>) => planLoan({ ...BASE, ...o }, DATA, '2026-11-23') as LoanPlan;
const yuan = (c: bigint) => formatCents(c);
/** The textbook formula in floating point, as an independent check to the cent. */
const formula = (p: number, pct: number, n: number) => {
  const r = pct / 1200;
  return (p * r * (1 + r) ** n) / ((1 + r) ** n - 1);
};

describe('planLoan', () => {
  it.each([
    // [万元, rate %, years, monthly instalment] hand-checked with the standard formula
    [100, '3.5', 30, '4490.45'],
    [100, '4.9', 30, '5307.27'],
    [50, '3.1', 20, '2798.08'],
    [10, '0', 1, '8333.33'],
  ])('equal instalments: %s万 at %s%% over %s years → %s a month', (amount, rate, years, monthly) => {
    const p = plan({ amount, rate, years });
    expect(yuan(p.schedule.rows[0].payment)).toBe(monthly);
    expect(p.schedule.months).toBe(years * 12);
    expect(p.schedule.totalPrincipal).toBe(BigInt(amount) * 1_000_000n);
    if (rate !== '0')
      expect(Math.abs(Number(monthly) - formula(amount * 10000, Number(rate), years * 12))).toBeLessThan(0.006);
  });

  it('equal principal: 2,777.78 principal a month, interest falling about 8.10 a month', () => {
    const p = plan({ method: 'equal-principal' });
    expect(yuan(p.schedule.rows[0].payment)).toBe('5694.45'); // 2,777.78 + 1,000,000 × 3.5%/12 = 2,916.67
    expect(yuan(p.schedule.rows[0].principal)).toBe('2777.78');
    expect(yuan(p.schedule.rows[1].payment)).toBe('5686.34'); // 2,777.78 + 997,222.22 × 3.5%/12 = 2,908.56
    // The last instalment repays what the rounding left: 1,000,000 − 359 × 2,777.78 = 2,776.98.
    expect(yuan(p.schedule.rows[359].principal)).toBe('2776.98');
    expect(yuan(p.schedule.totalInterest)).toBe('526457.92');
  });

  it('LPR + spread: the 5-year LPR fixing before the loan date, spread added', () => {
    const p = plan({ rateMode: 'lpr', spreadBp: -30 });
    expect(p.lpr?.initialRatePct).toBe('3.2');
    expect(p.parts[0].ratePct).toBe('3.2');
    expect(yuan(p.schedule.rows[0].payment)).toBe('4324.67');
    expect(p.lpr?.resets[0]).toMatchObject({ date: '2027-01-01', fixingDate: '2026-08-20', ratePct: '3.2' });
  });

  it('no LPR fixing before the loan date is an error, not a guess', () => {
    expect(planLoan({ ...BASE, rateMode: 'lpr', date: '2019-01-01' }, DATA, '2026-11-23')).toBe('noLpr');
    expect(planLoan({ ...BASE, rate: 'abc' }, DATA, '2026-11-23')).toBe('badRate');
    expect(planLoan({ ...BASE, kind: 'fund', fundRate: '2,6' }, DATA, '2026-11-23')).toBe('badFundRate');
    expect(planLoan({ ...BASE, date: '2026-13-45' }, DATA, '2026-11-23')).toBe('badDate');
  });

  it('provident fund: the published first/second home rate over 5 years', () => {
    const first = plan({ kind: 'fund' });
    expect(first.fundRate).toEqual({ pct: '2.6', effectiveDate: '2025-05-08' });
    expect(yuan(first.schedule.rows[0].payment)).toBe('2402.04'); // 60万 at 2.6% over 30 years
    expect(plan({ kind: 'fund', home: 'second', years: 5 }).fundRate?.pct).toBe('2.525');
    expect(plan({ kind: 'fund', fundRate: '3.1' }).fundRate).toEqual({ pct: '3.1', effectiveDate: null });
  });

  it('combined: every figure is the sum of the parts', () => {
    const c = plan({ kind: 'combined' });
    const [a, b] = c.parts.map((p) => p.schedule);
    expect(c.schedule.rows[0].payment).toBe(a.rows[0].payment + b.rows[0].payment);
    expect(yuan(c.schedule.rows[0].payment)).toBe('6892.49'); // 4,490.45 + 2,402.04
    expect(c.schedule.totalInterest).toBe(a.totalInterest + b.totalInterest);
    expect(c.schedule.totalPaid).toBe(a.totalPaid + b.totalPaid);
    expect(c.principal).toBe(1_600_000_00n);
  });

  it('a prepayment shortens the term or lowers the instalment, and saves interest', () => {
    const none = plan({});
    const shorten = plan({ pre: 20, preAfter: 12, preMode: 'shorten' });
    const lower = plan({ pre: 20, preAfter: 12, preMode: 'lower' });
    expect(shorten.schedule.months).toBeLessThan(360);
    expect(shorten.schedule.rows[12].payment).toBeLessThanOrEqual(none.schedule.rows[12].payment);
    expect(lower.schedule.months).toBe(360);
    expect(lower.schedule.rows[12].payment).toBeLessThan(none.schedule.rows[12].payment);
    expect(shorten.schedule.totalInterest).toBeLessThan(lower.schedule.totalInterest);
    expect(lower.schedule.totalInterest).toBeLessThan(none.schedule.totalInterest);
    expect(shorten.schedule.rows[11].prepayment).toBe(20_000_000n);
    expect(shorten.endDate < none.endDate).toBe(true);
  });

  it('the loan date defaults to today and the end date follows the term', () => {
    const p = plan({ date: '', years: 1 });
    expect(p.loanDate).toBe('2026-11-23');
    expect(p.endDate).toBe('2027-11-23');
  });
});

describe('yearlyTotals', () => {
  it('sums each loan year and keeps the balance at its end', () => {
    const p = plan({ years: 2 });
    const y = yearlyTotals(p.schedule);
    expect(y).toHaveLength(2);
    expect(y[0].principal + y[1].principal).toBe(1_000_000_00n);
    expect(y[1].balance).toBe(0n);
    expect(y[0].interest + y[1].interest).toBe(p.schedule.totalInterest);
  });
});
