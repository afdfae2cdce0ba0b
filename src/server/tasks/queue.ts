/**
 * The one task queue: kinds register here (`app.tasks.register`), create calls add rows, and this
 * process's workers claim and run them. Durable: the row is the truth, so a task survives a restart and
 * any number of instances on one PostgreSQL share the work (see store.ts for why none runs twice).
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import type { QuotaFamily } from '../../common/task-api.js';
import { TaskStore, utcDay, type Claim, type StoredInput, type TaskRow } from './store.js';
import {
  ensureDir,
  inputPath,
  oldEntries,
  outputPath,
  removeInputs,
  removeTaskFiles,
  stagedPath,
  workDir,
} from './files.js';
import { TaskError, type AdmissionCheck, type TaskInput, type TaskKind, type TasksConfig } from './types.js';
import type { Db } from '../db/index.js';

const ajv = new Ajv({
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  strict: false,
  coerceTypes: false,
});

interface RegisteredKind {
  kind: TaskKind;
  validate: ValidateFunction;
}

interface Running {
  claim: Claim;
  controller: AbortController;
}

/** Why a running task was aborted. */
type AbortReason = 'canceled' | 'lost' | 'shutdown';

export interface CreateRequest {
  id: string;
  visitor: string;
  kind: string;
  options: unknown;
  /** Inputs already saved under the task's `in/` folder. */
  inputs: StoredInput[];
}

