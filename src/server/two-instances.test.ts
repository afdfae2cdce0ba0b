/**
 * Two server processes (`src/server/main.ts`, as deployed) on one PostgreSQL schema and one Redis (issue 22):
 * load sent to both at once keeps the page-view counters exact, a user's rating is stored once however the
 * two instances race, and the beacon limit and the new-visitor limit of one IP are shared, not doubled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../common/protocol.js';
import { parseErrorBody } from '../common/errors.js';
import { REDIS_TEST_URL, callHeaders, dropRedisKeys, freshDatabase, redisTestPrefix } from './test-support.js';

const LIMITS = { beacons: 30, newVisitors: 5 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function up(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** `name=value` pairs of the cookies a response set. */
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]);

describe.skipIf(Boolean(process.env.TEST_SKIP_POSTGRES))('two instances on one PostgreSQL and one Redis', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let prefix: string;
  let dataDir: string;
  const children: ChildProcess[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    // The schema is made and migrated here, once; both instances then find it current.
    db = await freshDatabase('postgres');
    prefix = redisTestPrefix();
    dataDir = mkdtempSync(path.join(tmpdir(), 'toolbox-two-'));
    const env = {
      DATABASE_URL: db.config.databaseUrl,
      DATABASE_SCHEMA: db.config.databaseSchema,
      REDIS_URL: REDIS_TEST_URL,
      REDIS_KEY_PREFIX: prefix,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      DEMO_LOGIN: '1',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      CLIENT_DIR: path.join(dataDir, 'no-site'),
      BEACON_RATE_LIMIT_PER_MINUTE: String(LIMITS.beacons),
      NEW_VISITORS_PER_IP_PER_HOUR: String(LIMITS.newVisitors),
      IP_RATE_LIMIT_PER_MINUTE: '0',
      IP_DAILY_QUOTA: '0',
      // Each test calls from its own client addresses (X-Forwarded-For from loopback), so limits stay apart.
      TRUST_PROXY: '127.0.0.1',
    };
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, ...env, PORT: String(port), DATA_DIR: path.join(dataDir, name) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      urls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(urls.map((url, i) => up(url, children[i])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stop));
    await db?.dispose();
    if (prefix) await dropRedisKeys(prefix);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const post = (url: string, route: string, ip: string, body: unknown, cookies: string[] = []) => {
    const headers = callHeaders();
    return fetch(`${url}${route}`, {
      method: 'POST',
      headers: {
        ...headers,
        'x-forwarded-for': ip,
        cookie: [headers.cookie, ...cookies].join('; '),
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: JSON.stringify(body),
    });
  };

  it('counts every acknowledged page view exactly once, whichever instance took it', async () => {
    const perInstance = 150;
    const tools = ['qrcode', 'wordcount', 'imgcompress'];
    const answers = await Promise.all(
      urls.flatMap((url) =>
        Array.from({ length: perInstance }, (_, i) =>
          post(url, API.addToolPV, `10.1.0.${i % 20}`, { toolid: tools[i % tools.length] }).then(async (res) => ({
            status: res.status,
            body: (await res.json()) as { data?: { pv: number } },
            tool: tools[i % tools.length],
          })),
        ),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const stored = await db.db.kysely.selectFrom('tool_stats').select(['tool_id', 'pv']).execute();
    const daily = await db.db.kysely.selectFrom('tool_pv_daily').select(['tool_id', 'pv']).execute();
    for (const tool of tools) {
      const acknowledged = answers.filter((a) => a.tool === tool).length;
      expect(Number(stored.find((r) => r.tool_id === tool)?.pv)).toBe(acknowledged);
      expect(daily.filter((r) => r.tool_id === tool).reduce((n, r) => n + Number(r.pv), 0)).toBe(acknowledged);
      // The last answer for a tool names the final count: no view was counted twice or lost.
      expect(Math.max(...answers.filter((a) => a.tool === tool).map((a) => a.body.data!.pv))).toBe(acknowledged);
    }
  });

  it('stores one rating per user when both instances get it at once', async () => {
    const login = await post(urls[0], API.demoLogin, '10.2.0.1', { autoLogin: true });
    expect(login.status).toBe(200);
    const cookies = cookiesOf(login);
    const tries = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i, n) =>
        post(urls[i], API.addToolScore, '10.2.0.1', { toolid: 'qrcode', score: 1 + (n % 5) }, cookies),
      ),
    );
    const statuses = tries.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await db.db.kysely.selectFrom('tool_ratings').select(['user_id', 'score']).execute();
    expect(rows).toHaveLength(1);
    const stats = await db.db.kysely
      .selectFrom('tool_stats')
      .select(['score_pv', 'score_sum'])
      .where('tool_id', '=', 'qrcode')
      .executeTakeFirstOrThrow();
    expect([Number(stats.score_pv), Number(stats.score_sum)]).toEqual([1, rows[0].score]);
  });

  it('shares the beacon limit of one IP between the instances', async () => {
    const sent = await Promise.all(
      Array.from({ length: LIMITS.beacons + 10 }, (_, i) =>
        fetch(`${urls[i % 2]}${API.log}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '10.3.0.1' },
          body: JSON.stringify({ level: 'warn', message: `beacon ${i}`, url: '/two-instances' }),
        }).then(async (res) => ({
          status: res.status,
          code: res.status === 429 ? parseErrorBody(await res.text())?.code : 0,
        })),
      ),
    );
    expect(sent.filter((s) => s.status === 204)).toHaveLength(LIMITS.beacons);
    expect(sent.filter((s) => s.status === 429).map((s) => s.code)).toEqual(Array(10).fill(3));
    const logs = await db.db.kysely
      .selectFrom('client_logs')
      .select('message')
      .where('url', '=', '/two-instances')
      .execute();
    expect(logs).toHaveLength(LIMITS.beacons);
  });

  it('shares the new-visitor limit of one IP between the instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.newVisitors + 4; i++)
      statuses.push(
        (await fetch(`${urls[i % 2]}${API.getToken}`, { headers: { 'x-forwarded-for': '10.4.0.1' } })).status,
      );
    expect(statuses).toEqual([...Array(LIMITS.newVisitors).fill(200), 429, 429, 429, 429]);
  });
});
