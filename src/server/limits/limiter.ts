/** Counters behind rate limits and daily quotas: in memory for one instance, in Redis when shared. */

export interface Counter {
  key: string;
  /** How long the counter lives after its first hit (its window is part of the key). */
  ttlSeconds: number;
}

export interface Limiter {
  /** Adds one to every counter (atomically each) and answers their new values, in order. */
  hit(counters: Counter[]): Promise<number[]>;
  close(): Promise<void>;
}

/** Redis when REDIS_URL is set (limits shared by every instance), else this process's memory. */
export async function createLimiter(redisUrl: string | undefined, keyPrefix: string): Promise<Limiter> {
  if (!redisUrl) return new (await import('./memory-limiter.js')).MemoryLimiter();
  return (await import('./redis-limiter.js')).RedisLimiter.connect(redisUrl, keyPrefix);
}
