import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { demoLogin } from '../login/test-helpers.js';

describe.each(DATABASES)('page views and ratings on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Limits off: the concurrency test sends many calls from one address.
    server = await startTestServer(kind, {
      DEMO_LOGIN: '1',
      BEACON_RATE_LIMIT_PER_MINUTE: '0',
      IP_RATE_LIMIT_PER_MINUTE: '0',
      IP_DAILY_QUOTA: '0',
    });
  });
  afterAll(() => server.close());

  const record = async (toolid: string, cookies: Record<string, string> = {}) => {
    const res = await server.app.inject({
      method: 'GET',
      url: `${API.getToolRecord}?toolid=${toolid}`,
      headers: {
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { ret: number; data: { score_pv: number; score: number; my_score: number } };
  };
  const rate = (toolid: string, score: unknown, cookies: Record<string, string> = {}, body?: string) =>
    server.app.inject({
      method: 'POST',
      url: API.addToolScore,
      headers: { ...callHeaders({ cookies }), 'content-type': 'text/plain;charset=UTF-8' },
      payload: body ?? JSON.stringify({ toolid, score }),
    });
  const pv = (toolid: unknown) =>
    server.app.inject({
      method: 'POST',
      url: API.addToolPV,
      headers: { ...callHeaders(), 'content-type': 'text/plain' },
      payload: JSON.stringify({ toolid }),
    });

  it('counts page views per tool, and refuses unknown tools', async () => {
    const first = await pv('qrcode');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ret: 0, data: { pv: 1 } });
    expect((await pv('qrcode')).json().data.pv).toBe(2);
    const unknown = await pv('no_such_tool');
    expect(unknown.statusCode).toBe(400);
    expect(parseErrorBody(unknown.body)?.code).toBe(1100);
    for (const bad of [12, '', '../x', 'a b']) expect((await pv(bad)).statusCode).toBe(400);
  });

  it('page views need the call headers like every POST', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: API.addToolPV,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ toolid: 'qrcode' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('invalid timestamp');
  });

  it('a tool nobody rated has score_pv 0 and score 0', async () => {
    expect(await record('wordcount')).toEqual({ ret: 0, data: { score_pv: 0, score: 0, my_score: 0 } });
    const res = await server.app.inject({ method: 'GET', url: `${API.getToolRecord}?toolid=nope` });
    expect(res.statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: API.getToolRecord })).statusCode).toBe(400);
  });

  it('only a logged-in user may rate (1101)', async () => {
    const res = await rate('qrcode', 4);
    expect(res.statusCode).toBe(401);
    expect(parseErrorBody(res.body)?.code).toBe(1101);
    const forged = await rate('qrcode', 4, { qbtool_token: 'A'.repeat(43), qbtool_refresh_token: 'B'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    expect((await record('qrcode')).data.score_pv).toBe(0);
  });

  it('a score is an integer from 1 to 5 of a registered tool', async () => {
    const { cookies } = await demoLogin(server.app);
    for (const score of [0, 6, -1, 3.5, '4', null, true, 1e9]) {
      const res = await rate('qrcode', score, cookies);
      expect(res.statusCode, `score ${String(score)}`).toBe(400);
      expect(parseErrorBody(res.body)?.code).toBe(1100);
    }
    expect((await rate('no_such_tool', 3, cookies)).statusCode).toBe(400);
    expect(
      (await rate('qrcode', 3, cookies, JSON.stringify({ toolid: 'qrcode', score: 3, admin: true }))).statusCode,
    ).toBe(400);
    expect((await rate('qrcode', 3, cookies, '{"toolid":"qrcode",')).statusCode).toBe(400);
    expect((await record('qrcode', cookies)).data).toEqual({ score_pv: 0, score: 0, my_score: 0 });
  });

  it('once per user per tool: a second rating is refused and changes nothing', async () => {
    const { cookies } = await demoLogin(server.app);
    const ok = await rate('wordcount', 4, cookies);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ret: 0, data: { score_pv: 1, score: 4, my_score: 4 } });
    for (const score of [4, 1, 5]) {
      const again = await rate('wordcount', score, cookies);
      expect(again.statusCode).toBe(409);
      expect(again.body).toBe('1100,already rated');
    }
    expect((await record('wordcount', cookies)).data).toEqual({ score_pv: 1, score: 4, my_score: 4 });
    // Another user's rating counts; the first user's own score is still theirs.
    const other = await demoLogin(server.app);
    expect((await rate('wordcount', 1, other.cookies)).json().data).toEqual({ score_pv: 2, score: 2.5, my_score: 1 });
    expect((await record('wordcount', cookies)).data.my_score).toBe(4);
    expect((await record('wordcount')).data).toEqual({ score_pv: 2, score: 2.5, my_score: 0 });
    // The same user may rate another tool.
    expect((await rate('qrcode', 5, cookies)).statusCode).toBe(200);
  });

  it('a logged-out session can no longer rate', async () => {
    const { cookies } = await demoLogin(server.app);
    const out = await server.app.inject({
      method: 'GET',
      url: API.logout,
      headers: {
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
    });
    expect(out.statusCode).toBe(200);
    expect((await rate('qrcode', 2, cookies)).statusCode).toBe(401);
  });

  it('N users rating at once: the count and the average are exact', async () => {
    const n = 40;
    const tool = 'qrcode';
    const rows = () =>
      server.db.kysely.selectFrom('tool_ratings').select(['score']).where('tool_id', '=', tool).execute();
    const before = await rows();
    const users = await Promise.all(Array.from({ length: n }, () => demoLogin(server.app)));
    const scores = users.map((_, i) => (i % 5) + 1);
    // Each user also tries a second time at once: exactly one of each pair may win.
    const results = await Promise.all(
      users.flatMap((u, i) => [rate(tool, scores[i], u.cookies), rate(tool, 6 - scores[i], u.cookies)]),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(n);
    expect(statuses.filter((s) => s === 409)).toHaveLength(n);
    const winners = users.map((_, i) => (results[2 * i].statusCode === 200 ? scores[i] : 6 - scores[i]));
    const sum = before.reduce((a, r) => a + r.score, 0) + winners.reduce((a, b) => a + b, 0);
    const count = before.length + n;
    const rec = (await record(tool)).data;
    expect(rec.score_pv).toBe(count);
    expect(rec.score).toBe(Math.round((sum / count) * 100) / 100);
    // The aggregate agrees with the ratings themselves.
    const after = await rows();
    expect(after).toHaveLength(count);
    expect(after.reduce((a, r) => a + r.score, 0)).toBe(sum);
  });

  it('concurrent page views are all counted', async () => {
    const before = (await pv('wordcount')).json().data.pv;
    await Promise.all(Array.from({ length: 30 }, () => pv('wordcount')));
    expect((await pv('wordcount')).json().data.pv).toBe(before + 31);
  });
});
