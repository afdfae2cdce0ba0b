/** Pure shaping of the dashboard's data for charts and labels (tested in Node). */
import type { DailyCount } from '../../common/admin.js';

export const OTHER = '__other__';

export interface Series {
  key: string;
  data: number[];
  total: number;
}

/**
 * One series per tool for the `top` tools with the most counts in the range, the rest added up in one
 * `OTHER` series; each series has a value for every day (0 when none).
 */
export function topSeries(rows: DailyCount[], days: string[], top: number): Series[] {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.tool, (totals.get(r.tool) ?? 0) + r.count);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tool]) => tool);
  const kept = ranked.slice(0, top);
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const series = new Map<string, Series>(kept.map((k) => [k, { key: k, data: days.map(() => 0), total: 0 }]));
  if (ranked.length > top) series.set(OTHER, { key: OTHER, data: days.map(() => 0), total: 0 });
  for (const r of rows) {
    const i = dayIndex.get(r.day);
    if (i === undefined) continue;
    const s = series.get(kept.includes(r.tool) ? r.tool : OTHER)!;
    s.data[i] += r.count;
    s.total += r.count;
  }
  return [...series.values()];
}

export function sum(rows: { count: number }[]): number {
  return rows.reduce((n, r) => n + r.count, 0);
}

/** Bytes for people: 1 KB = 1000 bytes, like the rest of the site. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 || value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** `MM-DD` of a `YYYY-MM-DD` day (chart axes). */
export function shortDay(day: string): string {
  return day.slice(5);
}

/** A share 0–100, one decimal. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
