/**
 * Runs work for many callers at once. Items added while a run is going (or in the same turn of the
 * event loop) are handed together to the next run, and each `add` settles with that run's outcome,
 * only once it has completed. Every run starts after its items were added, so a caller never gets a
 * result older than its own call.
 * - Group commit: many reports stored by one transaction (one fsync), none acknowledged before it.
 * - Shared reads: concurrent count requests answered by one query.
 * Up to `concurrency` runs may be under way at once (a database with a connection pool commits one batch
 * while the next is sent); with 1 they run one after another.
 * One bad item never fails the others: when a run fails with an error `isolate` accepts (the data was refused,
 * so the run changed nothing), the batch is split in halves and each is run again, down to the bad item alone.
 */
/** Batches a PostgreSQL writer keeps in flight at once (its pool has 10 connections). */
export const BATCHES_IN_FLIGHT = 3;

export interface BatcherOptions {
  maxBatch?: number;
  concurrency?: number;
  isolate?: (error: unknown) => boolean;
}

type Entry<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

export class Batcher<T, R = void> {
  private queue: Entry<T, R>[] = [];
  private active = 0;
  private scheduled = false;
  private idle: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly concurrency: number;
  private readonly isolate: (error: unknown) => boolean;

  constructor(
    private readonly run: (items: T[]) => Promise<R>,
    options: BatcherOptions | number = {},
  ) {
    const o = typeof options === 'number' ? { maxBatch: options } : options;
    this.maxBatch = o.maxBatch ?? 500;
    this.concurrency = Math.max(1, o.concurrency ?? 1);
    this.isolate = o.isolate ?? (() => false);
  }

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once everything added so far has run (or failed). */
  flushed(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && this.active === 0 && !this.scheduled;
  }

  private schedule(): void {
    if (this.scheduled || this.active >= this.concurrency || this.queue.length === 0) return;
    this.scheduled = true;
    // setImmediate: let every request already readable join this batch before it starts.
    setImmediate(() => {
      this.scheduled = false;
      void this.next();
    });
  }

  private async next(): Promise<void> {
    if (this.queue.length === 0) return this.settleIdle();
    this.active++;
    const batch = this.queue.splice(0, this.maxBatch);
    // Room for another run at once: what arrives meanwhile starts without waiting for this one.
    this.schedule();
    try {
      await this.runBatch(batch);
    } finally {
      this.active--;
      // Items that waited for a free slot go at once (they already had their turn to gather).
      if (this.queue.length > 0) void this.next();
      else this.settleIdle();
    }
  }

  private settleIdle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async runBatch(batch: Entry<T, R>[]): Promise<void> {
    try {
      const result = await this.run(batch.map((b) => b.item));
      for (const b of batch) b.resolve(result);
    } catch (error) {
      if (batch.length > 1 && this.isolate(error)) {
        const half = Math.ceil(batch.length / 2);
        await this.runBatch(batch.slice(0, half));
        await this.runBatch(batch.slice(half));
        return;
      }
      for (const b of batch) b.reject(error);
    }
  }
}
