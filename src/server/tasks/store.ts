/**
 * The tasks table: every state change is one statement guarded by the row's state (and, for a running
 * task, by its lease owner and attempt number), so two workers or instances can never both act on a task.
 * - claim: one statement; PostgreSQL picks the row `FOR UPDATE SKIP LOCKED` (instances never wait on
 *   each other), SQLite runs the single UPDATE … WHERE id = (SELECT … LIMIT 1) under its write lock;
 * - a worker renews its lease while it works; a lease that ran out (the worker died) puts the task back
 *   in the queue, or fails it once it has used its attempts.
 */
import { sql, type Kysely, type Selectable, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Database, TasksTable } from '../db/schema.js';
import type { Dialect } from '../db/migrations.js';
import { ErrorCodes, type ErrorCode } from '../../common/errors.js';

export type TaskRow = Selectable<TasksTable>;
type TaskUpdate = UpdateQueryBuilder<Database, 'tasks', 'tasks', UpdateResult>;

export interface StoredInput {
  /** File name under the task's `in/` folder. */
  file: string;
  name: string;
  size: number;
}

export interface NewTask {
  id: string;
  kind: string;
  visitor: string;
  options: unknown;
  inputs: StoredInput[];
  maxAttempts: number;
  now: number;
  ttlMs: number;
}

/** A claim: the row as claimed, and the fence the worker's later writes carry. */
export interface Claim {
  row: TaskRow;
  owner: string;
  attempt: number;
}

const TERMINAL = ['done', 'failed', 'canceled'] as const;

export class TaskStore {
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {}

  async insert(task: NewTask): Promise<void> {
    await this.db
      .insertInto('tasks')
      .values({
        id: task.id,
        kind: task.kind,
        visitor: task.visitor,
        state: 'queued',
        progress: 0,
        options: JSON.stringify(task.options ?? {}),
        inputs: JSON.stringify(task.inputs),
        input_bytes: task.inputs.reduce((n, i) => n + i.size, 0),
        attempts: 0,
        max_attempts: task.maxAttempts,
        run_after: task.now,
        created_at: task.now,
        expires_at: task.now + task.ttlMs,
      })
      .execute();
  }

  /** The visitor's task (null for another visitor's: an id alone proves nothing). */
  async get(id: string, visitor: string): Promise<TaskRow | null> {
    const row = await this.db
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', id)
      .where('visitor', '=', visitor)
      .executeTakeFirst();
    return row ?? null;
  }

