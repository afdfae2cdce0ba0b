/**
 * 投资收益计算: a bank deposit's interest at the bank's listed rate (from the rates data), compound
 * interest, regular saving (零存整取 or monthly compounding), the annualised return of a lump sum, and the
 * IRR of a monthly investment. Exact: cents and fractions (src/common/finance), rounded once to the cent.
 */
import {
  annualisedReturn,
  compoundInterest,
  depositInterest,
  formatCents,
  formatFraction,
  irr,
  regularSaving,
  toCents,
  type Cents,
} from '../../common/finance/index.js';
import type { DepositRate } from '../../common/rates-api.js';
import { defineOptions, opt } from '../../web/kit/options/schema.js';

export const MODES = ['deposit', 'compound', 'regular', 'return', 'irr'] as const;
export type Mode = (typeof MODES)[number];
export const TERMS = ['demand', '3m', '6m', '1y', '2y', '3y', '5y'] as const;
export type Term = (typeof TERMS)[number];
const TERM_MONTHS: Record<Exclude<Term, 'demand'>, number> = {
  '3m': 3,
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '3y': 36,
  '5y': 60,
};

export const SCHEMA = defineOptions({
  mode: opt.choice(MODES, 'deposit'),
  amount: opt.number(100000, { min: 0.01, max: 1e12 }),
  bank: opt.text('icbc', { maxLength: 20, pattern: /^[a-z_]*$/ }),
  term: opt.choice(TERMS, '1y'),
  days: opt.int(365, { min: 1, max: 36500 }),
  rate: opt.text('2.5', { maxLength: 8 }),
  years: opt.int(10, { min: 1, max: 100 }),
  per: opt.oneOf([1, 4, 12], 1),
  monthly: opt.number(1000, { min: 0.01, max: 1e10 }),
  months: opt.int(36, { min: 1, max: 1200 }),
  saving: opt.choice(['bank', 'compound'], 'bank'),
  end: opt.number(110000, { min: 0, max: 1e12 }),
});

export type Figures =
  | { status: 'invalid' | 'noRate' }
  | {
      status: 'ok';
      /** The headline: the total at the end, or the return in percent. */
      headline: { key: string; value: string };
      rows: { key: string; value: string }[];
    };

const RATE = /^\d{1,3}(\.\d{1,6})?$/;
const yuan = (c: Cents) => `${formatCents(c, { grouping: true })} 元`;

/** Yuan as the number field gave it → cents (null when it has more than 2 decimals or is not positive). */
export function cents(n: number): Cents | null {
  try {
    const c = toCents(n);
    return c >= 0n ? c : null;
  } catch {
    return null;
  }
}

/** The rate a bank lists for a term (fixed 整存整取, or 活期 for demand), as the API answered. */
export function rateFor(rates: DepositRate[], term: Term): DepositRate | null {
  const product = term === 'demand' ? 'demand' : 'fixed';
  return rates.find((r) => r.product === product && r.term === term) ?? null;
}

export function deposit(amount: number, term: Term, days: number, rate: DepositRate | null): Figures {
  const p = cents(amount);
  if (p === null || p === 0n) return { status: 'invalid' };
  if (!rate) return { status: 'noRate' };
  const interest = depositInterest(p, String(rate.rate), term === 'demand' ? { days } : { months: TERM_MONTHS[term] });
  return {
    status: 'ok',
    headline: { key: 'atMaturity', value: yuan(p + interest) },
    rows: [
      { key: 'interest', value: yuan(interest) },
      { key: 'annualRate', value: `${rate.rate}%` },
      { key: 'effectiveDate', value: rate.effectiveDate },
    ],
  };
}

export function compound(amount: number, ratePct: string, years: number, per: number): Figures {
  const p = cents(amount);
  if (p === null || p === 0n || !RATE.test(ratePct.trim())) return { status: 'invalid' };
  const g = compoundInterest(p, ratePct.trim(), years * per, per);
  const one = compoundInterest(1_000_000_000_000n, ratePct.trim(), per, per);
  return {
    status: 'ok',
    headline: { key: 'total', value: yuan(g.total) },
    rows: [
      { key: 'interest', value: yuan(g.interest) },
      { key: 'deposited', value: yuan(g.deposited) },
      // The effective annual rate: what 10^12 cents earn in one year, in percent.
      {
        key: 'effectiveRate',
        value: `${shortPct(formatFraction({ n: one.interest, d: 10_000_000_000n }, 6), 4)}%`,
      },
    ],
  };
}

export function regular(monthly: number, ratePct: string, months: number, mode: 'bank' | 'compound'): Figures {
  const c = cents(monthly);
  if (c === null || c === 0n || !RATE.test(ratePct.trim())) return { status: 'invalid' };
  const g = regularSaving(c, ratePct.trim(), months, mode);
  return {
    status: 'ok',
    headline: { key: 'total', value: yuan(g.total) },
    rows: [
      { key: 'interest', value: yuan(g.interest) },
      { key: 'deposited', value: yuan(g.deposited) },
    ],
  };
}

export function lumpReturn(start: number, end: number, days: number): Figures {
  const a = cents(start);
  const b = cents(end);
  if (a === null || b === null || a === 0n) return { status: 'invalid' };
  const total = shortPct(formatFraction({ n: (b - a) * 100n, d: a }, 6));
  return {
    status: 'ok',
    headline: {
      key: 'annualised',
      value: `${shortPct(annualisedReturn(a, b, days))}%`,
    },
    rows: [
      { key: 'profit', value: yuan(b - a) },
      { key: 'totalReturn', value: `${total}%` },
    ],
  };
}

export function monthlyIrr(monthly: number, months: number, end: number): Figures {
  const c = cents(monthly);
  const e = cents(end);
  if (c === null || e === null || c === 0n) return { status: 'invalid' };
  // Paid at the start of each month, valued at the end of the last: −C at 0 … n−1, +end at n.
  const flows: Cents[] = Array.from({ length: months }, () => -c);
  flows.push(e);
  const r = irr(flows, 12);
  if (!r) return { status: 'invalid' };
  return {
    status: 'ok',
    headline: { key: 'irrAnnual', value: `${shortPct(r.effectiveAnnualPct)}%` },
    rows: [
      { key: 'profit', value: yuan(e - c * BigInt(months)) },
      { key: 'deposited', value: yuan(c * BigInt(months)) },
      { key: 'irrMonthly', value: `${shortPct(r.periodicPct, 4)}%` },
      { key: 'irrNominal', value: `${shortPct(r.nominalAnnualPct)}%` },
    ],
  };
}

/** "3.456789" → "3.46" (half away from zero on the decimal text, `places` decimals). */
export function shortPct(text: string, places = 2): string {
  const neg = text.startsWith('-');
  const [w, f = ''] = (neg ? text.slice(1) : text).split('.');
  const digits = BigInt(w + f.padEnd(places + 1, '0').slice(0, places + 1));
  const rounded = (digits + 5n) / 10n;
  const s = rounded.toString().padStart(places + 1, '0');
  const out = places ? `${s.slice(0, -places)}.${s.slice(-places)}` : s;
  return neg && rounded !== 0n ? `-${out}` : out;
}
