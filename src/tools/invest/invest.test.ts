import { describe, expect, it } from 'vitest';
import type { DepositRate } from '../../common/rates-api.js';
import { compound, deposit, lumpReturn, monthlyIrr, rateFor, regular, shortPct, type Figures } from './invest.js';

const ICBC: DepositRate[] = [
  {
    product: 'demand',
    term: 'demand',
    rate: 0.05,
    effectiveDate: '2025-05-20',
    source: 'S1',
  },
  {
    product: 'fixed',
    term: '1y',
    rate: 0.95,
    effectiveDate: '2025-05-20',
    source: 'S1',
  },
  {
    product: 'fixed',
    term: '3y',
    rate: 1.25,
    effectiveDate: '2025-05-20',
    source: 'S1',
  },
];
const shown = (f: Figures) =>
  f.status === 'ok'
    ? {
        [f.headline.key]: f.headline.value,
        ...Object.fromEntries(f.rows.map((r) => [r.key, r.value])),
      }
    : f.status;

describe('deposit', () => {
  it.each([
    // 100,000 × 0.95% = 950; × 1.25% × 3 = 3,750; 活期 100,000 × 0.05% × 365/360 = 50.69
    [
      '1y',
      365,
      {
        atMaturity: '100,950.00 元',
        interest: '950.00 元',
        annualRate: '0.95%',
      },
    ],
    [
      '3y',
      365,
      {
        atMaturity: '103,750.00 元',
        interest: '3,750.00 元',
        annualRate: '1.25%',
      },
    ],
    ['demand', 365, { atMaturity: '100,050.69 元', interest: '50.69 元' }],
  ] as const)('%s', (term, days, want) => {
    expect(shown(deposit(100000, term, days, rateFor(ICBC, term)))).toMatchObject({
      ...want,
      effectiveDate: '2025-05-20',
    });
  });
  it('a term the bank does not list is said, not guessed', () => {
    expect(rateFor(ICBC, '5y')).toBeNull();
    expect(deposit(100000, '5y', 365, null)).toEqual({ status: 'noRate' });
    expect(deposit(0, '1y', 365, rateFor(ICBC, '1y'))).toEqual({
      status: 'invalid',
    });
  });
});

describe('compound', () => {
  it.each([
    // 100,000 × 1.025^10 = 128,008.454…; (1 + 2.5%/12)^12 − 1 = 2.528825…%
    [
      100000,
      '2.5',
      10,
      1,
      {
        total: '128,008.45 元',
        interest: '28,008.45 元',
        effectiveRate: '2.5000%',
      },
    ],
    [100000, '2.5', 1, 12, { total: '102,528.85 元', effectiveRate: '2.5288%' }],
    [1000, '0', 5, 1, { total: '1,000.00 元', interest: '0.00 元' }],
  ] as const)('%s at %s%% for %s years, %s times a year', (a, r, y, per, want) => {
    expect(shown(compound(a, r, y, per))).toMatchObject(want);
  });
  it('refuses a rate that is not a number', () => {
    expect(compound(1000, '2,5', 1, 1)).toEqual({ status: 'invalid' });
  });
});

describe('regular saving', () => {
  it('零存整取: 1,000 a month at 1.5% for a year earns 1,000 × 1.5%/12 × 78 = 97.50', () => {
    expect(shown(regular(1000, '1.5', 12, 'bank'))).toMatchObject({
      total: '12,097.50 元',
      interest: '97.50 元',
      deposited: '12,000.00 元',
    });
  });
  it('monthly compounding: 1,000 a month at 12% → 1,000 × 1.01 × (1.01^12 − 1)/0.01 = 12,809.33', () => {
    expect(shown(regular(1000, '12', 12, 'compound'))).toMatchObject({
      total: '12,809.33 元',
    });
  });
});

describe('returns', () => {
  it.each([
    [100000, 110000, 365, { annualised: '10.00%', totalReturn: '10.00%', profit: '10,000.00 元' }],
    [100000, 110000, 730, { annualised: '5.00%', totalReturn: '10.00%' }],
    [100000, 95000, 365, { annualised: '-5.00%', profit: '-5,000.00 元' }],
  ] as const)('%s → %s in %s days', (a, b, d, want) => {
    expect(shown(lumpReturn(a, b, d))).toMatchObject(want);
  });
  it('IRR of a monthly investment: 12 × 1,000 worth 12,809.33 is 1% a month, 12.68% a year', () => {
    expect(shown(monthlyIrr(1000, 12, 12809.33))).toMatchObject({
      irrMonthly: '1.0000%',
      irrNominal: '12.00%',
      irrAnnual: '12.68%',
      deposited: '12,000.00 元',
    });
    expect(monthlyIrr(1000, 12, 0)).toEqual({ status: 'invalid' });
  });
  it.each([
    ['3.456789', 2, '3.46'],
    ['12.682503', 4, '12.6825'],
    ['-0.004', 2, '0.00'],
    ['-5.000000', 2, '-5.00'],
    ['0.995', 2, '1.00'],
  ] as const)('shortPct(%s, %s) = %s', (t, p, want) => expect(shortPct(t, p)).toBe(want));
});
