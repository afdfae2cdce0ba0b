import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API, XSRF_COOKIE, XSRF_HEADER } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { LOGIN_COOKIES, OAUTH_STATE_COOKIE } from '../../common/login.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { startFakeProviders, type FakeProviders } from '../test-providers/index.js';
import { hashToken } from '../login/sessions.js';
import { demoLogin, loginCookies, setCookies } from '../login/test-helpers.js';

type Cookie = {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
  sameSite?: string;
  secure?: boolean;
  httpOnly?: boolean;
  path?: string;
  domain?: string;
};

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
const cookieList = (res: LightMyRequestResponse) => res.cookies as Cookie[];

let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());

describe.each(DATABASES)('QQ and WeChat login on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { ...fake.env, BEACON_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  const start = (body: Record<string, unknown>, extraHeaders: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: API.loginStart,
      headers: { ...callHeaders(), 'content-type': 'text/plain', ...extraHeaders },
      payload: JSON.stringify(body),
    });

  /** Plays the browser at the QQ consent page: returns the callback address QQ redirects to. */
  async function qqConsent(authorizeUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('授权并登录');
    const u = new URL(authorizeUrl);
    const confirm = new URL('/qq/oauth2.0/authorize/confirm', u.origin);
    for (const k of ['client_id', 'redirect_uri', 'state']) confirm.searchParams.set(k, u.searchParams.get(k)!);
    confirm.searchParams.set('decision', decision);
    const res = await fetch(confirm, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return res.headers.get('location')!;
  }

  /** Plays the browser and the phone at WeChat's QR: returns the callback address the QR page sends the top window to. */
  async function wxScan(qrconnectUrl: string, confirm = true): Promise<string> {
    const html = await (await fetch(qrconnectUrl)).text();
    const confirmUrl = /data-confirm-url="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    const uuid = new URL(confirmUrl).searchParams.get('uuid')!;
    const phone = await fetch(`${confirmUrl}&decision=${confirm ? 'allow' : 'deny'}`);
    expect(phone.status).toBe(200);
    const status = await (
      await fetch(`${new URL(qrconnectUrl).origin}/wxopen/connect/l/qrconnect?uuid=${uuid}`)
    ).json();
    expect(status.status).toBe(confirm ? 'confirmed' : 'cancelled');
    return status.redirect as string;
  }

  /** Follows the provider's redirect into our callback, with the browser's state cookie. */
  function callback(location: string, stateCookie: string | undefined, extra: Record<string, string> = {}) {
    const u = new URL(location);
    expect(u.pathname).toBe(API.loginCallback);
    return server.app.inject({
      method: 'GET',
      url: `${u.pathname}${u.search}`,
      headers: { cookie: cookieHeader({ ...(stateCookie ? { [OAUTH_STATE_COOKIE]: stateCookie } : {}), ...extra }) },
    });
  }

  const loginInfo = async (cookies: Record<string, string>) =>
    (
      await server.app.inject({ method: 'GET', url: API.getLoginInfo, headers: { cookie: cookieHeader(cookies) } })
    ).json();

  it('offers QQ and WeChat (with the script address), and no demo login when providers are configured', async () => {
    const res = await server.app.inject({ method: 'GET', url: API.loginOptions });
    expect(res.json()).toEqual({ ret: 0, data: { qq: true, wx: true, demo: false, wxScriptUrl: fake.wxScriptUrl } });
    expect(
      (await server.app.inject({ method: 'POST', url: API.demoLogin, headers: callHeaders(), payload: {} })).statusCode,
    ).toBe(403);
  });

  it('QQ: authorize → token → me → get_user_info, then the session cookies and getLoginInfo', async () => {
    fake.next.qq = { key: 'qq-round-trip', nickname: '企鹅一号' };
    const started = await start({ type: 'qq', _path: '/wordcount.html', search: '?a=1&b=%E4%B8%AD', autoLogin: true });
    expect(started.statusCode).toBe(200);
    const data = started.json().data;
    const authorize = new URL(data.url);
    expect(authorize.origin + authorize.pathname).toBe(`${fake.qqBaseUrl}/oauth2.0/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fake.qq.appId,
      state: data.state,
      scope: 'get_user_info',
    });
    // The return address carries _path, search and logintype=qq; auto login is on, so no session=1.
    const ret = new URL(authorize.searchParams.get('redirect_uri')!);
    expect(ret.pathname).toBe(API.loginCallback);
    expect(Object.fromEntries(ret.searchParams)).toEqual({
      _path: '/wordcount.html',
      search: '?a=1&b=%E4%B8%AD',
      logintype: 'qq',
    });
    const state = cookieList(started).find((c) => c.name === OAUTH_STATE_COOKIE)!;
    expect(state).toMatchObject({ value: data.state, sameSite: 'Lax', httpOnly: true, path: API.loginCallback });
    expect(state.maxAge).toBeLessThanOrEqual(600);
    // The state is stored hashed, never as is.
    const row = await server.db.kysely
      .selectFrom('oauth_states')
      .selectAll()
      .where('state_hash', '=', hashToken(data.state))
      .executeTakeFirst();
    expect(row?.provider).toBe('qq');

    const back = await callback(await qqConsent(data.url), data.state);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/wordcount.html?a=1&b=%E4%B8%AD');
    const cookies = cookieList(back);
    const names = Object.values(LOGIN_COOKIES);
    for (const name of names) {
      const c = cookies.find((x) => x.name === name);
      expect(c, name).toBeDefined();
      expect(c!.sameSite).toBe('Strict');
      expect(c!.path).toBe('/');
      expect(c!.maxAge).toBe(30 * 86_400);
    }
    const set = setCookies(back);
    expect(set[LOGIN_COOKIES.logintype]).toBe('qq');
    expect(set[LOGIN_COOKIES.loginname]).toBe('企鹅一号');
    expect(set[LOGIN_COOKIES.openid]).toBe(fake.openidOf(fake.qq.appId, fake.next.qq));
    expect(set[LOGIN_COOKIES.appid]).toBe(fake.qq.appId);
    expect(cookies.find((c) => c.name === LOGIN_COOKIES.token)!.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === LOGIN_COOKIES.refreshToken)!.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === LOGIN_COOKIES.qbid)!.httpOnly).toBeFalsy();
    // The token is opaque, random, and only its sha256 is stored.
    const token = set[LOGIN_COOKIES.token];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await server.db.kysely
      .selectFrom('login_sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(session)).not.toContain(token);

    const info = await loginInfo(loginCookies(back));
    expect(info).toEqual({
      ret: 0,
      data: {
        qbid: set[LOGIN_COOKIES.qbid],
        nick_name: '企鹅一号',
        logo: expect.stringContaining('/avatar/qq-round-trip.svg'),
      },
    });
    // The server used the documented calls, with the exact return address at the token endpoint.
    const tokenCall = fake.calls.filter((c) => c.includes('/qq/oauth2.0/token')).at(-1)!;
    expect(new URL(tokenCall.split(' ')[1], 'http://x').searchParams.get('redirect_uri')).toBe(
      authorize.searchParams.get('redirect_uri'),
    );
    expect(fake.calls.some((c) => c.includes('/qq/oauth2.0/me?access_token='))).toBe(true);
    expect(fake.calls.some((c) => c.includes('/qq/user/get_user_info?'))).toBe(true);

    // Logging in again as the same QQ user keeps the same qbid.
    const again = await start({ type: 'qq', _path: '/', search: '' });
    const back2 = await callback(await qqConsent(again.json().data.url), again.json().data.state);
    expect(setCookies(back2)[LOGIN_COOKIES.qbid]).toBe(set[LOGIN_COOKIES.qbid]);
  });

  it('the state is single use: replaying the callback is refused and logs nobody in', async () => {
    const started = (await start({ type: 'qq', _path: '/qrcode.html', search: '' })).json().data;
    const location = await qqConsent(started.url);
    const first = await callback(location, started.state);
    expect(first.headers.location).toBe('/qrcode.html');
    const replay = await callback(location, started.state);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/qrcode.html?login_error=expired');
    expect(loginCookies(replay)).toEqual({});
  });

  it("a callback without this browser's state cookie is refused, and the state survives for its owner", async () => {
    const started = (await start({ type: 'qq', _path: '/qrcode.html', search: '' })).json().data;
    const location = await qqConsent(started.url);
    const planted = await callback(location, undefined);
    expect(planted.headers.location).toBe('/qrcode.html?login_error=expired');
    expect(loginCookies(planted)).toEqual({});
    const wrong = await callback(location, 'x'.repeat(43));
    expect(loginCookies(wrong)).toEqual({});
    const owner = await callback(location, started.state);
    expect(owner.headers.location).toBe('/qrcode.html');
    expect(loginCookies(owner)[LOGIN_COOKIES.token]).toBeDefined();
  });

  it('refuses return addresses that leave the site (no open redirect)', async () => {
    const bad: [string, string][] = [
      ['//evil.example/x', ''],
      ['https://evil.example/', ''],
      ['/\\evil.example', ''],
      ['/\t/evil.example', ''],
      ['evil.example', ''],
      ['/ok', 'x=1'],
      ['/ok', '?x=1#frag'],
      ['javascript:alert(1)', ''],
      ['/%0a/evil', '?\n'],
    ];
    for (const [path, search] of bad) {
      const res = await start({ type: 'qq', _path: path, search });
      expect(res.statusCode, `${path} ${search}`).toBe(400);
      expect(parseErrorBody(res.body)?.code).toBe(1100);
    }
    // A callback whose _path was changed after the state was made is refused, and never sent off-site.
    const started = (await start({ type: 'qq', _path: '/qrcode.html', search: '' })).json().data;
    const location = new URL(await qqConsent(started.url));
    for (const evil of ['//evil.example/', 'https://evil.example/']) {
      location.searchParams.set('_path', evil);
      const res = await callback(location.toString(), started.state);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/\?login_error=(failed|expired)$/);
      expect(loginCookies(res)).toEqual({});
    }
    const started2 = (await start({ type: 'qq', _path: '/qrcode.html', search: '' })).json().data;
    const location2 = new URL(await qqConsent(started2.url));
    location2.searchParams.set('_path', '/wordcount.html');
    const moved = await callback(location2.toString(), started2.state);
    expect(moved.headers.location).toBe('/wordcount.html?login_error=failed');
    expect(loginCookies(moved)).toEqual({});
  });

  it('auto login unchecked: session=1 in the return address, and session cookies', async () => {
    const started = (await start({ type: 'qq', _path: '/qrcode.html', search: '?x=2', autoLogin: false })).json().data;
    const ret = new URL(new URL(started.url).searchParams.get('redirect_uri')!);
    expect(ret.searchParams.get('session')).toBe('1');
    const back = await callback(await qqConsent(started.url), started.state);
    expect(back.headers.location).toBe('/qrcode.html?x=2');
    const cookies = cookieList(back).filter((c) => (Object.values(LOGIN_COOKIES) as string[]).includes(c.name));
    expect(cookies).toHaveLength(8);
    for (const c of cookies) {
      expect(c.maxAge, c.name).toBeUndefined();
      expect(c.expires, c.name).toBeUndefined();
    }
    const session = await server.db.kysely
      .selectFrom('login_sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(setCookies(back)[LOGIN_COOKIES.token]))
      .executeTakeFirstOrThrow();
    expect(session.persistent).toBe(0);
    // Dropping session=1 from the callback does not turn it into a lasting login.
    const started2 = (await start({ type: 'qq', _path: '/', search: '', autoLogin: false })).json().data;
    const location = new URL(await qqConsent(started2.url));
    location.searchParams.delete('session');
    expect(loginCookies(await callback(location.toString(), started2.state))).toEqual({});
  });

  it('the visitor cancelling at QQ comes back without a login', async () => {
    const started = (await start({ type: 'qq', _path: '/qrcode.html', search: '' })).json().data;
    const back = await callback(await qqConsent(started.url, 'deny'), started.state);
    expect(back.headers.location).toBe('/qrcode.html?login_error=cancelled');
    expect(loginCookies(back)).toEqual({});
  });

  it('a code the provider refuses (forged, or already used) ends in login_error=failed', async () => {
    const started = (await start({ type: 'qq', _path: '/qrcode.html', search: '' })).json().data;
    const location = new URL(await qqConsent(started.url));
    location.searchParams.set('code', 'FORGED0000');
    const back = await callback(location.toString(), started.state);
    expect(back.headers.location).toBe('/qrcode.html?login_error=failed');
    expect(loginCookies(back)).toEqual({});
  });

  it('WeChat: qrconnect → scan and confirm → sns/oauth2/access_token → sns/userinfo', async () => {
    fake.next.wx = { key: 'wx-round-trip', nickname: '微信二号' };
    const started = await start({ type: 'wx', _path: '/qrcode.html', search: '' });
    const data = started.json().data;
    expect(data).toMatchObject({ appid: fake.wx.appId, scope: 'snsapi_login', state: expect.any(String) });
    const ret = new URL(data.redirect_uri);
    expect(Object.fromEntries(ret.searchParams)).toEqual({ _path: '/qrcode.html', search: '' });
    expect(data.url.startsWith(`${fake.wxOpenBaseUrl}/connect/qrconnect?`)).toBe(true);
    const back = await callback(await wxScan(data.url), data.state);
    expect(back.headers.location).toBe('/qrcode.html');
    const set = setCookies(back);
    expect(set[LOGIN_COOKIES.logintype]).toBe('wx');
    expect(set[LOGIN_COOKIES.loginname]).toBe('微信二号');
    expect(set[LOGIN_COOKIES.appid]).toBe(fake.wx.appId);
    expect((await loginInfo(loginCookies(back))).data.nick_name).toBe('微信二号');
  });

  it('WeChat: refusing on the phone comes back without a login', async () => {
    const data = (await start({ type: 'wx', _path: '/', search: '' })).json().data;
    const back = await callback(await wxScan(data.url, false), data.state);
    expect(back.headers.location).toBe('/?login_error=cancelled');
    expect(loginCookies(back)).toEqual({});
  });

  it('logout revokes the session: its tokens no longer work anywhere', async () => {
    const data = (await start({ type: 'qq', _path: '/', search: '' })).json().data;
    const cookies = loginCookies(await callback(await qqConsent(data.url), data.state));
    expect((await loginInfo(cookies)).ret).toBe(0);
    const out = await server.app.inject({ method: 'GET', url: API.logout, headers: { cookie: cookieHeader(cookies) } });
    expect(out.json()).toEqual({ ret: 0 });
    const cleared = cookieList(out).filter((c) => (Object.values(LOGIN_COOKIES) as string[]).includes(c.name));
    expect(cleared).toHaveLength(8);
    for (const c of cleared) expect(c.value).toBe('');
    expect(await loginInfo(cookies)).toEqual({ ret: 1101, msg: '请登录使用，谢谢。', data: null });
    // Neither token alone brings it back.
    expect((await loginInfo({ [LOGIN_COOKIES.refreshToken]: cookies[LOGIN_COOKIES.refreshToken] })).ret).toBe(1101);
    const row = await server.db.kysely
      .selectFrom('login_sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(cookies[LOGIN_COOKIES.token]))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('an expired access token is renewed from the refresh token; an expired refresh token ends the login', async () => {
    const data = (await start({ type: 'qq', _path: '/', search: '' })).json().data;
    const cookies = loginCookies(await callback(await qqConsent(data.url), data.state));
    const hash = hashToken(cookies[LOGIN_COOKIES.token]);
    await server.db.kysely
      .updateTable('login_sessions')
      .set({ token_expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hash)
      .execute();
    expect((await loginInfo({ [LOGIN_COOKIES.token]: cookies[LOGIN_COOKIES.token] })).ret).toBe(1101);
    const renewed = await server.app.inject({
      method: 'GET',
      url: API.getLoginInfo,
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(renewed.json().ret).toBe(0);
    const fresh = setCookies(renewed)[LOGIN_COOKIES.token];
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(cookies[LOGIN_COOKIES.token]);
    expect((await loginInfo({ [LOGIN_COOKIES.token]: fresh })).ret).toBe(0);
    await server.db.kysely
      .updateTable('login_sessions')
      .set({ token_expires_at: Date.now() - 1000, refresh_expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hashToken(fresh))
      .execute();
    expect((await loginInfo({ ...cookies, [LOGIN_COOKIES.token]: fresh })).ret).toBe(1101);
  });

  it('getLoginInfo without a login: ret 1101 and no data (no HTTP error)', async () => {
    const res = await server.app.inject({ method: 'GET', url: API.getLoginInfo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ret: 1101, msg: '请登录使用，谢谢。', data: null });
  });

  describe('check_ctk', () => {
    const xsrf = 'xsrf-value-0123456789abcdef';
    const check = (query: Record<string, string>, withXsrf = true) =>
      server.app.inject({
        method: 'GET',
        url: `${API.checkCtk}?${new URLSearchParams(query)}`,
        headers: withXsrf ? { cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf } : {},
      });

    it('a QQ SDK token of our app is exchanged for a session: logintype becomes qq', async () => {
      const user = { key: 'qq-sdk-user', nickname: '浏览器用户' };
      const ctk = fake.issueQqToken(fake.qq.appId, user);
      const openid = fake.openidOf(fake.qq.appId, user);
      const res = await check({ ctk, openid, clientid: fake.qq.appId });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ret).toBe(0);
      const set = setCookies(res);
      expect(body.data).toBe(set[LOGIN_COOKIES.token]);
      expect(set[LOGIN_COOKIES.logintype]).toBe('qq');
      expect((await loginInfo(loginCookies(res))).data.nick_name).toBe('浏览器用户');
    });

    it('refuses a token of another user, another app, or one QQ does not know', async () => {
      const user = { key: 'qq-sdk-2', nickname: 'x' };
      const ctk = fake.issueQqToken(fake.qq.appId, user);
      expect(
        (
          await check({
            ctk,
            openid: fake.openidOf(fake.qq.appId, { key: 'someone-else', nickname: '' }),
            clientid: fake.qq.appId,
          })
        ).json(),
      ).toMatchObject({ ret: 1101, data: '' });
      const foreign = fake.issueQqToken('999', user);
      expect((await check({ ctk: foreign, openid: fake.openidOf('999', user), clientid: '999' })).json().ret).toBe(
        1101,
      );
      expect((await check({ ctk: 'NOPE', openid: 'X', clientid: fake.qq.appId })).json().ret).toBe(1101);
      for (const res of [await check({ ctk: 'NOPE', openid: 'X', clientid: fake.qq.appId })])
        expect(loginCookies(res)).toEqual({});
    });

    it('a native WeChat token (mode 3) is checked with WeChat', async () => {
      const { accessToken, openid } = fake.issueWxToken({ key: 'wx-native', nickname: '原生微信' });
      const res = await check({ ctk: accessToken, openid, clientid: fake.wx.appId, logintype: 'wx' });
      expect(res.json().ret).toBe(0);
      expect(setCookies(res)[LOGIN_COOKIES.logintype]).toBe('wx');
      expect(
        (await check({ ctk: accessToken, openid: 'OTHER', clientid: fake.wx.appId, logintype: 'wx' })).json().ret,
      ).toBe(1101);
    });

    it('needs the XSRF header (another site cannot log a visitor in) and its three parameters', async () => {
      const user = { key: 'qq-sdk-3', nickname: 'y' };
      const ctk = fake.issueQqToken(fake.qq.appId, user);
      const res = await check({ ctk, openid: fake.openidOf(fake.qq.appId, user), clientid: fake.qq.appId }, false);
      expect(res.statusCode).toBe(403);
      expect(loginCookies(res)).toEqual({});
      expect((await check({ ctk, openid: 'x' })).statusCode).toBe(400);
    });
  });

  it('behind an https proxy: Secure cookies under the parent domain', async () => {
    const proxied = await startTestServer(kind, {
      ...fake.env,
      TRUST_PROXY: 'true',
      ALLOWED_HOSTS: 'tools.example.com', // the return address is built only on a host we were told about
      BEACON_RATE_LIMIT_PER_MINUTE: '0',
    });
    try {
      const headers = {
        ...callHeaders(),
        'content-type': 'text/plain',
        host: 'tools.example.com',
        'x-forwarded-proto': 'https',
      };
      const started = await proxied.app.inject({
        method: 'POST',
        url: API.loginStart,
        headers,
        payload: JSON.stringify({ type: 'qq', _path: '/', search: '' }),
      });
      const data = started.json().data;
      expect(new URL(data.redirect_uri).origin).toBe('https://tools.example.com');
      expect(cookieList(started).find((c) => c.name === OAUTH_STATE_COOKIE)).toMatchObject({
        secure: true,
        sameSite: 'Lax',
      });
      const location = new URL(await qqConsent(data.url));
      const back = await proxied.app.inject({
        method: 'GET',
        url: `${location.pathname}${location.search}`,
        headers: {
          host: 'tools.example.com',
          'x-forwarded-proto': 'https',
          cookie: `${OAUTH_STATE_COOKIE}=${data.state}`,
        },
      });
      expect(back.headers.location).toBe('/');
      const cookies = cookieList(back).filter((c) => (Object.values(LOGIN_COOKIES) as string[]).includes(c.name));
      expect(cookies).toHaveLength(8);
      for (const c of cookies) expect(c).toMatchObject({ secure: true, sameSite: 'Strict', domain: '.example.com' });
    } finally {
      await proxied.close();
    }
  });
});

describe.each(DATABASES)('demo login on %s', (kind) => {
  const options = async (env: NodeJS.ProcessEnv) => {
    const server = await startTestServer(kind, env);
    try {
      const opts = (await server.app.inject({ method: 'GET', url: API.loginOptions })).json().data;
      const demo = await server.app.inject({
        method: 'POST',
        url: API.demoLogin,
        headers: callHeaders(),
        payload: { autoLogin: true },
      });
      return { opts, demo };
    } finally {
      await server.close();
    }
  };

  it('is on by itself only on a loopback address without providers', async () => {
    for (const host of ['localhost', '127.0.0.1', '::1']) {
      const { opts, demo } = await options({ HOST: host });
      expect(opts, host).toEqual({ qq: false, wx: false, demo: true });
      expect(demo.statusCode).toBe(200);
      expect(demo.json().data.nick_name).toMatch(/^演示用户\d{4}$/);
      expect(setCookies(demo)[LOGIN_COOKIES.logintype]).toBe('demo');
    }
  });

  it('is off on a public address unless DEMO_LOGIN=1, and off when DEMO_LOGIN=0', async () => {
    for (const host of ['0.0.0.0', '::', '203.0.113.5', 'tools.example.com']) {
      const { opts, demo } = await options({ HOST: host });
      expect(opts.demo, host).toBe(false);
      expect(demo.statusCode).toBe(403);
      expect(parseErrorBody(demo.body)?.code).toBe(1);
    }
    expect((await options({ HOST: '0.0.0.0', DEMO_LOGIN: '1' })).demo.statusCode).toBe(200);
    expect((await options({ HOST: 'localhost', DEMO_LOGIN: '0' })).demo.statusCode).toBe(403);
  });

  it('a demo user can log out; QQ and WeChat stay off without credentials', async () => {
    const server = await startTestServer(kind, { HOST: '127.0.0.1' });
    try {
      const { cookies, qbid } = await demoLogin(server.app, false);
      const info = (
        await server.app.inject({ method: 'GET', url: API.getLoginInfo, headers: { cookie: cookieHeader(cookies) } })
      ).json();
      expect(info.data.qbid).toBe(qbid);
      const start = await server.app.inject({
        method: 'POST',
        url: API.loginStart,
        headers: callHeaders(),
        payload: { type: 'qq', _path: '/' },
      });
      expect(start.statusCode).toBe(400);
      expect(parseErrorBody(start.body)?.code).toBe(1);
      await server.app.inject({ method: 'GET', url: API.logout, headers: { cookie: cookieHeader(cookies) } });
      expect(
        (
          await server.app.inject({ method: 'GET', url: API.getLoginInfo, headers: { cookie: cookieHeader(cookies) } })
        ).json().ret,
      ).toBe(1101);
    } finally {
      await server.close();
    }
  });
});