  async getMany(ids: string[], visitor: string): Promise<TaskRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('tasks').selectAll().where('id', 'in', ids).where('visitor', '=', visitor).execute();
  }

  /** 1-based place among queued tasks (older first), for a queued task. */
  async position(row: TaskRow): Promise<number> {
    const { n } = await this.db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'queued')
      .where((eb) =>
        eb.or([
          eb('created_at', '<', row.created_at),
          eb.and([eb('created_at', '=', row.created_at), eb('id', '<', row.id)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(n) + 1;
  }

  /** Takes the oldest runnable task of one of `kinds`, or null. */
  async claim(kinds: string[], owner: string, now: number, leaseMs: number): Promise<Claim | null> {
    if (kinds.length === 0) return null;
    const lock = this.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const result = await sql<TaskRow>`
      update tasks
      set state = 'running', attempts = attempts + 1, lease_owner = ${owner},
          lease_expires_at = ${now + leaseMs}, started_at = ${now}, progress = 0
      where id = (
        select id from tasks
        where state = 'queued' and run_after <= ${now} and kind in (${sql.join(kinds)})
        order by created_at, id
        limit 1
        ${lock}
      )
      returning *`.execute(this.db);
    const row = result.rows[0];
    if (!row) return null;
    const fixed = normalise(row);
    return { row: fixed, owner, attempt: fixed.attempts };
  }

  /**
   * Renews a lease (and writes progress). False when the task is no longer this claim's: cancelled, or
   * its lease ran out and another worker took it.
   */
  async renew(claim: Claim, now: number, leaseMs: number, progress: number): Promise<boolean> {
    const r = await this.fenced(
      this.db.updateTable('tasks').set({ lease_expires_at: now + leaseMs, progress: Math.round(progress) }),
      claim,
    ).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async complete(
    claim: Claim,
    output: { file: string; name: string; size: number; mime: string },
    now: number,
    ttlMs: number,
  ): Promise<boolean> {
    const r = await this.fenced(
      this.db.updateTable('tasks').set({
        state: 'done',
        progress: 100,
        output_file: output.file,
        output_name: output.name,
        output_size: output.size,
        output_mime: output.mime,
        ...ended(now, ttlMs),
      }),
      claim,
    ).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** A final failure (catalogue code), or a retry later when attempts remain and `retry` is set. */
  async fail(
    claim: Claim,
    error: { code: ErrorCode; detail: string; retry: boolean },
    now: number,
    ttlMs: number,
  ): Promise<'failed' | 'retry' | 'lost'> {
    const retry = error.retry && claim.attempt < claim.row.max_attempts;
    const r = await this.fenced(
      this.db.updateTable('tasks').set(
        retry
          ? { state: 'queued', lease_owner: null, lease_expires_at: null, run_after: now + 1000 * claim.attempt }
          : {
              state: 'failed',
              error_code: error.code,
              error_detail: error.detail.slice(0, 300),
              ...ended(now, ttlMs),
            },
      ),
      claim,
    ).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return 'lost';
    return retry ? 'retry' : 'failed';
  }

  /** Hands a claimed task back unharmed (this instance is shutting down): the attempt is not counted. */
  async release(claim: Claim): Promise<void> {
    await this.fenced(
      this.db.updateTable('tasks').set({
        state: 'queued',
        attempts: sql`attempts - 1`,
        lease_owner: null,
        lease_expires_at: null,
        progress: 0,
      }),
      claim,
    ).execute();
  }

  /**
   * Tasks whose worker stopped renewing (killed, hung): back to the queue, or failed once they used
   * their attempts. Returns the ids that failed (their files can go).
   */
  async reapExpiredLeases(now: number, ttlMs: number): Promise<{ requeued: number; failed: string[] }> {
    const failed = await this.db
      .updateTable('tasks')
      .set({
        state: 'failed',
        error_code: ErrorCodes.server,
        error_detail: 'the task stopped too many times',
        lease_owner: null,
        lease_expires_at: null,
        finished_at: now,
        expires_at: now + ttlMs,
      })
      .where('state', '=', 'running')
      .where('lease_expires_at', '<', now)
      .whereRef('attempts', '>=', 'max_attempts')
      .returning('id')
      .execute();
    const requeued = await this.db
      .updateTable('tasks')
      .set({ state: 'queued', lease_owner: null, lease_expires_at: null, run_after: now })
      .where('state', '=', 'running')
      .where('lease_expires_at', '<', now)
      .whereRef('attempts', '<', 'max_attempts')
      .executeTakeFirst();
    return { requeued: Number(requeued.numUpdatedRows), failed: failed.map((r) => r.id) };
  }

  /** Cancels the visitor's queued or running task; false when it had already ended (or is not theirs). */
  async cancel(id: string, visitor: string, now: number, ttlMs: number): Promise<boolean> {
    const r = await this.db
      .updateTable('tasks')
      .set({ state: 'canceled', lease_owner: null, lease_expires_at: null, finished_at: now, expires_at: now + ttlMs })
      .where('id', '=', id)
      .where('visitor', '=', visitor)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Fails the queued tasks still waiting at their expiry time (nobody took them within the time to live):
   * code 1208, kept for the visitor to read until `ttlMs` from now. Returns them (their inputs can go, their
   * daily use is given back).
   */
  async expireQueued(now: number, ttlMs: number): Promise<Pick<TaskRow, 'id' | 'kind' | 'visitor' | 'created_at'>[]> {
    const rows = await this.db
      .updateTable('tasks')
      .set({
        state: 'failed',
        error_code: ErrorCodes.queueTimeout,
        error_detail: 'no worker took the task in time',
        ...ended(now, ttlMs),
      })
      .where('state', '=', 'queued')
      .where('expires_at', '<', now)
      .returning(['id', 'kind', 'visitor', 'created_at'])
      .execute();
    return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
  }

  /** Deletes ended tasks past their time; returns their ids (for their folders). */
  async deleteExpired(now: number): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('tasks')
      .where('expires_at', '<', now)
      .where('state', 'in', [...TERMINAL])
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Ids of tasks that still exist (a folder without one is an orphan). */
  async existing(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('tasks').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Adds one use (or gives one back) to the visitor's day in a tool family and answers the new count,
   * atomically (an upsert): concurrent creates can never both take the last use.
   */
  async countUse(visitor: string, family: string, day: string, delta: 1 | -1): Promise<number> {
    const row = await this.db
      .insertInto('task_usage')
      .values({ visitor, family, day, count: Math.max(0, delta) })
      .onConflict((oc) =>
        oc.columns(['visitor', 'family', 'day']).doUpdateSet({ count: sql`task_usage.count + ${delta}` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async usage(visitor: string, family: string, day: string): Promise<number> {
    const row = await this.db
      .selectFrom('task_usage')
      .select('count')
      .where('visitor', '=', visitor)
      .where('family', '=', family)
      .where('day', '=', day)
      .executeTakeFirst();
    return row ? Number(row.count) : 0;
  }

  /** Only this claim's own running task. */
  private fenced(query: TaskUpdate, claim: Claim): TaskUpdate {
    return query
      .where('id', '=', claim.row.id)
      .where('state', '=', 'running')
      .where('lease_owner', '=', claim.owner)
      .where('attempts', '=', claim.attempt);
  }
}

/** PostgreSQL answers bigint columns through the type parser; a raw `returning *` is the same, SQLite too. */
/** A task that has ended (done or failed): no lease, kept until `ttlMs` from now. */
function ended(now: number, ttlMs: number) {
  return { lease_owner: null, lease_expires_at: null, finished_at: now, expires_at: now + ttlMs };
}

function normalise(row: TaskRow): TaskRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...row,
    progress: Number(row.progress),
    attempts: Number(row.attempts),
    max_attempts: Number(row.max_attempts),
    input_bytes: Number(row.input_bytes),
    output_size: n(row.output_size),
    lease_expires_at: n(row.lease_expires_at),
    run_after: Number(row.run_after),
    created_at: Number(row.created_at),
    started_at: n(row.started_at),
    finished_at: n(row.finished_at),
    expires_at: Number(row.expires_at),
  };
}

/** The UTC day of an epoch-ms time, e.g. `2026-11-22` (quota days are UTC, like the guard's). */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}
