/**
 * 日期计算: differences between dates (days, weeks, years/months/days), adding days or working days, and
 * what a day is: weekday, the official public holiday or make-up working day (调休上班) from the State
 * Council's yearly notices, lunar date and solar term. The holiday calendar is the `chinese-days` package's
 * data (shipped with it, no network); for a year it has no notice for, working days are Monday to Friday
 * and the page says so.
 */
import cd from 'chinese-days';
import { defineOptions, opt } from '../../web/kit/options/schema.js';

const DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for YYYY-MM-DD (null if not a real date). */
export function dayNumber(date: string): number | null {
  const m = ISO.exec(date);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(t);
  return back.getUTCDate() === Number(m[3]) &&
    back.getUTCMonth() === Number(m[2]) - 1 &&
    Number(m[1]) >= 1900 &&
    Number(m[1]) <= 2100
    ? t / DAY
    : null;
}

export function dateOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export const weekday = (day: number) => (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday

let covered: { from: number; to: number } | null = null;

/** The years the holiday data covers (each year with at least one weekday holiday). */
export function coveredYears(): { from: number; to: number } {
  if (!covered) {
    const years = Array.from({ length: 201 }, (_, i) => 1900 + i).filter(
      (y) => cd.getHolidaysInRange(`${y}-01-01`, `${y}-12-31`, false).length > 0,
    );
    covered = { from: years[0], to: years[years.length - 1] };
  }
  return covered;
}

const yearOf = (day: number) => new Date(day * DAY).getUTCFullYear();
const isCovered = (day: number) => {
  const y = yearOf(day);
  return y >= coveredYears().from && y <= coveredYears().to;
};

export type Kind = 'workday' | 'weekend' | 'holiday' | 'makeup';

export interface DayInfo {
  date: string;
  weekday: number;
  kind: Kind;
  /** The holiday's name (zh, en) for a holiday or a make-up working day. */
  holiday?: { zh: string; en: string };
  /** The year has official data (else weekends only). */
  official: boolean;
  lunar: { text: string; year: string; zodiac: string; leap: boolean; month: number; day: number };
  solarTerm?: string;
  dayOfYear: number;
}

export function dayInfo(day: number): DayInfo {
  const date = dateOf(day);
  const wd = weekday(day);
  const official = isCovered(day);
  const detail = cd.getDayDetail(date);
  const parts = detail.name.split(',');
  const named = parts.length === 3 ? { en: parts[0], zh: parts[1] } : undefined;
  const weekend = wd === 0 || wd === 6;
  let kind: Kind = weekend ? 'weekend' : 'workday';
  if (official && named) kind = detail.work ? 'makeup' : 'holiday';
  const l = cd.getLunarDate(date);
  const term = cd.getSolarTerms(date)[0];
  return {
    date,
    weekday: wd,
    kind,
    holiday: official ? named : undefined,
    official,
    lunar: {
      text: `${l.isLeap ? '闰' : ''}${l.lunarMonCN}${l.lunarDayCN}`,
      year: `${l.yearCyl}${l.zodiac}年`,
      zodiac: l.zodiac,
      leap: l.isLeap,
      month: l.lunarMon,
      day: l.lunarDay,
    },
    solarTerm: term?.name,
    dayOfYear: day - Date.UTC(yearOf(day), 0, 1) / DAY + 1,
  };
}

/** Per covered year, 1 for each working day (the package asked once per day, then kept). */
const workYears = new Map<number, Uint8Array>();

function isWork(day: number): boolean {
  if (!isCovered(day)) return weekday(day) % 6 !== 0;
  const y = yearOf(day);
  let flags = workYears.get(y);
  const first = Date.UTC(y, 0, 1) / DAY;
  if (!flags) {
    const length = Date.UTC(y + 1, 0, 1) / DAY - first;
    flags = Uint8Array.from({ length }, (_, i) => (cd.isWorkday(dateOf(first + i)) ? 1 : 0));
    workYears.set(y, flags);
  }
  return flags[day - first] === 1;
}

export interface Difference {
  /** b − a in days (negative when b is earlier). */
  days: number;
  weeks: number;
  restDays: number;
  /** Whole years, months and days from the earlier to the later date. */
  ymd: [number, number, number];
  /** Working days from the earlier to the later date, both included. */
  workdays: number;
  /** Rest days (weekends and holidays, make-up days excluded) in the same range. */
  offdays: number;
  /** Part of the range lies outside the official data. */
  estimated: boolean;
}

export function difference(a: number, b: number): Difference {
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  const days = b - a;
  let workdays = 0;
  for (let d = lo; d <= hi; d++) if (isWork(d)) workdays++;
  const from = new Date(lo * DAY);
  const to = new Date(hi * DAY);
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (to.getUTCDate() < from.getUTCDate()) months--;
  const anchor = addMonths(lo, months);
  return {
    days,
    weeks: Math.trunc(Math.abs(days) / 7),
    restDays: Math.abs(days) % 7,
    ymd: [Math.floor(months / 12), months % 12, hi - anchor],
    workdays,
    offdays: hi - lo + 1 - workdays,
    estimated: !isCovered(lo) || !isCovered(hi),
  };
}

/** `day` + k months, the day of month clamped (01-31 + 1 month = 02-28/29). */
export function addMonths(day: number, k: number): number {
  const d = new Date(day * DAY);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + k;
  const y = Math.floor(total / 12);
  const m = total % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / DAY;
}

/** The k-th working day after `day` (before it for k < 0); k = 0: the day itself if it is one, else the next. */
export function addWorkdays(day: number, k: number): { day: number; estimated: boolean } {
  let d = day;
  let estimated = !isCovered(d);
  if (k === 0) {
    while (!isWork(d)) d++;
    return { day: d, estimated: estimated || !isCovered(d) };
  }
  const step = k > 0 ? 1 : -1;
  for (let left = Math.abs(k); left > 0;) {
    d += step;
    if (!isCovered(d)) estimated = true;
    if (isWork(d)) left--;
  }
  return { day: d, estimated };
}

/** The solar date of a lunar date (month 1–12, leap: the leap month of that number), or null. */
export function lunarToSolar(year: number, month: number, dayOfMonth: number, leap: boolean): number | null {
  if (year < 1901 || year > 2099 || month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 30) return null;
  const r = cd.getSolarDateFromLunar(
    `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`,
  );
  const found = leap ? r.leapMonthDate : r.date;
  const day = found ? dayNumber(found) : null;
  if (day === null) return null;
  // The package rolls an impossible day (三十 of a 29-day month) into the next month: refuse it.
  const back = dayInfo(day).lunar;
  return back.month === month && back.day === dayOfMonth && back.leap === leap ? day : null;
}

export const MODES = ['diff', 'add', 'lunar'] as const;

export const SCHEMA = defineOptions({
  mode: opt.choice(MODES, 'diff'),
  a: opt.text('', { maxLength: 10, pattern: /^(\d{4}-\d{2}-\d{2})?$/ }),
  b: opt.text('', { maxLength: 10, pattern: /^(\d{4}-\d{2}-\d{2})?$/ }),
  n: opt.int(100, { min: -36500, max: 36500 }),
  unit: opt.choice(['day', 'workday'], 'day'),
  ly: opt.int(2026, { min: 1901, max: 2099 }),
  lm: opt.int(1, { min: 1, max: 12 }),
  ld: opt.int(1, { min: 1, max: 30 }),
  leap: opt.bool(false),
});
