/**
 * Defect 1 of the hardening issue: a NUL byte in text was a 500 on PostgreSQL (stored as is on SQLite) and,
 * in a group-committed batch, failed every other visitor's report too. Text is now refused by schema the same
 * on both databases, and a row the database refuses fails alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { usageReportWriter } from '../statistics/usage-reports.js';

describe.each(DATABASES)('control characters in text on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { BEACON_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  const post = (url: string, body: unknown, headers: Record<string, string> = callHeaders()) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(body),
    });
  const expectRefused = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(400);
    expect(parseErrorBody(res.body)?.code).toBe(1100);
  };
  const count = async (table: 'usage_reports' | 'analytics_events' | 'client_logs') =>
    Number(
      (
        await server.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pvCounter = async () =>
    Number(
      (await server.db.kysely.selectFrom('counters').select('value').where('name', '=', 'pv').executeTakeFirstOrThrow())
        .value,
    );

  it('refuses a usage report with a NUL or another control character in any field', async () => {
    for (const body of [
      { toolUrl: '/qrcode.html', toolName: 'QR\u0000' },
      { toolUrl: '/qr\u0000code.html', toolName: 'QR' },
      { toolUrl: '/qrcode.html', toolName: 'QR', tabName: '\u001b[31m' },
      { toolUrl: '/qrcode.html', toolName: 'QR', userInfo: { guid: 'g\u0000' } },
    ])
      expectRefused(await post(API.report, body));
    expect(await count('usage_reports')).toBe(0);
  });

  it('a bad report among many valid ones fails alone: every valid one is stored and counted', async () => {
    const before = await pvCounter();
    const valid = Array.from({ length: 30 }, (_, i) =>
      post(API.report, { toolUrl: `/t${i}.html`, toolName: `工具${i}` }),
    );
    const bad = Array.from({ length: 5 }, () => post(API.report, { toolUrl: '/x.html', toolName: 'x\u0000' }));
    const answers = await Promise.all([...valid, ...bad]);
    expect(answers.slice(0, 30).map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    for (const r of answers.slice(30)) expectRefused(r);
    expect((await pvCounter()) - before).toBe(30);
  });

  it('refuses analytics events with control characters, also inside extra', async () => {
    const event = { eventname: 'qbtool_pv', guid: 'g1', app_version: '1', extra: '{"page":"home"}' };
    for (const e of [
      { ...event, guid: 'g\u0000' },
      { ...event, app_version: '\u0007' },
      { ...event, extra: JSON.stringify({ page: 'home\u0000' }) },
      { ...event, extra: JSON.stringify({ page: 'home', source: 'x\u0000y' }) },
    ])
      expectRefused(await post(API.analytics, { events: [event, e] }, {}));
    expect(await count('analytics_events')).toBe(0);
    expect((await post(API.analytics, { events: [event] }, {})).statusCode).toBe(204);
  });

  it('refuses client logs with control characters', async () => {
    const log = { level: 'error', message: 'failed', url: '/x' };
    for (const body of [
      { ...log, message: 'a\u0000b' },
      { ...log, url: '/\u0000' },
      { ...log, body: '1000,\u0000' },
      { ...log, userInfo: { guid: '\u0000' } },
    ])
      expectRefused(await post(API.log, body, {}));
    expect(await count('client_logs')).toBe(0);
    // Line breaks and tabs are text: a stack trace is a fine message.
    expect((await post(API.log, { ...log, message: 'Error: x\n\tat f (a.js:1)' }, {})).statusCode).toBe(204);
  });

  it('a row the database itself refuses fails alone in its batch', async () => {
    const writer = usageReportWriter(server.db);
    const before = await pvCounter();
    const storedBefore = await count('usage_reports');
    const at = new Date();
    const results = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => writer.add({ toolUrl: `/ok${i}.html`, toolName: 'ok', tabName: '', at })),
      // NOT NULL on both databases: refused by the database, not by a schema.
      writer.add({ toolUrl: '/bad.html', toolName: null as unknown as string, tabName: '', at }),
      ...Array.from({ length: 10 }, (_, i) => writer.add({ toolUrl: `/ok${i}.html`, toolName: 'ok', tabName: '', at })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(results[10].status).toBe('rejected');
    expect((await count('usage_reports')) - storedBefore).toBe(20);
    expect((await pvCounter()) - before).toBe(20);
  });
});
