import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MemoryLimiter } from './memory-limiter.js';
import { RedisLimiter } from './redis-limiter.js';
import type { Limiter } from './limiter.js';
import { REDIS_TEST_URL as REDIS_URL, dropRedisKeys, redisTestPrefix } from '../test-support.js';

const prefix = redisTestPrefix();
afterAll(() => dropRedisKeys(prefix));

const makers: [string, () => Promise<Limiter>][] = [
  ['memory', async () => new MemoryLimiter()],
  ['redis', () => RedisLimiter.connect(REDIS_URL, prefix)],
];

describe.each(makers)('%s limiter', (_name, make) => {
  it('counts every hit of a key, each key on its own', async () => {
    const limiter = await make();
    expect(
      await limiter.hit([
        { key: 'a', ttlSeconds: 60 },
        { key: 'b', ttlSeconds: 60 },
      ]),
    ).toEqual([1, 1]);
    expect(await limiter.hit([{ key: 'a', ttlSeconds: 60 }])).toEqual([2]);
    expect(
      await limiter.hit([
        { key: 'b', ttlSeconds: 60 },
        { key: 'a', ttlSeconds: 60 },
      ]),
    ).toEqual([2, 3]);
    expect(await limiter.hit([])).toEqual([]);
    await limiter.close();
  });

  it('loses no hit under concurrency', async () => {
    const limiter = await make();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => limiter.hit([{ key: 'many', ttlSeconds: 60 }])),
    );
    expect(results.map((r) => r[0]).sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    await limiter.close();
  });
});

describe('memory limiter expiry', () => {
  it('starts a key again after its TTL and sweeps expired keys', async () => {
    let now = 1_000_000;
    const limiter = new MemoryLimiter(() => now);
    await limiter.hit([
      { key: 'k', ttlSeconds: 10 },
      { key: 'long', ttlSeconds: 100 },
    ]);
    expect(await limiter.hit([{ key: 'k', ttlSeconds: 10 }])).toEqual([2]);
    now += 10_000;
    expect(await limiter.hit([{ key: 'k', ttlSeconds: 10 }])).toEqual([1]);
    now += 10_000;
    limiter.sweep();
    expect(limiter.size).toBe(1);
    await limiter.close();
  });
});

describe('redis limiter', () => {
  it('gives a new key its TTL, once', async () => {
    const limiter = await RedisLimiter.connect(REDIS_URL, prefix);
    await limiter.hit([{ key: 'ttl', ttlSeconds: 77 }]);
    await limiter.hit([{ key: 'ttl', ttlSeconds: 5 }]);
    const redis = new Redis(REDIS_URL);
    const ttl = await redis.ttl(`${prefix}ttl`);
    redis.disconnect();
    expect(ttl).toBeGreaterThan(5);
    expect(ttl).toBeLessThanOrEqual(77);
    await limiter.close();
  });

  it('refuses to start when Redis cannot be reached', async () => {
    await expect(RedisLimiter.connect('redis://127.0.0.1:1', prefix)).rejects.toThrow();
  });
});

describe.each(makers)('%s token buckets and admission', (_name, make) => {
  const T = Date.UTC(2031, 5, 1, 12, 0, 0);
  const bucket = (key: string, cost: number) => ({ key, capacity: 100, periodSeconds: 100, cost });

  it('takes from every bucket or from none, and refills continuously', async () => {
    const limiter = await make();
    expect(await limiter.take([bucket('ba', 60), bucket('bb', 10)], T)).toEqual({ ok: true });
    // ba holds 40: a cost of 50 is refused, and nothing is taken from bb either.
    expect(await limiter.take([bucket('bb', 50), bucket('ba', 50)], T)).toEqual({
      ok: false,
      index: 1,
      retryAfterS: 10,
    });
    expect(await limiter.take([bucket('bb', 90)], T)).toEqual({ ok: true });
    // 10 s later ba has refilled 10 (1 a second): 50 now fits.
    expect(await limiter.take([bucket('ba', 50)], T + 10_000)).toEqual({ ok: true });
    expect((await limiter.take([bucket('ba', 1)], T + 10_000)).ok).toBe(false);
    // Never more than the capacity, however long it waited.
    expect((await limiter.take([bucket('ba', 101)], T + 10_000_000)).ok).toBe(false);
    expect(await limiter.take([bucket('ba', 100)], T + 10_000_000)).toEqual({ ok: true });
    await limiter.close();
  });

  it('loses no take under concurrency', async () => {
    const limiter = await make();
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.take([bucket('bc', 7)], T)));
    expect(results.filter((r) => r.ok)).toHaveLength(14);
    await limiter.close();
  });

  it('admits up to the limit of distinct members in a sliding window, and known members always', async () => {
    const limiter = await make();
    for (const m of ['m1', 'm2', 'm3']) expect(await limiter.admit('set-a', m, 3, 60, T)).toBe(true);
    expect(await limiter.admit('set-a', 'm4', 3, 60, T + 1000)).toBe(false);
    expect(await limiter.admit('set-a', 'm2', 3, 60, T + 30_000)).toBe(true);
    // m1 and m3 were last used at T: gone after 60 s; m2 (used at T + 30 s) still counts.
    expect(await limiter.admit('set-a', 'm4', 3, 60, T + 60_001)).toBe(true);
    expect(await limiter.admit('set-a', 'm5', 3, 60, T + 60_002)).toBe(true);
    expect(await limiter.admit('set-a', 'm6', 3, 60, T + 60_003)).toBe(false);
    expect(await limiter.admit('set-b', 'm6', 3, 60, T + 60_003)).toBe(true);
    await limiter.close();
  });
});
