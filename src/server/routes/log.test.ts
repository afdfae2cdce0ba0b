import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';

describe.each(DATABASES)('client error log on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { BEACON_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  const send = (body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: API.log,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'TestAgent/1.0' },
      payload: JSON.stringify(body),
    });
  const stored = () => server.db.kysely.selectFrom('client_logs').selectAll().orderBy('id').execute();

  it('stores a client error with its details', async () => {
    const res = await send({
      level: 'error',
      message: 'request failed',
      url: '/cgi-bin/tools/report',
      status: 500,
      body: '1000,服务出错了',
      userInfo: { guid: 'tbx_g', qimei36: '', qua2: '' },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await stored();
    expect(row).toMatchObject({
      level: 'error',
      message: 'request failed',
      url: '/cgi-bin/tools/report',
      status: 500,
      body: '1000,服务出错了',
      guid: 'tbx_g',
      user_agent: 'TestAgent/1.0',
    });
    expect(row.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('takes status and body as optional', async () => {
    expect((await send({ level: 'warn', message: 'slow', url: '/x.html' })).statusCode).toBe(204);
    expect((await stored()).at(-1)).toMatchObject({ level: 'warn', status: null, body: null, guid: null });
  });

  it('refuses bad entries and stores nothing of them', async () => {
    const before = (await stored()).length;
    const bad: unknown[] = [
      { level: 'info', message: 'm', url: '/' },
      { level: 'error', message: '', url: '/' },
      { level: 'error', message: 'm' },
      { level: 'error', message: 'm', url: '/', status: '500' },
      { level: 'error', message: 'm', url: '/', status: 5000 },
      { level: 'error', message: 'x'.repeat(2001), url: '/' },
      { level: 'error', message: 'm', url: '/', body: 'x'.repeat(8001) },
      { level: 'error', message: 'm', url: '/', stack: 'at x' },
      'error',
    ];
    for (const body of bad) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(parseErrorBody(res.body)?.code).toBe(1100);
    }
    expect((await stored()).length).toBe(before);
  });

  it('refuses a body over 16 KiB with a catalogue error', async () => {
    const res = await send({ level: 'error', message: 'm', url: '/', body: 'x'.repeat(17_000) });
    expect(res.statusCode).toBe(413);
    expect(parseErrorBody(res.body)?.code).toBe(1100);
  });
});
