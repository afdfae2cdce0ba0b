import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';

describe.each(DATABASES)('health and readiness on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { STORAGE_MIN_FREE_BYTES: '1' });
  });
  afterAll(() => server.close());
  const get = (s: TestServer, url: string) => s.app.inject({ method: 'GET', url });

  it('answers /healthz and /readyz when the database and the disk are fine', async () => {
    expect((await get(server, '/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get(server, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', disk: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready below the free-disk floor', async () => {
    const s = await startTestServer(kind, { STORAGE_MIN_FREE_BYTES: String(Number.MAX_SAFE_INTEGER) });
    try {
      const res = await get(s, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('1000,not ready: disk space');
    } finally {
      await s.close();
    }
  });

  it('is not ready without its database', async () => {
    const real = server.app.deps.db;
    // A database that no longer answers (its executor fails like a dropped connection).
    server.app.deps.db = {
      ...real,
      kysely: {
        getExecutor: () => {
          throw new Error('database down');
        },
      } as never,
    };
    try {
      const res = await get(server, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('1000,not ready: database');
      expect((await get(server, '/healthz')).statusCode).toBe(200);
    } finally {
      server.app.deps.db = real;
    }
    expect((await get(server, '/readyz')).statusCode).toBe(200);
  });

  it('once stopping: not ready, and new requests get a catalogue 503 with Connection: close', async () => {
    const s = await startTestServer(kind, { STORAGE_MIN_FREE_BYTES: '0' });
    try {
      s.app.draining = true;
      const ready = await get(s, '/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.body).toContain('shutting down');
      const call = await get(s, API.toolList);
      expect(call.statusCode).toBe(503);
      expect(call.body).toBe('1000,shutting down');
      expect(call.headers.connection).toBe('close');
      expect((await get(s, '/healthz')).statusCode).toBe(200);
    } finally {
      s.app.draining = false;
      await s.close();
    }
  });
});
