/**
 * A pool of Workers for any job. Jobs wait in order; a job starts when a Worker is free and the cost
 * budget allows: the costs of the running jobs add up to at most the budget, except that a single job
 * always runs alone (so one huge job still goes, just not beside others). A job can be cancelled (its
 * Worker is replaced) and a Worker that dies fails only its own job and is replaced.
 * Pure scheduling over a Worker-like interface, so it is tested in Node with fake Workers.
 */
import { CANCELLED, CRASHED, JobFailed, type WorkerMessage, type WorkerRequest } from './protocol.js';

export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface RunOptions<G> {
  /** What this job weighs against the pool's budget (default: the pool's `defaultCost`). */
  cost?: number;
  onProgress?: (progress: G) => void;
  /** Buffers moved to the Worker instead of copied. */
  transfer?: Transferable[];
  /** Aborting cancels the job. */
  signal?: AbortSignal;
}

export interface PoolOptions {
  /** Most Workers at once. */
  size: number;
  /** Sum of the costs of the jobs running together (default: unlimited). */
  budget?: number;
  /** The cost of a job that says none. */
  defaultCost?: number;
}

interface Pending<P, R, G> {
  request: WorkerRequest<P>;
  cost: number;
  transfer: Transferable[];
  onProgress?: (progress: G) => void;
  resolve: (result: R) => void;
  reject: (error: JobFailed) => void;
}

interface Slot<P, R, G> {
  worker: WorkerLike;
  job: Pending<P, R, G> | null;
}

/** One Worker per logical core (at least 1, at most 16: more only costs memory). */
export function defaultPoolSize(hardwareConcurrency: number | undefined): number {
  const n = Number.isFinite(hardwareConcurrency) ? Math.floor(hardwareConcurrency as number) : 2;
  return Math.min(16, Math.max(1, n));
}

export class WorkerPool<P, R, G = number> {
  private readonly slots: Slot<P, R, G>[] = [];
  private readonly queue: Pending<P, R, G>[] = [];
  private nextId = 1;
  private disposed = false;
  readonly size: number;
  private readonly budget: number;
  private readonly defaultCost: number;

  constructor(
    private readonly createWorker: () => WorkerLike,
    options: PoolOptions,
  ) {
    this.size = Math.max(1, options.size);
    this.budget = options.budget ?? Number.POSITIVE_INFINITY;
    this.defaultCost = options.defaultCost ?? 1;
  }

  /** Jobs waiting or running. */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  /** Workers started so far (they start on demand and stay for the next jobs). */
  get started(): number {
    return this.slots.length;
  }

  run(payload: P, options: RunOptions<G> = {}): { id: number; done: Promise<R> } {
    const id = this.nextId++;
    const done = new Promise<R>((resolve, reject) => {
      if (this.disposed) {
        reject(new JobFailed(CANCELLED, 'pool disposed'));
        return;
      }
      if (options.signal?.aborted) {
        reject(new JobFailed(CANCELLED, 'cancelled'));
        return;
      }
      options.signal?.addEventListener('abort', () => this.cancel(id), { once: true });
      this.queue.push({
        request: { id, payload },
        cost: options.cost ?? this.defaultCost,
        transfer: options.transfer ?? [],
        onProgress: options.onProgress,
        resolve,
        reject,
      });
    });
    this.pump();
    return { id, done };
  }

  /** Drops a waiting job, or stops a running one (its Worker is replaced). */
  cancel(id: number): void {
    const q = this.queue.findIndex((p) => p.request.id === id);
    if (q >= 0) {
      const [p] = this.queue.splice(q, 1);
      p.reject(new JobFailed(CANCELLED, 'cancelled'));
      return;
    }
    const slot = this.slots.find((s) => s.job?.request.id === id);
    if (slot) this.replace(slot, new JobFailed(CANCELLED, 'cancelled'));
  }

  dispose(): void {
    this.disposed = true;
    for (const p of this.queue.splice(0)) p.reject(new JobFailed(CANCELLED, 'pool disposed'));
    for (const slot of this.slots) {
      slot.job?.reject(new JobFailed(CANCELLED, 'pool disposed'));
      slot.job = null;
      slot.worker.terminate();
    }
    this.slots.length = 0;
  }

  private inFlightCost(): number {
    return this.slots.reduce((n, s) => n + (s.job ? s.job.cost : 0), 0);
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.disposed) {
      const next = this.queue[0];
      const running = this.slots.filter((s) => s.job).length;
      if (running > 0 && this.inFlightCost() + next.cost > this.budget) return;
      const slot = this.freeSlot();
      if (!slot) return;
      this.queue.shift();
      slot.job = next;
      slot.worker.postMessage(next.request, next.transfer);
    }
  }

  private freeSlot(): Slot<P, R, G> | null {
    const idle = this.slots.find((s) => !s.job);
    if (idle) return idle;
    if (this.slots.length >= this.size) return null;
    const slot: Slot<P, R, G> = { worker: this.createWorker(), job: null };
    slot.worker.onmessage = (event: MessageEvent) => this.onMessage(slot, event.data as WorkerMessage<R, G>);
    slot.worker.onerror = (event: ErrorEvent) => {
      event.preventDefault?.();
      // A Worker that died (out of memory, a crash in wasm): fail its job, start a fresh one.
      this.replace(slot, new JobFailed(CRASHED, event.message || 'worker crashed'));
    };
    this.slots.push(slot);
    return slot;
  }

  private replace(slot: Slot<P, R, G>, error: JobFailed): void {
    const job = slot.job;
    slot.job = null;
    slot.worker.onmessage = null;
    slot.worker.onerror = null;
    slot.worker.terminate();
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    job?.reject(error);
    this.pump();
  }

  private onMessage(slot: Slot<P, R, G>, message: WorkerMessage<R, G>): void {
    const job = slot.job;
    if (!job || message.id !== job.request.id) return;
    if (message.type === 'progress') {
      job.onProgress?.(message.progress);
      return;
    }
    slot.job = null;
    if (message.type === 'done') job.resolve(message.result);
    else job.reject(new JobFailed(message.code, message.message));
    this.pump();
  }
}

/**
 * One Worker, started on first use, for tools that need one engine off the main thread (a pool of one):
 * `call` runs a job and resolves with its result; a crashed Worker is replaced for the next call.
 */
export interface WorkerClient<P, R, G = number> {
  call(payload: P, options?: Omit<RunOptions<G>, 'cost'>): Promise<R>;
  dispose(): void;
}

export function createWorkerClient<P, R, G = number>(createWorker: () => WorkerLike): WorkerClient<P, R, G> {
  const pool = new WorkerPool<P, R, G>(createWorker, { size: 1 });
  return { call: (payload, options) => pool.run(payload, options).done, dispose: () => pool.dispose() };
}
