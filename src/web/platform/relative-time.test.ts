import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

const now = Date.UTC(2024, 5, 1, 12, 0, 0);
const ago = (ms: number) => now - ms;
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    [0, '1分钟前'],
    [59_999, '1分钟前'],
    [MIN, '1分钟前'],
    [2 * MIN, '2分钟前'],
    [59 * MIN + 59_000, '59分钟前'],
    [60 * MIN, '1小时前'],
    [23 * 60 * MIN + 59 * MIN, '23小时前'],
    [24 * 60 * MIN, '1天前'],
    [400 * 24 * 60 * MIN, '400天前'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('treats a future time as just now and accepts Date objects', () => {
    expect(relativeTime(new Date(now + 5 * MIN), new Date(now))).toBe('1分钟前');
    expect(relativeTime(new Date(ago(3 * 60 * MIN)), new Date(now))).toBe('3小时前');
  });

  it('has English text', () => {
    expect(relativeTime(ago(10_000), now, 'en')).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MIN), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 24 * 60 * MIN), now, 'en')).toBe('2 days ago');
  });
});
