import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../../server/test-support.js';
import { IPLOCATION_PATH } from './server.js';

describe.each(DATABASES)('GET /api/tools/iplocation on %s', (kind) => {
  let server: TestServer;
  let trusting: TestServer;
  beforeAll(async () => {
    [server, trusting] = await Promise.all([startTestServer(kind), startTestServer(kind, { TRUST_PROXY: 'true' })]);
  }, 60_000);
  afterAll(() => Promise.all([server.close(), trusting.close()]));

  it('locates a typed IPv4 and IPv6 address', async () => {
    const v4 = await server.app.inject({ url: `${IPLOCATION_PATH}?ip=114.114.114.114` });
    expect(v4.statusCode).toBe(200);
    expect(v4.json()).toMatchObject({ ip: '114.114.114.114', version: 4, local: false, own: false, country: '中国' });
    const v6 = await server.app.inject({ url: `${IPLOCATION_PATH}?ip=${encodeURIComponent('240e:3b7:3272:d8d0::1')}` });
    expect(v6.json()).toMatchObject({ version: 6, country: '中国' });
  });
  it('answers the caller’s own loopback address as local network', async () => {
    const res = await server.app.inject({ url: IPLOCATION_PATH, remoteAddress: '127.0.0.1' });
    expect(res.json()).toMatchObject({ ip: '127.0.0.1', local: true, own: true });
  });
  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const headers = { 'x-forwarded-for': '114.114.114.114' };
    const plain = await server.app.inject({ url: IPLOCATION_PATH, remoteAddress: '10.0.0.2', headers });
    expect(plain.json()).toMatchObject({ ip: '10.0.0.2', local: true });
    const trusted = await trusting.app.inject({ url: IPLOCATION_PATH, remoteAddress: '10.0.0.2', headers });
    expect(trusted.json()).toMatchObject({ ip: '114.114.114.114', local: false, country: '中国' });
  });
  it.each(['abc', '999.1.1.1', '1.2.3'])('refuses %s with the catalogue', async (ip) => {
    const res = await server.app.inject({ url: `${IPLOCATION_PATH}?ip=${ip}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^1100,/);
  });
});
