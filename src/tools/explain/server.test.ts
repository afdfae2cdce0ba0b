import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../../server/test-support.js';
import { CHARS_PATH, EXPLAIN_PATH } from './server.js';

describe.each(DATABASES)('GET /api/tools/explain on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server.close());
  const get = (query: string) => server.app.inject({ method: 'GET', url: `${EXPLAIN_PATH}?${query}` });
  const word = (w: string) => get(`word=${encodeURIComponent(w)}`);

  it('answers a word with its senses and longer words beginning with it', async () => {
    const res = await word('明白');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.senses).toContain('了解;知道。');
    expect(body.related).toContain('明白了当');
  });
  it('answers a single character with the words it begins', async () => {
    const body = (await word('踌')).json();
    expect(body.senses).toBeNull();
    expect(body.related).toContain('踌躇');
  });
  it.each([
    ['word=' + encodeURIComponent('明明明明明明'), 404, /^1300,/],
    ['word=abc', 400, /^1100,/],
    ['word=', 400, /^1100,/],
    ['word=' + encodeURIComponent('../明'), 400, /^1100,/],
    ['word=' + encodeURIComponent('明'.repeat(21)), 400, /^1100,/],
    ['', 400, /^1100,/],
    ['word=%E6%98%8E&x=1', 400, /^1100,/],
  ])('%s → %i', async (query, status, body) => {
    const res = await get(query);
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatch(body);
  });
});

describe.each(DATABASES)('GET /api/tools/explain/chars on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server.close());
  const get = (query: string) => server.app.inject({ method: 'GET', url: `${CHARS_PATH}?${query}` });

  it('shows each character through common words beginning with it', async () => {
    const res = await get(`chars=${encodeURIComponent('婉清')}`);
    expect(res.statusCode).toBe(200);
    const { chars } = res.json() as { chars: { char: string; words: { word: string; sense: string }[] }[] };
    expect(chars.map((c) => c.char)).toEqual(['婉', '清']);
    for (const c of chars) {
      expect(c.words.length).toBeGreaterThan(0);
      expect(c.words.length).toBeLessThanOrEqual(3);
      for (const w of c.words) expect(w.word.startsWith(c.char) && w.sense.length > 0).toBe(true);
    }
  });
  it.each([
    ['chars=' + encodeURIComponent('婉清明白晓'), 400],
    ['chars=ab', 400],
    ['chars=', 400],
    ['', 400],
  ])('%s → %i', async (query, status) => {
    const res = await get(query);
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatch(/^1100,/);
  });
});
