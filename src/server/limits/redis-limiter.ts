import { Redis } from 'ioredis';
import type { Counter, Limiter } from './limiter.js';

/** INCR each key, giving it its TTL on the first hit; one round trip, atomic per key. */
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  if n == 1 then redis.call('EXPIRE', key, tonumber(ARGV[i])) end
  out[i] = n
end
return out`;

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

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
