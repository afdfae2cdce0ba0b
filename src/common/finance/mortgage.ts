/**
 * Mortgage schedules (房贷): equal instalments (等额本息) and equal principal (等额本金), rate changes
 * (LPR + spread repricing), prepayments (shorten the term or lower the instalment), combined loans.
 *
 * Rounding rules (stated on the page):
 * - a month's interest is the remaining principal × the monthly rate (annual rate / 12), rounded half
 *   up to the cent;
 * - equal instalments: the instalment is the standard formula P·r·(1+r)^n / ((1+r)^n − 1) rounded half
 *   up to the cent, computed exactly; its principal part is the instalment minus the month's interest;
 * - equal principal: the principal part is the principal / months rounded half up to the cent;
 * - the LAST instalment repays the whole remaining principal plus its interest, so it absorbs the
 *   rounding and may differ from the others by a few cents;
 * - after a rate change, an equal instalment is recomputed over the remaining months; an equal
 *   principal part is kept;
 * - a prepayment is made right after an instalment: "shorten" keeps the instalment (equal instalments:
 *   the shortest term whose instalment is not above the old one, then the instalment recomputed for
 *   it; equal principal: the principal part kept), "lower" keeps the end date and recomputes.
 */
import { divRound, monthlyRate, mulRound, sumCents, type Cents, type DecimalInput, type Fraction } from './exact.js';

export type RepaymentMethod = 'equal-instalment' | 'equal-principal';

export interface RateChange {
  /** The first period (1-based) charged at the new rate. */
  fromPeriod: number;
  annualRatePct: DecimalInput;
}

export interface Prepayment {
  /** Paid right after this period's instalment (1-based). */
  afterPeriod: number;
  amount: Cents;
  /** shorten: keep the instalment, end earlier; lower: keep the end, pay less each month. */
  mode: 'shorten' | 'lower';
}

export interface LoanInput {
  principal: Cents;
  months: number;
  annualRatePct: DecimalInput;
  method: RepaymentMethod;
  rateChanges?: RateChange[];
  prepayments?: Prepayment[];
}

export interface ScheduleRow {
  period: number;
  /** The annual rate charged this period, as given (e.g. "3.5"). */
  annualRatePct: string;
  payment: Cents;
  principal: Cents;
  interest: Cents;
  /** Extra principal paid after this instalment. */
  prepayment: Cents;
  /** Principal left after this period (and its prepayment). */
  balance: Cents;
}

export interface Schedule {
  rows: ScheduleRow[];
  /** Instalments plus prepayments. */
  totalPaid: Cents;
  totalInterest: Cents;
  totalPrincipal: Cents;
  totalPrepaid: Cents;
  months: number;
}

/** (1 + n/d)^k as the integer pair ((d+n)^k, d^k). */
function growth(r: Fraction, k: number): [bigint, bigint] {
  const kk = BigInt(k);
  return [(r.d + r.n) ** kk, r.d ** kk];
}

/** The equal instalment for `principal` over `months` at monthly rate `r`, rounded to the cent. */
export function equalInstalment(principal: Cents, months: number, r: Fraction): Cents {
  if (months < 1) throw new RangeError('months must be at least 1');
  if (r.n === 0n) return divRound(principal, BigInt(months));
  const [g, b] = growth(r, months);
  // P·(n/d)·g/b / ((g − b)/b) = P·n·g / (d·(g − b))
  return divRound(principal * r.n * g, r.d * (g - b));
}

/** The equal instalment for an annual percentage rate. */
export function monthlyPayment(principal: Cents, months: number, annualRatePct: DecimalInput): Cents {
  return equalInstalment(principal, months, monthlyRate(annualRatePct));
}

function checkInput(input: LoanInput): void {
  if (input.principal <= 0n) throw new RangeError('principal must be positive');
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > 600) {
    throw new RangeError('months must be a whole number from 1 to 600');
  }
  if (monthlyRate(input.annualRatePct).n < 0n) throw new RangeError('the rate must not be negative');
  for (const c of input.rateChanges ?? []) {
    if (!Number.isInteger(c.fromPeriod) || c.fromPeriod < 1) throw new RangeError('fromPeriod must be 1 or more');
    if (monthlyRate(c.annualRatePct).n < 0n) throw new RangeError('the rate must not be negative');
  }
  for (const p of input.prepayments ?? []) {
    if (!Number.isInteger(p.afterPeriod) || p.afterPeriod < 1) throw new RangeError('afterPeriod must be 1 or more');
    if (p.amount <= 0n) throw new RangeError('a prepayment must be positive');
  }
}

