/**
 * The pre-rendered pages as the server sends them: the public origin written in (PUBLIC_URL, else the
 * request's own), the visitor sent to their language's page before anything else, the precache never
 * redirected, and only built pages routed (an empty category is not pre-rendered: 404).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../common/public-origin.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { isPageVisit, pageAddresses } from './site-pages.js';

const page = (title: string, path: string) =>
  `<!doctype html><title>${title}</title><meta property="og:url" content="${ORIGIN_PLACEHOLDER}${path}">` +
  `<meta property="og:image" content="${ORIGIN_PLACEHOLDER}/share/x.png"><p>${title}</p>`;

/** A build with one category (img): the others have no tools, so they were not pre-rendered. */
const FILES: Record<string, string> = {
  'index.html': page('首页', '/'),
  '404.html': page('页面不存在', ''),
  'qrcode.html': page('二维码', '/qrcode.html'),
  'privacy.html': page('隐私政策', '/privacy.html'),
  'category/img.html': page('图片工具', '/category/img'),
  'en/index.html': page('Home', '/en/'),
  'en/404.html': page('Page not found', ''),
  'en/qrcode.html': page('QR code', '/en/qrcode.html'),
  'en/category/img.html': page('Image tools', '/en/category/img'),
};

function buildDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolbox-pages-'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('page addresses and visits', () => {
  it('maps each built page to its addresses; 404 pages have none', () => {
    expect([...pageAddresses(Object.keys(FILES))].sort()).toEqual(
      [
        ['/', 'index.html'],
        ['/index.html', 'index.html'],
        ['/qrcode.html', 'qrcode.html'],
        ['/privacy.html', 'privacy.html'],
        ['/category/img', 'category/img.html'],
        ['/category/img.html', 'category/img.html'],
        ['/en/', 'en/index.html'],
        ['/en', 'en/index.html'],
        ['/en/index.html', 'en/index.html'],
        ['/en/qrcode.html', 'en/qrcode.html'],
        ['/en/category/img', 'en/category/img.html'],
        ['/en/category/img.html', 'en/category/img.html'],
      ].sort(),
    );
  });

  it.each([
    [undefined, '', true],
    ['document', '?a=1', true],
    ['empty', '', false],
    [undefined, '?__WB_REVISION__=abc', false],
    ['document', '?x=1&__WB_REVISION__=abc', false],
  ])('Sec-Fetch-Dest %s, query %j: a page visit %s', (dest, search, visit) => {
    expect(isPageVisit(dest, search)).toBe(visit);
  });
});

describe.each(DATABASES)('pre-rendered pages on %s', (kind) => {
  let clientDir: string;
  const servers: TestServer[] = [];
  let plain: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    clientDir = buildDir();
    [plain, configured] = await Promise.all([
      startTestServer(kind, { CLIENT_DIR: clientDir }),
      startTestServer(kind, {
        CLIENT_DIR: clientDir,
        PUBLIC_URL: 'https://tools.example.com/',
        DEFAULT_LANG: 'browser',
      }),
    ]);
    servers.push(plain, configured);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    rmSync(clientDir, { recursive: true, force: true });
  });

  const cookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().join('\n');
  const get = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'toolbox.test:8443', ...headers } });

  it('fills in PUBLIC_URL as the origin of og:url and og:image, whatever the request says', async () => {
    const res = await get(configured, '/qrcode.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:url" content="https://tools.example.com/qrcode.html">');
    expect(res.body).toContain('<meta property="og:image" content="https://tools.example.com/share/x.png">');
    expect(res.body).not.toContain(ORIGIN_PLACEHOLDER);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('without PUBLIC_URL: the request’s own origin; compressed copies say the same', async () => {
    const res = await get(plain, '/en/qrcode.html', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<meta property="og:url" content="http://toolbox.test:8443/en/qrcode.html">');
    // A host that is no plain name gets no origin of its own.
    const odd = await get(plain, '/qrcode.html', { host: 'evil.example/"><script>' });
    expect(odd.body).not.toContain('evil.example');
  });

  it('answers a repeated visit 304 by ETag', async () => {
    const first = await get(configured, '/');
    const again = await get(configured, '/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/category/img', 200, '图片工具'],
    ['/category/video', 404, '页面不存在'],
    ['/category/nope', 404, '页面不存在'],
    ['/en/category/pdf', 404, 'Page not found'],
    ['/en/nope.html', 404, 'Page not found'],
    ['/404.html', 404, '页面不存在'],
    ['/en/', 200, 'Home'],
  ])('%s answers %d (%s)', async (url, status, title) => {
    const res = await get(plain, url);
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(`<title>${title}</title>`);
  });

  it.each([
    [
      'a stored choice of en',
      () => plain,
      { cookie: 'toolbox_lang=en' },
      '/qrcode.html?callfrom=share_pc',
      '/en/qrcode.html?callfrom=share_pc',
    ],
    [
      'a stored choice of zh',
      () => configured,
      { cookie: 'x=1; toolbox_lang=zh', 'accept-language': 'en' },
      '/en/',
      '/',
    ],
    [
      'DEFAULT_LANG=browser, an English browser',
      () => configured,
      { 'accept-language': 'en-US,en;q=0.9' },
      '/category/img',
      '/en/category/img',
    ],
  ])('%s: a page visit is sent to its language’s page first', async (_, server, headers, url, target) => {
    const res = await get(server(), url, { 'sec-fetch-dest': 'document', ...headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(target);
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.headers.vary).toMatch(/accept-language/);
    expect(res.body).toBe('');
  });

  it('a language taken from the browser is stored for the visitor (the service worker reads only a stored choice)', async () => {
    const res = await get(configured, '/qrcode.html', { 'accept-language': 'en' });
    expect(cookies(res)).toContain('toolbox_lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
    const chosen = await get(configured, '/qrcode.html', { 'accept-language': 'en', cookie: 'toolbox_lang=en' });
    expect(cookies(chosen)).not.toContain('toolbox_lang');
  });

  it.each([
    ['a Chinese browser', () => configured, '/qrcode.html', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }],
    ['an English browser, DEFAULT_LANG=zh', () => plain, '/qrcode.html', { 'accept-language': 'en-US,en;q=0.9' }],
    ['an en link, no stored choice', () => configured, '/en/qrcode.html', { 'accept-language': 'zh-CN' }],
    ['a page the other language lacks', () => plain, '/privacy.html', { cookie: 'toolbox_lang=en' }],
    ['the service worker precaching', () => plain, '/qrcode.html?__WB_REVISION__=1', { cookie: 'toolbox_lang=en' }],
    ['a fetch, not a visit', () => plain, '/qrcode.html', { cookie: 'toolbox_lang=en', 'sec-fetch-dest': 'empty' }],
  ])('%s: served as asked', async (_, server, url, headers) => {
    const res = await get(server(), url, headers);
    expect(res.statusCode).toBe(200);
    expect(cookies(res)).not.toContain('toolbox_lang');
  });
});
