import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, startTestServer, type TestServer } from '../test-support.js';

const event = (over: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  eventname: 'qbtool_pv',
  guid: 'tbx_abcdefghijklmnopqrstuvwx_v1',
  app_version: '0.1.0',
  extra: JSON.stringify({ page: 'qrcode', callfrom: 'share_wx', is_pc: 0, source: 'baidu', ...extra }),
  ...over,
});

describe.each(DATABASES)('analytics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { BEACON_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => server.close());

  // As sendBeacon sends it: a text/plain JSON body, no timestamp, no XSRF header, no authorization.
  const beacon = (body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: API.analytics,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const stored = () => server.db.kysely.selectFrom('analytics_events').selectAll().orderBy('id').execute();

  it('stores a batch, one row per event, with the fields of extra', async () => {
    const res = await beacon({
      events: [
        event(),
        event(
          { eventname: 'PDF_PAGE_0001' },
          { page: 'homepage', callfrom: '', is_pc: 1, source: 'direct', clicked: 'x' },
        ),
      ],
      userInfo: { guid: 'g', qimei36: '', qua2: '' },
    });
    expect(res.statusCode).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    const day = new Date().toISOString().slice(0, 10);
    expect(rows[0]).toMatchObject({
      eventname: 'qbtool_pv',
      guid: 'tbx_abcdefghijklmnopqrstuvwx_v1',
      page: 'qrcode',
      callfrom: 'share_wx',
      source: 'baidu',
      is_pc: 0,
      app_version: '0.1.0',
      day,
    });
    expect(rows[1]).toMatchObject({
      eventname: 'PDF_PAGE_0001',
      page: 'homepage',
      callfrom: '',
      source: 'direct',
      is_pc: 1,
    });
    expect(rows[0].created_at.startsWith(day)).toBe(true);
  });

  it('takes absent extra fields as empty', async () => {
    const before = (await stored()).length;
    expect((await beacon({ events: [event({ extra: '{}' })] })).statusCode).toBe(204);
    expect((await stored()).slice(before)[0]).toMatchObject({ page: '', callfrom: '', source: '', is_pc: 0 });
  });

  it('answers a question per day with its indexes: events per name, sources, entry points', async () => {
    await beacon({
      events: [
        event({ eventname: 'qbtool_click' }),
        event({ eventname: 'qbtool_click' }, { source: 'sogou', callfrom: 'share_qq' }),
      ],
    });
    const day = new Date().toISOString().slice(0, 10);
    const byName = await server.db.kysely
      .selectFrom('analytics_events')
      .select(['eventname', (eb) => eb.fn.countAll<number>().as('n')])
      .where('day', '=', day)
      .groupBy('eventname')
      .orderBy('eventname')
      .execute();
    expect(byName.find((r) => r.eventname === 'qbtool_click')?.n).toBe(2);
    const bySource = await server.db.kysely
      .selectFrom('analytics_events')
      .select(['source', (eb) => eb.fn.countAll<number>().as('n')])
      .where('day', '=', day)
      .groupBy('source')
      .execute();
    expect(bySource.find((r) => r.source === 'sogou')?.n).toBe(1);
  });

  it('refuses a bad batch whole and stores nothing of it', async () => {
    const before = (await stored()).length;
    const bad: unknown[] = [
      { events: [] },
      { events: Array.from({ length: 51 }, () => event()) },
      { events: [event(), event({ extra: 'not json' })] },
      { events: [event({}, { is_pc: 'yes' })] },
      { events: [event({}, { page: 5 })] },
      { events: [event({ extra: '[1,2]' })] },
      { events: [event({ eventname: 'bad name!' })] },
      { events: [event({ guid: 1 })] },
      { events: [event({ unknown: 1 })] },
      { events: [event()], extra: true },
      { events: 'qbtool_pv' },
      {},
    ];
    for (const body of bad) {
      const res = await beacon(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(parseErrorBody(res.body)?.code).toBe(1100);
    }
    expect((await stored()).length).toBe(before);
  });

  it('refuses a body over 64 KiB with a catalogue error', async () => {
    const res = await beacon({ events: [event({ guid: 'x'.repeat(70_000) })] });
    expect(res.statusCode).toBe(413);
    expect(parseErrorBody(res.body)?.code).toBe(1100);
  });
});
