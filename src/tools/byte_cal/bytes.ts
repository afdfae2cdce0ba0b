/**
 * 字节数换算: 1 byte = 8 bits; decimal (SI) prefixes are powers of 1000 (kB, MB, GB … as disk makers and
 * network speeds count), binary (IEC) prefixes powers of 1024 (KiB, MiB, GiB … what Windows shows as
 * "KB, MB, GB"). Exact decimal arithmetic.
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';
import { Exact, formatExact, parseExact } from '../../common/exact-number.js';

export type Family = 'bit' | 'si' | 'iec';

const PREFIXES = ['k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y'];

/** Unit → [bytes per unit, family]. */
const UNITS: Record<string, [Exact, Family]> = {
  bit: [new Exact(1).div(8), 'bit'],
  ...Object.fromEntries(
    PREFIXES.slice(0, 4).map((p, i) => [`${p}bit`, [new Exact(1000).pow(i + 1).div(8), 'bit'] as [Exact, Family]]),
  ),
  B: [new Exact(1), 'si'],
  ...Object.fromEntries(PREFIXES.map((p, i) => [`${p}B`, [new Exact(1000).pow(i + 1), 'si'] as [Exact, Family]])),
  ...Object.fromEntries(
    PREFIXES.map((p, i) => [`${p.toUpperCase()}iB`, [new Exact(1024).pow(i + 1), 'iec'] as [Exact, Family]]),
  ),
};

export const UNIT_IDS = Object.keys(UNITS);
export const familyOf = (u: string): Family => UNITS[u][1];

export function convertBytes(value: Exact, from: string, to: string): Exact {
  return value.times(UNITS[from][0]).div(UNITS[to][0]);
}

export type ByteResult = { status: 'empty' | 'invalid' } | { status: 'ok'; values: Record<string, string> };

export function convertAll(text: string, from: string): ByteResult {
  if (text.trim() === '') return { status: 'empty' };
  const value = parseExact(text);
  if (!value || !UNITS[from]) return { status: 'invalid' };
  return {
    status: 'ok',
    values: Object.fromEntries(
      UNIT_IDS.map((u) => [u, formatExact(convertBytes(value, from, u), { digits: 15, grouping: true })]),
    ),
  };
}

export const SCHEMA = defineOptions({
  v: opt.text('1', { maxLength: 40 }),
  from: opt.choice(UNIT_IDS, 'GiB'),
  to: opt.choice(UNIT_IDS, 'MiB'),
});
