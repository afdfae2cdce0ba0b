/**
 * 房贷计算: the page's options → the loan's schedule, with the rates taken from the data (LPR fixings and
 * provident fund rates from /api/getLatestInterestRate) or typed in. Exact: cents and fractions
 * (src/common/finance). A prepayment goes to the commercial part of a combined loan (the costlier one).
 */
import {
  amortise,
  combine,
  dueDate,
  repricing,
  toCents,
  type LoanInput,
  type LprFixing,
  type RepaymentMethod,
  type RepricingResult,
  type Schedule,
} from '../../common/finance/index.js';
import { defineOptions, opt } from '../../web/kit/options/schema.js';

export const KINDS = ['commercial', 'fund', 'combined'] as const;
export type LoanKind = (typeof KINDS)[number];

export const SCHEMA = defineOptions({
  kind: opt.choice(KINDS, 'commercial'),
  /** Commercial loan, 万元. */
  amount: opt.number(100, { min: 0.01, max: 100000 }),
  /** Provident fund loan, 万元. */
  fundAmount: opt.number(60, { min: 0.01, max: 100000 }),
  years: opt.int(30, { min: 1, max: 30 }),
  method: opt.choice(['equal-instalment', 'equal-principal'], 'equal-instalment'),
  /** Commercial rate: LPR + spread with repricing, or one fixed rate. */
  rateMode: opt.choice(['lpr', 'fixed'], 'lpr'),
  spreadBp: opt.int(0, { min: -300, max: 500 }),
  rate: opt.text('3.5', { maxLength: 8 }),
  reprice: opt.choice(['january', 'anniversary'], 'january'),
  /** Provident fund rate: '' = the published one for `home`. */
  fundRate: opt.text('', { maxLength: 8 }),
  home: opt.choice(['first', 'second'], 'first'),
  /** Loan date YYYY-MM-DD ('' = today). */
  date: opt.text('', { maxLength: 10, pattern: /^(\d{4}-\d{2}-\d{2})?$/ }),
  /** One prepayment: 万元 (0 = none), after which instalment, and what it changes. */
  pre: opt.number(0, { min: 0, max: 100000 }),
  preAfter: opt.int(12, { min: 1, max: 360 }),
  preMode: opt.choice(['shorten', 'lower'], 'shorten'),
});

export type LoanOptions = {
  kind: LoanKind;
  amount: number;
  fundAmount: number;
  years: number;
  method: RepaymentMethod;
  rateMode: 'lpr' | 'fixed';
  spreadBp: number;
  rate: string;
  reprice: 'january' | 'anniversary';
  fundRate: string;
  home: 'first' | 'second';
  date: string;
  pre: number;
  preAfter: number;
  preMode: 'shorten' | 'lower';
};

export interface FundRates {
  le5y: number;
  gt5y: number;
  effectiveDate: string;
}

export interface RateData {
  fixings: LprFixing[];
  fund: { first: FundRates | null; second: FundRates | null };
}

export type PlanError = 'badRate' | 'badFundRate' | 'noLpr' | 'noFundRate' | 'badDate';

export interface LoanPlan {
  schedule: Schedule;
  parts: { kind: 'commercial' | 'fund'; schedule: Schedule; ratePct: string }[];
  /** The LPR repricing of the commercial part (rateMode lpr). */
  lpr: RepricingResult | null;
  fundRate: { pct: string; effectiveDate: string | null } | null;
  loanDate: string;
  endDate: string;
  principal: bigint;
}

const RATE = /^\d{1,2}(\.\d{1,4})?$/;
const wan = (n: number) => toCents(n) * 10000n;

/** 万元 as typed (a number from the options) → cents; at most 2 decimals of a 万 are kept (100 yuan). */
function wanToCents(n: number): bigint {
  return wan(Math.round(n * 100) / 100);
}

export function planLoan(o: LoanOptions, data: RateData, today: string): LoanPlan | PlanError {
  const loanDate = o.date || today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(loanDate) || Number.isNaN(Date.parse(loanDate))) return 'badDate';
  const months = o.years * 12;
  const parts: LoanPlan['parts'] = [];
  let lpr: RepricingResult | null = null;
  let fundRate: LoanPlan['fundRate'] = null;
  const prepayments = o.pre > 0 ? [{ afterPeriod: o.preAfter, amount: wanToCents(o.pre), mode: o.preMode }] : [];

  if (o.kind !== 'fund') {
    const base: Omit<LoanInput, 'annualRatePct'> = {
      principal: wanToCents(o.amount),
      months,
      method: o.method,
      prepayments: o.preAfter < months ? prepayments : [],
    };
    let input: LoanInput;
    if (o.rateMode === 'fixed') {
      if (!RATE.test(o.rate.trim())) return 'badRate';
      input = { ...base, annualRatePct: o.rate.trim() };
    } else {
      try {
        lpr = repricing({ loanDate, months, spreadBp: o.spreadBp, rule: o.reprice, fixings: data.fixings });
      } catch {
        return 'noLpr';
      }
      input = { ...base, annualRatePct: lpr.initialRatePct, rateChanges: lpr.rateChanges };
    }
    parts.push({ kind: 'commercial', schedule: amortise(input), ratePct: String(input.annualRatePct) });
  }
  if (o.kind !== 'commercial') {
    let pct = o.fundRate.trim();
    let effectiveDate: string | null = null;
    if (pct === '') {
      const r = data.fund[o.home];
      if (!r) return 'noFundRate';
      pct = String(months > 60 ? r.gt5y : r.le5y);
      effectiveDate = r.effectiveDate;
    } else if (!RATE.test(pct)) return 'badFundRate';
    fundRate = { pct, effectiveDate };
    parts.push({
      kind: 'fund',
      schedule: amortise({
        principal: wanToCents(o.fundAmount),
        months,
        method: o.method,
        annualRatePct: pct,
        prepayments: o.kind === 'fund' && o.preAfter < months ? prepayments : [],
      }),
      ratePct: pct,
    });
  }
  const schedule = parts.length === 1 ? parts[0].schedule : combine(...parts.map((p) => p.schedule));
  return {
    schedule,
    parts,
    lpr,
    fundRate,
    loanDate,
    endDate: dueDate(loanDate, schedule.months),
    principal: parts.reduce((s, p) => s + p.schedule.totalPrincipal + p.schedule.totalPrepaid, 0n),
  };
}

/** The schedule's years: principal and interest paid in each loan year (for the chart and the summary). */
export function yearlyTotals(s: Schedule): { year: number; principal: bigint; interest: bigint; balance: bigint }[] {
  const out: { year: number; principal: bigint; interest: bigint; balance: bigint }[] = [];
  for (const r of s.rows) {
    const y = Math.floor((r.period - 1) / 12) + 1;
    if (!out[y - 1]) out[y - 1] = { year: y, principal: 0n, interest: 0n, balance: 0n };
    out[y - 1].principal += r.principal + r.prepayment;
    out[y - 1].interest += r.interest;
    out[y - 1].balance = r.balance;
  }
  return out;
}
