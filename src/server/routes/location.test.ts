import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_PATH } from '../../common/location.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';
import { locationAnswerSchema } from './location.js';

const validAnswer = new Ajv({ strict: false }).compile(locationAnswerSchema);
const LOCAL = { local: true, country: '', province: '', city: '', isp: '' };

describe.each(DATABASES)('/cgi-bin/tools/location on %s', (kind) => {
  let server: TestServer;
  let trusting: TestServer;
  beforeAll(async () => {
    [server, trusting] = await Promise.all([startTestServer(kind), startTestServer(kind, { TRUST_PROXY: 'true' })]);
  }, 60_000);
  afterAll(() => Promise.all([server.close(), trusting.close()]));
  const get = (s: TestServer, remoteAddress: string, headers: Record<string, string> = {}, url = LOCATION_PATH) =>
    s.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers the region of a public IPv4 and IPv6 caller', async () => {
    const v4 = await get(server, '114.114.114.114');
    expect(v4.statusCode).toBe(200);
    expect(v4.headers['cache-control']).toBe('no-store');
    expect(v4.json()).toMatchObject({ header: { retCode: 0 }, location: { local: false, country: '中国' } });
    expect(validAnswer(v4.json())).toBe(true);
    expect(v4.body).not.toContain('114.114.114.114');
    const v6 = await get(server, '240e:3b7:3272:d8d0::1');
    expect(v6.json().location).toMatchObject({ local: false, country: '中国' });
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.8', '::ffff:172.16.0.1', 'fd00::1'])(
    'answers %s as local network, not an error',
    async (ip) => {
      const res = await get(server, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ header: { retCode: 0 }, location: LOCAL });
    },
  );

  it('believes X-Forwarded-For only with TRUST_PROXY', async () => {
    const headers = { 'x-forwarded-for': '114.114.114.114' };
    expect((await get(server, '10.0.0.2', headers)).json().location).toEqual(LOCAL);
    expect((await get(trusting, '10.0.0.2', headers)).json().location).toMatchObject({ local: false, country: '中国' });
  });

  it('bad input gets the catalogue answer, not a 500', async () => {
    const res = await get(server, '114.114.114.114', {}, `${LOCATION_PATH}?ip=8.8.8.8`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^1100,/);
  });
});
