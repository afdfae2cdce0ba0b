import { refilled, secondsUntil, type Bucket, type Counter, type Limiter, type TakeResult } from './limiter.js';

/** Counters in this process (the default without REDIS_URL); expired ones are swept every minute. */
export class MemoryLimiter implements Limiter {
  private readonly counts = new Map<string, { value: number; expiresAt: number }>();
  private readonly buckets = new Map<string, { tokens: number; at: number; fullAt: number }>();
  private readonly sets = new Map<string, Map<string, number>>();
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

  async take(buckets: Bucket[], nowMs: number): Promise<TakeResult> {
    const levels = buckets.map((b) => {
      const held = this.buckets.get(b.key);
      return refilled(b, held?.tokens, held?.at, nowMs);
    });
    const short = buckets.findIndex((b, i) => levels[i] < b.cost);
    if (short >= 0) return { ok: false, index: short, retryAfterS: secondsUntil(buckets[short], levels[short]) };
    buckets.forEach((b, i) =>
      this.buckets.set(b.key, { tokens: levels[i] - b.cost, at: nowMs, fullAt: nowMs + b.periodSeconds * 1000 }),
    );
    return { ok: true };
  }

  async admit(key: string, member: string, limit: number, windowSeconds: number, nowMs: number): Promise<boolean> {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Map()));
    for (const [m, until] of set) if (until <= nowMs) set.delete(m);
    if (!set.has(member) && set.size >= limit) return false;
    set.set(member, nowMs + windowSeconds * 1000);
    return true;
  }

  /** How many counters are held (for tests of the sweep). */
  get size(): number {
    return this.counts.size;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
    for (const [key, entry] of this.buckets) if (entry.fullAt <= now) this.buckets.delete(key);
    for (const [key, set] of this.sets) {
      for (const [m, until] of set) if (until <= now) set.delete(m);
      if (set.size === 0) this.sets.delete(key);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.counts.clear();
    this.buckets.clear();
    this.sets.clear();
  }
}
