import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../../server/test-support.js';
import { ZITIE_PATH } from './server.js';

describe.each(DATABASES)('GET /api/tools/zitie on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  const get = (chars: string) =>
    server.app.inject({ method: 'GET', url: `${ZITIE_PATH}?chars=${encodeURIComponent(chars)}` });

  it('answers the strokes of each character once, in writing order', async () => {
    const res = await get('永永字');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { glyphs: Record<string, string[]>; missing: string[] };
    expect(Object.keys(body.glyphs)).toEqual(['永', '字']);
    expect(body.glyphs['永']).toHaveLength(5);
    expect(body.glyphs['字']).toHaveLength(6);
    expect(body.glyphs['永']![0]).toMatch(/^M [\d.]+ [\d.]+/);
    expect(body.missing).toEqual([]);
  });
  it('lists characters it has no data for', async () => {
    const res = await get('永㐀');
    expect(res.json()).toMatchObject({ missing: ['㐀'] });
  });
  it.each([['abc'], [''], ['永'.repeat(61)], ['永 字']])('refuses %j with the catalogue answer', async (chars) => {
    const res = await get(chars);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^1100,/);
  });
});
