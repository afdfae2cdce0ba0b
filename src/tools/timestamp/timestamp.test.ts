import { describe, expect, it } from 'vitest';
import { offsetMinutes, parseDateTime, parseTimestamp, showInstant } from './timestamp.js';

describe('parseTimestamp', () => {
  it.each([
    ['1700000000', 'auto', 1_700_000_000_000, 's'],
    ['1700000000123', 'auto', 1_700_000_000_123, 'ms'],
    ['1700000000.5', 'auto', 1_700_000_000_500, 's'],
    ['1,700,000,000', 'auto', 1_700_000_000_000, 's'],
    ['0', 'auto', 0, 's'],
    ['-1', 's', -1000, 's'],
    ['-1.5', 's', -1500, 's'],
    ['1700000000', 'ms', 1_700_000_000, 'ms'],
    ['253402300799', 'auto', 253_402_300_799, 'ms'],
    ['253402300799', 's', 253_402_300_799_000, 's'],
  ] as const)('%s (%s) → %i ms', (text, unit, ms, detected) => {
    expect(parseTimestamp(text, unit)).toEqual({ ms, unit: detected });
  });

  it.each(['', 'abc', '1e9', '99999999999999999999'])('%j is refused', (text) => {
    expect(parseTimestamp(text, 'auto')).toBeNull();
  });
});

describe('showInstant', () => {
  it.each([
    [1_700_000_000_000, 'Asia/Shanghai', '2023-11-15 06:13:20', '', 3, '+08:00', '2023-11-15T06:13:20+08:00'],
    [1_700_000_000_000, 'UTC', '2023-11-14 22:13:20', '', 2, '+00:00', '2023-11-14T22:13:20Z'],
    [
      1_700_000_000_123,
      'America/New_York',
      '2023-11-14 17:13:20',
      '.123',
      2,
      '-05:00',
      '2023-11-14T17:13:20.123-05:00',
    ],
    [1_689_000_000_000, 'America/New_York', '2023-07-10 10:40:00', '', 1, '-04:00', '2023-07-10T10:40:00-04:00'],
    [0, 'Asia/Shanghai', '1970-01-01 08:00:00', '', 4, '+08:00', '1970-01-01T08:00:00+08:00'],
    [-1000, 'UTC', '1969-12-31 23:59:59', '', 3, '+00:00', '1969-12-31T23:59:59Z'],
    [1_700_000_000_000, 'Asia/Kolkata', '2023-11-15 03:43:20', '', 3, '+05:30', '2023-11-15T03:43:20+05:30'],
  ])('%i in %s', (ms, zone, local, millis, weekday, offset, iso) => {
    expect(showInstant(ms, zone)).toMatchObject({ local, millis, weekday, offset, iso });
  });

  it('gives seconds and milliseconds', () => {
    expect(showInstant(1_700_000_000_999, 'UTC')).toMatchObject({
      seconds: '1700000000',
      milliseconds: '1700000000999',
      utc: '2023-11-14T22:13:20.999Z',
    });
  });
});

describe('parseDateTime', () => {
  it.each([
    ['2024-02-10 00:00:00', 'Asia/Shanghai', Date.UTC(2024, 1, 9, 16)],
    ['2024-02-10', 'Asia/Shanghai', Date.UTC(2024, 1, 9, 16)],
    ['2024/2/10 8:30', 'UTC', Date.UTC(2024, 1, 10, 8, 30)],
    ['2024年2月10日 08时30分15秒', 'Asia/Shanghai', Date.UTC(2024, 1, 10, 0, 30, 15)],
    ['2023-11-14T22:13:20.5Z', 'Asia/Shanghai', 1_700_000_000_500],
    ['2023-11-15T06:13:20+08:00', 'UTC', 1_700_000_000_000],
    ['2023-07-10 10:40:00', 'America/New_York', 1_689_000_000_000],
    // 02:30 on the spring-forward night does not exist in New York: read with the offset before the jump.
    ['2024-03-10 03:30:00', 'America/New_York', Date.UTC(2024, 2, 10, 7, 30)],
    ['1970-01-01 08:00:00', 'Asia/Shanghai', 0],
  ])('%s in %s', (text, zone, ms) => {
    expect(parseDateTime(text, zone)).toBe(ms);
  });

  it.each(['2024-02-30', '2024-13-01', '2024-01-01 24:00', 'yesterday'])('%j is refused', (text) => {
    expect(parseDateTime(text, 'UTC')).toBeNull();
  });

  it('round trips through showInstant in every zone', () => {
    for (const zone of ['Asia/Shanghai', 'Europe/London', 'America/Los_Angeles', 'Australia/Sydney']) {
      for (const ms of [0, 1_700_000_000_000, 1_711_846_800_000, 951_782_400_000]) {
        const s = showInstant(ms, zone);
        expect(parseDateTime(s.local, zone), `${zone} ${ms}`).toBe(ms);
      }
    }
    expect(offsetMinutes(0, 'Asia/Shanghai')).toBe(480);
  });
});

describe('instantRows', () => {
  it('lists the instant in the zone, in the page words', async () => {
    const { instantRows } = await import('./rows.js');
    const { messages } = await import('./messages.js');
    expect(instantRows(1_700_000_000_000, 'Asia/Shanghai', messages.zh).map((r) => r.value)).toEqual([
      '2023-11-15 06:13:20',
      '星期三',
      '2023-11-15T06:13:20+08:00',
      '2023-11-14T22:13:20.000Z',
      '1700000000',
      '1700000000000',
    ]);
  });
});
