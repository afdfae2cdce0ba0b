/**
 * 五险一金 and individual income tax on wages (工资薪金) by the cumulative withholding method
 * (累计预扣法, 国家税务总局公告2018年第61号, from 2019-01-01):
 *
 *   cumulative taxable = Σ wages − Σ tax-free income − 5000 × months − Σ 专项扣除 (the employee's social
 *   insurance and provident fund) − Σ 专项附加扣除 − Σ other deductions;
 *   cumulative tax = cumulative taxable × rate − quick deduction (the annual table below);
 *   this month's tax = cumulative tax − tax already withheld this year, never below 0 (no refund
 *   during the year: an over-withholding is settled in the annual reconciliation).
 *
 * Tax and contributions are rounded half up to the cent (a contribution to the yuan when the rule says so).
 */
import { divRound, type Cents } from './exact.js';

/** 个人所得税税率表一 (综合所得适用), annual: taxable income up to `upTo` yuan (null: no limit). */
export const IIT_BRACKETS: readonly { upTo: number | null; ratePct: number; quickDeduction: number }[] = [
  { upTo: 36_000, ratePct: 3, quickDeduction: 0 },
  { upTo: 144_000, ratePct: 10, quickDeduction: 2_520 },
  { upTo: 300_000, ratePct: 20, quickDeduction: 16_920 },
  { upTo: 420_000, ratePct: 25, quickDeduction: 31_920 },
  { upTo: 660_000, ratePct: 30, quickDeduction: 52_920 },
  { upTo: 960_000, ratePct: 35, quickDeduction: 85_920 },
  { upTo: null, ratePct: 45, quickDeduction: 181_920 },
];

/** 基本减除费用: 5000 yuan a month (60,000 a year). */
export const BASIC_DEDUCTION_MONTHLY: Cents = 500_000n;

/** The tax on a cumulative (annual-table) taxable amount, with the bracket used. */
export function taxOnCumulative(taxable: Cents): { tax: Cents; ratePct: number; quickDeduction: Cents } {
  if (taxable <= 0n) return { tax: 0n, ratePct: 0, quickDeduction: 0n };
  const bracket = IIT_BRACKETS.find((b) => b.upTo === null || taxable <= BigInt(b.upTo) * 100n)!;
  const quick = BigInt(bracket.quickDeduction) * 100n;
  return {
    tax: divRound(taxable * BigInt(bracket.ratePct), 100n) - quick,
    ratePct: bracket.ratePct,
    quickDeduction: quick,
  };
}

export interface WageMonth {
  /** Wages before any deduction (应发工资). */
  wages: Cents;
  /** 专项扣除: the employee's social insurance and housing provident fund this month. */
  socialInsurance: Cents;
  /** 专项附加扣除 this month (children, elderly, housing loan or rent, ...). */
  specialAdditional?: Cents;
  /** Other deductions allowed by law (e.g. 个人养老金, commercial health insurance). */
  otherDeductions?: Cents;
  /** Tax-free income included in wages. */
  taxFree?: Cents;
}

export interface WithholdingRow {
  month: number;
  cumulativeWages: Cents;
  cumulativeTaxable: Cents;
  ratePct: number;
  quickDeduction: Cents;
  cumulativeTax: Cents;
  /** Tax withheld this month. */
  tax: Cents;
  /** wages − social insurance − tax (实发工资). */
  takeHome: Cents;
}

/** Month-by-month withholding for one employer over one year (months in order from January or the start). */
export function cumulativeWithholding(months: WageMonth[]): WithholdingRow[] {
  if (months.length > 12) throw new RangeError('one tax year has at most 12 months');
  const rows: WithholdingRow[] = [];
  let wages = 0n;
  let deductions = 0n;
  let withheld = 0n;
  months.forEach((m, i) => {
    for (const v of [m.wages, m.socialInsurance, m.specialAdditional ?? 0n, m.otherDeductions ?? 0n, m.taxFree ?? 0n]) {
      if (v < 0n) throw new RangeError('amounts must not be negative');
    }
    wages += m.wages;
    deductions +=
      BASIC_DEDUCTION_MONTHLY +
      m.socialInsurance +
      (m.specialAdditional ?? 0n) +
      (m.otherDeductions ?? 0n) +
      (m.taxFree ?? 0n);
    const taxable = wages > deductions ? wages - deductions : 0n;
    const { tax: cumulativeTax, ratePct, quickDeduction } = taxOnCumulative(taxable);
    const tax = cumulativeTax > withheld ? cumulativeTax - withheld : 0n;
    withheld += tax;
    rows.push({
      month: i + 1,
      cumulativeWages: wages,
      cumulativeTaxable: taxable,
      ratePct,
      quickDeduction,
      cumulativeTax,
      tax,
      takeHome: m.wages - m.socialInsurance - tax,
    });
  });
  return rows;
}

/** One contribution (pension, medical, ..., housing fund): base limits and both sides' rates. */
export interface ContributionRule {
  item: string;
  /** Percent of the base, e.g. "8" or "0.5". */
  employeePct?: string;
  employerPct?: string;
  /** A fixed amount the employee pays on top (e.g. Beijing's 3 yuan for 大额医疗互助). */
  employeeFixed?: Cents;
  /** The base is the wage clamped to these limits (when given). */
  baseMin?: Cents;
  baseMax?: Cents;
  /** Round each side to the cent (default) or to the yuan. */
  round?: 'cent' | 'yuan';
}

export interface ContributionLine {
  item: string;
  base: Cents;
  employee: Cents;
  employer: Cents;
}

function pctOf(base: Cents, pct: string | undefined, round: 'cent' | 'yuan'): Cents {
  if (!pct) return 0n;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(pct.trim());
  if (!m) throw new RangeError(`not a percentage: ${pct}`);
  const frac = m[2] ?? '';
  const n = BigInt(m[1] + frac);
  const d = 100n * 10n ** BigInt(frac.length);
  return round === 'yuan' ? divRound(base * n, d * 100n) * 100n : divRound(base * n, d);
}

/** Each contribution on `wage`, and the totals of both sides. */
export function contributions(wage: Cents, rules: ContributionRule[]) {
  const lines: ContributionLine[] = rules.map((r) => {
    let base = wage;
    if (r.baseMin !== undefined && base < r.baseMin) base = r.baseMin;
    if (r.baseMax !== undefined && base > r.baseMax) base = r.baseMax;
    const round = r.round ?? 'cent';
    return {
      item: r.item,
      base,
      employee: pctOf(base, r.employeePct, round) + (r.employeeFixed ?? 0n),
      employer: pctOf(base, r.employerPct, round),
    };
  });
  return {
    lines,
    employee: lines.reduce((a, l) => a + l.employee, 0n),
    employer: lines.reduce((a, l) => a + l.employer, 0n),
  };
}
