import { describe, expect, it } from 'vitest';
import { defaultPoolSize, JobFailed, WorkerPool, type WorkerLike } from './pool.js';
import type { JobMessage, JobRequest, JobSettings } from './job.js';

class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: JobRequest[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.received.push(message as JobRequest);
  }
  terminate() {
    this.terminated = true;
  }
  emit(message: JobMessage) {
    this.onmessage?.({ data: message } as MessageEvent);
  }
  finish(id: number) {
    this.emit({ id, type: 'done', blob: new Blob(['x']), format: 'jpeg', width: 1, height: 1, sourceWidth: 1, sourceHeight: 1, frames: 1, keptOriginal: false, firstFrameOnly: false, quality: 75, ssim: null, thumb: null, sourcePreview: null, ms: 1 });
  }
}

const settings: JobSettings = { mode: 'compress', target: 'keep', quality: 75, colors: 256, maxSide: 0, keepMetadata: false, minSsim: 0 };
const job = (name: string) => ({ file: new Blob([name]), name, settings });

function makePool(size: number, budget?: number) {
  const workers: FakeWorker[] = [];
  const pool = new WorkerPool(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  }, size, budget);
  return { pool, workers };
}

describe('worker pool', () => {
  it('sizes to the cores: at least 1, at most 16, 2 when unknown', () => {
    expect(defaultPoolSize(8)).toBe(8);
    expect(defaultPoolSize(0)).toBe(1);
    expect(defaultPoolSize(64)).toBe(16);
    expect(defaultPoolSize(undefined)).toBe(2);
  });

  it('runs as many jobs at once as it has workers, starting workers on demand, in order', async () => {
    const { pool, workers } = makePool(3);
    const runs = ['a', 'b', 'c', 'd', 'e'].map((n) => pool.run(job(n)));
    expect(workers).toHaveLength(3);
    expect(workers.map((w) => w.received.map((r) => r.name))).toEqual([['a'], ['b'], ['c']]);
    expect(pool.load).toBe(5);
    workers[1].finish(runs[1].id);
    await runs[1].done;
    expect(workers[1].received.map((r) => r.name)).toEqual(['b', 'd']);
    expect(workers).toHaveLength(3);
  });

  it('reports progress to the job that asked, and errors as JobFailed with the code', async () => {
    const { pool, workers } = makePool(1);
    const seen: number[] = [];
    const run = pool.run(job('a'), { onProgress: (m) => seen.push(m.progress) });
    workers[0].emit({ id: run.id, type: 'progress', stage: 'decode', progress: 0.1 });
    workers[0].emit({ id: run.id + 99, type: 'progress', stage: 'decode', progress: 0.9 });
    workers[0].emit({ id: run.id, type: 'error', code: 'decode', message: 'bad' });
    await expect(run.done).rejects.toMatchObject({ code: 'decode', message: 'bad' });
    expect(seen).toEqual([0.1]);
  });

  it('keeps the pixels of running jobs within the budget, but a big job may run alone', async () => {
    const { pool, workers } = makePool(4, 64_000_000);
    const big = pool.run(job('big'), { pixels: 50_000_000 });
    const small = pool.run(job('small'), { pixels: 12_000_000 });
    const huge = pool.run(job('huge'), { pixels: 90_000_000 });
    const after = pool.run(job('after'), { pixels: 1_000_000 });
    // big + small fit in 64 MP; huge must wait, and so does what queues behind it (order is kept).
    expect(workers.flatMap((w) => w.received.map((r) => r.name))).toEqual(['big', 'small']);
    workers[0].finish(big.id);
    workers[1].finish(small.id);
    await Promise.all([big.done, small.done]);
    // Alone, huge runs even though it exceeds the budget; `after` fits beside nothing else.
    const names = () => workers.flatMap((w) => w.received.map((r) => r.name));
    expect(names().sort()).toEqual(['big', 'huge', 'small']);
    const hugeWorker = workers.find((w) => w.received.at(-1)?.name === 'huge')!;
    hugeWorker.finish(huge.id);
    await huge.done;
    expect(names()).toContain('after');
    void after;
  });

  it('a crashed worker fails its job and is replaced for the next one', async () => {
    const { pool, workers } = makePool(1);
    const a = pool.run(job('a'));
    const b = pool.run(job('b'));
    workers[0].onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent);
    await expect(a.done).rejects.toMatchObject({ code: 'crashed' });
    expect(workers[0].terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers[1].received.map((r) => r.name)).toEqual(['b']);
    workers[1].finish(b.id);
    await expect(b.done).resolves.toMatchObject({ type: 'done' });
  });

  it('cancels a waiting job and a running one; dispose rejects the rest', async () => {
    const { pool, workers } = makePool(1);
    const a = pool.run(job('a'));
    const b = pool.run(job('b'));
    const c = pool.run(job('c'));
    pool.cancel(b.id);
    await expect(b.done).rejects.toBeInstanceOf(JobFailed);
    pool.cancel(a.id);
    await expect(a.done).rejects.toMatchObject({ code: 'cancelled' });
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].received.map((r) => r.name)).toEqual(['c']);
    pool.dispose();
    await expect(c.done).rejects.toMatchObject({ code: 'cancelled' });
    await expect(pool.run(job('d')).done).rejects.toMatchObject({ code: 'cancelled' });
  });
});
