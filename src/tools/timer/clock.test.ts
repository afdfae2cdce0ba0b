import { describe, expect, it } from 'vitest';
import { describeOffset, measureOffset, utcOffset, wallClock } from './clock.js';

describe('measureOffset', () => {
  it.each([
    [[{ sent: 1000, server: 1550, received: 1100 }], { offset: 500, accuracy: 50 }],
    [
      [
        { sent: 0, server: 400, received: 600 },
        { sent: 1000, server: 1100, received: 1040 },
        { sent: 2000, server: 2300, received: 2500 },
      ],
      { offset: 80, accuracy: 20 },
    ],
    [[{ sent: 5000, server: 4000, received: 5000 }], { offset: -1000, accuracy: 0 }],
    [[{ sent: 10, server: 0, received: 5 }], null],
    [[], null],
  ])('%o → %o', (samples, expected) => {
    expect(measureOffset(samples)).toEqual(expected);
  });
});

describe('world clock', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');
  it.each([
    ['Asia/Shanghai', winter, 'UTC+8'],
    ['Asia/Kolkata', winter, 'UTC+5:30'],
    ['Europe/London', winter, 'UTC+0'],
    ['Europe/London', summer, 'UTC+1'],
    ['America/New_York', winter, 'UTC-5'],
    ['America/New_York', summer, 'UTC-4'],
    ['Australia/Sydney', winter, 'UTC+11'],
  ])('%s on %s is %s', (zone, date, offset) => {
    expect(utcOffset(zone, date)).toBe(offset);
  });
  it('tells the wall clock', () => {
    expect(wallClock('Asia/Shanghai', winter).time).toBe('20:00:00');
    expect(wallClock('America/New_York', winter).time).toBe('07:00:00');
  });
});

describe('describeOffset', () => {
  it.each([
    [0, { direction: 'same', amount: '0' }],
    [0.4, { direction: 'same', amount: '0' }],
    [120, { direction: 'behind', amount: '120 ms' }],
    [-999, { direction: 'ahead', amount: '999 ms' }],
    [300_000, { direction: 'behind', amount: '300.0 s' }],
    [-1_250, { direction: 'ahead', amount: '1.3 s' }],
  ] as const)('%d ms → %o', (offset, expected) => {
    expect(describeOffset(offset)).toEqual(expected);
  });
});
