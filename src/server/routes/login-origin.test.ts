/**
 * Defects 5 and 6 of the hardening issue: a return path that normalises to `//evil.com` was stored, and the
 * OAuth redirect_uri followed the request's Host (or X-Forwarded-Host behind a trusted proxy).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { safeReturnPath } from '../login/return-to.js';
import { siteOrigin } from '../login/site-origin.js';

/** QQ and WeChat on (the start route only builds addresses: nothing is fetched). */
const PROVIDERS = { QQ_APP_ID: '101', QQ_APP_KEY: 'qq-key', WX_APP_ID: 'wx1', WX_APP_SECRET: 'wx-secret' };
const EVIL_PATHS = [
  '/..//evil.com',
  '/.//evil.com',
  '/%2e%2e/%2e%2e//evil.com',
  '/%2E%2E//evil.com/x',
  '/a/../..//evil.com',
];

describe('return paths, normalised first', () => {
  it.each(EVIL_PATHS)('%s is refused', (path) => {
    expect(safeReturnPath(path, '', 'https://tools.example.com')).toBeNull();
  });
  it('keeps paths that stay here, normalised', () => {
    expect(safeReturnPath('/a/../qrcode.html', '?x=1', 'https://tools.example.com')).toBe('/qrcode.html?x=1');
    expect(safeReturnPath('/%2F%2Fevil.com', '', 'https://tools.example.com')).toBe('/%2F%2Fevil.com');
  });
});

describe('the login origin', () => {
  const req = (host: string, protocol = 'https') => ({ protocol, host, hostname: host.replace(/:\d+$/, '') });
  it('is PUBLIC_URL whatever the request says', () => {
    const rules = { publicUrl: 'https://tools.example.com', allowedHosts: [], listenHost: '0.0.0.0' };
    expect(siteOrigin(rules, req('evil.com'))).toBe('https://tools.example.com');
  });
  it('is the request host only when allowed, or on loopback when the server listens on loopback', () => {
    const rules = { allowedHosts: ['tools.example.com', 'm.example.com:8443'], listenHost: '0.0.0.0' };
    expect(siteOrigin(rules, req('tools.example.com'))).toBe('https://tools.example.com');
    expect(siteOrigin(rules, req('M.example.com:8443'))).toBe('https://m.example.com:8443');
    expect(siteOrigin(rules, req('evil.com'))).toBeNull();
    expect(siteOrigin(rules, req('localhost:8080', 'http'))).toBeNull();
    const dev = { allowedHosts: [], listenHost: 'localhost' };
    expect(siteOrigin(dev, req('localhost:8080', 'http'))).toBe('http://localhost:8080');
    expect(siteOrigin(dev, req('evil.com'))).toBeNull();
    expect(siteOrigin(dev, req('evil.com/x@localhost'))).toBeNull();
  });
});

describe.each(DATABASES)('starting a login on %s', (kind) => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));
  async function server(env: Record<string, string>) {
    const s = await startTestServer(kind, { ...PROVIDERS, BEACON_RATE_LIMIT_PER_MINUTE: '0', ...env });
    servers.push(s);
    return s;
  }
  const start = (s: TestServer, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    s.app.inject({
      method: 'POST',
      url: API.loginStart,
      headers: { ...callHeaders(), 'content-type': 'text/plain', ...headers },
      payload: JSON.stringify(body),
    });
  const states = (s: TestServer) => s.db.kysely.selectFrom('oauth_states').selectAll().execute();

  it('refuses return paths that normalise to another host, and stores nothing', async () => {
    const s = await server({});
    for (const path of EVIL_PATHS) {
      for (const type of ['qq', 'wx']) {
        const res = await start(s, { type, _path: path, search: '' });
        expect(res.statusCode).toBe(400);
        expect(parseErrorBody(res.body)?.code).toBe(1100);
      }
    }
    expect(await states(s)).toEqual([]);
    expect((await start(s, { type: 'qq', _path: '/qrcode.html', search: '' })).statusCode).toBe(200);
  });

  it('never builds the return address from a Host header it was not told about', async () => {
    // A developer's machine: loopback hosts only.
    const dev = await server({});
    expect((await start(dev, { type: 'qq', _path: '/' }, { host: 'evil.com' })).statusCode).toBe(400);
    const local = await start(dev, { type: 'qq', _path: '/' }, { host: 'localhost:8080' });
    expect(local.json().data.redirect_uri).toMatch(/^http:\/\/localhost:8080\/api\/login\/callback\?/);

    // A public server without PUBLIC_URL or ALLOWED_HOSTS starts no login at all.
    const open = await server({ HOST: '0.0.0.0', DEMO_LOGIN: '0' });
    for (const host of ['evil.com', 'localhost', 'tools.example.com'])
      expect((await start(open, { type: 'wx', _path: '/' }, { host })).statusCode).toBe(400);

    // ALLOWED_HOSTS: those hosts only, also behind a trusted proxy's X-Forwarded-Host.
    const listed = await server({
      HOST: '0.0.0.0',
      DEMO_LOGIN: '0',
      ALLOWED_HOSTS: 'tools.example.com',
      TRUST_PROXY: 'true',
    });
    const ok = await start(
      listed,
      { type: 'wx', _path: '/' },
      { host: 'tools.example.com', 'x-forwarded-proto': 'https' },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.redirect_uri).toMatch(/^https:\/\/tools\.example\.com\/api\/login\/callback\?/);
    expect(
      (await start(listed, { type: 'wx', _path: '/' }, { host: 'tools.example.com', 'x-forwarded-host': 'evil.com' }))
        .statusCode,
    ).toBe(400);
    expect((await start(listed, { type: 'wx', _path: '/' }, { host: 'evil.com' })).statusCode).toBe(400);

    // PUBLIC_URL: always that origin.
    const pub = await server({ HOST: '0.0.0.0', DEMO_LOGIN: '0', PUBLIC_URL: 'https://tools.example.com' });
    const viaEvil = await start(pub, { type: 'qq', _path: '/' }, { host: 'evil.com' });
    expect(viaEvil.json().data.redirect_uri).toMatch(/^https:\/\/tools\.example\.com\//);
    expect(decodeURIComponent(viaEvil.json().data.url)).not.toContain('evil.com');
  });
});
