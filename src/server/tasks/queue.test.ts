import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { ErrorCodes } from '../../common/errors.js';
import { loadConfig } from '../config.js';
import { openDb } from '../db/index.js';
import { DATABASES, freshDatabase } from '../test-support.js';
import { inputPath, newTaskId, taskDir } from './files.js';
import { TaskQueue } from './queue.js';
import { TaskStore } from './store.js';
import { TaskError, type TaskKind, type TasksConfig } from './types.js';
import { waitFor } from './test-helpers.js';

const log = pino({ level: 'silent' });
const SETTINGS: TasksConfig = {
  workers: 2,
  ttlSeconds: 3600,
  leaseSeconds: 30,
  maxAttempts: 3,
  maxBytes: 1000,
  dailyLimits: { office: 0, speech: 0, ocr: 0 },
  pollMs: 20,
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function database(kind: 'sqlite' | 'postgres') {
  const fresh = await freshDatabase(kind);
  cleanups.push(fresh.dispose);
  return fresh;
}

async function addTask(queue: TaskQueue, dataDir: string, kind: string, visitor = 'visitor-0001') {
  const id = newTaskId();
  await mkdir(path.dirname(inputPath(dataDir, id, 0)), { recursive: true });
  await writeFile(inputPath(dataDir, id, 0), 'input');
  await queue.create({ id, visitor, kind, options: {}, inputs: [{ file: '0', name: 'a.txt', size: 5 }] });
  return id;
}

function recorder(name: string, delayMs = 0, fail?: () => Error | null) {
  const runs: { id: string; worker: string }[] = [];
  const kind: TaskKind = {
    name,
    optionsSchema: { type: 'object' },
    async run(ctx) {
      runs.push({ id: ctx.taskId, worker: ctx.worker.id });
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const error = fail?.();
      if (error) throw error;
      const out = path.join(ctx.workDir, 'r.txt');
      await writeFile(out, ctx.taskId);
      return { path: out, name: 'r.txt', mime: 'text/plain' };
    },
  };
  return { kind, runs };
}

describe.each(DATABASES)('task store on %s', (dbKind) => {
  it('claims the oldest runnable task of the asked kinds, once', async () => {
    const { db } = await database(dbKind);
    const store = new TaskStore(db.kysely, db.dialect);
    const base = { visitor: 'v-00000001', options: {}, inputs: [], maxAttempts: 2, ttlMs: 60_000 };
    await store.insert({ ...base, id: 'a'.repeat(32), kind: 'x', now: 1000 });
    await store.insert({ ...base, id: 'b'.repeat(32), kind: 'y', now: 1001 });
    await store.insert({ ...base, id: 'c'.repeat(32), kind: 'x', now: 1002 });
    expect(await store.claim(['z'], 'w1', 2000, 100)).toBeNull();
    const first = await store.claim(['x', 'y'], 'w1', 2000, 100);
    expect(first?.row).toMatchObject({ id: 'a'.repeat(32), state: 'running', attempts: 1, lease_owner: 'w1' });
    const second = await store.claim(['x'], 'w2', 2000, 100);
    expect(second?.row.id).toBe('c'.repeat(32));
    expect(await store.claim(['x'], 'w3', 2000, 100)).toBeNull();
  });

  it('takes a task back after its lease ran out, fences the old claim, and fails it after N attempts', async () => {
    const { db } = await database(dbKind);
    const store = new TaskStore(db.kysely, db.dialect);
    const id = 'd'.repeat(32);
    await store.insert({
      id,
      kind: 'x',
      visitor: 'v-00000001',
      options: {},
      inputs: [],
      maxAttempts: 2,
      now: 0,
      ttlMs: 60_000,
    });
    const dead = (await store.claim(['x'], 'dead-worker', 1000, 100))!;
    expect(await store.reapExpiredLeases(1050, 60_000)).toEqual({ requeued: 0, failed: [] });
    expect(await store.reapExpiredLeases(1200, 60_000)).toEqual({ requeued: 1, failed: [] });
    const second = (await store.claim(['x'], 'live-worker', 1200, 100))!;
    expect(second.attempt).toBe(2);
    // The first worker woke up: none of its writes land.
    expect(await store.renew(dead, 1300, 100, 50)).toBe(false);
    expect(await store.complete(dead, { file: 'r.txt', name: 'r', size: 1, mime: 'x' }, 1300, 1000)).toBe(false);
    expect(await store.renew(second, 1250, 100, 50)).toBe(true);
    // Its second worker dies too: that was the last attempt.
    expect(await store.reapExpiredLeases(1400, 60_000)).toEqual({ requeued: 0, failed: [id] });
    const row = await store.get(id, 'v-00000001');
    expect(row).toMatchObject({ state: 'failed', error_code: ErrorCodes.server, attempts: 2 });
  });
});

describe.each(DATABASES)('task queue on %s', (dbKind) => {
  async function queue(settings: Partial<TasksConfig> = {}, fresh?: Awaited<ReturnType<typeof database>>) {
    const { db, config } = fresh ?? (await database(dbKind));
    const q = new TaskQueue(db, { ...SETTINGS, ...settings }, config.dataDir, log);
    cleanups.push(() => q.stop());
    return { q, db, dataDir: config.dataDir };
  }

  it('retries a task that throws an ordinary error, then fails it with the server code', async () => {
    const { q, dataDir } = await queue({ maxAttempts: 2 });
    const { kind, runs } = recorder('flaky', 0, () => new Error('engine crashed'));
    q.register(kind);
    q.start();
    const id = await addTask(q, dataDir, 'flaky');
    const row = await waitFor(async () => {
      const r = await q.store.get(id, 'visitor-0001');
      return r?.state === 'failed' ? r : undefined;
    });
    expect(runs.length).toBe(2);
    expect(row).toMatchObject({ attempts: 2, error_code: ErrorCodes.server });
    // The inputs go right after the final state is written.
    await waitFor(async () => (existsSync(path.join(taskDir(dataDir, id), 'in')) ? undefined : true));
  });

  it('fails a task at once with the code of its TaskError', async () => {
    const { q, dataDir } = await queue();
    const { kind, runs } = recorder('strict', 0, () => new TaskError(ErrorCodes.encryptedDocument, 'locked'));
    q.register(kind);
    q.start();
    const id = await addTask(q, dataDir, 'strict');
    const row = await waitFor(async () => {
      const r = await q.store.get(id, 'visitor-0001');
      return r?.state === 'failed' ? r : undefined;
    });
    expect(runs.length).toBe(1);
    expect(row).toMatchObject({ error_code: ErrorCodes.encryptedDocument, error_detail: 'locked' });
  });

  it('deletes a finished task and its files once its time to live is over', async () => {
    const { q, dataDir } = await queue({ ttlSeconds: 1 });
    const { kind } = recorder('quick');
    q.register(kind);
    q.start();
    const id = await addTask(q, dataDir, 'quick');
    await waitFor(async () => ((await q.store.get(id, 'visitor-0001'))?.state === 'done' ? true : undefined));
    expect(existsSync(taskDir(dataDir, id))).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    await q.sweep();
    expect(await q.store.get(id, 'visitor-0001')).toBeNull();
    expect(existsSync(taskDir(dataDir, id))).toBe(false);
  });

  it('fails a task still queued at its time to live with code 1208, drops its input and gives its daily use back', async () => {
    const { db, config } = await database(dbKind);
    let now = Date.parse('2030-01-01T23:59:30Z');
    const limits = { office: 5, speech: 0, ocr: 0 };
    const settings = { ...SETTINGS, workers: 0, ttlSeconds: 60, dailyLimits: limits };
    const q = new TaskQueue(db, settings, config.dataDir, log, () => now);
    cleanups.push(() => q.stop());
    q.register(recorder('waiting').kind);
    const id = await addTask(q, config.dataDir, 'waiting');
    expect(await q.usage('visitor-0001')).toEqual({ used: 1, limit: 5 });
    now += 59_000;
    await q.sweep();
    expect((await q.store.get(id, 'visitor-0001'))?.state).toBe('queued');
    // Past its time to live (and past midnight: the use goes back to the day it was counted on).
    now += 2_000;
    await q.sweep();
    expect(await q.store.get(id, 'visitor-0001')).toMatchObject({
      state: 'failed',
      error_code: ErrorCodes.queueTimeout,
      expires_at: now + 60_000,
    });
    expect(existsSync(path.join(taskDir(config.dataDir, id), 'in'))).toBe(false);
    now -= 61_000;
    expect(await q.usage('visitor-0001')).toEqual({ used: 0, limit: 5 });
    // The visitor can read why for another time to live; then it goes like any ended task.
    now += 61_000 + 60_001;
    await q.sweep();
    expect(await q.store.get(id, 'visitor-0001')).toBeNull();
  });

  it.runIf(dbKind === 'postgres')(
    'two instances share one queue: every task runs exactly once, and a dead instance’s task is taken over',
    async () => {
      const fresh = await database(dbKind);
      // A second instance: its own connection pool on the same schema, its own workers.
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: fresh.config.dataDir,
        DATABASE_URL: fresh.config.databaseUrl,
        DATABASE_SCHEMA: fresh.config.databaseSchema,
      });
      const otherDb = openDb(config);
      cleanups.push(() => otherDb.kysely.destroy());
      const a = await queue({ leaseSeconds: 1 }, fresh);
      const b = await queue({ leaseSeconds: 1 }, { ...fresh, db: otherDb });
      const { kind, runs } = recorder('shared', 15);
      a.q.register(kind);
      b.q.register(kind);

      // A task claimed by an instance that then died (kill -9: its lease is never renewed).
      const orphan = await addTask(a.q, fresh.config.dataDir, 'shared');
      const dead = await a.q.store.claim(['shared'], 'killed-instance/0', Date.now(), 1000);
      expect(dead?.row.id).toBe(orphan);

      const ids = [];
      for (let i = 0; i < 40; i++) ids.push(await addTask(i % 2 ? a.q : b.q, fresh.config.dataDir, 'shared'));
      a.q.start();
      b.q.start();
      const all = [...ids, orphan];
      await waitFor(async () => {
        const rows = await a.q.store.getMany(all, 'visitor-0001');
        return rows.every((r) => r.state === 'done') ? true : undefined;
      }, 30_000);
      const counts = new Map<string, number>();
      for (const r of runs) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(counts.keys())).toEqual(new Set(all));
      const instances = new Set(runs.map((r) => r.worker.split('/')[0]));
      expect(instances).toEqual(new Set([a.q.instanceId, b.q.instanceId]));
      expect((await a.q.store.get(orphan, 'visitor-0001'))?.attempts).toBe(2);
    },
    40_000,
  );
});
