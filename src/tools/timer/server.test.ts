import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../../server/test-support.js';
import { TIME_PATH } from './server.js';

describe.each(DATABASES)('GET /api/tools/time on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 30_000);
  afterAll(() => server.close());
  it('answers the server clock, never cached', async () => {
    const before = Date.now();
    const res = await server.app.inject({ url: TIME_PATH });
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { now } = res.json<{ now: number }>();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(after);
  });
});
