/**
 * Exact decimal numbers for the calculators and converters (decimal.js, 60 significant digits): what a
 * visitor types is read exactly (0.1 is one tenth), and a result is shown rounded once, never through
 * binary floating point.
 */
import Decimal from 'decimal.js';

export const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });
export type Exact = Decimal;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number as typed: digits with an optional point and exponent; spaces, commas and full-width digits allowed. */
export function parseExact(text: string): Exact | null {
  const cleaned = text
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[－−]/g, '-')
    .replace(/[\s,，_]/g, '');
  if (!NUMBER.test(cleaned)) return null;
  return new Exact(cleaned);
}

export interface FormatOptions {
  /** Significant digits kept (default 12). */
  digits?: number;
  /** At most this many decimals (after the significant-digit rounding). */
  maxDecimals?: number;
  /** Group the whole part by thousands. */
  grouping?: boolean;
}

/**
 * A plain decimal text: rounded to `digits` significant digits (and `maxDecimals`), trailing zeros dropped;
 * scientific notation ("1.5e-12") only for numbers below 1e-9 or from 1e21.
 */
export function formatExact(value: Exact, { digits = 12, maxDecimals, grouping = false }: FormatOptions = {}): string {
  if (value.isZero()) return '0';
  let v = value.toSignificantDigits(digits);
  if (maxDecimals !== undefined) v = v.toDecimalPlaces(maxDecimals);
  if (v.isZero()) return '0';
  const abs = v.abs();
  if (abs.lt('1e-9') || abs.gte('1e21'))
    return v
      .toExponential()
      .replace(/\.?0+e/, 'e')
      .replace('e+', 'e');
  const text = v.toFixed();
  if (!grouping) return text;
  const [whole, frac] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}
