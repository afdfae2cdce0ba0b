/** What a task kind (one server tool's work) gives the queue, and what the queue gives it back. */
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../../common/errors.js';
import type { QuotaFamily } from '../../common/task-api.js';

/** One input file of a task, saved under the task's folder. */
export interface TaskInput {
  /** Absolute path (no extension of the visitor's choosing). */
  path: string;
  /** The visitor's file name, made safe (for output names and format hints only). */
  name: string;
  size: number;
}

export interface TaskContext<O = Record<string, unknown>> {
  taskId: string;
  kind: string;
  options: O;
  inputs: TaskInput[];
  /** A private scratch folder, emptied after the attempt; write the output here. */
  workDir: string;
  /** The worker running the task: `index` is stable for the process (0 … workers-1), for per-worker engines. */
  worker: { index: number; id: string };
  /** Aborted when the visitor cancels, the lease is lost, or the server shuts down. */
  signal: AbortSignal;
  /** Reports progress, 0–100 (written at the next lease renewal). */
  progress(percent: number): void;
  log: FastifyBaseLogger;
}

export interface TaskResult {
  /** The output file (inside `workDir`). */
  path: string;
  /** The name the visitor downloads it as. */
  name: string;
  mime: string;
}

/** Settings of the queue (TASK_* variables; src/server/tasks/config.ts reads them). */
export interface TasksConfig {
  /** Workers in this process (0: this instance only answers the API). */
  workers: number;
  /** Seconds a result is kept; a task still queued this long after its creation fails (code 1208). */
  ttlSeconds: number;
  /** Seconds a claimed task stays claimed without its worker renewing the lease. */
  leaseSeconds: number;
  /** Attempts before a task fails for good. */
  maxAttempts: number;
  /** Largest input file. */
  maxBytes: number;
  /** Tasks one visitor may create per UTC day, per tool family (0: no limit). */
  dailyLimits: Record<QuotaFamily, number>;
  /** How often an idle worker looks for work another instance queued, ms. */
  pollMs: number;
  /** Queued tasks at which /api/getNetStatus says server tools are busy (TASK_BUSY_QUEUED; 0: never). */
  busyQueued?: number;
}

export interface TaskKind<O = Record<string, unknown>> {
  /** The `tool` a create call names, e.g. `word_2_pdf`. */
  name: string;
  /** The tool family whose daily limit a task counts against (default `office`). */
  quota?: QuotaFamily;
  /** JSON schema of the options (validated when the task is created). */
  optionsSchema: Record<string, unknown>;
  /** Most input files per task (default 1). */
  maxFiles?: number;
  /** Largest input file (default: TASK_MAX_BYTES). */
  maxBytes?: number;
  /**
   * Cheap checks on the saved inputs when the task is created (what the file really is, encryption,
   * macros, …): throw a TaskError to refuse it before it is queued.
   */
  accept?(inputs: TaskInput[], options: O): Promise<void> | void;
  /** The work. Throw a TaskError for a final, visitor-facing failure; any other error is retried. */
  run(ctx: TaskContext<O>): Promise<TaskResult>;
  /** Called once when the server closes (stop resident engines). */
  close?(): Promise<void>;
}

/** A failure with a catalogue code: final (no retry) unless `retry` is set. */
export class TaskError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly options: { retry?: boolean; status?: number } = {},
  ) {
    super(detail);
    this.name = 'TaskError';
  }
}

/** Decides whether a new task may be accepted (storage caps, per-visitor byte quotas); throw a TaskError to refuse. */
export type AdmissionCheck = (request: { visitor: string; kind: string; bytes: number }) => Promise<void> | void;
