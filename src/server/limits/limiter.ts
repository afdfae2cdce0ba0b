/** Counters behind rate limits and daily quotas: in memory for one instance, in Redis when shared. */

export interface Counter {
  key: string;
  /** How long the counter lives after its first hit (its window is part of the key). */
  ttlSeconds: number;
}

/**
 * A token bucket: holds up to `capacity` tokens, refilled continuously at `capacity / periodSeconds` a
 * second; a call takes `cost` tokens. No window boundary to time a burst against: after emptying it, the
 * bucket gives back only what has refilled since.
 */
export interface Bucket {
  key: string;
  capacity: number;
  periodSeconds: number;
  cost: number;
}

/** `ok`, or which bucket (index) was short and in how many seconds it will hold enough. */
export type TakeResult = { ok: true } | { ok: false; index: number; retryAfterS: number };

export interface Limiter {
  /** Adds one to every counter (atomically each) and answers their new values, in order. */
  hit(counters: Counter[]): Promise<number[]>;
  /** Takes each bucket's cost from every bucket, or from none when one of them is short (atomically). */
  take(buckets: Bucket[], nowMs: number): Promise<TakeResult>;
  /**
   * Admits `member` to the set `key` when it is already in it, or when fewer than `limit` members were admitted
   * in the last `windowSeconds` (a sliding window: each member counts for `windowSeconds` after its last use).
   */
  admit(key: string, member: string, limit: number, windowSeconds: number, nowMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Tokens a bucket holds at `nowMs`, given what it held at `atMs` (a new bucket is full). */
export function refilled(bucket: Bucket, tokens: number | undefined, atMs: number | undefined, nowMs: number): number {
  if (tokens === undefined || atMs === undefined) return bucket.capacity;
  const rate = bucket.capacity / (bucket.periodSeconds * 1000);
  return Math.min(bucket.capacity, tokens + Math.max(0, nowMs - atMs) * rate);
}

/** Seconds until a bucket holding `tokens` holds `cost` (a cost above the capacity waits for a full bucket). */
export function secondsUntil(bucket: Bucket, tokens: number): number {
  const needed = Math.min(bucket.cost, bucket.capacity) - tokens;
  return Math.max(1, Math.ceil((needed * bucket.periodSeconds) / bucket.capacity));
}

/** Redis when REDIS_URL is set (limits shared by every instance), else this process's memory. */
export async function createLimiter(redisUrl: string | undefined, keyPrefix: string): Promise<Limiter> {
  if (!redisUrl) return new (await import('./memory-limiter.js')).MemoryLimiter();
  return (await import('./redis-limiter.js')).RedisLimiter.connect(redisUrl, keyPrefix);
}
