/** Defect 3 of the hardening issue: no security headers on HTML, API or asset answers. */
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { API } from '../../common/protocol.js';
import { contentSecurityPolicy, cspKind } from './security-headers.js';

const NONE = { scriptOrigins: [], frameOrigins: [], connectOrigins: [] };

describe('the content security policy', () => {
  it('allows no inline script anywhere, WebAssembly only on tool pages and assets', () => {
    for (const kind of ['page', 'tool'] as const) {
      const csp = contentSecurityPolicy(kind, NONE, false);
      const script = /script-src ([^;]*)/.exec(csp)![1];
      expect(script).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
      expect(csp).toMatch(/worker-src 'self' blob:/);
      expect(csp).toMatch(/manifest-src 'self'/);
      expect(csp).toMatch(/img-src [^;]*blob:/);
      expect(csp).toMatch(/img-src [^;]*data:/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(script.includes("'wasm-unsafe-eval'")).toBe(kind === 'tool');
    }
    expect(contentSecurityPolicy('api', NONE, false)).toMatch(/^default-src 'none'/);
    expect(contentSecurityPolicy('page', NONE, true)).toMatch(/upgrade-insecure-requests/);
  });
  it('names the configured providers only', () => {
    const csp = contentSecurityPolicy(
      'page',
      { scriptOrigins: ['https://res.wx.qq.com'], frameOrigins: ['https://open.weixin.qq.com'], connectOrigins: [] },
      false,
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/res\.wx\.qq\.com/);
    expect(csp).toMatch(/frame-src https:\/\/open\.weixin\.qq\.com/);
    expect(contentSecurityPolicy('page', NONE, false)).toMatch(/frame-src 'none'/);
  });
  it('lets avatars come from a provider configured over plain http (https ones are already allowed)', () => {
    const csp = contentSecurityPolicy(
      'page',
      { ...NONE, imageOrigins: ['http://127.0.0.1:9000', 'https://graph.qq.com'] },
      false,
    );
    expect(/img-src ([^;]*)/.exec(csp)![1]).toBe("'self' data: blob: https: http://127.0.0.1:9000");
    expect(/img-src ([^;]*)/.exec(contentSecurityPolicy('page', NONE, false))![1]).toBe("'self' data: blob: https:");
  });
  it('picks the policy by what is answered', () => {
    const tool = (p: string) => p === '/qrcode.html';
    expect(cspKind('/qrcode.html', 'text/html; charset=utf-8', tool)).toBe('tool');
    expect(cspKind('/', 'text/html', tool)).toBe('page');
    expect(cspKind('/api/get_tool_list', 'application/json', tool)).toBe('api');
    expect(cspKind('/assets/codec.worker-1.js', 'text/javascript', tool)).toBe('tool');
    expect(cspKind('/healthz', 'application/json; charset=utf-8', tool)).toBe('api');
  });
});

describe.each(DATABASES)('security headers on every answer on %s', (kind) => {
  let server: TestServer;
  let site: string;
  beforeAll(async () => {
    site = mkdtempSync(path.join(tmpdir(), 'toolbox-site-'));
    mkdirSync(path.join(site, 'assets'));
    for (const f of ['index.html', 'qrcode.html', '404.html'])
      writeFileSync(path.join(site, f), `<!doctype html><title>${f}</title>`);
    writeFileSync(path.join(site, 'assets', 'app-1.js'), 'export {}');
    server = await startTestServer(kind, { CLIENT_DIR: site, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(site, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it.each([
    ['the home page', '/', 'page'],
    ['a tool page', '/qrcode.html', 'tool'],
    ['an asset', '/assets/app-1.js', 'tool'],
    ['an API answer', API.toolList, 'api'],
    ['an API error', '/api/no-such-call', 'api'],
    ['a missing page', '/nowhere.html', 'page'],
    ['health', '/healthz', 'api'],
  ])('%s', async (_name, url, policy) => {
    const res = await get(url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(self\)/);
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    if (policy === 'api') expect(csp).toMatch(/^default-src 'none'/);
    else expect(csp.includes("'wasm-unsafe-eval'")).toBe(policy === 'tool');
  });

  it('sends HSTS when the request came over https (through a trusted proxy)', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  it('keeps the stricter policy a route sets itself, and covers POST errors', async () => {
    expect((await get('/icons/qrcode.svg')).headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const res = await server.app.inject({ method: 'POST', url: API.report, headers: callHeaders(), payload: 'x' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
