/**
 * Deposits and returns (投资收益): bank deposit interest, compound interest, regular saving, IRR and
 * annualised return. Amounts are cents; results are rounded half up to the cent once, at the end.
 */
import { divRound, formatFraction, parseDecimal, type Cents, type DecimalInput, type Fraction } from './exact.js';

/** An annual percentage as a fraction of 1 ("1.5" → 15/1000). */
function annual(pct: DecimalInput): Fraction {
  const f = parseDecimal(pct);
  if (f.n < 0n) throw new RangeError('the rate must not be negative');
  return { n: f.n, d: f.d * 100n };
}

function whole(n: number, name: string, min = 0): bigint {
  if (!Number.isInteger(n) || n < min) throw new RangeError(`${name} must be a whole number ≥ ${min}`);
  return BigInt(n);
}

/**
 * Simple interest of a deposit, as banks pay it: a fixed (整存整取) deposit of `months` earns
 * principal × rate × months / 12 at maturity; a demand (活期) balance held `days` earns
 * principal × rate × days / 360 (the banks' day rate is the annual rate / 360).
 */
export function depositInterest(
  principal: Cents,
  annualRatePct: DecimalInput,
  term: { months: number } | { days: number },
): Cents {
  const r = annual(annualRatePct);
  if ('months' in term) return divRound(principal * r.n * whole(term.months, 'months'), r.d * 12n);
  return divRound(principal * r.n * whole(term.days, 'days'), r.d * 360n);
}

export interface GrowthResult {
  /** Money put in. */
  deposited: Cents;
  interest: Cents;
  /** deposited + interest */
  total: Cents;
}

/** Compound interest: `principal` × (1 + rate / periodsPerYear)^periods. */
export function compoundInterest(
  principal: Cents,
  annualRatePct: DecimalInput,
  periods: number,
  periodsPerYear = 1,
): GrowthResult {
  const r = annual(annualRatePct);
  const m = whole(periodsPerYear, 'periodsPerYear', 1);
  const k = whole(periods, 'periods');
  // (1 + n/(d·m))^k = (d·m + n)^k / (d·m)^k
  const base = r.d * m;
  const total = divRound(principal * (base + r.n) ** k, base ** k);
  return { deposited: principal, interest: total - principal, total };
}

/**
 * Regular saving of `monthly` at the start of each of `months` months.
 * - `bank` (零存整取): simple interest, monthly × rate / 12 × n(n+1)/2, paid at maturity;
 * - `compound` (定投): each payment compounds monthly at rate / 12 until the end of the last month.
 */
export function regularSaving(
  monthly: Cents,
  annualRatePct: DecimalInput,
  months: number,
  mode: 'bank' | 'compound',
): GrowthResult {
  const r = annual(annualRatePct);
  const n = whole(months, 'months', 1);
  const deposited = monthly * n;
  if (mode === 'bank') {
    const interest = divRound(monthly * r.n * n * (n + 1n), r.d * 12n * 2n);
    return { deposited, interest, total: deposited + interest };
  }
  // Σ_{k=1..n} C·(1+i)^k with 1 + i = (12d + n)/(12d): C·g·((g^n − b^n)/b^n)/(g − b) over b, in integers.
  const b = r.d * 12n;
  const g = b + r.n;
  if (r.n === 0n) return { deposited, interest: 0n, total: deposited };
  const total = divRound(monthly * g * (g ** n - b ** n), b ** n * (g - b));
  return { deposited, interest: total - deposited, total };
}

export interface IrrResult {
  /** The rate per period, in percent (6 decimals). */
  periodicPct: string;
  /** periodic × periodsPerYear (the nominal annual rate). */
  nominalAnnualPct: string;
  /** (1 + periodic)^periodsPerYear − 1 (the effective annual rate). */
  effectiveAnnualPct: string;
}

const SCALE = 10n ** 12n;

/**
 * Internal rate of return of cash flows one period apart (negative: money in, positive: money out),
 * found by bisection on exact integer arithmetic to 10^-12 per period. Null when the flows do not
 * change sign or no rate between −99.99% and 1000% per period makes their value zero.
 */
export function irr(cashflows: Cents[], periodsPerYear = 12): IrrResult | null {
  whole(periodsPerYear, 'periodsPerYear', 1);
  if (cashflows.length < 2 || !cashflows.some((c) => c < 0n) || !cashflows.some((c) => c > 0n)) return null;
  const T = cashflows.length - 1;
  const sPow: bigint[] = [1n];
  for (let t = 1; t <= T; t++) sPow.push(sPow[t - 1] * SCALE);
  // Sign of NPV at rate a/SCALE: Σ CF_t (1+r)^(−t), times (S+a)^T·... → Σ CF_t (S+a)^(T−t) S^t (Horner).
  const sign = (a: bigint) => {
    let acc = 0n;
    for (let t = 0; t <= T; t++) acc = acc * (SCALE + a) + cashflows[t] * sPow[t];
    return acc === 0n ? 0 : acc > 0n ? 1 : -1;
  };
  let lo = -SCALE + SCALE / 10_000n; // −99.99%
  let hi = SCALE * 10n; // +1000%
  const sLo = sign(lo);
  const sHi = sign(hi);
  if (sLo === 0) return result(lo, periodsPerYear);
  if (sHi === 0) return result(hi, periodsPerYear);
  if (sLo === sHi) return null;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    const s = sign(mid);
    if (s === 0) return result(mid, periodsPerYear);
    if (s === sLo) lo = mid;
    else hi = mid;
  }
  return result(lo, periodsPerYear);
}

function result(a: bigint, periodsPerYear: number): IrrResult {
  const m = BigInt(periodsPerYear);
  const periodic = { n: a * 100n, d: SCALE };
  const g = (SCALE + a) ** m;
  const b = SCALE ** m;
  return {
    periodicPct: formatFraction(periodic, 6),
    nominalAnnualPct: formatFraction({ n: a * 100n * m, d: SCALE }, 6),
    effectiveAnnualPct: formatFraction({ n: (g - b) * 100n, d: b }, 6),
  };
}

/** Simple annualised return: (end − start) / start × 365 / days, in percent (6 decimals). */
export function annualisedReturn(start: Cents, end: Cents, days: number): string {
  if (start <= 0n) throw new RangeError('start must be positive');
  const d = whole(days, 'days', 1);
  return formatFraction({ n: (end - start) * 365n * 100n, d: start * d }, 6);
}
