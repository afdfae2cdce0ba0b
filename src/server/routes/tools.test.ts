import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadTools, loadToolServers } from '../registry.js';
import { DATABASES, freshDatabase, startTestServer, type TestServer } from '../test-support.js';

describe.each(DATABASES)('tool list on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers every registered tool in the reference shape', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/get_tool_list' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ret).toBe(0);
    const qrcode = body.data.find((t: { path: string }) => t.path === 'qrcode');
    expect(qrcode).toMatchObject({ icon: '/icons/qrcode.svg', name: '二维码生成', path: 'qrcode' });
    expect(qrcode.keyword.split('|')).toContain('二维码');
  });

  it('serves a tool icon from its folder and refuses anything else', async () => {
    const ok = await server.app.inject({ method: 'GET', url: '/icons/qrcode.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    for (const url of ['/icons/nope.svg', '/icons/..%2Fpackage.json', '/icons/qrcode.png']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatch(/^1300,/);
    }
  });

  it('answers an unknown API path with a catalogue error, not a stack trace', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/^\d+,/);
  });
});

describe('renamed tools', () => {
  it('answers an old slug with a permanent redirect to the new page, query kept', async () => {
    const { config, db, dispose } = await freshDatabase('sqlite');
    const [qrcode] = (await loadTools()).filter((t) => t.slug === 'qrcode');
    const app = await buildApp({ config, db, tools: [{ ...qrcode, redirectFrom: ['qr_old', 'makeqr'] }] });
    try {
      for (const [url, location] of [
        ['/qr_old.html', '/qrcode.html'],
        ['/makeqr.html?callfrom=share_wx&x=1', '/qrcode.html?callfrom=share_wx&x=1'],
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(301);
        expect(res.headers.location).toBe(location);
      }
      expect((await app.inject({ method: 'GET', url: '/qr_older.html' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await dispose();
    }
  });
});

describe('tool servers', () => {
  it('finds every tools/<slug>/server.ts and the app registers its routes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tools-'));
    mkdirSync(path.join(dir, 'with_server'));
    mkdirSync(path.join(dir, 'without_server'));
    writeFileSync(
      path.join(dir, 'with_server', 'server.ts'),
      "export default async function (app) { app.get('/api/with_server/ping', async () => ({ ret: 0, data: 'pong' })); }\n",
    );
    try {
      const servers = await loadToolServers(dir);
      expect(servers.map((s) => s.slug)).toEqual(['with_server']);
      const app = Fastify();
      await app.register(servers[0].plugin);
      expect((await app.inject({ method: 'GET', url: '/api/with_server/ping' })).json()).toEqual({
        ret: 0,
        data: 'pong',
      });
      await app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
