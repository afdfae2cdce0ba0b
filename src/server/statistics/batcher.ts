/**
 * Runs work for many callers at once. Items added while a run is going (or in the same turn of the
 * event loop) are handed together to the next run, and each `add` settles with that run's outcome,
 * only once it has completed. Every run starts after its items were added, so a caller never gets a
 * result older than its own call.
 * - Group commit: many reports stored by one transaction (one fsync), none acknowledged before it.
 * - Shared reads: concurrent count requests answered by one query.
 */
export class Batcher<T, R = void> {
  private queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly run: (items: T[]) => Promise<R>,
    private readonly maxBatch = 500,
  ) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      // setImmediate: let every request already readable join this batch before it starts.
      this.running ??= new Promise<void>((done) => setImmediate(() => void this.drain().finally(done)));
    });
  }

  /** Resolves once everything added so far has run (or failed). */
  async flushed(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const result = await this.run(batch.map((b) => b.item));
          for (const b of batch) b.resolve(result);
        } catch (error) {
          for (const b of batch) b.reject(error);
        }
      }
    } finally {
      this.running = null;
    }
  }
}
