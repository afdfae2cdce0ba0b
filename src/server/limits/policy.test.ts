import { describe, expect, it } from 'vitest';
import { beaconChecks, exceeded, ipKey, quotaChecks, rateChecks, uploadByteBuckets } from './policy.js';
import type { LimitsConfig } from '../config.js';

const LIMITS: LimitsConfig = {
  ratePerMinute: 5,
  dailyQuota: 50,
  ipRatePerMinute: 10,
  ipDailyQuota: 100,
  beaconPerMinute: 30,
  newVisitorsPerIpPerHour: 20,
};
const NOW = Date.UTC(2030, 0, 2, 23, 59, 30);

describe('limit policy', () => {
  it('counts a visitor and its IP per minute, and per UTC day', () => {
    const rate = rateChecks({ visitorId: 'visitor-1', ip: '10.0.0.1' }, LIMITS, NOW);
    expect(rate.map((c) => [c.key.split(':').slice(0, 3).join(':'), c.limit, c.code])).toEqual([
      ['rate:v:visitor-1', 5, 3],
      ['rate:ip:10.0.0.1', 10, 3],
    ]);
    expect(rate[0].retryAfterS).toBe(30);
    const quota = quotaChecks({ visitorId: 'visitor-1', ip: '10.0.0.1' }, LIMITS, NOW);
    expect(quota.map((c) => [c.limit, c.code])).toEqual([
      [50, 2],
      [100, 2],
    ]);
    expect(quota[0].retryAfterS).toBe(30);
  });

  it('gives the built-in default only the IP limits', () => {
    expect(rateChecks({ visitorId: null, ip: '10.0.0.1' }, LIMITS, NOW).map((c) => c.limit)).toEqual([10]);
    expect(quotaChecks({ visitorId: null, ip: '10.0.0.1' }, LIMITS, NOW).map((c) => c.limit)).toEqual([100]);
  });

  it('starts new windows in the next minute and the next day', () => {
    const caller = { visitorId: 'visitor-1', ip: '10.0.0.1' };
    expect(rateChecks(caller, LIMITS, NOW + 29_000)[0].key).toBe(rateChecks(caller, LIMITS, NOW)[0].key);
    expect(rateChecks(caller, LIMITS, NOW + 31_000)[0].key).not.toBe(rateChecks(caller, LIMITS, NOW)[0].key);
    expect(quotaChecks(caller, LIMITS, NOW + 31_000)[0].key).not.toBe(quotaChecks(caller, LIMITS, NOW)[0].key);
  });

  it('drops a limit set to 0', () => {
    const off = { ...LIMITS, ratePerMinute: 0, ipDailyQuota: 0, beaconPerMinute: 0 };
    expect(rateChecks({ visitorId: 'v-123456', ip: '1.2.3.4' }, off, NOW).map((c) => c.limit)).toEqual([10]);
    expect(quotaChecks({ visitorId: 'v-123456', ip: '1.2.3.4' }, off, NOW).map((c) => c.limit)).toEqual([50]);
    expect(beaconChecks('1.2.3.4', off, NOW)).toEqual([]);
  });

  it('finds the first counter over its limit', () => {
    const checks = rateChecks({ visitorId: 'visitor-1', ip: '10.0.0.1' }, LIMITS, NOW);
    expect(exceeded(checks, [5, 10])).toBeNull();
    expect(exceeded(checks, [6, 1])).toBe(checks[0]);
    expect(exceeded(checks, [1, 11])).toBe(checks[1]);
  });

  it('keys IPv6 callers by their /64 and IPv4-mapped ones as IPv4', () => {
    expect(ipKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(ipKey('192.0.2.7')).toBe('192.0.2.7');
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
  });

  it('takes upload bytes from the visitor and the IP, each a bucket refilled over an hour', () => {
    const upload = { visitorBytesPerHour: 1000, ipBytesPerHour: 5000 };
    expect(uploadByteBuckets({ visitorId: 'visitor-1', ip: '10.0.0.1' }, upload, 300)).toEqual([
      { key: 'bytes:v:visitor-1', capacity: 1000, periodSeconds: 3600, cost: 300 },
      { key: 'bytes:ip:10.0.0.1', capacity: 5000, periodSeconds: 3600, cost: 300 },
    ]);
    expect(uploadByteBuckets({ visitorId: null, ip: '10.0.0.1' }, upload, 300).map((b) => b.key)).toEqual([
      'bytes:ip:10.0.0.1',
    ]);
    expect(
      uploadByteBuckets({ visitorId: 'v-1', ip: '::1' }, { visitorBytesPerHour: 0, ipBytesPerHour: 0 }, 1),
    ).toEqual([]);
  });
});
