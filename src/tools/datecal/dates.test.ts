import { describe, expect, it } from 'vitest';
import { addMonths, addWorkdays, coveredYears, dateOf, dayInfo, dayNumber, difference, lunarToSolar } from './dates.js';

const d = (s: string) => dayNumber(s)!;

describe('dayNumber', () => {
  it.each([
    ['1970-01-01', 0],
    ['2024-02-29', 19782],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['24-1-1', null],
  ])('%s → %s', (s, n) => {
    expect(dayNumber(s)).toBe(n);
  });
});

describe('difference', () => {
  it.each([
    // a, b, days, weeks, rest, ymd
    ['2024-01-01', '2024-12-31', 365, 52, 1, [0, 11, 30]],
    ['2024-01-31', '2024-02-29', 29, 4, 1, [0, 0, 29]],
    ['2020-02-29', '2024-02-28', 1460, 208, 4, [3, 11, 30]],
    ['2024-03-15', '2023-03-15', -366, 52, 2, [1, 0, 0]],
    ['2026-02-17', '2026-02-17', 0, 0, 0, [0, 0, 0]],
  ] as const)('%s → %s', (a, b, days, weeks, rest, ymd) => {
    expect(difference(d(a), d(b))).toMatchObject({ days, weeks, restDays: rest, ymd });
  });

  it('counts official working days: Spring Festival 2026 (2-15 … 2-23 off, 2-14 and 2-28 make-up Saturdays)', () => {
    // 2026-02-09 (Mon) … 2026-03-01 (Sun): Feb 9–13 (5), 14 (make-up), 24–27 (4), 28 (make-up) = 11.
    expect(difference(d('2026-02-09'), d('2026-03-01'))).toMatchObject({ workdays: 11, offdays: 10, estimated: false });
    // National Day 2025: 10-01 … 10-08 off, 09-28 (Sun) and 10-11 (Sat) make-up: 9-28, 29, 30, 10-9, 10, 11 work.
    expect(difference(d('2025-09-28'), d('2025-10-12'))).toMatchObject({ workdays: 6, offdays: 9 });
  });

  it('says when the range leaves the official data', () => {
    expect(difference(d('2026-12-01'), d('2027-01-31')).estimated).toBe(true);
  });
});

describe('addWorkdays', () => {
  it.each([
    ['2026-02-13', 1, '2026-02-14'], // Friday → make-up Saturday
    ['2026-02-14', 1, '2026-02-24'], // over the Spring Festival
    ['2026-02-24', -1, '2026-02-14'],
    ['2025-09-30', 1, '2025-10-09'],
    ['2026-02-16', 0, '2026-02-24'],
    ['2026-03-02', 0, '2026-03-02'],
    ['2026-03-06', 1, '2026-03-09'], // a plain weekend
  ])('%s %+i working days = %s', (from, k, to) => {
    expect(dateOf(addWorkdays(d(from), k).day)).toBe(to);
  });
});

describe('dayInfo', () => {
  it('names holidays, make-up days, lunar dates and solar terms', () => {
    expect(dayInfo(d('2026-02-17'))).toMatchObject({
      weekday: 2,
      kind: 'holiday',
      holiday: { zh: '春节', en: 'Spring Festival' },
      lunar: { text: '正月初一', year: '丙午马年', month: 1, day: 1, leap: false },
      official: true,
      dayOfYear: 48,
    });
    expect(dayInfo(d('2026-02-14'))).toMatchObject({ kind: 'makeup', holiday: { zh: '春节' } });
    expect(dayInfo(d('2026-03-07'))).toMatchObject({ kind: 'weekend', holiday: undefined });
    expect(dayInfo(d('2026-03-09'))).toMatchObject({ kind: 'workday' });
    expect(dayInfo(d('2026-02-04')).solarTerm).toBe('立春');
    expect(dayInfo(d('2030-10-01'))).toMatchObject({ kind: 'workday', official: false });
  });

  it('knows the years of the official calendar', () => {
    expect(coveredYears()).toEqual({ from: 2004, to: 2026 });
  });
});

describe('lunarToSolar and addMonths', () => {
  it.each([
    [2026, 1, 1, false, '2026-02-17'],
    [2024, 8, 15, false, '2024-09-17'],
    [2023, 2, 1, true, '2023-03-22'], // 闰二月初一
    [2023, 2, 1, false, '2023-02-20'],
    [2024, 12, 30, false, null], // 2024 腊月 has 29 days
    [2024, 2, 1, true, null], // no leap month in 2024
  ] as const)('%i-%i-%i leap %s → %s', (y, m, day, leap, solar) => {
    const r = lunarToSolar(y, m, day, leap);
    expect(r === null ? null : dateOf(r)).toBe(solar);
  });

  it('clamps the day when adding months', () => {
    expect(dateOf(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29');
  });
});

describe('view', () => {
  it('words a difference and a day', async () => {
    const { diffCards, dayCards } = await import('./view.js');
    const { messages } = await import('./messages.js');
    const m = messages.zh;
    const cards = diffCards(difference(d('2026-02-09'), d('2026-03-01')), m);
    expect(cards.headline.value).toBe('20 天');
    expect(cards.stats.map((s) => s.value)).toEqual(['2 周 6 天', '0 年 0 个月 20 天', '11', '10']);
    const day = dayCards(d('2026-02-14'), m.result, m, 'zh');
    expect(day.headline).toMatchObject({ value: '2026-02-14', detail: '星期六' });
    expect(day.stats.map((s) => s.value)).toEqual(['乙巳蛇年 腊月廿七', '春节调休（上班）', '第 45 天']);
  });
});

describe('shownFor', () => {
  it('picks the calculation from the options', async () => {
    const { shownFor } = await import('./view.js');
    const { messages } = await import('./messages.js');
    const { SCHEMA } = await import('./dates.js');
    const { defaults } = await import('../../web/kit/options/schema.js');
    const v = defaults(SCHEMA);
    const m = messages.zh;
    expect(shownFor(v, '', '', m, 'zh')).toBe('loading');
    expect(shownFor({ ...v, mode: 'lunar', ly: 2024, lm: 12, ld: 30 }, '', '', m, 'zh')).toBe('lunarInvalid');
    const add = shownFor({ ...v, mode: 'add', unit: 'workday', n: 1 }, '2026-02-14', '', m, 'zh');
    expect(typeof add === 'object' && add.headline.value).toBe('2026-02-24');
    const diff = shownFor(v, '2026-01-01', '2026-12-31', m, 'zh');
    expect(typeof diff === 'object' && diff.headline.value).toBe('364 天');
  });
});