/** The full amortisation table. */
export function amortise(input: LoanInput): Schedule {
  checkInput(input);
  const changes = new Map((input.rateChanges ?? []).map((c) => [c.fromPeriod, c.annualRatePct]));
  const prepayments = [...(input.prepayments ?? [])].sort((a, b) => a.afterPeriod - b.afterPeriod);
  let ratePct = String(input.annualRatePct);
  let r = monthlyRate(ratePct);
  let balance = input.principal;
  let lastPeriod = input.months;
  let instalment = input.method === 'equal-instalment' ? equalInstalment(balance, lastPeriod, r) : 0n;
  let principalPart = input.method === 'equal-principal' ? divRound(balance, BigInt(lastPeriod)) : 0n;
  const rows: ScheduleRow[] = [];

  for (let period = 1; period <= lastPeriod && balance > 0n; period++) {
    const change = changes.get(period);
    if (change !== undefined) {
      ratePct = String(change);
      r = monthlyRate(ratePct);
      if (input.method === 'equal-instalment') instalment = equalInstalment(balance, lastPeriod - period + 1, r);
    }
    const interest = mulRound(balance, r);
    let principal: Cents;
    if (period === lastPeriod) principal = balance;
    else if (input.method === 'equal-instalment') principal = instalment - interest;
    else principal = principalPart;
    if (principal > balance) principal = balance;
    if (principal < 0n) principal = 0n; // an instalment below the interest (never with sane inputs)
    balance -= principal;

    let prepaid = 0n;
    for (const p of prepayments.filter((x) => x.afterPeriod === period)) {
      const amount = p.amount > balance ? balance : p.amount;
      if (amount === 0n) continue;
      prepaid += amount;
      balance -= amount;
      if (balance === 0n) break;
      const remaining = lastPeriod - period;
      if (input.method === 'equal-instalment') {
        if (p.mode === 'lower') {
          instalment = equalInstalment(balance, remaining, r);
        } else {
          const months = shortestTerm(balance, r, instalment, remaining);
          lastPeriod = period + months;
          instalment = equalInstalment(balance, months, r);
        }
      } else if (p.mode === 'lower') {
        principalPart = divRound(balance, BigInt(remaining));
      } else {
        const months = Number((balance + principalPart - 1n) / principalPart);
        lastPeriod = period + Math.min(months, remaining);
      }
    }
    rows.push({
      period,
      annualRatePct: ratePct,
      payment: principal + interest,
      principal,
      interest,
      prepayment: prepaid,
      balance,
    });
  }
  return summarise(rows);
}

/** The fewest months (≤ max) whose equal instalment for `balance` is not above `instalment`. */
function shortestTerm(balance: Cents, r: Fraction, instalment: Cents, max: number): number {
  let lo = 1;
  let hi = max;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (equalInstalment(balance, mid, r) <= instalment) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function summarise(rows: ScheduleRow[]): Schedule {
  const totalInterest = sumCents(rows.map((x) => x.interest));
  const totalPrincipal = sumCents(rows.map((x) => x.principal));
  const totalPrepaid = sumCents(rows.map((x) => x.prepayment));
  return {
    rows,
    totalPaid: totalInterest + totalPrincipal + totalPrepaid,
    totalInterest,
    totalPrincipal,
    totalPrepaid,
    months: rows.length,
  };
}

/**
 * A combined loan (组合贷: commercial + provident fund): period by period the sum of its parts, so every
 * total is exactly the sum of the parts' totals. The rate column shows the parts' rates joined by "+".
 */
export function combine(...parts: Schedule[]): Schedule {
  const months = Math.max(...parts.map((p) => p.rows.length));
  const rows: ScheduleRow[] = [];
  for (let i = 0; i < months; i++) {
    const here = parts.map((p) => p.rows[i]).filter((x) => x !== undefined);
    rows.push({
      period: i + 1,
      annualRatePct: here.map((x) => x.annualRatePct).join('+'),
      payment: sumCents(here.map((x) => x.payment)),
      principal: sumCents(here.map((x) => x.principal)),
      interest: sumCents(here.map((x) => x.interest)),
      prepayment: sumCents(here.map((x) => x.prepayment)),
      balance: sumCents(parts.map((p) => p.rows[Math.min(i, p.rows.length - 1)].balance)),
    });
  }
  return summarise(rows);
}