export class TaskQueue {
  readonly store: TaskStore;
  private readonly kinds = new Map<string, RegisteredKind>();
  private readonly admissionChecks: AdmissionCheck[] = [];
  private readonly running = new Map<string, Running>();
  private readonly instance = `${hostname().slice(0, 24)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private freeSlots: number[] = [];
  private started = false;
  private stopping = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private lastReap = 0;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    readonly config: TasksConfig,
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number = Date.now,
  ) {
    this.store = new TaskStore(db.kysely, db.dialect);
  }

  /** Adds a task kind (a tool's server work). Its `name` is what create calls send as `tool`. */
  register<O>(kind: TaskKind<O>): void {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(kind.name)) throw new Error(`bad task kind name ${kind.name}`);
    if (this.kinds.has(kind.name)) throw new Error(`task kind ${kind.name} is registered twice`);
    this.kinds.set(kind.name, { kind: kind as unknown as TaskKind, validate: ajv.compile(kind.optionsSchema) });
    this.poke();
  }

  kind(name: string): TaskKind | undefined {
    return this.kinds.get(name)?.kind;
  }

  /** Runs before every new task is accepted (storage caps, byte quotas): throw a TaskError to refuse. */
  addAdmissionCheck(check: AdmissionCheck): void {
    this.admissionChecks.push(check);
  }

  /** The workers' own id prefix (lease owners are `<instance>/<worker index>`). */
  get instanceId(): string {
    return this.instance;
  }

  // ---------------------------------------------------------------- creating

  /** Validates and queues a task whose inputs are saved; throws TaskError when refused (the caller deletes the files). */
  async create(request: CreateRequest): Promise<void> {
    const entry = this.kinds.get(request.kind);
    if (!entry)
      throw new TaskError(ErrorCodes.badRequest, `unknown tool ${request.kind.slice(0, 64)}`, { status: 400 });
    const options = structuredClone(request.options ?? {});
    if (!entry.validate(options))
      throw new TaskError(ErrorCodes.badRequest, `bad options: ${ajv.errorsText(entry.validate.errors)}`, {
        status: 400,
      });
    const max = entry.kind.maxFiles ?? 1;
    if (request.inputs.length < 1 || request.inputs.length > max)
      throw new TaskError(ErrorCodes.badRequest, `this tool takes 1 to ${max} files`, { status: 400 });
    const bytes = request.inputs.reduce((n, i) => n + i.size, 0);
    for (const check of this.admissionChecks) await check({ visitor: request.visitor, kind: request.kind, bytes });
    if (entry.kind.accept)
      await entry.kind.accept(
        request.inputs.map((input, i) => this.taskInput(request.id, input, i)),
        options as never,
      );

    const now = this.clock();
    const day = utcDay(now);
    const family = this.familyOf(request.kind);
    const limit = this.config.dailyLimits[family];
    if (limit > 0) {
      const used = await this.store.countUse(request.visitor, family, day, 1);
      if (used > limit) {
        await this.store.countUse(request.visitor, family, day, -1);
        throw new TaskError(ErrorCodes.quotaUsedUp, `daily ${family} tasks used up`, { status: 429 });
      }
    }
    try {
      await this.store.insert({
        id: request.id,
        kind: request.kind,
        visitor: request.visitor,
        options,
        inputs: request.inputs,
        maxAttempts: this.config.maxAttempts,
        now,
        ttlMs: this.config.ttlSeconds * 1000,
      });
    } catch (error) {
      if (limit > 0) await this.store.countUse(request.visitor, family, day, -1);
      throw error;
    }
    this.poke();
  }

  /** The tool family whose daily limit a kind's tasks count against. */
  familyOf(kind: string): QuotaFamily {
    return this.kinds.get(kind)?.kind.quota ?? 'office';
  }

  /** Tasks of a tool family the visitor used today, and the family's daily limit (0: none). */
  async usage(visitor: string, family: QuotaFamily = 'office'): Promise<{ used: number; limit: number }> {
    return {
      used: await this.store.usage(visitor, family, utcDay(this.clock())),
      limit: this.config.dailyLimits[family],
    };
  }

  /** Cancels the visitor's task; a task running here stops at once, elsewhere at its next lease renewal. */
  async cancel(id: string, visitor: string): Promise<boolean> {
    const canceled = await this.store.cancel(id, visitor, this.clock(), this.config.ttlSeconds * 1000);
    if (canceled) {
      const local = this.running.get(id);
      if (local) local.controller.abort('canceled' satisfies AbortReason);
      else await removeInputs(this.dataDir, id);
    }
    return canceled;
  }

  outputFile(row: TaskRow): string | null {
    return row.output_file ? outputPath(this.dataDir, row.id, row.output_file) : null;
  }

  // ---------------------------------------------------------------- workers

  /** Starts this process's workers (TASK_WORKERS of them) and the expiry sweep. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.freeSlots = Array.from({ length: this.config.workers }, (_, i) => this.config.workers - 1 - i);
    if (this.config.workers > 0) this.loop = this.dispatch();
    const every = Math.min(60_000, this.config.ttlSeconds * 1000);
    this.sweepTimer = setInterval(() => {
      this.sweep().catch((error) => this.log.error({ err: error }, 'task sweep failed'));
    }, every);
    this.sweepTimer.unref();
  }

  /** Stops claiming, hands running tasks back to the queue (another instance or the next start runs them), closes the kinds. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    for (const { controller } of this.running.values()) controller.abort('shutdown' satisfies AbortReason);
    this.poke();
    await this.loop;
    while (this.running.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const { kind } of this.kinds.values()) await kind.close?.().catch(() => undefined);
  }

  /** Wakes the dispatcher (a task was queued or a worker came free). */
  poke(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async idle(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async dispatch(): Promise<void> {
    const leaseMs = this.config.leaseSeconds * 1000;
    while (!this.stopping) {
      try {
        const now = this.clock();
        if (now - this.lastReap >= Math.min(leaseMs / 2, 5000)) {
          this.lastReap = now;
          const reaped = await this.store.reapExpiredLeases(now, this.config.ttlSeconds * 1000);
          for (const id of reaped.failed) await removeInputs(this.dataDir, id);
        }
        if (this.freeSlots.length === 0 || this.kinds.size === 0) {
          await this.idle(this.config.pollMs);
          continue;
        }
        const slot = this.freeSlots[this.freeSlots.length - 1];
        const claim = await this.store.claim([...this.kinds.keys()], `${this.instance}/${slot}`, now, leaseMs);
        if (!claim) {
          await this.idle(this.config.pollMs);
          continue;
        }
        this.freeSlots.pop();
        void this.work(slot, claim).finally(() => {
          this.freeSlots.push(slot);
          this.poke();
        });
      } catch (error) {
        this.log.error({ err: error }, 'task dispatcher');
        await this.idle(this.config.pollMs);
      }
    }
  }

  private taskInput(id: string, input: StoredInput, index: number): TaskInput {
    return { path: inputPath(this.dataDir, id, index), name: input.name, size: input.size };
  }

  private async work(slot: number, claim: Claim): Promise<void> {
    const { row } = claim;
    const entry = this.kinds.get(row.kind);
    const controller = new AbortController();
    this.running.set(row.id, { claim, controller });
    const ttlMs = this.config.ttlSeconds * 1000;
    const leaseMs = this.config.leaseSeconds * 1000;
    const scratch = workDir(this.dataDir, row.id, claim.attempt);
    let progress = 0;
    let renewing: Promise<void> = Promise.resolve();
    const renew = setInterval(
      () => {
        renewing = this.store
          .renew(claim, this.clock(), leaseMs, progress)
          .then((mine) => {
            if (!mine && !controller.signal.aborted) controller.abort('lost' satisfies AbortReason);
          })
          .catch((error) => this.log.warn({ err: error }, 'lease renewal failed'));
      },
      Math.max(50, Math.min(1000, leaseMs / 3)),
    );
    const log = this.log.child({ task: row.id, kind: row.kind, attempt: claim.attempt });
    try {
      if (!entry) throw new TaskError(ErrorCodes.server, 'kind not registered', { retry: true });
      await ensureDir(scratch);
      const inputs = (JSON.parse(row.inputs) as StoredInput[]).map((input, i) => this.taskInput(row.id, input, i));
      controller.signal.throwIfAborted(); // cancelled while it was being claimed
      const result = await entry.kind.run({
        taskId: row.id,
        kind: row.kind,
        options: JSON.parse(row.options) as Record<string, unknown>,
        inputs,
        workDir: scratch,
        worker: { index: slot, id: `${this.instance}/${slot}` },
        signal: controller.signal,
        progress: (p) => {
          if (Number.isFinite(p)) progress = Math.max(progress, Math.min(99, Math.max(0, p)));
        },
        log,
      });
      if (controller.signal.aborted) throw new Error('aborted');
      const ext = /\.([A-Za-z0-9]{1,8})$/.exec(result.name)?.[1].toLowerCase() ?? 'bin';
      const file = `result.${ext}`;
      const target = outputPath(this.dataDir, row.id, file);
      await ensureDir(path.dirname(target));
      await rename(result.path, target);
      const { size } = await stat(target);
      clearInterval(renew);
      await renewing;
      const done = await this.store.complete(
        claim,
        { file, name: result.name.slice(0, 256), size, mime: result.mime },
        this.clock(),
        ttlMs,
      );
      if (done) await removeInputs(this.dataDir, row.id);
      else await rm(path.dirname(target), { recursive: true, force: true });
    } catch (error) {
      clearInterval(renew);
      await renewing;
      await this.settleFailure(claim, controller.signal, error, log);
    } finally {
      clearInterval(renew);
      this.running.delete(row.id);
      await rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  private async settleFailure(claim: Claim, signal: AbortSignal, error: unknown, log: FastifyBaseLogger) {
    const ttlMs = this.config.ttlSeconds * 1000;
    const reason = signal.aborted ? (signal.reason as AbortReason) : null;
    if (reason === 'canceled' || reason === 'lost') {
      // The row already says what happened (cancelled, or another worker has it).
      if (reason === 'canceled') await removeInputs(this.dataDir, claim.row.id);
      return;
    }
    if (reason === 'shutdown') {
      // Not the task's fault: back to the queue without using up an attempt.
      await this.store.release(claim);
      return;
    }
    const taskError =
      error instanceof TaskError
        ? error
        : new TaskError(ErrorCodes.server, error instanceof Error ? error.message : String(error), { retry: true });
    if (!(error instanceof TaskError)) log.error({ err: error }, 'task failed');
    const outcome = await this.store.fail(
      claim,
      { code: taskError.code, detail: taskError.detail, retry: taskError.options.retry === true },
      this.clock(),
      ttlMs,
    );
    if (outcome === 'failed') await removeInputs(this.dataDir, claim.row.id);
  }

  // ---------------------------------------------------------------- expiry

  /**
   * Fails queued tasks nobody took within their time to live (code 1208: the page says the server was
   * busy; their daily use is given back), deletes ended tasks and staged files past their time, and any
   * folder whose row is gone.
   */
  async sweep(): Promise<void> {
    const now = this.clock();
    for (const task of await this.store.expireQueued(now, this.config.ttlSeconds * 1000)) {
      await removeInputs(this.dataDir, task.id);
      const family = this.familyOf(task.kind);
      if (this.config.dailyLimits[family] > 0)
        await this.store.countUse(task.visitor, family, utcDay(task.created_at), -1);
    }
    for (const id of await this.store.deleteExpired(now)) await removeTaskFiles(this.dataDir, id);
    const kysely = this.db.kysely;
    const staged = await kysely.deleteFrom('task_files').where('expires_at', '<', now).returning('id').execute();
    for (const { id } of staged) await rm(stagedPath(this.dataDir, id), { force: true });
    const old = await oldEntries(this.dataDir, now - this.config.ttlSeconds * 1000);
    const alive = await this.store.existing(old.tasks);
    for (const id of old.tasks) if (!alive.has(id)) await removeTaskFiles(this.dataDir, id);
    if (old.files.length) {
      const kept = await kysely.selectFrom('task_files').select('id').where('id', 'in', old.files).execute();
      const keep = new Set(kept.map((r) => r.id));
      for (const key of old.files) if (!keep.has(key)) await rm(stagedPath(this.dataDir, key), { force: true });
    }
  }
}
