import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';

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
