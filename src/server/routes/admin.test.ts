import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { ADMIN_API, type AdminOverview } from '../../common/admin.js';
import type { FeedbackPage } from '../../common/feedback.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { demoLogin, setCookies } from '../login/test-helpers.js';
import { parseRange } from './admin.js';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';
const TODAY = new Date().toISOString().slice(0, 10);

describe('day ranges', () => {
  it('defaults to the last 30 days and refuses bad ones', () => {
    expect(parseRange({}, '2031-03-31')).toEqual({ from: '2031-03-02', to: '2031-03-31' });
    expect(parseRange({ from: '2031-01-01', to: '2031-01-01' }, '2031-03-31')).toEqual({
      from: '2031-01-01',
      to: '2031-01-01',
    });
    for (const bad of [
      { from: '2031-02-30', to: '2031-03-01' },
      { from: '2031-03-02', to: '2031-03-01' },
      { from: '2029-01-01', to: '2031-01-01' },
    ])
      expect(parseRange(bad, '2031-03-31')).toBeNull();
  });
});

describe.each(DATABASES)('operator dashboard API on %s', (kind) => {
  let server: TestServer;
  let session: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      ADMIN_TOKEN,
      DEMO_LOGIN: '1',
      BEACON_RATE_LIMIT_PER_MINUTE: '0',
      IP_RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      FEEDBACK_PER_HOUR: '0',
    });
  });
  afterAll(() => server.close());

  const post = (url: string, body: unknown, cookies: Record<string, string> = {}, ip = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { ...callHeaders({ cookies }), 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
    });
  const get = (url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, cookies, headers });
  const expectCatalogue = (res: { statusCode: number; body: string }, status: number, code: number) => {
    expect(res.statusCode).toBe(status);
    expect(parseErrorBody(res.body)?.code).toBe(code);
  };

  it('logs in with the token only: an HttpOnly, same-site session cookie', async () => {
    expectCatalogue(await get(ADMIN_API.session), 401, 1101);
    expectCatalogue(await post(ADMIN_API.login, { token: `${ADMIN_TOKEN}x` }), 401, 1101);
    // A login form post from another site has neither the timestamp nor the XSRF header.
    const forged = await server.app.inject({
      method: 'POST',
      url: ADMIN_API.login,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ token: ADMIN_TOKEN }),
    });
    expect(forged.statusCode).toBe(400);
    const ok = await post(ADMIN_API.login, { token: ADMIN_TOKEN });
    expect(ok.statusCode).toBe(200);
    const cookie = (ok.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find(
      (c) => c.name === 'toolbox_admin',
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    session = { toolbox_admin: setCookies(ok).toolbox_admin };
    expect((await get(ADMIN_API.session, session)).statusCode).toBe(200);
    expect((await get(ADMIN_API.overview, {}, { authorization: `Bearer ${ADMIN_TOKEN}` })).statusCode).toBe(200);
    expectCatalogue(await get(ADMIN_API.overview, { toolbox_admin: `${session.toolbox_admin}x` }), 401, 1101);
  });

  it('allows 10 login tries per IP a minute', async () => {
    const ip = '10.7.0.1';
    for (let i = 0; i < 10; i++) expect((await post(ADMIN_API.login, { token: 'wrong' }, {}, ip)).statusCode).toBe(401);
    expectCatalogue(await post(ADMIN_API.login, { token: ADMIN_TOKEN }, {}, ip), 429, 3);
  });

  it('shows page views and uses per tool per day, top tools, sources, ratings, queue and storage', async () => {
    for (const [tool, n] of [
      ['qrcode', 5],
      ['wordcount', 3],
    ] as const)
      for (let i = 0; i < n; i++) expect((await post(API.addToolPV, { toolid: tool })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await post(API.report, { toolUrl: '/wordcount.html?x=1', toolName: '字数统计' })).statusCode).toBe(200);
    const event = (source: string, callfrom: string) => ({
      eventname: 'qbtool_pv',
      guid: 'g',
      app_version: '1',
      extra: JSON.stringify({ page: 'qrcode', source, callfrom, is_pc: 1 }),
    });
    const events = [event('baidu', ''), event('baidu', ''), event('homepage_self', 'share_wx'), event('', '')];
    expect((await post(API.analytics, { events }, {})).statusCode).toBe(204);
    for (const score of [5, 4]) {
      const { cookies } = await demoLogin(server.app);
      expect((await post(API.addToolScore, { toolid: 'qrcode', score }, cookies)).statusCode).toBe(200);
    }

    const res = await get(`${ADMIN_API.overview}?from=${TODAY}&to=${TODAY}`, session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as AdminOverview;
    expect(data.days).toEqual([TODAY]);
    expect(data.pvByDay).toEqual([
      { day: TODAY, tool: 'qrcode', count: 5 },
      { day: TODAY, tool: 'wordcount', count: 3 },
    ]);
    expect(data.usesByDay).toEqual([{ day: TODAY, tool: 'wordcount', count: 4 }]);
    expect(data.tools.map((t) => [t.tool, t.pv, t.uses, t.ratings, t.score])).toEqual([
      ['qrcode', 5, 0, 2, 4.5],
      ['wordcount', 3, 4, 0, 0],
    ]);
    expect(data.sources).toEqual([
      { source: 'baidu', callfrom: '', visits: 2 },
      { source: '', callfrom: '', visits: 1 },
      { source: 'homepage_self', callfrom: 'share_wx', visits: 1 },
    ]);
    expect(data.stars).toEqual([0, 0, 0, 1, 1]);
    expect(data.queue.available).toBe(true);
    expect(data.queue.byState).toMatchObject({ queued: 0, running: 0, failed: 0 });
    expect(data.storage.maxBytes).toBe(2_000_000_000);
    expect(data.totals).toMatchObject({ pv: 8, uses: 4, ratings: 2 });

    expectCatalogue(await get(`${ADMIN_API.overview}?from=${TODAY}&to=2000-01-01`, session), 400, 1100);
    expectCatalogue(await get(`${ADMIN_API.overview}?from=x`, session), 400, 1100);
  });

  it('pages and searches feedback, literally and case-insensitively', async () => {
    for (const content of ['Printer 100% broken', 'the QR code tool is great', 'qr_code scan fails', '=cmd|calc'])
      expect((await post(API.feedback, { content })).statusCode).toBe(200);
    const search = async (q: string) =>
      (
        (await get(`${ADMIN_API.feedback}?q=${encodeURIComponent(q)}&pageSize=10`, session)).json().data as FeedbackPage
      ).items
        .map((i) => i.content)
        .sort();
    expect(await search('qr')).toEqual(['qr_code scan fails', 'the QR code tool is great']);
    expect(await search('100%')).toEqual(['Printer 100% broken']);
    expect(await search('r_c')).toEqual(['qr_code scan fails']);
    expect(await search('%')).toEqual(['Printer 100% broken']);
    const page = (await get(`${ADMIN_API.feedback}?q=qr&page=2&pageSize=1`, session)).json().data as FeedbackPage;
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items).toHaveLength(1);
  });

  it('exports CSV with a header row, and spreadsheet formulas defused', async () => {
    const pv = await get(`${ADMIN_API.export}?kind=pv&from=${TODAY}&to=${TODAY}`, session);
    expect(pv.statusCode).toBe(200);
    expect(pv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(pv.headers['content-disposition']).toBe(`attachment; filename="toolbox-pv-${TODAY}-${TODAY}.csv"`);
    expect(pv.body).toBe(`\uFEFFday,tool,page_views\r\n${TODAY},qrcode,5\r\n${TODAY},wordcount,3\r\n`);
    const feedback = await get(`${ADMIN_API.export}?kind=feedback&q=calc`, session);
    expect(feedback.body.split('\r\n')[1]).toContain(",'=cmd|calc,");
    for (const kind of ['uses', 'sources', 'tools'])
      expect((await get(`${ADMIN_API.export}?kind=${kind}`, session)).statusCode).toBe(200);
    expectCatalogue(await get(`${ADMIN_API.export}?kind=users`, session), 400, 1100);
    expectCatalogue(await get(`${ADMIN_API.export}?kind=pv`), 401, 1101);
  });

  it('logout ends the session cookie', async () => {
    const res = await post(ADMIN_API.logout, {}, session);
    expect(setCookies(res).toolbox_admin).toBe('');
  });
});

describe.each(DATABASES)('without ADMIN_TOKEN on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  it('has no dashboard and no admin API', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(404);
    for (const url of [ADMIN_API.overview, ADMIN_API.session, `${ADMIN_API.export}?kind=pv`])
      expect(parseErrorBody((await server.app.inject({ method: 'GET', url })).body)?.code).toBe(1300);
  });
});
