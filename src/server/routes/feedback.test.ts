import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import type { FeedbackPage } from '../../common/feedback.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(document.cookie)">',
  '"><svg/onload=alert(1)>',
  "'; drop table feedback; --",
];

describe.each(DATABASES)('feedback on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_TOKEN, FEEDBACK_PER_HOUR: '0', IP_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: API.feedback,
      headers: {
        ...callHeaders(),
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': 'FeedbackTest/1.0',
        ...headers,
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const list = (query = '', auth = `Bearer ${ADMIN_TOKEN}`) =>
    server.app.inject({
      method: 'GET',
      url: `${API.adminFeedback}${query}`,
      headers: auth ? { authorization: auth } : {},
    });
  const stored = () => server.db.kysely.selectFrom('feedback').selectAll().orderBy('id').execute();
  const expectCatalogue = (res: { statusCode: number; body: string }, status: number, code = 1100) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(parseErrorBody(res.body)?.code).toBe(code);
    expect(res.body).not.toMatch(/\n\s+at /);
  };

  it('stores a message with where it came from, who sent it and when', async () => {
    const res = await send({
      content: '二维码下载后有白边，能去掉吗？👍',
      contact: 'me@example.com',
      host: 'tools.example.com',
      path: '/qrcode.html',
      userInfo: { guid: 'tbx_abc_v1', qimei36: '', qua2: '' },
    });
    expect(res.statusCode).toBe(200);
    const { ret, data } = res.json() as { ret: number; data: { id: number } };
    expect(ret).toBe(0);
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({
      id: data.id,
      content: '二维码下载后有白边，能去掉吗？👍',
      contact: 'me@example.com',
      host: 'tools.example.com',
      path: '/qrcode.html',
      guid: 'tbx_abc_v1',
      user_agent: 'FeedbackTest/1.0',
    });
    expect(Date.now() - Date.parse(rows.at(-1)!.created_at)).toBeLessThan(60_000);
  });

  it('takes contact, host and path as optional, and userInfo as JSON text', async () => {
    expect((await send({ content: 'only text', userInfo: '{"guid":"x"}' })).statusCode).toBe(200);
    expect((await stored()).at(-1)).toMatchObject({
      content: 'only text',
      contact: '',
      host: '',
      path: '',
      guid: null,
    });
  });

  it('accepts exactly 500 characters, counted as the page counts them (an emoji is one)', async () => {
    expect((await send({ content: '👍'.repeat(500) })).statusCode).toBe(200);
    expect((await stored()).at(-1)?.content).toBe('👍'.repeat(500));
    expectCatalogue(await send({ content: '好'.repeat(501) }), 400);
  });

  it('stores markup as plain text, byte for byte, and lists it only as JSON', async () => {
    for (const text of HOSTILE) {
      expect((await send({ content: text, contact: text, host: text, path: text })).statusCode).toBe(200);
    }
    const rows = (await stored()).slice(-HOSTILE.length);
    expect(rows.map((r) => [r.content, r.contact, r.host, r.path])).toEqual(HOSTILE.map((t) => [t, t, t, t]));

    const res = await list(`?pageSize=${HOSTILE.length}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = (res.json() as { data: FeedbackPage }).data;
    expect(page.items.map((i) => i.content).reverse()).toEqual(HOSTILE);
  });

  it('refuses a 1 MB message with a catalogue error and stores nothing', async () => {
    const before = (await stored()).length;
    expectCatalogue(await send({ content: 'x'.repeat(1_000_000) }), 413);
    expectCatalogue(await send({ content: 'x'.repeat(17_000) }), 413);
    expect((await stored()).length).toBe(before);
  });

  it('refuses wrong types, blank or missing text, control characters and unknown fields', async () => {
    const before = (await stored()).length;
    const bad: unknown[] = [
      {},
      { content: '' },
      { content: '   \n\t　' },
      { content: 12 },
      { content: ['text'] },
      { content: { text: 'x' } },
      { content: null },
      { content: true },
      { content: 'ok', contact: 123 },
      { content: 'ok', contact: ['a'] },
      { content: 'ok', host: false },
      { content: 'ok', path: { p: '/' } },
      { content: 'ok', contact: 'c'.repeat(101) },
      { content: 'ok', host: 'h'.repeat(256) },
      { content: 'ok', path: '/'.repeat(2049) },
      { content: 'nul \u0000 inside' },
      { content: 'ok', contact: 'bell\u0007' },
      { content: 'ok', admin: true },
      { content: 'ok', userInfo: { guid: 'g', role: 'admin' } },
      { content: 'ok', userInfo: 5 },
      'just text',
      '[]',
      'null',
      '{"content": ',
      '{"__proto__":{"admin":true},"content":"x"}',
    ];
    for (const body of bad) expectCatalogue(await send(body), 400);
    expect((await stored()).length).toBe(before);
  });

  it('keeps a guid only when it looks like one', async () => {
    expect((await send({ content: 'odd guid', userInfo: { guid: 'has space and ünïcode' } })).statusCode).toBe(200);
    expect((await stored()).at(-1)).toMatchObject({ content: 'odd guid', guid: null });
  });

  it('needs the timestamp and XSRF headers like every state-changing call', async () => {
    const before = (await stored()).length;
    const noTime = await server.app.inject({
      method: 'POST',
      url: API.feedback,
      headers: { 'content-type': 'text/plain' },
      payload: '{"content":"x"}',
    });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.body).toContain('invalid timestamp');
    const headers = callHeaders();
    const noXsrf = await server.app.inject({
      method: 'POST',
      url: API.feedback,
      headers: { ...headers, 'x-xsrf-token': 'other-value-0123456789abc', 'content-type': 'text/plain' },
      payload: '{"content":"x"}',
    });
    expect(noXsrf.statusCode).toBe(403);
    expect((await stored()).length).toBe(before);
  });

  describe('admin list', () => {
    it('answers 401 without the right bearer token, before looking at the query', async () => {
      for (const auth of [
        '',
        'Bearer wrong-token-wrong-token-wrong',
        `Bearer ${ADMIN_TOKEN}x`,
        ADMIN_TOKEN,
        `Basic ${ADMIN_TOKEN}`,
      ]) {
        const res = await list('?pageSize=9999', auth);
        expectCatalogue(res, 401, 1101);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    });

    it('pages newest first', async () => {
      const total = (await stored()).length;
      const first = (await list('?page=1&pageSize=3')).json() as { ret: number; data: FeedbackPage };
      expect(first.ret).toBe(0);
      expect(first.data).toMatchObject({ total, page: 1, pageSize: 3 });
      const ids = (await stored()).map((r) => r.id).sort((a, b) => b - a);
      expect(first.data.items.map((i) => i.id)).toEqual(ids.slice(0, 3));
      const second = (await list('?page=2&pageSize=3')).json() as { data: FeedbackPage };
      expect(second.data.items.map((i) => i.id)).toEqual(ids.slice(3, 6));
      const beyond = (await list(`?page=${total + 1}&pageSize=1`)).json() as { data: FeedbackPage };
      expect(beyond.data).toMatchObject({ total, items: [] });
      const defaults = (await list()).json() as { data: FeedbackPage };
      expect(defaults.data).toMatchObject({ page: 1, pageSize: 20 });
      expect(Object.keys(defaults.data.items[0]).sort()).toEqual([
        'contact',
        'content',
        'created_at',
        'guid',
        'host',
        'id',
        'path',
        'user_agent',
      ]);
    });

    it('refuses a bad page query', async () => {
      for (const q of ['?page=0', '?page=x', '?pageSize=0', '?pageSize=101', '?page=1.5', '?sort=id'])
        expectCatalogue(await list(q), 400);
    });
  });
});

describe.each(DATABASES)('feedback limits and admin switch on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { FEEDBACK_PER_HOUR: '2' });
  });
  afterAll(() => server.close());

  const send = (content: string, ip = '203.0.113.7') =>
    server.app.inject({
      method: 'POST',
      url: API.feedback,
      remoteAddress: ip,
      headers: { ...callHeaders(), 'content-type': 'text/plain' },
      payload: JSON.stringify({ content }),
    });

  it('answers 429 with code 3 once a client has sent its hourly share, and stores nothing more', async () => {
    expect((await send('one')).statusCode).toBe(200);
    expect((await send('two')).statusCode).toBe(200);
    const third = await send('three');
    expect(third.statusCode).toBe(429);
    expect(parseErrorBody(third.body)?.code).toBe(3);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await send('elsewhere', '198.51.100.9')).statusCode).toBe(200);
    const rows = await server.db.kysely.selectFrom('feedback').select('content').orderBy('id').execute();
    expect(rows.map((r) => r.content)).toEqual(['one', 'two', 'elsewhere']);
  });

  it('has no admin endpoint when ADMIN_TOKEN is unset', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-0123456789' }]) {
      const res = await server.app.inject({ method: 'GET', url: API.adminFeedback, headers });
      expect(res.statusCode).toBe(404);
      expect(parseErrorBody(res.body)?.code).toBe(1300);
    }
  });
});
