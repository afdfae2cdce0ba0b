import { describe, expect, it } from 'vitest';
import { formatCents, formatFraction, parseDecimal, toCents, divRound } from './exact.js';
import { annualisedReturn, compoundInterest, depositInterest, irr, regularSaving } from './savings.js';
import { amortise } from './mortgage.js';

const yuan = (c: bigint) => formatCents(c);

describe('exact helpers', () => {
  it.each([
    [7n, 2n, 4n],
    [-7n, 2n, -4n],
    [5n, 3n, 2n],
    [-5n, 3n, -2n],
    [1n, 3n, 0n],
    [3n, -2n, -2n],
  ])('divRound(%s, %s) = %s (half away from zero)', (n, d, q) => {
    expect(divRound(n, d)).toBe(q);
  });

  it('reads and writes money and rates exactly (0.1 + 0.2 = 0.3)', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(toCents('0.3'));
    expect(toCents(0.1) + toCents(0.2)).toBe(30n);
    expect(toCents('1000000')).toBe(100_000_000n);
    expect(() => toCents('1.005')).toThrow(RangeError);
    expect(formatCents(123456789n, { grouping: true })).toBe('1,234,567.89');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(parseDecimal(3.025)).toEqual({ n: 3025n, d: 1000n });
    expect(parseDecimal(1e-7)).toEqual({ n: 1n, d: 10_000_000n });
    expect(parseDecimal(1.5e21)).toEqual({ n: 1_500_000_000_000_000_000_000n, d: 1n });
    expect(parseDecimal(-2.5e-7)).toEqual({ n: -25n, d: 100_000_000n });
    expect(formatFraction({ n: 2n, d: 3n }, 4)).toBe('0.6667');
    expect(() => parseDecimal('1e3')).toThrow(RangeError);
  });
});

describe('deposit interest (simple, as banks pay it)', () => {
  it.each([
    // principal, rate %, term, interest
    ['100000', '1.3', { months: 60 }, '6500.00'],
    ['100000', '0.95', { months: 12 }, '950.00'],
    ['50000', '0.65', { months: 3 }, '81.25'],
    ['10000', '0.05', { days: 90 }, '1.25'],
    ['12345.67', '1.25', { months: 36 }, '462.96'],
  ])('%s at %s%% for %j → %s', (principal, rate, term, interest) => {
    expect(yuan(depositInterest(toCents(principal), rate, term))).toBe(interest);
  });
});

describe('compound interest and regular saving', () => {
  it.each([
    ['10000', '3', 5, 1, '11592.74'],
    ['10000', '3', 60, 12, '11616.17'],
    ['10000', '0', 10, 1, '10000.00'],
  ])('%s at %s%%, %i periods, %i a year → %s', (principal, rate, periods, perYear, total) => {
    const r = compoundInterest(toCents(principal), rate, periods, perYear);
    expect(yuan(r.total)).toBe(total);
    expect(r.total - r.deposited).toBe(r.interest);
  });

  it('零存整取: 1000 a month for 12 months at 1.35% earns 1000 × 1.35% / 12 × 78 = 87.75', () => {
    const r = regularSaving(toCents('1000'), '1.35', 12, 'bank');
    expect([yuan(r.deposited), yuan(r.interest), yuan(r.total)]).toEqual(['12000.00', '87.75', '12087.75']);
  });

  it('monthly compounding saving: Σ 1000 × (1 + 1.35%/12)^k, k = 1..12 = 12088.11', () => {
    expect(yuan(regularSaving(toCents('1000'), '1.35', 12, 'compound').total)).toBe('12088.11');
    expect(yuan(regularSaving(toCents('1000'), '0', 12, 'compound').total)).toBe('12000.00');
  });
});

describe('IRR and annualised return', () => {
  it('a single period: −1000 then +1100 is 10%', () => {
    expect(irr([toCents('-1000'), toCents('1100')], 1)).toEqual({
      periodicPct: '10.000000',
      nominalAnnualPct: '10.000000',
      effectiveAnnualPct: '10.000000',
    });
  });

  it("a mortgage's own cash flows give back its rate: 3.5% / 12 a month, 3.556695% effective", () => {
    const s = amortise({
      principal: toCents('1000000'),
      months: 360,
      annualRatePct: '3.5',
      method: 'equal-instalment',
    });
    const result = irr([-toCents('1000000'), ...s.rows.map((r) => r.payment)], 12);
    expect(result?.periodicPct).toBe('0.291667');
    expect(result?.effectiveAnnualPct).toBe('3.556695');
    expect(result?.nominalAnnualPct).toBe('3.500000');
  });

  it('11025 back on 10000 after two years is 5%; 10000 in twice, 21000 back is 3.297097%', () => {
    expect(irr([toCents('-10000'), 0n, toCents('11025')], 1)?.periodicPct).toBe('5.000000');
    expect(irr([toCents('-10000'), toCents('-10000'), toCents('21000')], 1)?.periodicPct).toBe('3.297097');
  });

  it('no answer without a sign change', () => {
    expect(irr([toCents('100'), toCents('100')])).toBeNull();
    expect(irr([toCents('-100')])).toBeNull();
  });

  it('simple annualised return', () => {
    expect(annualisedReturn(toCents('10000'), toCents('10300'), 365)).toBe('3.000000');
    expect(annualisedReturn(toCents('10000'), toCents('10100'), 90)).toBe('4.055556');
  });
});
