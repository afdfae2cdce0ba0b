import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NET_STATUS_PATH } from '../../common/net-status.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { netStatusSchema } from './net-status.js';

const validAnswer = new Ajv({ strict: false }).compile(netStatusSchema);

describe.each(DATABASES)('/api/getNetStatus on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // No workers: queued tasks stay queued.
    server = await startTestServer(kind, { TASK_WORKERS: '0', TASK_BUSY_QUEUED: '2', STORAGE_MIN_FREE_BYTES: '0' });
  });
  afterAll(() => server.close());
  const get = (s: TestServer, url = NET_STATUS_PATH) => s.app.inject({ method: 'GET', url });

  it('answers reachable with server tools available, not cached, without a token', async () => {
    const res = await get(server);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ret: 0, data: { reachable: true, serverTools: true, reasons: [] } });
    expect(validAnswer(res.json())).toBe(true);
  });

  it('says the queue is busy once TASK_BUSY_QUEUED tasks wait, and writes nothing itself', async () => {
    const now = Date.now();
    for (const id of ['busy-task-000001', 'busy-task-000002'])
      await server.app.tasks.store.insert({
        id,
        kind: 'none',
        visitor: 'v-000000000001',
        options: {},
        inputs: [],
        maxAttempts: 1,
        now,
        ttlMs: 60_000,
      });
    const before = await server.db.kysely.selectFrom('tasks').selectAll().execute();
    // The count is kept a few seconds: wait for a fresh one.
    await expect
      .poll(async () => (await get(server)).json().data, { timeout: 6000, interval: 500 })
      .toEqual({ reachable: true, serverTools: false, reasons: ['queue busy'] });
    expect(await server.db.kysely.selectFrom('tasks').selectAll().execute()).toEqual(before);
  });

  it('says storage is full when the files under DATA_DIR reach STORAGE_MAX_BYTES', async () => {
    const s = await startTestServer(kind, { STORAGE_MAX_BYTES: '10', STORAGE_MIN_FREE_BYTES: '0' });
    try {
      writeFileSync(path.join(s.config.dataDir, 'filler.bin'), Buffer.alloc(64));
      await s.app.storage.refresh();
      const res = await get(s);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ reachable: true, serverTools: false, reasons: ['storage full'] });
      expect(validAnswer(res.json())).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('bad input gets the catalogue answer, not a 500', async () => {
    const res = await get(server, `${NET_STATUS_PATH}?nope=1`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^1100,/);
    const post = await server.app.inject({ method: 'POST', url: NET_STATUS_PATH });
    expect(post.statusCode).toBeLessThan(500);
  });
});
