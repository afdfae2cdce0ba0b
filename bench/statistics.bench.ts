/**
 * Usage statistics under load: requests/s of `POST /cgi-bin/tools/report` and `GET /cgi-bin/tools/get_statistics`
 * on the real server (its own process, `src/server/main.ts`) against a bare Fastify route (another process)
 * in the same run, then an exactness check: every acknowledged report is counted once.
 *
 *   npx tsx bench/statistics.bench.ts [--duration 4] [--rounds 3] [--connections 10] [--sqlite-only]
 *
 * Loopback only, bounded duration; prints tables, asserts nothing about timings (it exits 1 only when a
 * count is wrong). Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { API } from '../src/common/protocol.js';
import {
  HOST,
  PG_URL,
  arg,
  benchSchema,
  callHeaders,
  cpuMs,
  freePort,
  median,
  postgresReachable,
  serveBare,
  start,
  stop,
  waitFor,
} from './support.js';

const REPORT_BODY = JSON.stringify({ toolUrl: '/qrcode.html', toolName: '二维码生成', tabName: '' });

interface Measured {
  result: autocannon.Result;
  /** Server CPU per answered request (µs): unlike req/s, not skewed by other load on the machine. */
  cpuUs: number;
}

async function load(opts: autocannon.Options, server?: ChildProcess): Promise<Measured> {
  const before = cpuMs(server?.pid);
  const result = await autocannon({ connections: arg('connections', 10), duration: arg('duration', 4), ...opts });
  const answered = result['2xx'] + result.non2xx;
  return { result, cpuUs: answered ? ((cpuMs(server?.pid) - before) * 1000) / answered : 0 };
}

async function pvCount(base: string): Promise<number> {
  const res = await fetch(`${base}${API.statistics}`);
  return ((await res.json()) as { pvCount: number }).pvCount;
}

interface Row {
  db: string;
  endpoint: string;
  /** One entry per round; ours and the bare route alternate so both see the same machine load. */
  ours: Measured[];
  bare: Measured[];
}

async function rounds(
  ours: autocannon.Options,
  server: ChildProcess,
  bareOpts: autocannon.Options,
  bare: ChildProcess,
) {
  const result = { ours: [] as Measured[], bare: [] as Measured[] };
  for (let i = 0; i < arg('rounds', 3); i++) {
    result.bare.push(await load(bareOpts, bare));
    result.ours.push(await load(ours, server));
  }
  return result;
}

interface Exactness {
  db: string;
  check: string;
  acknowledged: number;
  counted: number;
}

async function runOn(
  kind: 'sqlite' | 'postgres',
  bare: ChildProcess,
  bareBase: string,
  rows: Row[],
  exact: Exactness[],
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toolbox-bench-'));
  const pgSchema = kind === 'postgres' ? await benchSchema() : null;
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = start(['src/server/main.ts'], {
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-site'),
    LOG_LEVEL: 'warn',
    BEACON_RATE_LIMIT_PER_MINUTE: '0', // one loopback client sends everything: the per-IP limit would refuse it
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    ...(kind === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: pgSchema?.schema } : { DATABASE_URL: '' }),
  });
  try {
    await waitFor(`${base}${API.statistics}`, server);
    // Warm both servers (JIT, connection pools) before measuring.
    await load({ url: `${base}${API.statistics}`, duration: 1 });
    await load({ url: `${base}${API.report}`, method: 'POST', headers: callHeaders(), body: REPORT_BODY, duration: 1 });
    await load({ url: `${bareBase}/bare`, duration: 1 });

    const stats = await rounds({ url: `${base}${API.statistics}` }, server, { url: `${bareBase}/bare` }, bare);
    rows.push({ db: kind, endpoint: 'GET get_statistics', ...stats });
    const before = await pvCount(base);
    // callHeaders() is evaluated once per run: its timestamp stays valid far longer than a run.
    const post = { method: 'POST' as const, body: REPORT_BODY };
    const report = await rounds(
      { url: `${base}${API.report}`, ...post, headers: callHeaders() },
      server,
      { url: `${bareBase}/bare`, ...post, headers: callHeaders() },
      bare,
    );
    await new Promise((r) => setTimeout(r, 500)); // reports still in flight when a run stopped
    const afterLoad = await pvCount(base);
    rows.push({ db: kind, endpoint: 'POST report', ...report });
    // A timed run stops with some requests sent but unanswered: those may be counted without being acknowledged.
    const acknowledged = report.ours.reduce((n, m) => n + m.result['2xx'], 0);
    exact.push({
      db: kind,
      check: `timed runs (≤ ${report.ours.length * arg('connections', 10)} unanswered at the ends)`,
      acknowledged,
      counted: afterLoad - before,
    });

    // A fixed number of reports, all answered: counted exactly once each.
    const n = 2000;
    const fixedBefore = await pvCount(base);
    const fixed = await autocannon({
      url: `${base}${API.report}`,
      method: 'POST',
      headers: callHeaders(),
      body: REPORT_BODY,
      connections: 50,
      amount: n,
    });
    exact.push({
      db: kind,
      check: `${n} reports over 50 connections`,
      acknowledged: fixed['2xx'],
      counted: (await pvCount(base)) - fixedBefore,
    });

    // N reports at once, each on its own connection.
    const burst = 200;
    const burstBefore = await pvCount(base);
    const results = await Promise.all(
      Array.from({ length: burst }, () =>
        fetch(`${base}${API.report}`, {
          method: 'POST',
          headers: { ...callHeaders(), connection: 'close' },
          body: REPORT_BODY,
        }).then((r) => r.status),
      ),
    );
    exact.push({
      db: kind,
      check: `${burst} concurrent reports`,
      acknowledged: results.filter((s) => s === 200).length,
      counted: (await pvCount(base)) - burstBefore,
    });
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    await pgSchema?.drop();
  }
}

