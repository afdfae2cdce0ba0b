/**
 * Expected values were computed by hand and cross-checked with an independent implementation (Python
 * `decimal`, 300 digits, ROUND_HALF_UP, same rules as mortgage.ts states).
 */
import { describe, expect, it } from 'vitest';
import { formatCents, toCents, type Cents } from './exact.js';
import { amortise, combine, monthlyPayment, type LoanInput, type Schedule } from './mortgage.js';
import { addMonths, repricing, type LprFixing } from './lpr.js';

const yuan = (c: Cents) => formatCents(c);
const row = (s: Schedule, period: number) => {
  const r = s.rows[period - 1];
  return [yuan(r.payment), yuan(r.principal), yuan(r.interest), yuan(r.balance)];
};

describe('equal instalment (等额本息) formula', () => {
  it.each([
    ['1000000', 360, '3.5', '4490.45'],
    ['1000000', 360, '4.9', '5307.27'],
    ['500000', 240, '3.1', '2798.08'],
    ['1000000', 360, '2.6', '4003.40'],
    ['300000', 120, '3.575', '2977.13'],
    ['120000', 12, '0', '10000.00'],
  ])('%s yuan over %i months at %s%% → %s a month', (principal, months, rate, expected) => {
    expect(yuan(monthlyPayment(toCents(principal), months, rate))).toBe(expected);
  });
});

describe('full schedules: first, second and last rows, totals (the last instalment takes the rounding)', () => {
  it.each([
    // principal, months, rate, method, [first], [second], [last payment, principal, interest], total interest
    [
      '1000000',
      360,
      '3.5',
      'equal-instalment',
      ['4490.45', '1573.78', '2916.67'],
      ['4490.45', '1578.37', '2912.08'],
      ['4488.52', '4475.47', '13.05'],
      '616560.07',
    ],
    [
      '1000000',
      360,
      '3.5',
      'equal-principal',
      ['5694.45', '2777.78', '2916.67'],
      ['5686.34', '2777.78', '2908.56'],
      ['2785.08', '2776.98', '8.10'],
      '526457.92',
    ],
    [
      '1000000',
      360,
      '4.9',
      'equal-instalment',
      ['5307.27', '1223.94', '4083.33'],
      ['5307.27', '1228.93', '4078.34'],
      ['5305.19', '5283.62', '21.57'],
      '910615.12',
    ],
    [
      '1000000',
      360,
      '4.9',
      'equal-principal',
      ['6861.11', '2777.78', '4083.33'],
      ['6849.77', '2777.78', '4071.99'],
      ['2788.32', '2776.98', '11.34'],
      '737041.08',
    ],
    [
      '500000',
      240,
      '3.1',
      'equal-instalment',
      ['2798.08', '1506.41', '1291.67'],
      ['2798.08', '1510.30', '1287.78'],
      ['2799.52', '2792.31', '7.21'],
      '171540.64',
    ],
    [
      '500000',
      240,
      '3.1',
      'equal-principal',
      ['3375.00', '2083.33', '1291.67'],
      ['3369.61', '2083.33', '1286.28'],
      ['2089.51', '2084.13', '5.38'],
      '155646.09',
    ],
    [
      '300000',
      120,
      '3.575',
      'equal-instalment',
      ['2977.13', '2083.38', '893.75'],
      ['2977.13', '2089.59', '887.54'],
      ['2976.77', '2967.93', '8.84'],
      '57255.24',
    ],
  ] as const)('%s over %i months at %s%%, %s', (principal, months, rate, method, first, second, last, interest) => {
    const s = amortise({ principal: toCents(principal), months, annualRatePct: rate, method });
    expect(s.months).toBe(months);
    expect(row(s, 1).slice(0, 3)).toEqual(first);
    expect(row(s, 2).slice(0, 3)).toEqual(second);
    expect(row(s, months)).toEqual([...last, '0.00']);
    expect(yuan(s.totalInterest)).toBe(interest);
    expect(s.totalPrincipal).toBe(toCents(principal));
    expect(s.totalPaid).toBe(s.totalPrincipal + s.totalInterest);
    // Every row: payment = principal + interest; balances fall by the principal.
    let balance = toCents(principal);
    for (const r of s.rows) {
      expect(r.payment).toBe(r.principal + r.interest);
      balance -= r.principal;
      expect(r.balance).toBe(balance);
    }
    if (method === 'equal-instalment') {
      for (const r of s.rows.slice(0, -1)) expect(yuan(r.payment)).toBe(first[0]);
    }
  });
});

