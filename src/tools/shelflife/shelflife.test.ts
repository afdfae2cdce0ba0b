import { describe, expect, it } from 'vitest';
import { addMonths, dateOf, dayNumber, shelfLife, type Unit } from './shelflife.js';

const day = (s: string) => dayNumber(s)!;

describe('dayNumber', () => {
  it.each([
    ['1970-01-01', 0],
    ['2024-02-29', 19782],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['1899-12-31', null],
    ['24-01-01', null],
  ])('%s → %s', (s, n) => expect(dayNumber(s)).toBe(n));
});

describe('addMonths', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-11-15', 3, '2025-02-15'],
  ])('%s + %i months → %s', (s, k, out) => expect(dateOf(addMonths(day(s), k))).toBe(out));
});

describe('shelfLife', () => {
  const rows: [
    produced: string,
    amount: number,
    unit: Unit,
    today: string,
    last: string,
    left: number,
    status: string,
  ][] = [
    ['2026-01-01', 12, 'month', '2026-06-30', '2026-12-31', 184, 'fresh'],
    ['2026-01-01', 1, 'year', '2026-12-31', '2026-12-31', 0, 'lastDay'],
    ['2026-03-10', 7, 'day', '2026-03-20', '2026-03-16', -4, 'expired'],
    ['2026-01-31', 1, 'month', '2026-02-01', '2026-02-27', 26, 'fresh'],
    ['2024-02-29', 1, 'year', '2025-01-01', '2025-02-27', 57, 'fresh'],
    ['2026-12-01', 30, 'day', '2026-11-23', '2026-12-30', 37, 'notYet'],
  ];
  it.each(rows)('%s + %i %s, on %s: last day %s, %i left (%s)', (produced, amount, unit, today, last, left, status) => {
    const r = shelfLife(produced, amount, unit, day(today))!;
    expect([dateOf(r.lastDay), r.daysLeft, r.status]).toEqual([last, left, status]);
  });
  it('counts the production day as day 1', () => {
    const r = shelfLife('2026-01-01', 1, 'day', day('2026-01-01'))!;
    expect([dateOf(r.lastDay), r.totalDays, r.status, r.used]).toEqual(['2026-01-01', 1, 'lastDay', 1]);
  });
  it('refuses an unreadable date or a shelf life below one', () => {
    expect(shelfLife('2026-02-30', 12, 'month', 0)).toBeNull();
    expect(shelfLife('2026-01-01', 0, 'day', 0)).toBeNull();
    expect(shelfLife('2026-01-01', 1.5, 'day', 0)).toBeNull();
  });
});
