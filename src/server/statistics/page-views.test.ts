import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';

/** addToolPV is group-committed: exact totals and daily counts however many arrive at once. */
describe.each(DATABASES)('page views on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { BEACON_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  const pv = (toolid: string) =>
    server.app.inject({
      method: 'POST',
      url: API.addToolPV,
      headers: { ...callHeaders(), 'content-type': 'text/plain' },
      payload: JSON.stringify({ toolid }),
    });

  it('counts every acknowledged view once, per tool and per day, under concurrency', async () => {
    const tools = ['qrcode', 'wordcount', 'imgcompress'];
    const calls = Array.from({ length: 300 }, (_, i) => tools[i % 3]);
    const answers = await Promise.all(calls.map(pv));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // Each answer counts its own view: the highest answer per tool is its total.
    for (const tool of tools) {
      const seen = answers.filter((_, i) => calls[i] === tool).map((a) => a.json().data.pv as number);
      expect(Math.max(...seen)).toBe(100);
      expect(Math.min(...seen)).toBeGreaterThanOrEqual(1);
    }
    const totals = await server.db.kysely
      .selectFrom('tool_stats')
      .select(['tool_id', 'pv'])
      .orderBy('tool_id')
      .execute();
    expect(totals.map((r) => [r.tool_id, Number(r.pv)])).toEqual([
      ['imgcompress', 100],
      ['qrcode', 100],
      ['wordcount', 100],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const daily = await server.db.kysely.selectFrom('tool_pv_daily').selectAll().orderBy('tool_id').execute();
    expect(daily.map((r) => [r.tool_id, r.day, Number(r.pv)])).toEqual(tools.sort().map((t) => [t, today, 100]));
  });
});
