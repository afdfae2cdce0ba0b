import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher.js';

/** A write that stays pending until the test lets it finish. */
function controlledWriter() {
  const calls: { items: number[]; finish: (error?: Error) => void }[] = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ items, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, write };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('batcher', () => {
  it('writes items added in the same turn together, and those added during a write in the next batch', async () => {
    const { calls, write } = controlledWriter();
    const gc = new Batcher(write);
    const acked: number[] = [];
    for (const n of [1, 2, 3]) void gc.add(n).then(() => acked.push(n));
    await tick();
    expect(calls.map((c) => c.items)).toEqual([[1, 2, 3]]);
    for (const n of [4, 5]) void gc.add(n).then(() => acked.push(n));
    await tick();
    expect(calls).toHaveLength(1);
    expect(acked).toEqual([]); // nothing is acknowledged before its write completes
    calls[0].finish();
    await tick();
    expect(acked).toEqual([1, 2, 3]);
    expect(calls.map((c) => c.items)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    calls[1].finish();
    await gc.flushed();
    expect(acked).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails only the batch whose write failed', async () => {
    const { calls, write } = controlledWriter();
    const gc = new Batcher(write);
    const first = [gc.add(1), gc.add(2)];
    await tick();
    const second = gc.add(3);
    calls[0].finish(new Error('disk full'));
    for (const p of first) await expect(p).rejects.toThrow('disk full');
    await tick();
    calls[1].finish();
    await expect(second).resolves.toBeUndefined();
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const gc = new Batcher<number>(async (items) => void sizes.push(items.length), 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => gc.add(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('flushed() waits for every item added so far, and resolves at once when idle', async () => {
    const written: number[] = [];
    const gc = new Batcher<number>(async (items) => {
      await new Promise((r) => setTimeout(r, 5));
      written.push(...items);
    });
    await gc.flushed();
    void gc.add(1);
    void gc.add(2);
    await gc.flushed();
    expect(written).toEqual([1, 2]);
  });

  it('gives every caller of a batch the result of its run', async () => {
    let runs = 0;
    const count = new Batcher<void, number>(async () => ++runs);
    expect(await Promise.all([count.add(), count.add(), count.add()])).toEqual([1, 1, 1]);
    expect(await count.add()).toBe(2);
  });
});

describe('batcher isolation', () => {
  it('retries a refused batch in halves so only the bad item fails', async () => {
    const runs: number[][] = [];
    const refused = new Error('refused');
    const gc = new Batcher<number>(
      async (items) => {
        runs.push(items);
        if (items.includes(13)) throw refused;
      },
      { isolate: (error) => error === refused },
    );
    const results = await Promise.allSettled([1, 2, 13, 4, 5].map((n) => gc.add(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(runs[0]).toEqual([1, 2, 13, 4, 5]);
    expect(
      runs
        .filter((r) => !r.includes(13))
        .flat()
        .sort(),
    ).toEqual([1, 2, 4, 5]);
  });

  it('fails the whole batch for errors that are not about the data', async () => {
    let runs = 0;
    const gc = new Batcher<number>(
      async () => {
        runs++;
        throw new Error('connection lost');
      },
      { isolate: () => false },
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => gc.add(n)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(runs).toBe(1);
  });
});

describe('batcher concurrency', () => {
  it('starts the next batch while one is running, up to the limit, and flushed() waits for all', async () => {
    const { calls, write } = controlledWriter();
    const gc = new Batcher(write, { concurrency: 2 });
    const acked: number[] = [];
    void gc.add(1).then(() => acked.push(1));
    await tick();
    void gc.add(2).then(() => acked.push(2));
    await tick();
    void gc.add(3).then(() => acked.push(3));
    await tick();
    // Two runs under way; the third item waits for a free slot.
    expect(calls.map((c) => c.items)).toEqual([[1], [2]]);
    calls[1].finish();
    await tick();
    expect(acked).toEqual([2]);
    expect(calls.map((c) => c.items)).toEqual([[1], [2], [3]]);
    const flushed = gc.flushed();
    calls[0].finish();
    calls[2].finish();
    await flushed;
    expect(acked.sort()).toEqual([1, 2, 3]);
  });
});
