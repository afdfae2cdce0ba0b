/**
 * A pool of image Workers, one per core by default. Jobs wait in order; a job starts when a Worker is
 * free and the memory budget allows: the pixels of the running jobs add up to at most the budget, except
 * that a single job always runs alone (so one huge image still goes, just not beside others).
 * Pure scheduling over a Worker-like interface, so it is tested in Node with fake Workers.
 */
import { POOL_PIXEL_BUDGET } from './job.js';
import type { JobMessage, JobRequest } from './job.js';

export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type ProgressListener = (message: Extract<JobMessage, { type: 'progress' }>) => void;
export type JobResult = Extract<JobMessage, { type: 'done' }>;

export class JobFailed extends Error {
  constructor(
    readonly code: Extract<JobMessage, { type: 'error' }>['code'] | 'cancelled' | 'crashed',
    message: string,
  ) {
    super(message);
  }
}

interface Pending {
  request: JobRequest;
  /** Pixels this job is expected to hold (0 when unknown: counted as DEFAULT_JOB_PIXELS). */
  pixels: number;
  onProgress?: ProgressListener;
  resolve: (result: JobResult) => void;
  reject: (error: JobFailed) => void;
}

interface Slot {
  worker: WorkerLike;
  job: Pending | null;
}

/** What a job of unknown size is counted as: a 12-megapixel photo. */
export const DEFAULT_JOB_PIXELS = 12_000_000;

/** One Worker per logical core (at least 1, at most 16: more only costs memory). */
export function defaultPoolSize(hardwareConcurrency: number | undefined): number {
  const n = Number.isFinite(hardwareConcurrency) ? Math.floor(hardwareConcurrency as number) : 2;
  return Math.min(16, Math.max(1, n));
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private disposed = false;

  constructor(
    private readonly createWorker: () => WorkerLike,
    readonly size: number,
    private readonly budget = POOL_PIXEL_BUDGET,
  ) {}

  /** Jobs waiting or running. */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  /** Workers started so far (they start on demand and stay for the next jobs). */
  get started(): number {
    return this.slots.length;
  }

  run(request: Omit<JobRequest, 'id'>, options: { pixels?: number; onProgress?: ProgressListener } = {}): { id: number; done: Promise<JobResult> } {
    const id = this.nextId++;
    const done = new Promise<JobResult>((resolve, reject) => {
      if (this.disposed) {
        reject(new JobFailed('cancelled', 'pool disposed'));
        return;
      }
      this.queue.push({ request: { ...request, id }, pixels: options.pixels ?? 0, onProgress: options.onProgress, resolve, reject });
    });
    this.pump();
    return { id, done };
  }

  /** Drops a waiting job, or stops a running one (its Worker is replaced). */
  cancel(id: number): void {
    const q = this.queue.findIndex((p) => p.request.id === id);
    if (q >= 0) {
      const [p] = this.queue.splice(q, 1);
      p.reject(new JobFailed('cancelled', 'cancelled'));
      return;
    }
    const slot = this.slots.find((s) => s.job?.request.id === id);
    if (slot) this.replace(slot, new JobFailed('cancelled', 'cancelled'));
  }

  dispose(): void {
    this.disposed = true;
    for (const p of this.queue.splice(0)) p.reject(new JobFailed('cancelled', 'pool disposed'));
    for (const slot of this.slots) {
      slot.job?.reject(new JobFailed('cancelled', 'pool disposed'));
      slot.job = null;
      slot.worker.terminate();
    }
    this.slots.length = 0;
  }

  private inFlightPixels(): number {
    return this.slots.reduce((n, s) => n + (s.job ? s.job.pixels || DEFAULT_JOB_PIXELS : 0), 0);
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.disposed) {
      const next = this.queue[0];
      const running = this.slots.filter((s) => s.job).length;
      if (running > 0 && this.inFlightPixels() + (next.pixels || DEFAULT_JOB_PIXELS) > this.budget) return;
      const slot = this.freeSlot();
      if (!slot) return;
      this.queue.shift();
      slot.job = next;
      slot.worker.postMessage(next.request);
    }
  }

  private freeSlot(): Slot | null {
    const idle = this.slots.find((s) => !s.job);
    if (idle) return idle;
    if (this.slots.length >= this.size) return null;
    const slot: Slot = { worker: this.createWorker(), job: null };
    this.attach(slot);
    this.slots.push(slot);
    return slot;
  }

  private attach(slot: Slot): void {
    slot.worker.onmessage = (event: MessageEvent) => this.onMessage(slot, event.data as JobMessage);
    slot.worker.onerror = (event: ErrorEvent) => {
      event.preventDefault?.();
      // A Worker that died (out of memory, a crash in wasm): fail its job, start a fresh one.
      this.replace(slot, new JobFailed('crashed', event.message || 'worker crashed'));
    };
  }

  private replace(slot: Slot, error: JobFailed): void {
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

  private onMessage(slot: Slot, message: JobMessage): void {
    const job = slot.job;
    if (!job || message.id !== job.request.id) return;
    if (message.type === 'progress') {
      job.onProgress?.(message);
      return;
    }
    slot.job = null;
    if (message.type === 'done') job.resolve(message);
    else job.reject(new JobFailed(message.code, message.message));
    this.pump();
  }
}

/** The browser's pool: module Workers running the codec pipeline. */
export function createImagePool(size = defaultPoolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency)): WorkerPool {
  return new WorkerPool(() => new Worker(new URL('./codec.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike, size);
}
