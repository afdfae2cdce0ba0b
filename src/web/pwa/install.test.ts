import { describe, expect, it } from 'vitest';
import { DISMISS_DAYS, dismissedRecently } from './install.js';

describe('dismissedRecently', () => {
  const now = Date.UTC(2025, 5, 1);
  const day = 24 * 3600 * 1000;
  it.each([
    [null, false],
    ['', false],
    ['not a time', false],
    [String(now), true],
    [String(now - (DISMISS_DAYS - 1) * day), true],
    [String(now - DISMISS_DAYS * day), false],
    [String(now - 400 * day), false],
  ])('%s → %s', (stored, expected) => {
    expect(dismissedRecently(stored, now)).toBe(expected);
  });
});
