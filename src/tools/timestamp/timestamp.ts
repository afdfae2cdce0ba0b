/**
 * 时间戳转换: Unix time (seconds or milliseconds since 1970-01-01T00:00:00Z) ↔ a date and time in a time
 * zone. Zone offsets (with daylight saving) come from the platform's time-zone data (Intl). Dates from
 * year 1 to 9999 (proleptic Gregorian calendar).
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';

export const ZONES = [
  'Asia/Shanghai',
  'UTC',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
] as const;

const MIN_MS = Date.UTC(1, 0, 1) - 86_400_000 * 2;
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 86_400_000 * 2;

export type Unit = 's' | 'ms';

/** Seconds or milliseconds (auto: more than 11 integer digits means milliseconds). */
export function parseTimestamp(text: string, unit: 'auto' | Unit): { ms: number; unit: Unit } | null {
  const t = text.trim().replace(/[\s,_]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  const digits = t.replace(/^-/, '').split('.')[0].length;
  const u: Unit = unit === 'auto' ? (digits > 11 ? 'ms' : 's') : unit;
  const [whole, frac = ''] = t.split('.');
  // Exact to the millisecond: seconds' decimals beyond 3 places are cut, not rounded through a float.
  const ms =
    u === 's'
      ? Number(whole) * 1000 + (whole.startsWith('-') ? -1 : 1) * Number(frac.slice(0, 3).padEnd(3, '0'))
      : Math.trunc(Number(t));
  if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) return null;
  return { ms, unit: u };
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function fieldsIn(ms: number, zone: string): Fields {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    year: parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function utcOf(f: Fields): number {
  const d = new Date(Date.UTC(2000, f.month - 1, f.day, f.hour, f.minute, f.second));
  d.setUTCFullYear(f.year);
  return d.getTime();
}

/** The zone's offset from UTC at that instant, in minutes (+480 for Beijing). */
export function offsetMinutes(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((utcOf(fieldsIn(whole, zone)) - whole) / 60_000);
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

export function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

export interface Shown {
  /** 2023-11-15 06:13:20 */
  local: string;
  /** .123 when there are milliseconds */
  millis: string;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  offset: string;
  /** ISO 8601 with the zone's offset */
  iso: string;
  /** ISO 8601 in UTC */
  utc: string;
  seconds: string;
  milliseconds: string;
}

export function showInstant(ms: number, zone: string): Shown {
  const f = fieldsIn(ms, zone);
  const msPart = ((ms % 1000) + 1000) % 1000;
  const off = offsetText(offsetMinutes(ms, zone));
  const date = `${f.year < 0 ? '-' : ''}${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
  const time = `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
  const millis = msPart ? `.${pad(msPart, 3)}` : '';
  return {
    local: `${date} ${time}`,
    millis,
    weekday: weekdayOf(f),
    offset: off,
    iso: `${date}T${time}${millis}${off === '+00:00' ? 'Z' : off}`,
    utc: new Date(ms).toISOString(),
    seconds: String(Math.floor(ms / 1000)),
    milliseconds: String(ms),
  };
}

function weekdayOf(f: Fields): number {
  const d = new Date(Date.UTC(2000, f.month - 1, f.day));
  d.setUTCFullYear(f.year);
  return d.getUTCDay();
}

const DATE_TIME =
  /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[T\s]+(\d{1,2})[:时](\d{1,2})(?:[:分](\d{1,2})(?:\.(\d{1,3})\d*)?秒?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** A typed date and time, read in `zone` unless it carries its own offset (Z, +08:00). */
export function parseDateTime(text: string, zone: string): number | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const f: Fields = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
  };
  const millis = Number((m[7] ?? '').padEnd(3, '0'));
  if (f.month < 1 || f.month > 12 || f.hour > 23 || f.minute > 59 || f.second > 59) return null;
  const wall = utcOf(f);
  if (new Date(wall).getUTCDate() !== f.day) return null; // 2月30日
  if (m[8]) {
    const off =
      m[8].toUpperCase() === 'Z'
        ? 0
        : (m[8][0] === '-' ? -1 : 1) * (Number(m[8].slice(1, 3)) * 60 + Number(m[8].slice(-2)));
    return wall - off * 60_000 + millis;
  }
  // The instant whose wall time in the zone is `wall`: correct the guess by the offset twice (DST edges).
  let guess = wall - offsetMinutes(wall, zone) * 60_000;
  guess = wall - offsetMinutes(guess, zone) * 60_000;
  return guess + millis;
}

export const SCHEMA = defineOptions({
  ts: opt.text('1700000000', { maxLength: 24 }),
  unit: opt.choice(['auto', 's', 'ms'], 'auto'),
  tz: opt.choice(ZONES, 'Asia/Shanghai'),
  dt: opt.text('2024-02-10 00:00:00', { maxLength: 40 }),
});
