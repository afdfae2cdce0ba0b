import { describe, expect, it } from 'vitest';
import { formatCents } from '../../common/finance/index.js';
import type { SocialInsuranceRule } from '../../common/rates-api.js';
import { defaults } from '../../web/kit/options/schema.js';
import { calculate, emptyParams, missing, paramsFromRows, pctText, SCHEMA, type Options } from './wuxianyijin.js';

const y = (c: bigint) => formatCents(c);
const row = (
  scope: 'national' | 'city',
  item: string,
  side: SocialInsuranceRule['side'],
  value: number,
): SocialInsuranceRule => ({
  scope,
  item,
  side,
  value,
  unit: /base|fixed/.test(item) ? 'yuan' : 'pct',
  validFrom: '2024-07-01',
  validTo: '2025-06-30',
  source: 'test',
});

/** The rows /api/getCityRatePolicy answers for the period 2024-07-01..2025-06-30 (social-insurance.csv). */
const national = [
  row('national', 'medical', 'employee', 2),
  row('national', 'pension', 'employee', 8),
  row('national', 'pension_max', 'employer', 16),
  row('national', 'housing_fund_rate_min', 'both', 5),
  row('national', 'housing_fund_rate_max', 'both', 12),
];
const beijing = paramsFromRows([
  ...national,
  row('city', 'base_min', 'both', 6821),
  row('city', 'base_max', 'both', 35283),
  row('city', 'pension', 'employer', 16),
  row('city', 'pension', 'employee', 8),
  row('city', 'unemployment', 'both', 0.5),
  row('city', 'medical', 'employee', 2),
  row('city', 'medical_fixed', 'employee', 3),
  row('city', 'housing_fund_base_min', 'both', 2420),
  row('city', 'housing_fund_base_max', 'both', 35283),
]);
const shanghai = paramsFromRows([
  ...national,
  row('city', 'base_min', 'both', 7384),
  row('city', 'base_max', 'both', 36921),
  row('city', 'pension', 'employer', 16),
  row('city', 'unemployment', 'both', 0.5),
  row('city', 'housing_fund_base_min', 'both', 2690),
  row('city', 'housing_fund_base_max', 'both', 36921),
  row('city', 'housing_fund_rate_max', 'both', 7),
]);
const base = defaults(SCHEMA);
const o = (wage: number, fundRate: number, extra = 0): Options => ({ ...base, wage, fundRate, extra });

describe('paramsFromRows', () => {
  it('takes city rows over national ones and leaves unrecorded values unknown', () => {
    expect([shanghai.fundRateMin, shanghai.fundRateMax, beijing.fundRateMax]).toEqual([5, 7, 12]);
    expect(beijing.rates.pension).toEqual({ employee: 8, employer: 16 });
    expect(beijing.rates.medical).toEqual({ employee: 2, employer: null });
    expect(shanghai.medicalFixed).toBeNull();
    expect(missing(beijing)).toEqual(['medical.employer', 'injury.employer', 'maternity.employer']);
    expect(missing(emptyParams())).toHaveLength(14);
  });
});

describe('calculate', () => {
  // wage, fund rate, extra deduction, params → per-item employee, employee total, employer total, [month 1, 2, 12] tax, year tax, month-1 take-home
  it.each([
    [
      'Beijing 10000',
      o(10000, 12),
      beijing,
      ['800.00', '203.00', '50.00', '0.00', '0.00', '1200.00'],
      '2253.00',
      '2850.00',
      ['82.41', '82.41', '82.41'],
      '988.92',
      '7664.59',
    ],
    // 30000 − 6753 − 5000 = 18247 a month: 3% in January, the 10% bracket from February on.
    [
      'Beijing 30000',
      o(30000, 12),
      beijing,
      ['2400.00', '603.00', '150.00', '0.00', '0.00', '3600.00'],
      '6753.00',
      '8550.00',
      ['547.41', '581.99', '3649.40'],
      '26872.80',
      '22699.59',
    ],
    // Above the base cap: every insurance on 35283.
    [
      'Beijing 50000, 5% fund',
      o(50000, 5, 3000),
      beijing,
      ['2822.64', '708.66', '176.42', '0.00', '0.00', '1764.15'],
      '5471.87',
      '7585.85',
      ['1132.81', '3652.82', '10048.91'],
      '78581.27',
      '43395.32',
    ],
    // Below the base floor: the insurances on 7384, the fund on the wage itself.
    [
      'Shanghai 5000',
      o(5000, 7),
      shanghai,
      ['590.72', '147.68', '36.92', '0.00', '0.00', '350.00'],
      '1125.32',
      '1568.36',
      ['0.00', '0.00', '0.00'],
      '0.00',
      '3874.68',
    ],
    [
      'nothing known, fund only',
      o(8000, 10),
      emptyParams(),
      ['0.00', '0.00', '0.00', '0.00', '0.00', '800.00'],
      '800.00',
      '800.00',
      ['66.00', '66.00', '66.00'],
      '792.00',
      '7134.00',
    ],
    [
      'no wage',
      o(0, 12),
      emptyParams(),
      ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
      '0.00',
      '0.00',
      ['0.00', '0.00', '0.00'],
      '0.00',
      '0.00',
    ],
  ] as const)('%s', (_name, options, params, lines, employee, employer, taxes, yearTax, takeHome) => {
    const r = calculate(options, params);
    expect(r.lines.map((l) => y(l.employee))).toEqual(lines);
    expect([y(r.employee), y(r.employer)]).toEqual([employee, employer]);
    expect([r.months[0].tax, r.months[1].tax, r.months[11].tax].map(y)).toEqual(taxes);
    expect(y(r.yearTax)).toBe(yearTax);
    expect(y(r.months[0].takeHome)).toBe(takeHome);
    expect(r.yearTakeHome).toBe(r.months.reduce((a, m) => a + m.takeHome, 0n));
    expect(r.employerCost).toBe(r.employer + BigInt(Math.round(options.wage * 100)));
  });

  it('a fund rate over 12% counts as 12%', () => {
    expect(y(calculate(o(10000, 20), emptyParams()).employee)).toBe('1200.00');
  });
});

describe('pctText', () => {
  it.each([
    [0.5, '0.5'],
    [12, '12'],
    [0, '0'],
    [1e-7, '0'],
    [0.12345, '0.1235'],
  ])('%s → %s', (n, text) => expect(pctText(n)).toBe(text));
});
