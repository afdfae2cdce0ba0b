import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, IDENTITY_COOKIE } from '../../common/protocol.js';
import { ERROR_CATALOGUE, parseErrorBody } from '../../common/errors.js';
import {
  DATABASES,
  REDIS_TEST_URL,
  callHeaders,
  dropRedisKeys,
  redisTestPrefix,
  startTestServer,
  type TestServer,
} from '../test-support.js';
import { addWorkRoutes } from '../security/fixtures.js';

const LIMITS = {
  RATE_LIMIT_PER_MINUTE: '3',
  DAILY_QUOTA: '5',
  IP_RATE_LIMIT_PER_MINUTE: '8',
  IP_DAILY_QUOTA: '12',
  BEACON_RATE_LIMIT_PER_MINUTE: '4',
};

/** A fixed clock, 10 s into a minute, a different day per test so no two tests share a window. */
let day = 0;
function freezeClock(): number {
  const t = Date.UTC(2031, 0, 1 + day++, 12, 0, 10);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t);
  return t;
}
afterEach(() => {
  vi.useRealTimers();
});

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

type Store = 'memory' | 'redis';
const STORES: Store[] = ['memory', 'redis'];

describe.each(DATABASES)('limits on %s', (kind) => {
  describe.each(STORES)('counted in %s', (store) => {
    let server: TestServer;
    const prefix = redisTestPrefix();
    const env = { ...LIMITS, ...(store === 'redis' ? { REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: prefix } : {}) };
    beforeAll(async () => {
      server = await startTestServer(kind, env, addWorkRoutes);
    });
    afterAll(async () => {
      await server.close();
      if (store === 'redis') await dropRedisKeys(prefix);
    });

    async function tokenFor(visitor: string, app = server.app) {
      return (await app.inject({ method: 'GET', url: API.getToken, cookies: { [IDENTITY_COOKIE]: visitor } })).json()
        .data.token as string;
    }
    const work = (auth: string, ip: string, body: unknown = { n: 1 }, app = server.app) =>
      app.inject({
        method: 'POST',
        url: '/api/test-work',
        remoteAddress: ip,
        headers: { ...callHeaders({ auth }), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    it('answers 429 code 3 past the per-visitor rate, for that visitor only, until the next minute', async () => {
      const t = freezeClock();
      const ip = freshIp();
      const a = `Bearer ${await tokenFor('visitor-rate-a')}`;
      const b = `Bearer ${await tokenFor('visitor-rate-b')}`;
      for (let i = 0; i < 3; i++) expect((await work(a, ip)).statusCode).toBe(200);
      const refused = await work(a, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toBe(`3,${ERROR_CATALOGUE[3]}`);
      expect(refused.headers['retry-after']).toBe('50');
      expect((await work(b, ip)).statusCode).toBe(200);
      vi.setSystemTime(t + 60_000);
      expect((await work(a, ip)).statusCode).toBe(200);
    });

    it('answers 429 code 2 past the daily quota, until the next UTC day', async () => {
      const t = freezeClock();
      const ip = freshIp();
      const a = `Bearer ${await tokenFor('visitor-quota-a')}`;
      const statuses: number[] = [];
      for (let minute = 0; minute < 3; minute++) {
        vi.setSystemTime(t + minute * 60_000);
        for (let i = 0; i < 2; i++) statuses.push((await work(a, ip)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      vi.setSystemTime(t + 3 * 60_000);
      const refused = await work(a, ip);
      expect(refused.statusCode).toBe(429);
      expect(parseErrorBody(refused.body)).toEqual({ code: 2, message: ERROR_CATALOGUE[2] });
      expect(Number(refused.headers['retry-after'])).toBe(12 * 3600 - 10 - 180);
      vi.setSystemTime(t + 86_400_000);
      expect((await work(`Bearer ${await tokenFor('visitor-quota-a')}`, ip)).statusCode).toBe(200);
    });

    it('does not spend the quota on calls refused by the rate limit or by validation', async () => {
      const t = freezeClock();
      const ip = freshIp();
      const a = `Bearer ${await tokenFor('visitor-spend-a')}`;
      for (let i = 0; i < 3; i++) expect((await work(a, ip, { n: 'not a number' })).statusCode).toBe(400);
      vi.setSystemTime(t + 60_000);
      for (let i = 0; i < 3; i++) expect((await work(a, ip)).statusCode).toBe(200);
      expect((await work(a, ip)).statusCode).toBe(429); // rate
      vi.setSystemTime(t + 120_000);
      expect((await work(a, ip)).statusCode).toBe(200); // 4th use
      expect((await work(a, ip)).statusCode).toBe(200); // 5th use
      const third = await work(a, ip);
      expect(parseErrorBody(third.body)?.code).toBe(2);
    });

    it('limits the built-in default by IP alone, and each IP on its own', async () => {
      const t = freezeClock();
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) statuses.push((await work(callHeaders().authorization, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      expect((await work(callHeaders().authorization, freshIp())).statusCode).toBe(200);
      // Many visitors behind one IP share its limits too.
      vi.setSystemTime(t + 60_000);
      const ip2 = freshIp();
      const codes: (number | undefined)[] = [];
      for (let v = 0; v < 5; v++) {
        const auth = `Bearer ${await tokenFor(`visitor-shared-ip-${v}`)}`;
        for (let i = 0; i < 2; i++) {
          const res = await work(auth, ip2);
          codes.push(res.statusCode === 200 ? 0 : parseErrorBody(res.body)?.code);
        }
      }
      expect(codes).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 3, 3]);
      // The IP's daily quota (12) outlasts any one visitor's.
      vi.setSystemTime(t + 120_000);
      for (let v = 5; v < 9; v++) await work(`Bearer ${await tokenFor(`visitor-shared-ip-${v}`)}`, ip2);
      const res = await work(`Bearer ${await tokenFor('visitor-shared-ip-9')}`, ip2);
      expect(parseErrorBody(res.body)?.code).toBe(2);
    });

    it('limits beacons per IP with code 3', async () => {
      freezeClock();
      const ip = freshIp();
      const send = () =>
        server.app.inject({
          method: 'POST',
          url: API.log,
          remoteAddress: ip,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          payload: JSON.stringify({ level: 'warn', message: 'm', url: '/u' }),
        });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send()).statusCode);
      expect(statuses).toEqual([204, 204, 204, 204, 429]);
      expect(parseErrorBody((await send()).body)?.code).toBe(3);
    });

    if (store === 'redis') {
      it('shares the counts with every instance using the same Redis and prefix', async () => {
        const other = await startTestServer(kind, env, addWorkRoutes);
        freezeClock();
        try {
          const ip = freshIp();
          // A token from one instance is good on the other only with a shared TOKEN_SECRET; the default is enough here.
          const auth = callHeaders().authorization;
          const codes = [];
          for (let i = 0; i < 9; i++)
            codes.push((await work(auth, ip, { n: 1 }, i % 2 ? other.app : server.app)).statusCode);
          expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
        } finally {
          await other.close();
        }
      });
    }
  });
});

describe('when Redis goes away', () => {
  it('lets work calls through (and logs) rather than failing them', async () => {
    const prefix = redisTestPrefix();
    const server = await startTestServer(
      'sqlite',
      { ...LIMITS, RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: prefix },
      addWorkRoutes,
    );
    try {
      const call = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/test-work',
          headers: { ...callHeaders(), 'content-type': 'application/json' },
          payload: '{"n":1}',
        });
      await server.app.limiter.close(); // the connection drops
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await call()).statusCode);
      expect(statuses).toEqual(Array(12).fill(200));
    } finally {
      await server.close();
      await dropRedisKeys(prefix);
    }
  });
});

describe('behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { ...LIMITS, TRUST_PROXY: '127.0.0.1' }, addWorkRoutes);
  });
  afterAll(() => server.close());

  it('counts the forwarded client address and marks the XSRF cookie Secure over https', async () => {
    freezeClock();
    const call = (client: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/test-work',
        remoteAddress: '127.0.0.1',
        headers: { ...callHeaders(), 'x-forwarded-for': client, 'content-type': 'application/json' },
        payload: '{"n":1}',
      });
    const first = await call('203.0.113.9');
    expect(first.json().data.caller.ip).toBe('203.0.113.9');
    for (let i = 0; i < 7; i++) await call('203.0.113.9');
    expect((await call('203.0.113.9')).statusCode).toBe(429);
    expect((await call('203.0.113.10')).statusCode).toBe(200);

    const res = await server.app.inject({
      method: 'GET',
      url: API.getToken,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('ignores forwarded addresses from an untrusted peer', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/test-work',
      remoteAddress: '198.51.100.4',
      headers: { ...callHeaders(), 'x-forwarded-for': '203.0.113.77', 'content-type': 'application/json' },
      payload: '{"n":1}',
    });
    expect(res.json().data.caller.ip).toBe('198.51.100.4');
  });
});
