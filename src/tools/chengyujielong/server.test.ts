import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../../server/test-support.js';
import { IDIOM_PATH } from './server.js';

describe.each(DATABASES)('GET /api/tools/idiom on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  const get = (word: string) =>
    server.app.inject({ method: 'GET', url: `${IDIOM_PATH}?word=${encodeURIComponent(word)}` });

  it('explains a known idiom', async () => {
    const res = await get('画蛇添足');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ word: '画蛇添足' });
    expect(res.json().explanation).toMatch(/多余/);
  });
  it.each([
    ['长春长春', 404, /^1300,/],
    ['abc', 400, /^1100,/],
    ['', 400, /^1100,/],
  ])('%s → %i', async (word, status, body) => {
    const res = await get(word);
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatch(body);
  });
});
