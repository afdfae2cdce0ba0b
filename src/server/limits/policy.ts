/** Which counters a call adds to, and what they allow (pure: tested without a server). */
import { ErrorCodes } from '../../common/errors.js';
import type { LimitsConfig, UploadConfig } from '../config.js';
import type { Bucket, Counter } from './limiter.js';

export interface LimitCheck extends Counter {
  limit: number;
  /** The catalogue code of a refusal: 3 (rate too high) or 2 (daily quota used up). */
  code: typeof ErrorCodes.rateTooHigh | typeof ErrorCodes.quotaUsedUp;
  /** Seconds until the window ends (the Retry-After header). */
  retryAfterS: number;
}

/** Who a call counts against: the token's visitor id (null with the built-in default) and the client IP. */
export interface Caller {
  visitorId: string | null;
  ip: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** IPv4 as is (also when IPv4-mapped); IPv6 by its /64, which one subscriber usually holds whole. */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function minuteWindow(nowMs: number) {
  const index = Math.floor(nowMs / MINUTE_MS);
  return { index, ttlSeconds: 90, retryAfterS: Math.ceil(((index + 1) * MINUTE_MS - nowMs) / 1000) };
}

function dayWindow(nowMs: number) {
  const index = Math.floor(nowMs / DAY_MS);
  return { index, ttlSeconds: 90_000, retryAfterS: Math.ceil(((index + 1) * DAY_MS - nowMs) / 1000) };
}

function only(checks: (LimitCheck | false)[]): LimitCheck[] {
  return checks.filter((c): c is LimitCheck => c !== false && c.limit > 0);
}

/** Per-minute counters of a work call: the visitor's (when known) and the IP's. */
export function rateChecks(caller: Caller, limits: LimitsConfig, nowMs: number): LimitCheck[] {
  const w = minuteWindow(nowMs);
  const base = { ttlSeconds: w.ttlSeconds, retryAfterS: w.retryAfterS, code: ErrorCodes.rateTooHigh };
  return only([
    caller.visitorId !== null && { ...base, key: `rate:v:${caller.visitorId}:${w.index}`, limit: limits.ratePerMinute },
    { ...base, key: `rate:ip:${ipKey(caller.ip)}:${w.index}`, limit: limits.ipRatePerMinute },
  ]);
}

/** Per-day (UTC) counters of a work call that passed validation. */
export function quotaChecks(caller: Caller, limits: LimitsConfig, nowMs: number): LimitCheck[] {
  const w = dayWindow(nowMs);
  const base = { ttlSeconds: w.ttlSeconds, retryAfterS: w.retryAfterS, code: ErrorCodes.quotaUsedUp };
  return only([
    caller.visitorId !== null && { ...base, key: `quota:v:${caller.visitorId}:${w.index}`, limit: limits.dailyQuota },
    { ...base, key: `quota:ip:${ipKey(caller.ip)}:${w.index}`, limit: limits.ipDailyQuota },
  ]);
}

/** Per-minute counter of beacons and usage reports, by IP. */
export function beaconChecks(ip: string, limits: LimitsConfig, nowMs: number): LimitCheck[] {
  const w = minuteWindow(nowMs);
  return only([
    {
      key: `beacon:ip:${ipKey(ip)}:${w.index}`,
      ttlSeconds: w.ttlSeconds,
      retryAfterS: w.retryAfterS,
      code: ErrorCodes.rateTooHigh,
      limit: limits.beaconPerMinute,
    },
  ]);
}

/** The first check whose count went over its limit, or null. */
export function exceeded(checks: LimitCheck[], counts: number[]): LimitCheck | null {
  return checks.find((c, i) => counts[i] > c.limit) ?? null;
}

/** The byte buckets an upload of `bytes` takes from: the visitor's (when known) and the IP's, each refilled over an hour. */
export function uploadByteBuckets(
  caller: Caller,
  upload: Pick<UploadConfig, 'visitorBytesPerHour' | 'ipBytesPerHour'>,
  bytes: number,
): Bucket[] {
  const buckets: Bucket[] = [];
  if (caller.visitorId !== null && upload.visitorBytesPerHour > 0)
    buckets.push({
      key: `bytes:v:${caller.visitorId}`,
      capacity: upload.visitorBytesPerHour,
      periodSeconds: 3600,
      cost: bytes,
    });
  if (upload.ipBytesPerHour > 0)
    buckets.push({
      key: `bytes:ip:${ipKey(caller.ip)}`,
      capacity: upload.ipBytesPerHour,
      periodSeconds: 3600,
      cost: bytes,
    });
  return buckets;
}

/** The set of visitor ids an IP got tokens for (one hour, sliding). */
export function visitorSetKey(ip: string): string {
  return `visitors:ip:${ipKey(ip)}`;
}
