import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DEFAULT_AUTH, IDENTITY_COOKIE, XSRF_COOKIE } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { signToken, verifyToken } from './token.js';
import { addWorkRoutes } from './fixtures.js';

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const h = res.headers['set-cookie'];
  return h === undefined ? [] : Array.isArray(h) ? h : [String(h)];
}

describe.each(DATABASES)('call rules on %s', (kind) => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'toolbox-site-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(clientDir, '404.html'), '<!doctype html><title>404</title>');
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'a.js'), 'console.log(1)');
    server = await startTestServer(kind, { CLIENT_DIR: clientDir }, addWorkRoutes);
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const work = (headers: Record<string, string>, body: unknown = { n: 1 }) =>
    server.app.inject({
      method: 'POST',
      url: '/api/test-work',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      payload: JSON.stringify(body),
    });

  describe('getToken', () => {
    it('answers a token bound to a well-formed identity cookie, and sets the XSRF cookie when absent', async () => {
      const uid = 'tbx_abcdefghijklmnopqrstuvwx_v1';
      const res = await server.app.inject({ method: 'GET', url: API.getToken, cookies: { [IDENTITY_COOKIE]: uid } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ret).toBe(0);
      const check = verifyToken(server.config.tokenSecret, body.data.token, Math.floor(Date.now() / 1000));
      expect(check).toMatchObject({ ok: true, visitorId: uid });
      expect(check.ok && check.expiresAt - Date.now() / 1000).toBeGreaterThan(86_400 - 60);
      const cookie = setCookies(res).find((c) => c.startsWith(`${XSRF_COOKIE}=`));
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).not.toMatch(/HttpOnly/);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('does not believe X-Forwarded-Proto unless TRUST_PROXY says so', async () => {
      const res = await server.app.inject({
        method: 'GET',
        url: API.getToken,
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '127.0.0.1',
      });
      // TRUST_PROXY is off by default, so the forwarded protocol is not believed.
      expect(setCookies(res).find((c) => c.startsWith(`${XSRF_COOKIE}=`))).not.toMatch(/Secure/);
    });

    it('keeps an XSRF cookie the visitor already has', async () => {
      const res = await server.app.inject({
        method: 'GET',
        url: API.getToken,
        cookies: { [XSRF_COOKIE]: 'existing-xsrf-value-123456' },
      });
      expect(setCookies(res).some((c) => c.startsWith(`${XSRF_COOKIE}=`))).toBe(false);
    });

    it('makes a fresh visitor id when the identity cookie is missing or malformed', async () => {
      const ids = [];
      const variants: Record<string, string>[] = [
        {},
        { [IDENTITY_COOKIE]: 'no_user_id' },
        { [IDENTITY_COOKIE]: 'bad value!' },
      ];
      for (const cookies of variants) {
        const res = await server.app.inject({ method: 'GET', url: API.getToken, cookies });
        const check = verifyToken(server.config.tokenSecret, res.json().data.token, Math.floor(Date.now() / 1000));
        expect(check.ok).toBe(true);
        if (check.ok) ids.push(check.visitorId);
      }
      expect(new Set(ids).size).toBe(3);
      expect(ids).not.toContain('no_user_id');
    });

    it('refuses unknown query params but tolerates userInfo', async () => {
      expect((await server.app.inject({ method: 'GET', url: `${API.getToken}?userInfo=%7B%7D` })).statusCode).toBe(200);
      const res = await server.app.inject({ method: 'GET', url: `${API.getToken}?foo=1` });
      expect(res.statusCode).toBe(400);
      expect(parseErrorBody(res.body)?.code).toBe(1100);
    });
  });

  describe('XSRF cookie on pages', () => {
    it('is set on HTML pages, and not on assets or API answers', async () => {
      const page = await server.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(setCookies(page).some((c) => c.startsWith(`${XSRF_COOKIE}=`))).toBe(true);
      const missing = await server.app.inject({ method: 'GET', url: '/nope.html' });
      expect(missing.statusCode).toBe(404);
      expect(setCookies(missing).some((c) => c.startsWith(`${XSRF_COOKIE}=`))).toBe(true);
      const asset = await server.app.inject({ method: 'GET', url: '/assets/a.js' });
      expect(asset.statusCode).toBe(200);
      expect(setCookies(asset)).toEqual([]);
      const api = await server.app.inject({ method: 'GET', url: API.statistics });
      expect(setCookies(api)).toEqual([]);
    });

    it('is not replaced when present', async () => {
      const page = await server.app.inject({
        method: 'GET',
        url: '/',
        cookies: { [XSRF_COOKIE]: 'existing-xsrf-value-123456' },
      });
      expect(setCookies(page)).toEqual([]);
    });
  });

  describe('tokens on work calls', () => {
    it('accepts a valid token and counts the call against its visitor', async () => {
      const token = (
        await server.app.inject({ method: 'GET', url: API.getToken, cookies: { [IDENTITY_COOKIE]: 'visitor-abc-123' } })
      ).json().data.token;
      const res = await work(callHeaders({ auth: `Bearer ${token}` }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.caller).toEqual({ visitorId: 'visitor-abc-123', ip: '127.0.0.1' });
    });

    it('accepts the built-in default with the IP alone', async () => {
      const res = await work(callHeaders({ auth: DEFAULT_AUTH }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.caller).toEqual({ visitorId: null, ip: '127.0.0.1' });
    });

    it('applies to GET work calls too', async () => {
      const ok = await server.app.inject({
        method: 'GET',
        url: '/api/test-work',
        headers: { authorization: DEFAULT_AUTH },
      });
      expect(ok.statusCode).toBe(200);
      const no = await server.app.inject({ method: 'GET', url: '/api/test-work' });
      expect(no.statusCode).toBe(401);
    });

    it('answers 401 with code 1101 to a forged, expired, malformed or missing token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const cases: [string | undefined, string][] = [
        [`Bearer ${signToken('f'.repeat(64), 'visitor-abc-123', now + 600)}`, 'invalid token'],
        [`Bearer ${signToken(server.config.tokenSecret, 'visitor-abc-123', now - 1)}`, 'token expired'],
        ['Bearer not-a-token', 'invalid token'],
        ['Basic dXNlcjpwYXNz', 'token required'],
        [undefined, 'token required'],
      ];
      for (const [auth, message] of cases) {
        const headers = callHeaders();
        if (auth === undefined) delete headers.authorization;
        else headers.authorization = auth;
        const res = await work(headers);
        expect(res.statusCode).toBe(401);
        expect(parseErrorBody(res.body)).toEqual({ code: 1101, message });
      }
    });

    it('does not ask for a token on calls that do no work', async () => {
      const headers = callHeaders();
      delete headers.authorization;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/test-plain',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { n: 1 },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('timestamp header on state-changing calls', () => {
    it('accepts up to 5 minutes of skew either way', async () => {
      for (const skewS of [0, 290, -290]) expect((await work(callHeaders({ skewS }))).statusCode).toBe(200);
    });

    it('answers 400 invalid timestamp beyond 5 minutes, or when missing or malformed', async () => {
      const variants: Record<string, string | undefined>[] = [
        { 'x-timestamp': String(Math.floor(Date.now() / 1000) + 310) },
        { 'x-timestamp': String(Math.floor(Date.now() / 1000) - 310) },
        { 'x-timestamp': undefined },
        { 'x-timestamp': 'yesterday' },
        { 'x-timestamp': String(Date.now()) },
      ];
      for (const v of variants) {
        const headers: Record<string, string> = { ...callHeaders() };
        if (v['x-timestamp'] === undefined) delete headers['x-timestamp'];
        else headers['x-timestamp'] = v['x-timestamp'];
        const res = await work(headers);
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain('invalid timestamp');
        expect(parseErrorBody(res.body)?.code).toBe(1100);
      }
    });

    it('is not asked of GET calls', async () => {
      expect((await server.app.inject({ method: 'GET', url: API.statistics })).statusCode).toBe(200);
    });
  });

  describe('XSRF on state-changing calls', () => {
    it('answers 403 when the header is missing, the cookie is missing, or they differ', async () => {
      const base = callHeaders({ xsrf: 'the-right-xsrf-value-0001' });
      const noHeader: Record<string, string> = { ...base };
      delete noHeader['x-xsrf-token'];
      const noCookie: Record<string, string> = { ...base, cookie: '' };
      const mismatch = { ...base, 'x-xsrf-token': 'the-wrong-xsrf-value-0002' };
      for (const headers of [noHeader, noCookie, mismatch]) {
        const res = await work(headers);
        expect(res.statusCode).toBe(403);
        expect(parseErrorBody(res.body)).toEqual({ code: 1100, message: 'invalid xsrf token' });
      }
    });

    it('lets a matching pair through, with the cookie the server set', async () => {
      const page = await server.app.inject({ method: 'GET', url: API.getToken });
      const value = setCookies(page)[0].split(';')[0].split('=')[1];
      expect((await work(callHeaders({ xsrf: value }))).statusCode).toBe(200);
    });

    it('is not asked of beacons', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: API.log,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ level: 'error', message: 'boom', url: '/x.html' }),
      });
      expect(res.statusCode).toBe(204);
    });

    it('leaves unknown paths to the 404 answer', async () => {
      const res = await server.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
      expect(res.statusCode).toBe(404);
      expect(parseErrorBody(res.body)?.code).toBe(1300);
    });
  });
});