describe('prepayment after the 12th instalment of 1,000,000 over 30 years at 3.5%', () => {
  const base = { principal: toCents('1000000'), months: 360, annualRatePct: '3.5' } as const;
  it.each([
    // method, mode, months, [row 13], [last row], total interest
    [
      'equal-instalment',
      'lower',
      360,
      ['3574.78', '1297.42', '2277.36', '779511.27'],
      ['3577.64', '3567.24', '10.40', '0.00'],
      '497911.70',
    ],
    [
      'equal-instalment',
      'shorten',
      255,
      ['4489.77', '2212.41', '2277.36', '778596.28'],
      ['4489.84', '4476.78', '13.06', '0.00'],
      '344899.58',
    ],
    [
      'equal-principal',
      'lower',
      360,
      ['4439.18', '2203.07', '2236.11', '764463.57'],
      ['2207.77', '2201.35', '6.42', '0.00'],
      '424665.78',
    ],
    [
      'equal-principal',
      'shorten',
      288,
      ['5013.89', '2777.78', '2236.11', '763888.86'],
      ['2785.24', '2777.14', '8.10', '0.00'],
      '344166.41',
    ],
  ] as const)('%s, %s', (method, mode, months, r13, lastRow, interest) => {
    const s = amortise({ ...base, method, prepayments: [{ afterPeriod: 12, amount: toCents('200000'), mode }] });
    expect(s.rows[11].prepayment).toBe(toCents('200000'));
    expect(yuan(s.rows[11].balance)).toBe(method === 'equal-instalment' ? '780808.69' : '766666.64');
    expect(s.months).toBe(months);
    expect(row(s, 13)).toEqual(r13);
    expect(row(s, months)).toEqual(lastRow);
    expect(yuan(s.totalInterest)).toBe(interest);
    expect(s.totalPrincipal + s.totalPrepaid).toBe(base.principal);
  });

  it('a prepayment of the whole balance ends the loan', () => {
    const s = amortise({
      ...base,
      method: 'equal-instalment',
      prepayments: [{ afterPeriod: 1, amount: toCents('2000000'), mode: 'lower' }],
    });
    expect(s.months).toBe(1);
    expect(yuan(s.rows[0].prepayment)).toBe('998426.22');
    expect(s.rows[0].balance).toBe(0n);
  });
});

