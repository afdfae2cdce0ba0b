/**
 * Exact money arithmetic: amounts are integer cents (`bigint`), rates are exact fractions read from
 * their decimal text ("3.5" percent = 35/1000), and every shown value is rounded once, half away from
 * zero, to the cent. No binary floating point touches an amount or a rate.
 */

/** An amount in cents (分). */
export type Cents = bigint;

/** An exact fraction n/d (d > 0). */
export interface Fraction {
  n: bigint;
  d: bigint;
}

/** A decimal number as text or a JS number (read through its shortest decimal text: 3.45 → "3.45"). */
export type DecimalInput = string | number;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** "3.025" → 3025/1000; throws on anything that is not a plain decimal. */
export function parseDecimal(value: DecimalInput): Fraction {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`not a decimal number: ${String(value)}`);
  const frac = m[3] ?? '';
  const n = BigInt(m[2] + frac) * (m[1] === '-' ? -1n : 1n);
  return { n, d: 10n ** BigInt(frac.length) };
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  const text = String(n);
  // 1e-7, 1.5e+21: move the point in the shortest decimal text JS gives (the digits stay exact).
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!m) return text;
  const digits = m[2] + (m[3] ?? '');
  const point = m[2].length + Number(m[4]);
  if (point <= 0) return `${m[1]}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${m[1]}${digits}${'0'.repeat(point - digits.length)}`;
  return `${m[1]}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** n / d rounded half away from zero to an integer (d ≠ 0). */
export function divRound(n: bigint, d: bigint): bigint {
  if (d < 0n) return divRound(-n, -d);
  const q = n / d; // truncates toward zero
  const r = n - q * d;
  if (2n * (r < 0n ? -r : r) >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** Yuan as decimal text or number → cents, exactly; more than 2 decimals are refused. */
export function toCents(yuan: DecimalInput): Cents {
  const f = parseDecimal(yuan);
  const cents = f.n * 100n;
  if (cents % f.d !== 0n) throw new RangeError(`more than 2 decimals: ${String(yuan)}`);
  return cents / f.d;
}

/** Cents → "4490.45" (or "4,490.45" with `grouping`); negative amounts get a leading "-". */
export function formatCents(cents: Cents, { grouping = false } = {}): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  let whole = (abs / 100n).toString();
  if (grouping) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A fraction as decimal text with `places` decimals, rounded half away from zero. */
export function formatFraction(f: Fraction, places: number): string {
  const scale = 10n ** BigInt(places);
  const v = divRound(f.n * scale, f.d);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const whole = (abs / scale).toString();
  const frac = places ? `.${(abs % scale).toString().padStart(places, '0')}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}

/** Like formatFraction, with trailing zeros (and a bare point) removed: "3.50000" → "3.5". */
export function formatFractionShort(f: Fraction, places: number): string {
  const text = formatFraction(f, places);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** An annual percentage → the monthly rate as a fraction ("3.5" → 35/12000). */
export function monthlyRate(annualPct: DecimalInput): Fraction {
  const f = parseDecimal(annualPct);
  return { n: f.n, d: f.d * 1200n };
}

/** amount × fraction, rounded to the cent. */
export function mulRound(amount: Cents, f: Fraction): Cents {
  return divRound(amount * f.n, f.d);
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0n;
  for (const v of values) total += v;
  return total;
}
