/**
 * LPR-linked loans (LPR + spread, repriced once a year): which rate applies to which instalment.
 *
 * Rules: instalment k falls due k months after the loan date (the day of month kept, or the month's
 * last day when it has fewer days); instalment k is charged the rate in force on the day its period
 * starts (the loan date for k = 1, else the due date of k − 1). The rate is set on the loan date and
 * on each repricing date — every 1 January (`january`) or every anniversary of the loan date
 * (`anniversary`) — as the latest LPR fixing published on or before that date plus the spread. Loans of
 * more than 5 years follow the over-5-year LPR, others the 1-year LPR.
 */
import { formatFractionShort, parseDecimal, type DecimalInput } from './exact.js';
import type { RateChange } from './mortgage.js';

export interface LprFixing {
  /** YYYY-MM-DD */
  date: string;
  oneYear: DecimalInput;
  fiveYear: DecimalInput;
}

export interface RepricingInput {
  /** The loan (first drawdown) date, YYYY-MM-DD. */
  loanDate: string;
  months: number;
  /** Spread over the LPR in basis points (may be negative: −45 = LPR − 0.45). */
  spreadBp: number;
  rule: 'january' | 'anniversary';
  /** The published fixings (any order). */
  fixings: LprFixing[];
}

export interface RepricingResult {
  /** The rate of the first instalment, e.g. "3.05". */
  initialRatePct: string;
  /** Later changes (only where the rate actually changes). */
  rateChanges: RateChange[];
  /** Every repricing date with the fixing used and the resulting rate. */
  resets: { date: string; fixingDate: string; lprPct: string; ratePct: string; fromPeriod: number }[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(text: string): [number, number, number] {
  const m = DATE.exec(text);
  if (!m) throw new RangeError(`not a date: ${text}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date `k` months after `date`, the day clamped to the month's length (01-31 + 1 month = 02-28/29). */
export function addMonths(date: string, k: number): string {
  const [y, m, d] = parseDate(date);
  const total = y * 12 + (m - 1) + k;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${pad(nm)}-${pad(Math.min(d, last))}`;
}

/** Due date of instalment k (1-based). */
export const dueDate = (loanDate: string, k: number) => addMonths(loanDate, k);

function fixingOn(fixings: LprFixing[], date: string): LprFixing | null {
  let found: LprFixing | null = null;
  for (const f of fixings) if (f.date <= date && (!found || f.date > found.date)) found = f;
  return found;
}

/** The rate schedule of an LPR + spread loan; throws when no fixing is published before the loan date. */
export function repricing(input: RepricingInput): RepricingResult {
  if (!Number.isInteger(input.spreadBp)) throw new RangeError('spreadBp must be a whole number');
  const useFive = input.months > 60;
  const rateAt = (date: string) => {
    const f = fixingOn(input.fixings, date);
    if (!f) throw new RangeError(`no LPR fixing on or before ${date}`);
    const lpr = parseDecimal(useFive ? f.fiveYear : f.oneYear);
    // lpr% + spread bp / 100, exactly: (lpr.n·100 + spread·lpr.d) / (lpr.d·100)
    const rate = { n: lpr.n * 100n + BigInt(input.spreadBp) * lpr.d, d: lpr.d * 100n };
    if (rate.n < 0n) throw new RangeError('LPR + spread is negative');
    return { fixingDate: f.date, lprPct: formatFractionShort(lpr, 6), ratePct: formatFractionShort(rate, 6) };
  };
  const start = rateAt(input.loanDate);
  const [y0, m0, d0] = parseDate(input.loanDate);
  const end = dueDate(input.loanDate, input.months);
  const resetDates: string[] = [];
  for (let year = y0 + 1; ; year++) {
    const date =
      input.rule === 'january'
        ? `${year}-01-01`
        : `${year}-${pad(m0)}-${pad(Math.min(d0, new Date(Date.UTC(year, m0, 0)).getUTCDate()))}`;
    if (date >= end) break;
    resetDates.push(date);
  }
  const resets: RepricingResult['resets'] = [];
  const rateChanges: RateChange[] = [];
  let current = start.ratePct;
  for (const date of resetDates) {
    // The first period starting on or after the reset date (period k starts on due date k − 1).
    let k = 1;
    while (k <= input.months && dueDate(input.loanDate, k - 1) < date) k++;
    if (k > input.months) break;
    const r = rateAt(date);
    resets.push({ date, ...r, fromPeriod: k });
    if (r.ratePct !== current) rateChanges.push({ fromPeriod: k, annualRatePct: r.ratePct });
    current = r.ratePct;
  }
  return { initialRatePct: start.ratePct, rateChanges, resets };
}
