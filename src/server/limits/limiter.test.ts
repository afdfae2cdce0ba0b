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
    expect(await limiter.hit([{ key: 'a', ttlSeconds: 60 }, { key: 'b', ttlSeconds: 60 }])).toEqual([1, 1]);
    expect(await limiter.hit([{ key: 'a', ttlSeconds: 60 }])).toEqual([2]);
    expect(await limiter.hit([{ key: 'b', ttlSeconds: 60 }, { key: 'a', ttlSeconds: 60 }])).toEqual([2, 3]);
    expect(await limiter.hit([])).toEqual([]);
    await limiter.close();
  });

  it('loses no hit under concurrency', async () => {
    const limiter = await make();
    const results = await Promise.all(Array.from({ length: 200 }, () => limiter.hit([{ key: 'many', ttlSeconds: 60 }])));
    expect(results.map((r) => r[0]).sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    await limiter.close();
  });
});

describe('memory limiter expiry', () => {
  it('starts a key again after its TTL and sweeps expired keys', async () => {
    let now = 1_000_000;
    const limiter = new MemoryLimiter(() => now);
    await limiter.hit([{ key: 'k', ttlSeconds: 10 }, { key: 'long', ttlSeconds: 100 }]);
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
