import type { Counter, Limiter } from './limiter.js';

/** Counters in this process (the default without REDIS_URL); expired ones are swept every minute. */
export class MemoryLimiter implements Limiter {
  private readonly counts = new Map<string, { value: number; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(counters: Counter[]): Promise<number[]> {
    const now = this.now();
    return counters.map(({ key, ttlSeconds }) => {
      const entry = this.counts.get(key);
      if (!entry || entry.expiresAt <= now) {
        this.counts.set(key, { value: 1, expiresAt: now + ttlSeconds * 1000 });
        return 1;
      }
      return ++entry.value;
    });
  }

  /** How many counters are held (for tests of the sweep). */
  get size(): number {
    return this.counts.size;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.counts.clear();
  }
}
