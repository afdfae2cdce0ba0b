/**
 * Defects 2 and 4 of the hardening issue: one IP stored 1.2 GB in 5 s (per-minute windows, visitor ids minted
 * freely, no total cap), and malformed multipart bodies were 500s.
 */
import { mkdirSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { API, IDENTITY_COOKIE } from '../../common/protocol.js';
import { parseErrorBody } from '../../common/errors.js';
import { DATABASES, callHeaders, startTestServer, type TestServer } from '../test-support.js';
import { UPLOAD_URL } from './upload.js';
import { uploadsDir } from '../uploads/store.js';

/** Work-call limits off: only the byte buckets, the storage cap and the id limit are under test. */
const NO_CALL_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '0',
  IP_RATE_LIMIT_PER_MINUTE: '0',
  DAILY_QUOTA: '0',
  IP_DAILY_QUOTA: '0',
};

function multipart(text: string, boundary = 'XyZ0123456789') {
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file_data"; filename="a.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(DATABASES)('upload hardening on %s', (kind) => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));
  async function server(env: Record<string, string>) {
    const s = await startTestServer(kind, { ...NO_CALL_LIMITS, STORAGE_MIN_FREE_BYTES: '0', ...env });
    servers.push(s);
    return s;
  }
  const upload = (s: TestServer, bytes: number, opts: { auth?: string; ip?: string } = {}) => {
    const body = multipart('a'.repeat(bytes));
    return s.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      remoteAddress: opts.ip ?? '10.1.0.1',
      headers: { ...callHeaders({ auth: opts.auth }), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const token = async (s: TestServer, visitor: string | undefined, ip = '10.1.0.1') => {
    const res = await s.app.inject({
      method: 'GET',
      url: API.getToken,
      remoteAddress: ip,
      cookies: visitor ? { [IDENTITY_COOKIE]: visitor } : {},
    });
    return res;
  };
  const bearer = async (s: TestServer, visitor: string, ip = '10.1.0.1') =>
    `Bearer ${(await token(s, visitor, ip)).json().data.token}`;
  const stored = (s: TestServer) =>
    existsSync(uploadsDir(s.config.dataDir)) ? readdirSync(uploadsDir(s.config.dataDir)).length : 0;
  const expectRefused = (res: { statusCode: number; body: string }, status: number, code: number) => {
    expect(res.statusCode).toBe(status);
    expect(parseErrorBody(res.body)?.code).toBe(code);
  };

  it('keeps every file under DATA_DIR (task files too, not the database) below STORAGE_MAX_BYTES', async () => {
    const s = await server({ STORAGE_MAX_BYTES: '5000' });
    // Another writer's file (the task queue's folder) counts against the same cap.
    mkdirSync(path.join(s.config.dataDir, 'tasks', 't1'), { recursive: true });
    writeFileSync(path.join(s.config.dataDir, 'tasks', 't1', 'input'), Buffer.alloc(1500));
    await s.app.storage.refresh();
    expect((await upload(s, 2000)).statusCode).toBe(200);
    const full = await upload(s, 2000);
    expectRefused(full, 507, 1200);
    expect(full.body).toBe('1200,storage full');
    expect(stored(s)).toBe(1);
    const status = await s.app.storage.status();
    expect(status.byFolder.tasks).toBe(1500);
    expect(status.usedBytes).toBeGreaterThanOrEqual(3500);
    expect(status.usedBytes).toBeLessThan(5000);
    // The queue asks the same way before accepting work.
    await expect(s.app.storage.reserve(2000)).rejects.toMatchObject({ statusCode: 507, code: 1200 });
    const release = await s.app.storage.reserve(1000);
    release();
  });

  it('gives each visitor a byte bucket refilled over an hour: no burst beyond it, no window edge to time', async () => {
    const t = Date.UTC(2032, 0, 1, 12, 59, 50); // ten seconds before a minute and an hour boundary
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t);
    const s = await server({ UPLOAD_VISITOR_BYTES_PER_HOUR: '3000', UPLOAD_IP_BYTES_PER_HOUR: '1000000' });
    const a = await bearer(s, 'visitor-bytes-a');
    const b = await bearer(s, 'visitor-bytes-b');
    expect((await upload(s, 1200, { auth: a })).statusCode).toBe(200);
    expect((await upload(s, 1200, { auth: a })).statusCode).toBe(200);
    const over = await upload(s, 1200, { auth: a });
    expectRefused(over, 429, 3);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(s, 1200, { auth: b })).statusCode).toBe(200);
    // Past the minute and the hour boundary: still refused (a fixed window would have reset).
    vi.setSystemTime(t + 20_000);
    expectRefused(await upload(s, 1200, { auth: a }), 429, 3);
    // Half an hour on, half the bucket (1500 bytes) is back.
    vi.setSystemTime(t + 30 * 60_000);
    expect((await upload(s, 1200, { auth: a })).statusCode).toBe(200);
    expect(stored(s)).toBe(4);
  });

  it('caps one IP however many visitor ids it uses', async () => {
    const s = await server({
      UPLOAD_VISITOR_BYTES_PER_HOUR: '3000',
      UPLOAD_IP_BYTES_PER_HOUR: '5000',
      NEW_VISITORS_PER_IP_PER_HOUR: '0',
    });
    let accepted = 0;
    for (let i = 0; i < 10; i++) {
      const res = await upload(s, 1200, { auth: await bearer(s, `many-ids-${i}`, '10.2.0.1'), ip: '10.2.0.1' });
      if (res.statusCode === 200) accepted++;
      else expectRefused(res, 429, 3);
    }
    expect(accepted).toBe(4);
    expect((await upload(s, 1200, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('lets one IP get tokens for a limited number of visitor ids an hour', async () => {
    const s = await server({ NEW_VISITORS_PER_IP_PER_HOUR: '3' });
    // Without the identity cookie each call would mint a new visitor.
    for (let i = 0; i < 3; i++) expect((await token(s, undefined, '10.3.0.1')).statusCode).toBe(200);
    expectRefused(await token(s, undefined, '10.3.0.1'), 429, 3);
    // Made-up ids in the cookie count the same.
    expectRefused(await token(s, 'made-up-visitor-id', '10.3.0.1'), 429, 3);
    // Another IP is not affected.
    expect((await token(s, undefined, '10.3.0.2')).statusCode).toBe(200);
    // A visitor already seen from this IP keeps getting tokens.
    const s2 = await server({ NEW_VISITORS_PER_IP_PER_HOUR: '2' });
    for (const v of ['known-visitor-1', 'known-visitor-2', 'known-visitor-1', 'known-visitor-2'])
      expect((await token(s2, v, '10.3.0.3')).statusCode).toBe(200);
    expectRefused(await token(s2, 'known-visitor-3', '10.3.0.3'), 429, 3);
  });

  it('answers malformed multipart bodies 400 in the catalogue, and stores nothing', async () => {
    const s = await server({});
    const body = multipart('hello');
    const cases: [string, string | Buffer][] = [
      ['multipart/form-data; boundary=XyZ0123456789', 'garbage that is not multipart at all'],
      ['multipart/form-data', body.payload], // no boundary
      ['multipart/form-data; boundary=XyZ0123456789', body.payload.subarray(0, body.payload.length - 30)], // truncated
      ['multipart/form-data; boundary=XyZ0123456789', body.payload.subarray(0, 60)],
      ['multipart/form-data; boundary=', body.payload],
      [
        'multipart/form-data; boundary=XyZ0123456789',
        Buffer.from('--XyZ0123456789\r\nContent-Disposition: form-data\r\n\r\nx'),
      ],
      ['multipart/form-data; boundary=XyZ0123456789', Buffer.alloc(0)],
    ];
    for (const [contentType, payload] of cases) {
      const res = await s.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        headers: { ...callHeaders(), 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, `${contentType} ${String(payload).slice(0, 40)}`).toBe(400);
      expect(parseErrorBody(res.body)?.code).toBe(1100);
      expect(res.body).not.toMatch(/\n\s+at /);
    }
    expect(stored(s)).toBe(0);
  });
});
