/**
 * 世界时间校准: the offset of this device's clock from the server's, measured NTP-style over several round
 * trips (the one with the shortest round trip wins, its server time taken at the trip's midpoint), and the
 * world clock's cities (IANA time zones, formatted by Intl so summer time is handled).
 */

export interface Sample {
  /** Device time when the request left. */
  sent: number;
  /** The server's clock in its answer. */
  server: number;
  /** Device time when the answer arrived. */
  received: number;
}

export interface Offset {
  /** Add to the device clock to get the server's (ms). */
  offset: number;
  /** Half the best round trip: the most the offset can be wrong by (ms). */
  accuracy: number;
}

export function measureOffset(samples: readonly Sample[]): Offset | null {
  const valid = samples.filter((s) => s.received >= s.sent && Number.isFinite(s.server));
  if (valid.length === 0) return null;
  const best = valid.reduce((a, b) => (b.received - b.sent < a.received - a.sent ? b : a));
  const rtt = best.received - best.sent;
  return { offset: Math.round(best.server - (best.sent + rtt / 2)), accuracy: Math.ceil(rtt / 2) };
}

export const CITIES = [
  { zh: '北京', en: 'Beijing', zone: 'Asia/Shanghai' },
  { zh: '香港', en: 'Hong Kong', zone: 'Asia/Hong_Kong' },
  { zh: '台北', en: 'Taipei', zone: 'Asia/Taipei' },
  { zh: '东京', en: 'Tokyo', zone: 'Asia/Tokyo' },
  { zh: '首尔', en: 'Seoul', zone: 'Asia/Seoul' },
  { zh: '新加坡', en: 'Singapore', zone: 'Asia/Singapore' },
  { zh: '曼谷', en: 'Bangkok', zone: 'Asia/Bangkok' },
  { zh: '新德里', en: 'New Delhi', zone: 'Asia/Kolkata' },
  { zh: '迪拜', en: 'Dubai', zone: 'Asia/Dubai' },
  { zh: '莫斯科', en: 'Moscow', zone: 'Europe/Moscow' },
  { zh: '开罗', en: 'Cairo', zone: 'Africa/Cairo' },
  { zh: '柏林', en: 'Berlin', zone: 'Europe/Berlin' },
  { zh: '巴黎', en: 'Paris', zone: 'Europe/Paris' },
  { zh: '伦敦', en: 'London', zone: 'Europe/London' },
  { zh: '圣保罗', en: 'São Paulo', zone: 'America/Sao_Paulo' },
  { zh: '纽约', en: 'New York', zone: 'America/New_York' },
  { zh: '芝加哥', en: 'Chicago', zone: 'America/Chicago' },
  { zh: '洛杉矶', en: 'Los Angeles', zone: 'America/Los_Angeles' },
  { zh: '悉尼', en: 'Sydney', zone: 'Australia/Sydney' },
  { zh: '奥克兰', en: 'Auckland', zone: 'Pacific/Auckland' },
] as const;

/** The zone's UTC offset at `date`, as "UTC+8" or "UTC-4" or "UTC+5:30". */
export function utcOffset(zone: string, date: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!m) return 'UTC';
  const h = Number(m[2]);
  return `UTC${m[1]}${h}${m[3] === '00' ? '' : `:${m[3]}`}`;
}

/** Wall-clock parts of `date` in `zone`. */
export function wallClock(zone: string, date: Date, locale = 'zh-CN') {
  const f = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: zone, ...o }).format(date);
  return {
    time: f({ hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }),
    date: f({ year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' }),
  };
}

/** How the device clock stands against the server's, for the page's sentence. */
export function describeOffset(offset: number): { direction: 'ahead' | 'behind' | 'same'; amount: string } {
  const abs = Math.abs(offset);
  if (abs < 1) return { direction: 'same', amount: '0' };
  // The device is ahead when the server's clock is behind it (a negative offset).
  const direction = offset < 0 ? 'ahead' : 'behind';
  return { direction, amount: abs < 1000 ? `${abs} ms` : `${(abs / 1000).toFixed(1)} s` };
}
