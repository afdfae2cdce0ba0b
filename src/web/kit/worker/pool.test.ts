import { describe, expect, it } from 'vitest';
import { createWorkerClient, defaultPoolSize, WorkerPool, type WorkerLike } from './pool.js';
import { exposeWorker } from './expose.js';
import { JobFailed, WorkerJobError, type WorkerMessage, type WorkerRequest } from './protocol.js';

type Job = { name: string };

class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: WorkerRequest<Job>[] = [];
  transfers: Transferable[][] = [];
  terminated = false;
  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.received.push(message as WorkerRequest<Job>);
    this.transfers.push(transfer);
  }
  terminate() {
    this.terminated = true;
  }
  emit(message: WorkerMessage<string, number>) {
    this.onmessage?.({ data: message } as MessageEvent);
  }
  finish(id: number, result = 'ok') {
    this.emit({ id, type: 'done', result });
  }
  names() {
    return this.received.map((r) => r.payload.name);
  }
}

function makePool(size: number, budget?: number) {
  const workers: FakeWorker[] = [];
  const pool = new WorkerPool<Job, string, number>(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    { size, budget, defaultCost: 12 },
  );
  return { pool, workers, all: () => workers.flatMap((w) => w.names()) };
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
    const runs = ['a', 'b', 'c', 'd', 'e'].map((name) => pool.run({ name }));
    expect(workers.map((w) => w.names())).toEqual([['a'], ['b'], ['c']]);
    expect(pool.load).toBe(5);
    workers[1].finish(runs[1].id, 'B');
    await expect(runs[1].done).resolves.toBe('B');
    expect(workers[1].names()).toEqual(['b', 'd']);
    expect(pool.started).toBe(3);
  });

  it('reports progress to the job that asked, and errors as JobFailed with the code', async () => {
    const { pool, workers } = makePool(1);
    const seen: number[] = [];
    const run = pool.run({ name: 'a' }, { onProgress: (p) => seen.push(p) });
    workers[0].emit({ id: run.id, type: 'progress', progress: 0.1 });
    workers[0].emit({ id: run.id + 99, type: 'progress', progress: 0.9 });
    workers[0].emit({ id: run.id, type: 'error', code: 'decode', message: 'bad' });
    await expect(run.done).rejects.toMatchObject({ code: 'decode', message: 'bad' });
    expect(seen).toEqual([0.1]);
  });

  it('moves the transfer list with the request', () => {
    const { pool, workers } = makePool(1);
    const buffer = new ArrayBuffer(8);
    pool.run({ name: 'a' }, { transfer: [buffer] });
    expect(workers[0].transfers[0]).toEqual([buffer]);
  });

  it('keeps the cost of running jobs within the budget, but a big job may run alone, and order is kept', async () => {
    const { pool, workers, all } = makePool(4, 64);
    const big = pool.run({ name: 'big' }, { cost: 50 });
    const small = pool.run({ name: 'small' }); // default cost 12
    const huge = pool.run({ name: 'huge' }, { cost: 90 });
    pool.run({ name: 'after' }, { cost: 1 });
    expect(all()).toEqual(['big', 'small']);
    workers[0].finish(big.id);
    workers[1].finish(small.id);
    await Promise.all([big.done, small.done]);
    expect(all().sort()).toEqual(['big', 'huge', 'small']);
    workers.find((w) => w.names().at(-1) === 'huge')!.finish(huge.id);
    await huge.done;
    expect(all()).toContain('after');
  });

  it('a crashed worker fails its job and is replaced for the next one', async () => {
    const { pool, workers } = makePool(1);
    const a = pool.run({ name: 'a' });
    const b = pool.run({ name: 'b' });
    workers[0].onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent);
    await expect(a.done).rejects.toMatchObject({ code: 'crashed' });
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].names()).toEqual(['b']);
    workers[1].finish(b.id);
    await expect(b.done).resolves.toBe('ok');
  });

  it('cancels a waiting job, a running one, and one whose signal aborts; dispose rejects the rest', async () => {
    const { pool, workers } = makePool(1);
    const a = pool.run({ name: 'a' });
    const b = pool.run({ name: 'b' });
    const controller = new AbortController();
    const c = pool.run({ name: 'c' }, { signal: controller.signal });
    const d = pool.run({ name: 'd' });
    pool.cancel(b.id);
    await expect(b.done).rejects.toBeInstanceOf(JobFailed);
    controller.abort();
    await expect(c.done).rejects.toMatchObject({ code: 'cancelled' });
    pool.cancel(a.id);
    await expect(a.done).rejects.toMatchObject({ code: 'cancelled' });
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].names()).toEqual(['d']);
    pool.dispose();
    await expect(d.done).rejects.toMatchObject({ code: 'cancelled' });
    await expect(pool.run({ name: 'e' }).done).rejects.toMatchObject({ code: 'cancelled' });
    const aborted = new AbortController();
    aborted.abort();
    const { pool: other } = makePool(1);
    await expect(other.run({ name: 'x' }, { signal: aborted.signal }).done).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});

/** A Worker whose body is `exposeWorker(handler)`, run in this thread: page and Worker talk through the protocol. */
function inThread<P, R, G>(handler: Parameters<typeof exposeWorker<P, R, G>>[0], transfer?: (r: R) => Transferable[]) {
  const posted: { message: unknown; transfer: Transferable[] }[] = [];
  const worker: WorkerLike & { posted: typeof posted } = {
    posted,
    onmessage: null,
    onerror: null,
    terminate() {},
    postMessage(message: unknown) {
      void scope.onmessage?.call(scope as never, { data: message } as MessageEvent);
    },
  };
  const scope = {
    onmessage: null as ((event: MessageEvent) => unknown) | null,
    postMessage(message: unknown, options?: { transfer?: Transferable[] }) {
      posted.push({ message, transfer: options?.transfer ?? [] });
      worker.onmessage?.({ data: message } as MessageEvent);
    },
  };
  exposeWorker(handler, { transfer }, scope as never);
  return worker;
}

describe('exposeWorker and the client', () => {
  it('answers with progress then the result, moving what `transfer` names', async () => {
    const seen: number[] = [];
    const worker = inThread<{ n: number }, { bytes: ArrayBuffer }, number>(
      async ({ n }, { progress }) => {
        progress(0.5);
        return { bytes: new ArrayBuffer(n) };
      },
      (r) => [r.bytes],
    );
    const client = createWorkerClient<{ n: number }, { bytes: ArrayBuffer }, number>(() => worker);
    const result = await client.call({ n: 4 }, { onProgress: (p) => seen.push(p) });
    expect(result.bytes.byteLength).toBe(4);
    expect(seen).toEqual([0.5]);
    expect(worker.posted.at(-1)!.transfer).toEqual([result.bytes]);
  });

  it('a WorkerJobError keeps its code; any other throw is "failed"', async () => {
    const client = createWorkerClient<string, string>(() =>
      inThread<string, string, number>((what) => {
        if (what === 'known') throw new WorkerJobError('tooLarge', 'too big');
        throw new Error('boom');
      }),
    );
    await expect(client.call('known')).rejects.toMatchObject({ code: 'tooLarge', message: 'too big' });
    await expect(client.call('other')).rejects.toMatchObject({ code: 'failed', message: 'boom' });
  });
});
