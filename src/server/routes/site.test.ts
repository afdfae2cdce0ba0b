/**
 * The built site's delivery: brotli or gzip copies written at build time (scripts/precompress.ts) are
 * sent by Accept-Encoding with `Vary: accept-encoding`, hashed assets are immutable, pages revalidate.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { IMMUTABLE, REVALIDATE } from './site.js';

/** Text that compresses (a real page or bundle is never a few bytes). */
const filler = (word: string) => Array.from({ length: 400 }, (_, i) => `${word} ${i}`).join('\n');

const FILES: Record<string, string> = {
  'index.html': `<!doctype html><title>home</title><p>${filler('首页')}</p>`,
  '404.html': `<!doctype html><title>404</title><p>${filler('missing')}</p>`,
  'qrcode.html': `<!doctype html><title>qr</title><p>${filler('二维码')}</p>`,
  'category/img.html': `<!doctype html><title>img</title><p>${filler('图片')}</p>`,
  'assets/index-abc123.js': `console.log(${JSON.stringify(filler('js'))});`,
  'assets/engine-abc123.wasm': filler('\u0000asm'),
  'assets/style-abc123.css': `body{}\n${filler('.a{color:red}')}`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${filler('svg')} --></svg>`,
  'manifest.webmanifest': JSON.stringify({ name: 'x', pad: filler('manifest') }),
  'sw.js': `self.x = ${JSON.stringify(filler('sw'))};`,
  'tiny.txt': 'hi',
};

describe.each(DATABASES)('site delivery on %s', (kind) => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'toolbox-site-'));
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
      writeFileSync(path.join(clientDir, name), text);
    }
    await precompress(clientDir);
    server = await startTestServer(kind, { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it.each([
    ['/', 'index.html', 'text/html'],
    ['/qrcode.html', 'qrcode.html', 'text/html'],
    ['/category/img', 'category/img.html', 'text/html'],
    ['/assets/index-abc123.js', 'assets/index-abc123.js', 'javascript'],
    ['/assets/engine-abc123.wasm', 'assets/engine-abc123.wasm', 'application/wasm'],
    ['/assets/style-abc123.css', 'assets/style-abc123.css', 'text/css'],
    ['/favicon.svg', 'favicon.svg', 'image/svg+xml'],
    ['/manifest.webmanifest', 'manifest.webmanifest', 'application/manifest+json'],
    ['/sw.js', 'sw.js', 'javascript'],
  ])('%s: brotli when accepted, else gzip, else plain; always Vary', async (url, file, type) => {
    const plain = FILES[file];
    const br = await get(url, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain(type);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain) / 2);

    const gz = await get(url, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain(type);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);

    for (const none of [undefined, 'identity']) {
      const raw = await get(url, none);
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
      expect(raw.body).toBe(plain);
    }
  });

  it('keeps hashed assets a year (immutable) and makes pages, the worker and the manifest revalidate', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/engine-abc123.wasm', '/assets/style-abc123.css']) {
      for (const enc of ['br', 'gzip', 'identity'])
        expect((await get(url, enc)).headers['cache-control']).toBe(IMMUTABLE);
    }
    for (const url of ['/', '/qrcode.html', '/category/img', '/sw.js', '/manifest.webmanifest', '/favicon.svg']) {
      for (const enc of ['br', 'identity']) {
        const res = await get(url, enc);
        expect(res.headers['cache-control']).toBe(REVALIDATE);
        expect(res.headers.etag).toBeTruthy();
      }
    }
  });

  it('answers a revalidation with 304 when the page has not changed', async () => {
    const first = await get('/qrcode.html', 'br');
    const again = await server.app.inject({
      method: 'GET',
      url: '/qrcode.html',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the 404 page compressed with status 404, and never serves the .br/.gz copies by their own URL', async () => {
    const missing = await get('/nope.html', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.rawPayload).toString()).toBe(FILES['404.html']);
    expect(missing.headers['cache-control']).toBe(REVALIDATE);
    for (const url of ['/index.html.br', '/assets/index-abc123.js.gz', '/404.html']) {
      expect((await get(url, 'br')).statusCode).toBe(404);
    }
  });

  it('sends a file too small to shrink as it is', async () => {
    const res = await get('/tiny.txt', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('hi');
  });
});
