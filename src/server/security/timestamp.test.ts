import { describe, expect, it } from 'vitest';
import { timestampOk } from './timestamp.js';

const NOW_MS = 1_800_000_000_000;
const s = (offset: number) => String(NOW_MS / 1000 + offset);

describe('timestamp header', () => {
  it('accepts epoch seconds up to 5 minutes either side of the server clock', () => {
    for (const offset of [0, 300, -300, 299, -299]) expect(timestampOk(s(offset), NOW_MS)).toBe(true);
    expect(timestampOk('1800000000.5', NOW_MS)).toBe(true);
  });

  it('refuses more than 5 minutes of skew', () => {
    for (const offset of [301, -301, 3600, -86_400]) expect(timestampOk(s(offset), NOW_MS)).toBe(false);
  });

  it('refuses a missing or malformed value (milliseconds are far in the future)', () => {
    for (const v of [undefined, '', 'abc', '-1800000000', '1.8e9', ' 1800000000', String(NOW_MS), ['1800000000']]) {
      expect(timestampOk(v, NOW_MS)).toBe(false);
    }
  });
});
