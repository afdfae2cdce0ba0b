/** The page's figures for each calculation, in its words (pure; the page only lays them out). */
import { format } from '../../common/messages.js';
import type { Values } from '../../web/kit/options/schema.js';
import {
  addWorkdays,
  dateOf,
  dayInfo,
  dayNumber,
  difference,
  lunarToSolar,
  type DayInfo,
  type Difference,
  type SCHEMA,
} from './dates.js';
import type { messages } from './messages.js';

type Texts = (typeof messages)['zh'];

export function weekdayName(m: Texts, wd: number): string {
  return format(m.weekdayN, { d: m.weekdays.split(',')[wd] });
}

export function kindText(m: Texts, info: DayInfo, lang: 'zh' | 'en'): string {
  const name = info.holiday?.[lang] ?? '';
  if (info.kind === 'holiday') return format(m.holiday, { name });
  if (info.kind === 'makeup') return format(m.makeup, { name });
  return info.kind === 'weekend' ? m.weekend : m.workdayKind;
}

export function diffCards(d: Difference, m: Texts) {
  return {
    headline: { id: 'date-days', label: m.between, value: format(m.daysN, { n: d.days }) },
    stats: [
      { id: 'weeks', label: m.weeks, value: format(m.weeksN, { w: d.weeks, d: d.restDays }) },
      { id: 'ymd', label: m.ymd, value: format(m.ymdN, { y: d.ymd[0], m: d.ymd[1], d: d.ymd[2] }) },
      { id: 'workdays', label: m.workdays, value: String(d.workdays) },
      { id: 'offdays', label: m.offdays, value: String(d.offdays) },
    ],
  };
}

/** A day's cards under a headline (the result of adding days, or a converted date). */
export function dayCards(day: number, label: string, m: Texts, lang: 'zh' | 'en') {
  const info = dayInfo(day);
  return {
    headline: { id: 'date-result', label, value: dateOf(day), detail: weekdayName(m, info.weekday) },
    stats: [
      { id: 'lunar', label: m.lunarDate, value: `${info.lunar.year} ${info.lunar.text}` },
      {
        id: 'kind',
        label: m.kind,
        value: kindText(m, info, lang),
        hint: info.solarTerm ? `${m.solarTerm}：${info.solarTerm}` : undefined,
      },
      { id: 'doy', label: m.dayOfYear, value: format(m.dayOfYearN, { n: info.dayOfYear }) },
    ],
  };
}

export type Shown =
  | 'loading'
  | 'dateInvalid'
  | 'lunarInvalid'
  | (ReturnType<typeof diffCards> & { estimated: boolean })
  | (ReturnType<typeof dayCards> & { estimated: boolean });

/** What the page shows for its options; `a` and `b` are the dates in use ('' until today is known). */
export function shownFor(v: Values<typeof SCHEMA>, a: string, b: string, m: Texts, lang: 'zh' | 'en'): Shown {
  if (v.mode === 'lunar') {
    const solar = lunarToSolar(v.ly, v.lm, v.ld, v.leap);
    return solar === null ? 'lunarInvalid' : { ...dayCards(solar, m.solar, m, lang), estimated: false };
  }
  if (a === '') return 'loading';
  const da = dayNumber(a);
  if (da === null) return 'dateInvalid';
  if (v.mode === 'add') {
    const r = v.unit === 'day' ? { day: da + v.n, estimated: false } : addWorkdays(da, v.n);
    if (dayNumber(dateOf(r.day)) === null) return 'dateInvalid';
    return { ...dayCards(r.day, m.result, m, lang), estimated: r.estimated };
  }
  const db = dayNumber(b);
  if (db === null) return 'dateInvalid';
  const d = difference(da, db);
  return { ...diffCards(d, m), estimated: d.estimated };
}
