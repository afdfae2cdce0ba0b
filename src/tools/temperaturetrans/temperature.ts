/**
 * 温度转换: Celsius, Fahrenheit, Kelvin, Rankine and Réaumur, exactly (decimal arithmetic through Kelvin:
 * K = °C + 273.15, °F = °C × 9/5 + 32, °R = K × 9/5, °Ré = °C × 4/5). Nothing below absolute zero.
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';
import { Exact, formatExact, parseExact } from '../../common/exact-number.js';

export const SCALES = ['c', 'f', 'k', 'r', 're'] as const;
export type Scale = (typeof SCALES)[number];

const K0 = new Exact('273.15');
const NINE_FIFTHS = new Exact(9).div(5);

/** The temperature in kelvin. */
export function toKelvin(value: Exact, from: Scale): Exact {
  switch (from) {
    case 'c':
      return value.plus(K0);
    case 'f':
      return value.minus(32).div(NINE_FIFTHS).plus(K0);
    case 'k':
      return value;
    case 'r':
      return value.div(NINE_FIFTHS);
    case 're':
      return value.times(5).div(4).plus(K0);
  }
}

export function fromKelvin(kelvin: Exact, to: Scale): Exact {
  const c = kelvin.minus(K0);
  switch (to) {
    case 'c':
      return c;
    case 'f':
      return c.times(NINE_FIFTHS).plus(32);
    case 'k':
      return kelvin;
    case 'r':
      return kelvin.times(NINE_FIFTHS);
    case 're':
      return c.times(4).div(5);
  }
}

export type Conversion =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'belowZero' }
  | { status: 'ok'; values: Record<Scale, string> };

/** Every scale for `text` read in `from`, shown with at most `decimals` decimals. */
export function convertTemperature(text: string, from: Scale, decimals = 6): Conversion {
  if (text.trim() === '') return { status: 'empty' };
  const value = parseExact(text);
  if (!value) return { status: 'invalid' };
  const kelvin = toKelvin(value, from);
  if (kelvin.isNegative() && !kelvin.isZero()) return { status: 'belowZero' };
  const values = Object.fromEntries(
    SCALES.map((s) => [s, formatExact(fromKelvin(kelvin, s), { digits: 20, maxDecimals: decimals })]),
  ) as Record<Scale, string>;
  return { status: 'ok', values };
}

export const SCHEMA = defineOptions({
  v: opt.text('37', { maxLength: 40 }),
  from: opt.choice(SCALES, 'c'),
  digits: opt.oneOf([0, 1, 2, 4, 6, 10], 2),
});
