/**
 * 长度转换: metric, Chinese market units (市制: 1 里 = 500 m, 1 丈 = 10 尺, 1 米 = 3 尺, 1 尺 = 10 寸),
 * imperial/US (the 1959 international yard: 1 in = 2.54 cm exactly), the nautical mile (1852 m), the
 * astronomical unit (IAU 2012) and the light-year (Julian year). Every unit is an exact fraction of a metre.
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';
import { Exact, formatExact, parseExact } from '../../common/exact-number.js';

export const GROUPS = ['metric', 'shi', 'imperial', 'other'] as const;
export type Group = (typeof GROUPS)[number];

/** Unit id → [metres as numerator/denominator, group]. */
const UNITS = {
  km: ['1000', 'metric'],
  m: ['1', 'metric'],
  dm: ['1/10', 'metric'],
  cm: ['1/100', 'metric'],
  mm: ['1/1000', 'metric'],
  um: ['1/1000000', 'metric'],
  nm: ['1/1000000000', 'metric'],
  li: ['500', 'shi'],
  zhang: ['10/3', 'shi'],
  chi: ['1/3', 'shi'],
  cun: ['1/30', 'shi'],
  fen: ['1/300', 'shi'],
  mi: ['1609.344', 'imperial'],
  yd: ['0.9144', 'imperial'],
  ft: ['0.3048', 'imperial'],
  in: ['0.0254', 'imperial'],
  nmi: ['1852', 'other'],
  au: ['149597870700', 'other'],
  ly: ['9460730472580800', 'other'],
} as const satisfies Record<string, readonly [string, Group]>;

export type Unit = keyof typeof UNITS;
export const UNIT_IDS = Object.keys(UNITS) as Unit[];
export const groupOf = (u: Unit): Group => UNITS[u][1];

function metres(u: Unit): Exact {
  const [n, d = '1'] = UNITS[u][0].split('/');
  return new Exact(n).div(d);
}

/** `value` in `from` expressed in `to`, exactly (to 60 significant digits). */
export function convertLength(value: Exact, from: Unit, to: Unit): Exact {
  return value.times(metres(from)).div(metres(to));
}

export type LengthResult = { status: 'empty' | 'invalid' } | { status: 'ok'; values: Record<Unit, string> };

export function convertAll(text: string, from: Unit, digits = 12): LengthResult {
  if (text.trim() === '') return { status: 'empty' };
  const value = parseExact(text);
  if (!value) return { status: 'invalid' };
  const values = Object.fromEntries(
    UNIT_IDS.map((u) => [u, formatExact(convertLength(value, from, u), { digits, grouping: true })]),
  ) as Record<Unit, string>;
  return { status: 'ok', values };
}

export const SCHEMA = defineOptions({
  v: opt.text('1', { maxLength: 40 }),
  from: opt.choice(UNIT_IDS, 'm'),
  to: opt.choice(UNIT_IDS, 'chi'),
});
