import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { USER_INFO_PATH } from '../../common/user-info.js';
import { demoLogin } from '../login/test-helpers.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { userInfoAnswerSchema } from './user-info.js';

const validAnswer = new Ajv({ strict: false }).compile(userInfoAnswerSchema);
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

describe.each(DATABASES)('/api/getUserInfor on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { DEMO_LOGIN: '1' });
  });
  afterAll(() => server.close());
  const get = (cookies: Record<string, string> = {}, url = USER_INFO_PATH) =>
    server.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader(cookies) } });

  it('answers 1101 when not logged in, and for a made-up token', async () => {
    for (const cookies of [
      {} as Record<string, string>,
      { qbtool_token: 'not-a-real-token', qbtool_refresh_token: 'nor-this' },
    ]) {
      const res = await get(cookies);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ret: 1101, msg: '请登录使用，谢谢。', data: null });
      expect(validAnswer(res.json())).toBe(true);
    }
  });

  it("answers the logged-in user's own profile, login type and login time; nobody else's", async () => {
    const before = Date.now();
    const alice = await demoLogin(server.app);
    const bob = await demoLogin(server.app);
    const res = await get(alice.cookies);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(validAnswer(body)).toBe(true);
    expect(body.ret).toBe(0);
    expect(body.data).toMatchObject({ qbid: alice.qbid, logintype: 'demo' });
    expect(Object.keys(body.data).sort()).toEqual(['login_time', 'logintype', 'logo', 'nick_name', 'qbid']);
    expect(body.data.login_time).toBeGreaterThanOrEqual(before - 1000);
    expect(body.data.login_time).toBeLessThanOrEqual(Date.now());
    expect((await get(bob.cookies)).json().data.qbid).toBe(bob.qbid);
  });

  it('answers 1101 after logout', async () => {
    const { cookies } = await demoLogin(server.app);
    expect((await get(cookies)).json().ret).toBe(0);
    await server.app.inject({ method: 'GET', url: API.logout, headers: { cookie: cookieHeader(cookies) } });
    expect((await get(cookies)).json().ret).toBe(1101);
  });

  it('bad input gets the catalogue answer, not a 500', async () => {
    const res = await get({}, `${USER_INFO_PATH}?qbid=someone-else`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^1100,/);
  });
});
