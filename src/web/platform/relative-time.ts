/** "How long ago" text (spec section 9): under a minute is 1分钟前, then minutes, hours and days. */
export type RelativeTimeLang = 'zh' | 'en';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS = {
  zh: { minute: (n: number) => `${n}分钟前`, hour: (n: number) => `${n}小时前`, day: (n: number) => `${n}天前` },
  en: {
    minute: (n: number) => `${n} minute${n === 1 ? '' : 's'} ago`,
    hour: (n: number) => `${n} hour${n === 1 ? '' : 's'} ago`,
    day: (n: number) => `${n} day${n === 1 ? '' : 's'} ago`,
  },
} as const;

/** `then` and `now` are dates or epoch milliseconds; a time in the future counts as just now. */
export function relativeTime(
  then: Date | number,
  now: Date | number = Date.now(),
  lang: RelativeTimeLang = 'zh',
): string {
  const diff = Math.max(0, +now - +then);
  const u = UNITS[lang];
  if (diff < MINUTE) return u.minute(1);
  if (diff < HOUR) return u.minute(Math.floor(diff / MINUTE));
  if (diff < DAY) return u.hour(Math.floor(diff / HOUR));
  return u.day(Math.floor(diff / DAY));
}
