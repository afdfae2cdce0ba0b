import { Redis } from 'ioredis';
import { secondsUntil, type Bucket, type Counter, type Limiter, type TakeResult } from './limiter.js';

/** INCR each key, giving it its TTL on the first hit; one round trip, atomic per key. */
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  if n == 1 then redis.call('EXPIRE', key, tonumber(ARGV[i])) end
  out[i] = n
end
return out`;

/**
 * Token buckets (see limiter.ts), all or none: ARGV[1] is now (ms), then capacity, period (ms) and cost of
 * each bucket. Answers {0} when taken, else {index (1-based), tokens held} of the first short bucket.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local left = {}
for i, key in ipairs(KEYS) do
  local cap = tonumber(ARGV[i * 3 - 1])
  local period = tonumber(ARGV[i * 3])
  local cost = tonumber(ARGV[i * 3 + 1])
  local held = redis.call('HMGET', key, 't', 'at')
  local tokens = cap
  if held[1] and held[2] then
    tokens = math.min(cap, tonumber(held[1]) + math.max(0, now - tonumber(held[2])) * cap / period)
  end
  if tokens < cost then return {i, tostring(tokens)} end
  left[i] = tokens - cost
end
for i, key in ipairs(KEYS) do
  redis.call('HSET', key, 't', tostring(left[i]), 'at', tostring(now))
  redis.call('PEXPIRE', key, tonumber(ARGV[i * 3]))
end
return {0}`;

/** A sliding-window set: members used in the last window, by their last use; ARGV: now, window (ms), limit, member. */
const ADMIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if not redis.call('ZSCORE', KEYS[1], ARGV[4]) then
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 1`;

/** Counters shared by every instance that uses the same Redis and key prefix. */
export class RedisLimiter implements Limiter {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Connects first, so a wrong REDIS_URL stops the server at start rather than at the first call. */
  static async connect(url: string, prefix: string): Promise<RedisLimiter> {
    const redis = new Redis(url, {
      lazyConnect: true,
      // While Redis is away, calls fail at once instead of queueing (the caller then lets requests through).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
    });
    redis.on('error', () => {}); // reconnects on its own; failed calls are reported by `hit`
    await redis.connect();
    return new RedisLimiter(redis, prefix);
  }

  async hit(counters: Counter[]): Promise<number[]> {
    if (counters.length === 0) return [];
    const keys = counters.map((c) => this.prefix + c.key);
    const ttls = counters.map((c) => String(c.ttlSeconds));
    const result = (await this.redis.eval(HIT_SCRIPT, keys.length, ...keys, ...ttls)) as number[];
    return result.map(Number);
  }

  async take(buckets: Bucket[], nowMs: number): Promise<TakeResult> {
    if (buckets.length === 0) return { ok: true };
    const keys = buckets.map((b) => this.prefix + b.key);
    const args = buckets.flatMap((b) => [String(b.capacity), String(b.periodSeconds * 1000), String(b.cost)]);
    const [index, tokens] = (await this.redis.eval(TAKE_SCRIPT, keys.length, ...keys, String(nowMs), ...args)) as [
      number,
      string?,
    ];
    if (Number(index) === 0) return { ok: true };
    const i = Number(index) - 1;
    return { ok: false, index: i, retryAfterS: secondsUntil(buckets[i], Number(tokens)) };
  }

  async admit(key: string, member: string, limit: number, windowSeconds: number, nowMs: number): Promise<boolean> {
    const result = await this.redis.eval(
      ADMIT_SCRIPT,
      1,
      this.prefix + key,
      String(nowMs),
      String(windowSeconds * 1000),
      String(limit),
      member,
    );
    return Number(result) === 1;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
