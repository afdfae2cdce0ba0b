/**
 * 五险一金计算: a city's contribution parameters (from the dated rows of the rates data, or typed by the
 * visitor), each contribution on a monthly wage, and the year of withholding by the cumulative method.
 * The arithmetic itself is src/common/finance/tax.ts; this file turns rows into parameters and parameters
 * into rules, and keeps track of which values are unknown (never filled with a guess).
 */
import {
  contributions,
  cumulativeWithholding,
  toCents,
  type Cents,
  type ContributionLine,
  type ContributionRule,
  type WithholdingRow,
} from '../../common/finance/index.js';
import type { SocialInsuranceRule } from '../../common/rates-api.js';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';

/** The cities whose rules the rates data holds (src/server/rates/rates-data/social-insurance.csv), then "other". */
export const CITIES = ['110000', '310000', 'custom'] as const;
export type CityChoice = (typeof CITIES)[number];

export const ITEMS = ['pension', 'medical', 'unemployment', 'injury', 'maternity', 'housing_fund'] as const;
export type Item = (typeof ITEMS)[number];
/** Every item but the housing fund, which has its own base limits and one rate for both sides. */
export const INSURANCE = ITEMS.filter((i): i is Exclude<Item, 'housing_fund'> => i !== 'housing_fund');
export type Insurance = (typeof INSURANCE)[number];

/** Housing fund rates are at most 12% (建金〔2005〕5号); a higher rate is not a deductible 专项扣除. */
export const FUND_RATE_MAX = 12;

export const SCHEMA = defineOptions({
  city: opt.choice(CITIES, '110000'),
  /** Monthly wage before deductions, yuan. */
  wage: opt.number(10000, { min: 0, max: 10_000_000 }),
  /** Housing fund rate of each side, percent. */
  fundRate: opt.number(12, { min: 0, max: FUND_RATE_MAX }),
  /** 专项附加扣除 a month, yuan. */
  extra: opt.number(0, { min: 0, max: 1_000_000 }),
});
export type Options = Values<typeof SCHEMA>;

/** A percent or amount; null = not known (left for the visitor to fill, counted as nothing meanwhile). */
type Value = number | null;

export interface Params {
  /** Social insurance base limits, yuan a month. */
  baseMin: Value;
  baseMax: Value;
  fundBaseMin: Value;
  fundBaseMax: Value;
  /** The housing fund rate range the city allows, percent. */
  fundRateMin: Value;
  fundRateMax: Value;
  /** Percent of the base, each side. */
  rates: Record<Insurance, { employee: Value; employer: Value }>;
  /** A fixed amount the employee pays a month on top of medical insurance (Beijing's 3 yuan), yuan. */
  medicalFixed: Value;
}

export function emptyParams(): Params {
  const rates = Object.fromEntries(INSURANCE.map((i) => [i, { employee: null, employer: null }])) as Params['rates'];
  return {
    baseMin: null,
    baseMax: null,
    fundBaseMin: null,
    fundBaseMax: null,
    fundRateMin: null,
    fundRateMax: null,
    rates,
    medicalFixed: null,
  };
}

/**
 * The parameters the rows give (city rows over national ones). Items the data does not hold stay null:
 * the rates data records no employer medical, injury or maternity rate, and an employee pays none of the
 * latter two by law (社会保险法 第三十三条, 第五十三条), which is the one value filled without a row.
 */
export function paramsFromRows(rows: readonly SocialInsuranceRule[]): Params {
  const p = emptyParams();
  p.rates.injury.employee = 0;
  p.rates.maternity.employee = 0;
  // National rows first so that a city's own row wins.
  const ordered = [...rows].sort((a, b) => (a.scope === b.scope ? 0 : a.scope === 'national' ? -1 : 1));
  for (const r of ordered) {
    const sides = r.side === 'both' ? (['employee', 'employer'] as const) : [r.side];
    switch (r.item) {
      case 'base_min':
        p.baseMin = r.value;
        break;
      case 'base_max':
        p.baseMax = r.value;
        break;
      case 'housing_fund_base_min':
        p.fundBaseMin = r.value;
        break;
      case 'housing_fund_base_max':
        p.fundBaseMax = r.value;
        break;
      case 'housing_fund_rate_min':
        p.fundRateMin = r.value;
        break;
      case 'housing_fund_rate_max':
        p.fundRateMax = r.value;
        break;
      case 'medical_fixed':
        p.medicalFixed = r.value;
        break;
      case 'pension':
      case 'medical':
      case 'unemployment':
        for (const s of sides) p.rates[r.item][s] = r.value;
        break;
      default:
        // pension_max, base_*_pct_of_avg_wage: national bounds, shown as sources but not parameters.
        break;
    }
  }
  return p;
}

/** A percent as the decimal text the finance code takes (at most 4 places, no exponent). */
export function pctText(n: number): string {
  return n.toFixed(4).replace(/\.?0+$/, '') || '0';
}

const cents = (v: Value) => (v === null ? undefined : toCents(pctText(v)));

export function rulesOf(p: Params, fundRate: number): ContributionRule[] {
  const insurance = INSURANCE.map((item): ContributionRule => ({
    item,
    employeePct: p.rates[item].employee === null ? undefined : pctText(p.rates[item].employee!),
    employerPct: p.rates[item].employer === null ? undefined : pctText(p.rates[item].employer!),
    employeeFixed: item === 'medical' ? cents(p.medicalFixed) : undefined,
    baseMin: cents(p.baseMin),
    baseMax: cents(p.baseMax),
  }));
  const rate = pctText(Math.min(Math.max(fundRate, 0), FUND_RATE_MAX));
  const fund: ContributionRule = {
    item: 'housing_fund',
    employeePct: rate,
    employerPct: rate,
    baseMin: cents(p.fundBaseMin),
    baseMax: cents(p.fundBaseMax),
  };
  return [...insurance, fund];
}

/** What is unknown in `p`: `item.side` for rates, the field name for limits. */
export function missing(p: Params): string[] {
  const out: string[] = [];
  for (const f of ['baseMin', 'baseMax', 'fundBaseMin', 'fundBaseMax'] as const) if (p[f] === null) out.push(f);
  for (const i of INSURANCE)
    for (const s of ['employee', 'employer'] as const) if (p.rates[i][s] === null) out.push(`${i}.${s}`);
  return out;
}

export interface Result {
  lines: ContributionLine[];
  /** The employee's five insurances and housing fund a month (专项扣除). */
  employee: Cents;
  employer: Cents;
  /** Twelve months at the same wage, withheld by the cumulative method. */
  months: WithholdingRow[];
  yearTax: Cents;
  yearTakeHome: Cents;
  /** Wage plus the employer's contributions a month. */
  employerCost: Cents;
}

export function calculate(options: Options, p: Params): Result {
  const wage = toCents(pctText(options.wage));
  const c = contributions(wage, rulesOf(p, options.fundRate));
  const extra = toCents(pctText(options.extra));
  const months = cumulativeWithholding(
    Array.from({ length: 12 }, () => ({ wages: wage, socialInsurance: c.employee, specialAdditional: extra })),
  );
  return {
    lines: c.lines,
    employee: c.employee,
    employer: c.employer,
    months,
    yearTax: months.reduce((a, r) => a + r.tax, 0n),
    yearTakeHome: months.reduce((a, r) => a + r.takeHome, 0n),
    employerCost: wage + c.employer,
  };
}
