import { describe, expect, it } from 'vitest';
import { ALNUM, LOWER_ALNUM, randomString } from './random.js';

describe('randomString', () => {
  it('defaults to 20 lowercase letters and digits', () => {
    const s = randomString();
    expect(s).toMatch(/^[a-z0-9]{20}$/);
  });

  it('honours length and alphabet', () => {
    expect(randomString(24, ALNUM)).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(randomString(0)).toBe('');
    expect(randomString(7, 'ab')).toMatch(/^[ab]{7}$/);
  });

  it('differs between calls', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomString()));
    expect(seen.size).toBe(200);
  });

  it('uses every character of the alphabet about evenly', () => {
    const counts = new Map<string, number>();
    for (const c of randomString(100_000)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(LOWER_ALNUM.length);
    for (const n of counts.values()) expect(n).toBeGreaterThan(2300); // expected about 2778 each
  });

  it('skips bytes that would bias the choice', () => {
    // 36 characters: bytes 252..255 are rejected, so the next byte is used instead.
    const bytes = [255, 252, 0, 253, 37];
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => {
        const u = a as unknown as Uint8Array;
        u.fill(0);
        u.set(bytes.slice(0, u.length));
        return a;
      },
    };
    expect(randomString(2, LOWER_ALNUM, source)).toBe('ab');
  });

  it('draws from the given cryptographic source and fails without one', () => {
    expect(() => randomString(5, LOWER_ALNUM, {} as Crypto)).toThrow(/cryptographic/);
    expect(() => randomString(-1)).toThrow(RangeError);
  });
});