describe('LPR + spread repricing', () => {
  // The 5-year LPR fixings around the example (lpr.csv).
  const fixings: LprFixing[] = [
    { date: '2023-02-20', oneYear: '3.65', fiveYear: '4.3' },
    { date: '2023-03-20', oneYear: '3.65', fiveYear: '4.3' },
    { date: '2023-12-20', oneYear: '3.45', fiveYear: '4.2' },
    { date: '2024-02-20', oneYear: '3.45', fiveYear: '3.95' },
    { date: '2024-12-20', oneYear: '3.1', fiveYear: '3.6' },
    { date: '2025-12-22', oneYear: '3', fiveYear: '3.5' },
  ];

  it('repricing every 1 January: the fixing before each reset plus the spread, from the first period after it', () => {
    const r = repricing({ loanDate: '2023-03-15', months: 360, spreadBp: -20, rule: 'january', fixings });
    expect(r.initialRatePct).toBe('4.1');
    expect(r.resets.slice(0, 3)).toEqual([
      { date: '2024-01-01', fixingDate: '2023-12-20', lprPct: '4.2', ratePct: '4', fromPeriod: 11 },
      { date: '2025-01-01', fixingDate: '2024-12-20', lprPct: '3.6', ratePct: '3.4', fromPeriod: 23 },
      { date: '2026-01-01', fixingDate: '2025-12-22', lprPct: '3.5', ratePct: '3.3', fromPeriod: 35 },
    ]);
    expect(r.rateChanges).toEqual([
      { fromPeriod: 11, annualRatePct: '4' },
      { fromPeriod: 23, annualRatePct: '3.4' },
      { fromPeriod: 35, annualRatePct: '3.3' },
    ]);
    const s = amortise({
      principal: toCents('1000000'),
      months: 360,
      annualRatePct: r.initialRatePct,
      method: 'equal-instalment',
      rateChanges: r.rateChanges,
    });
    expect(row(s, 10)).toEqual(['4831.98', '1459.43', '3372.55', '985627.27']);
    expect(row(s, 11)).toEqual(['4775.38', '1489.96', '3285.42', '984137.31']);
    expect(row(s, 22)).toEqual(['4775.38', '1545.51', '3229.87', '967416.34']);
    expect(row(s, 23)).toEqual(['4451.92', '1710.91', '2741.01', '965705.43']);
    expect(row(s, 35)).toEqual(['4400.74', '1797.69', '2603.05', '944764.79']);
    expect(row(s, 360)).toEqual(['4398.86', '4386.80', '12.06', '0.00']);
    expect(yuan(s.totalInterest)).toBe('593686.76');
    expect(s.rows[10].annualRatePct).toBe('4');
  });

  it('repricing on the anniversary, a 1-year-LPR loan of 5 years, positive spread', () => {
    const r = repricing({ loanDate: '2023-03-25', months: 60, spreadBp: 45, rule: 'anniversary', fixings });
    expect(r.initialRatePct).toBe('4.1');
    expect(r.resets.map((x) => [x.date, x.fixingDate, x.ratePct, x.fromPeriod])).toEqual([
      ['2024-03-25', '2024-02-20', '3.9', 13],
      ['2025-03-25', '2024-12-20', '3.55', 25],
      ['2026-03-25', '2025-12-22', '3.45', 37],
      ['2027-03-25', '2025-12-22', '3.45', 49],
    ]);
    expect(r.rateChanges.map((c) => c.fromPeriod)).toEqual([13, 25, 37]);
    expect(() => repricing({ loanDate: '2019-01-01', months: 60, spreadBp: 0, rule: 'january', fixings })).toThrow(
      /no LPR fixing/,
    );
  });

  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2023-03-15', 12, '2024-03-15'],
    ['2023-11-30', 3, '2024-02-29'],
  ])('%s plus %i month(s) is %s', (date, k, expected) => {
    expect(addMonths(date, k)).toBe(expected);
  });
});

describe('combined loan (组合贷)', () => {
  it('equals the sum of its parts, period by period and in total', () => {
    const commercial: LoanInput = {
      principal: toCents('700000'),
      months: 360,
      annualRatePct: '3.05',
      method: 'equal-instalment',
    };
    const provident: LoanInput = {
      principal: toCents('300000'),
      months: 240,
      annualRatePct: '2.6',
      method: 'equal-principal',
    };
    const a = amortise(commercial);
    const b = amortise(provident);
    const c = combine(a, b);
    expect(c.months).toBe(360);
    expect(c.totalInterest).toBe(a.totalInterest + b.totalInterest);
    expect(c.totalPaid).toBe(a.totalPaid + b.totalPaid);
    expect(c.rows[0].payment).toBe(a.rows[0].payment + b.rows[0].payment);
    expect(c.rows[0].annualRatePct).toBe('3.05+2.6');
    expect(c.rows[239].balance).toBe(a.rows[239].balance);
    expect(c.rows[300].payment).toBe(a.rows[300].payment);
    expect(yuan(a.rows[0].payment)).toBe('2970.14');
    expect(yuan(b.rows[0].payment)).toBe('1900.00');
  });
});

describe('input checks', () => {
  it.each([
    ['a zero principal', { principal: 0n }],
    ['no months', { months: 0 }],
    ['more than 50 years', { months: 601 }],
    ['a negative rate', { annualRatePct: '-1' }],
    ['a rate that is not a number', { annualRatePct: 'abc' }],
    [
      'a prepayment before the first instalment',
      { prepayments: [{ afterPeriod: 0, amount: 1n, mode: 'lower' as const }] },
    ],
  ])('refuses %s', (_label, bad) => {
    expect(() =>
      amortise({ principal: 100_000n, months: 12, annualRatePct: '3', method: 'equal-instalment', ...bad }),
    ).toThrow(RangeError);
  });
});