async function main() {
  const barePort = await freePort();
  const bare = start([fileURLToPath(import.meta.url), '--bare', String(barePort)], {});
  const bareBase = `http://${HOST}:${barePort}`;
  const rows: Row[] = [];
  const exact: Exactness[] = [];
  try {
    await waitFor(`${bareBase}/bare`, bare);
    const kinds: ('sqlite' | 'postgres')[] = ['sqlite'];
    if (!process.argv.includes('--sqlite-only') && (await postgresReachable())) kinds.push('postgres');
    for (const kind of kinds) await runOn(kind, bare, bareBase, rows, exact);
  } finally {
    await stop(bare);
  }

  console.log(
    `\nrequests/s, ${arg('connections', 10)} connections, ${arg('rounds', 3)} rounds of ${arg('duration', 4)} s, medians (target: ratio ≥ 0.5)\n`,
  );
  console.table(
    rows.map((r) => {
      const ours = median(r.ours.map((m) => m.result.requests.average));
      const bare = median(r.bare.map((m) => m.result.requests.average));
      const cpu = median(r.ours.map((m) => m.cpuUs));
      const bareCpu = median(r.bare.map((m) => m.cpuUs));
      return {
        database: r.db,
        endpoint: r.endpoint,
        'req/s': Math.round(ours),
        'bare req/s': Math.round(bare),
        ratio: Number(
          median(r.ours.map((m, i) => m.result.requests.average / r.bare[i].result.requests.average)).toFixed(2),
        ),
        'p99 ms': median(r.ours.map((m) => m.result.latency.p99)),
        non2xx: r.ours.reduce((n, m) => n + m.result.non2xx, 0),
        'CPU µs/req': Math.round(cpu),
        'bare CPU µs/req': Math.round(bareCpu),
        'CPU ratio': cpu ? Number((bareCpu / cpu).toFixed(2)) : '-',
      };
    }),
  );
  console.log(
    'ratio: median of per-round ratios. CPU ratio: bare/ours server CPU per request, the throughput ratio with a core to spare (the load generator shares the 2 cores).',
  );
  console.log('\nexactness: reports acknowledged (HTTP 200) vs pvCount increase\n');
  console.table(
    exact.map((e) => ({ database: e.db, check: e.check, acknowledged: e.acknowledged, counted: e.counted })),
  );
  const slack = arg('rounds', 3) * arg('connections', 10);
  const wrong = exact.filter((e) =>
    e.check.startsWith('timed')
      ? e.counted < e.acknowledged || e.counted > e.acknowledged + slack
      : e.counted !== e.acknowledged,
  );
  if (wrong.length) {
    console.error('COUNT MISMATCH', wrong);
    process.exitCode = 1;
  }
}

const bareIndex = process.argv.indexOf('--bare');
if (bareIndex > 0) await serveBare(Number(process.argv[bareIndex + 1]));
else await main();
