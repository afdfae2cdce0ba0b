import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';

describe.each(DATABASES)('usage statistics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { BEACON_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  const pvCount = async () => {
    const res = await server.app.inject({ method: 'GET', url: API.statistics });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.header).toEqual({ retCode: 0 });
    return body.pvCount as number;
  };
  const report = (body: unknown, headers = callHeaders()) =>
    server.app.inject({
      method: 'POST',
      url: API.report,
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(body),
    });
  const rows = async () => await server.db.kysely.selectFrom('usage_reports').selectAll().orderBy('id').execute();

  it('counts one use per report and stores it without the query', async () => {
    const before = await pvCount();
    const res = await report({
      toolUrl: 'https://x.test/qrcode.html?callfrom=share_wx#top',
      toolName: '二维码生成',
      tabName: '文本',
      userInfo: { guid: 'g', qimei36: '', qua2: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ header: { retCode: 0 } });
    expect(await pvCount()).toBe(before + 1);
    const last = (await rows()).at(-1)!;
    expect(last).toMatchObject({
      tool_url: 'https://x.test/qrcode.html',
      tool_name: '二维码生成',
      tab_name: '文本',
      day: new Date().toISOString().slice(0, 10),
    });
  });

  it('takes tabName as optional', async () => {
    const before = await pvCount();
    expect((await report({ toolUrl: '/wordcount.html', toolName: '字数统计' })).statusCode).toBe(200);
    expect(await pvCount()).toBe(before + 1);
    expect((await rows()).at(-1)!.tab_name).toBe('');
  });

  it('counts N concurrent reports exactly N times', async () => {
    const n = 60;
    const before = await pvCount();
    const rowsBefore = (await rows()).length;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => report({ toolUrl: `/tool-${i % 3}.html`, toolName: 'T', tabName: '' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(n).fill(200));
    expect(await pvCount()).toBe(before + n);
    expect((await rows()).length).toBe(rowsBefore + n);
  });

  it('changes nothing when a report is refused', async () => {
    const before = await pvCount();
    const rowsBefore = (await rows()).length;
    const refused = [
      await report({ toolUrl: '/a.html', toolName: 'A' }, callHeaders({ skewS: 600 })),
      await report(
        { toolUrl: '/a.html', toolName: 'A' },
        { ...callHeaders(), 'x-xsrf-token': 'another-xsrf-value-00000' },
      ),
      await report({ toolUrl: '/a.html' }),
      await report({ toolUrl: '/a.html', toolName: 'A', extra: 1 }),
      await report({ toolUrl: '', toolName: 'A' }),
      await report({ toolUrl: '/a.html', toolName: 7 }),
      await report({ toolUrl: '/a.html', toolName: 'A', tabName: null }),
      await report({ toolUrl: `/${'a'.repeat(600)}`, toolName: 'A' }),
      await report(['/a.html', 'A']),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 403, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of refused) expect(parseErrorBody(r.body)?.code).toBe(1100);
    expect(await pvCount()).toBe(before);
    expect((await rows()).length).toBe(rowsBefore);
  });

  it('refuses unknown query params on get_statistics', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${API.statistics}?x=1` });
    expect(res.statusCode).toBe(400);
    expect(parseErrorBody(res.body)?.code).toBe(1100);
  });
});

describe.each(DATABASES)('per-IP limit of usage reports on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { BEACON_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('answers code 3 past the limit and does not count the refused report', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2031, 5, 1, 8, 0, 5));
    try {
      const send = () =>
        server.app.inject({
          method: 'POST',
          url: API.report,
          remoteAddress: '10.1.1.1',
          headers: { ...callHeaders(), 'content-type': 'application/json' },
          payload: { toolUrl: '/a.html', toolName: 'A' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(parseErrorBody((await send()).body)?.code).toBe(3);
      expect((await server.app.inject({ method: 'GET', url: API.statistics })).json().pvCount).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(DATABASES)('a failed report write on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { BEACON_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  it('answers 1000, keeps neither the row nor the count (one transaction)', async () => {
    const { kysely } = server.db;
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: API.report,
        headers: { ...callHeaders(), 'content-type': 'application/json' },
        payload: { toolUrl: '/a.html', toolName: 'A' },
      });
    expect((await send()).statusCode).toBe(200);
    // The row insert succeeds, then the counter update fails: the insert must be rolled back.
    await sql`alter table counters rename to counters_away`.execute(kysely);
    const failed = await send();
    await sql`alter table counters_away rename to counters`.execute(kysely);
    expect(failed.statusCode).toBe(500);
    expect(parseErrorBody(failed.body)?.code).toBe(1000);
    expect(failed.body).not.toMatch(/counters/);
    const rows = await kysely
      .selectFrom('usage_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(1);
    expect((await server.app.inject({ method: 'GET', url: API.statistics })).json().pvCount).toBe(1);
  });
});
