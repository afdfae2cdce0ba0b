/** 保质期计算: production date + shelf life → the last day within it and the days left. Pure date arithmetic on UTC days. */
import { defineOptions, opt } from '../../web/kit/options/schema.js';

const DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export const UNITS = ['day', 'month', 'year'] as const;
export type Unit = (typeof UNITS)[number];

export const OPTIONS = defineOptions({
  amount: opt.int(12, { min: 1, max: 3650 }),
  unit: opt.choice(UNITS, 'month'),
});

/** Days since 1970-01-01 for a real YYYY-MM-DD between 1900 and 2100, else null. */
export function dayNumber(date: string): number | null {
  const m = ISO.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1 || y < 1900 || y > 2100) return null;
  return t / DAY;
}

export const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** `day` + k months, the day of month clamped to the month's end (01-31 + 1 month = 02-28 or 02-29). */
export function addMonths(day: number, k: number): number {
  const d = new Date(day * DAY);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + k;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / DAY;
}

export interface ShelfLife {
  /** The last day within the shelf life: the production day counts as day 1. */
  lastDay: number;
  /** The first day past it. */
  expiredFrom: number;
  totalDays: number;
  /** Days from today to the last day: 0 = today is the last day, negative = expired that many days ago. */
  daysLeft: number;
  status: 'fresh' | 'lastDay' | 'expired' | 'notYet';
  /** Share of the shelf life gone by today, 0-1. */
  used: number;
}

/** null for an unreadable date; `today` is a day number too. */
export function shelfLife(produced: string, amount: number, unit: Unit, today: number): ShelfLife | null {
  const start = dayNumber(produced);
  if (start === null || !Number.isInteger(amount) || amount < 1) return null;
  const expiredFrom = unit === 'day' ? start + amount : addMonths(start, unit === 'month' ? amount : amount * 12);
  const lastDay = expiredFrom - 1;
  const totalDays = expiredFrom - start;
  const daysLeft = lastDay - today;
  const status = today < start ? 'notYet' : daysLeft > 0 ? 'fresh' : daysLeft === 0 ? 'lastDay' : 'expired';
  const used = Math.min(1, Math.max(0, (today - start + 1) / totalDays));
  return { lastDay, expiredFrom, totalDays, daysLeft, status, used };
}
