import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';

/** Every bad body gets HTTP 4xx and `code,message` from the catalogue: never a 500, never a stack trace. */
describe.each(DATABASES)('malformed input on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { BEACON_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  const post = (url: string, payload: string | Buffer, contentType: string | undefined) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...callHeaders(), ...(contentType ? { 'content-type': contentType } : {}) },
      payload,
    });

  const expectCatalogue = (res: { statusCode: number; body: string }, status: number) => {
    expect(res.statusCode).toBe(status);
    const parsed = parseErrorBody(res.body);
    expect(parsed?.code).toBe(1100);
    expect(res.body).not.toMatch(/\n\s+at /);
  };

  const endpoints = [API.report, API.analytics, API.log];

  it.each(endpoints)('%s: malformed JSON, as text/plain or application/json, is 400', async (url) => {
    for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
      for (const payload of ['{"toolUrl": ', 'not json', '{"a":1}}', ''])
        expectCatalogue(await post(url, payload, type), 400);
    }
  });

  it.each(endpoints)('%s: prototype poisoning is refused', async (url) => {
    expectCatalogue(await post(url, '{"__proto__":{"admin":true},"toolUrl":"/a","toolName":"A"}', 'text/plain'), 400);
    expectCatalogue(await post(url, '{"constructor":{"prototype":{"x":1}}}', 'application/json'), 400);
  });

  it.each(endpoints)('%s: a body that is not an object is 400', async (url) => {
    for (const payload of ['null', '[]', '"text"', '42', 'true'])
      expectCatalogue(await post(url, payload, 'text/plain'), 400);
  });

  it.each(endpoints)('%s: more than 1 MiB is 413', async (url) => {
    expectCatalogue(
      await post(url, JSON.stringify({ toolUrl: 'x'.repeat(1_100_000), toolName: 'A' }), 'text/plain'),
      413,
    );
  });

  it.each(endpoints)('%s: an unsupported content type is 415', async (url) => {
    expectCatalogue(await post(url, '<a/>', 'application/xml'), 415);
  });

  it('report: wrong types are refused, not coerced', async () => {
    for (const body of [
      { toolUrl: '/a.html', toolName: 12 },
      { toolUrl: ['/a.html'], toolName: 'A' },
      { toolUrl: '/a.html', toolName: true },
      { toolUrl: '/a.html', toolName: 'A', tabName: 3 },
    ]) {
      expectCatalogue(await post(API.report, JSON.stringify(body), 'text/plain'), 400);
    }
  });

  it('report: unknown fields are refused, userInfo is tolerated as an object or JSON text', async () => {
    expectCatalogue(
      await post(API.report, JSON.stringify({ toolUrl: '/a.html', toolName: 'A', admin: true }), 'text/plain'),
      400,
    );
    expectCatalogue(
      await post(
        API.report,
        JSON.stringify({ toolUrl: '/a.html', toolName: 'A', userInfo: { guid: 'g', role: 'admin' } }),
        'text/plain',
      ),
      400,
    );
    for (const userInfo of [{ guid: 'g', qimei36: 'q', qua2: 'u' }, '{"guid":"g"}']) {
      expect(
        (await post(API.report, JSON.stringify({ toolUrl: '/a.html', toolName: 'A', userInfo }), 'text/plain'))
          .statusCode,
      ).toBe(200);
    }
  });

  it('a state-changing call with a bad body still answers the header checks first', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: API.report,
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('invalid timestamp');
  });
});
