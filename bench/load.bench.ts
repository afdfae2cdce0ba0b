/**
 * The counting endpoints under load, on SQLite and PostgreSQL: requests/s and p99 of `POST /api/addToolPV` and
 * `POST /cgi-bin/tools/report` on the real server (its own process, `src/server/main.ts`) against a bare Fastify
 * POST (another process) in the same run; then what the database holds against what was acknowledged, after a
 * fixed number of calls and after `kill -9` of the server three times in the middle of a load.
 *
 *   npx tsx bench/load.bench.ts [--duration 4] [--rounds 3] [--connections 50] [--kill-duration 15] [--sqlite-only]
 *
 * Stored counts are read from the database itself (not through the server). A call counts as acknowledged when
 * it was answered 2xx; a call sent but never answered (its connection died with the server) may or may not be
 * stored, so after the kills the check is acknowledged ≤ stored ≤ acknowledged + unanswered. Loopback only,
 * bounded duration; prints tables, asserts nothing about timings (exits 1 only when a count is wrong). Run by
 * hand, not by `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
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

type Kind = 'sqlite' | 'postgres';

/** Page views spread over a few tools, as on the real site (each connection cycles through them). */
const TOOLS = ['qrcode', 'wordcount', 'imgcompress', 'imgconvert', 'qrcode_scan', 'img_2_text'];
const PV_REQUESTS = TOOLS.map((toolid) => ({ body: JSON.stringify({ toolid }) }));
const REPORT_BODY = JSON.stringify({ toolUrl: '/qrcode.html', toolName: '二维码生成', tabName: '' });

interface Endpoint {
  name: string;
  path: string;
  requests?: { body: string }[];
  body?: string;
}
const ENDPOINTS: Endpoint[] = [
  { name: 'POST addToolPV', path: API.addToolPV, requests: PV_REQUESTS },
  { name: 'POST report', path: API.report, body: REPORT_BODY },
];

/** What the database holds: page views summed over tools, and stored usage reports (with the counter beside them). */
interface Stored {
  pv: number;
  reports: number;
  reportCounter: number;
}

function storedReader(kind: Kind, dataDir: string, schema?: string): () => Promise<Stored> {
  const queries = {
    pv: 'select coalesce(sum(pv), 0) as n from tool_stats',
    reports: 'select count(*) as n from usage_reports',
    reportCounter: "select value as n from counters where name = 'pv'",
  };
  if (kind === 'sqlite') {
    return async () => {
      const db = new SQLite(path.join(dataDir, 'toolbox.db'), { readonly: true });
      try {
        const one = (q: string) => Number((db.prepare(q).get() as { n: number }).n);
        return { pv: one(queries.pv), reports: one(queries.reports), reportCounter: one(queries.reportCounter) };
      } finally {
        db.close();
      }
    };
  }
  return async () => {
    const client = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      const one = async (q: string) => Number((await client.query(q)).rows[0].n);
      return {
        pv: await one(queries.pv),
        reports: await one(queries.reports),
        reportCounter: await one(queries.reportCounter),
      };
    } finally {
      await client.end();
    }
  };
}

interface Measured {
  result: autocannon.Result;
  /** Server CPU per answered request (µs): unlike req/s, not skewed by other load on the machine. */
  cpuUs: number;
}

async function load(opts: autocannon.Options, server?: ChildProcess): Promise<Measured> {
  const before = cpuMs(server?.pid);
  const result = await autocannon({ connections: arg('connections', 50), duration: arg('duration', 4), ...opts });
  const answered = result['2xx'] + result.non2xx;
  return { result, cpuUs: answered ? ((cpuMs(server?.pid) - before) * 1000) / answered : 0 };
}

function endpointOptions(base: string, e: Endpoint): autocannon.Options {
  return {
    url: `${base}${e.path}`,
    method: 'POST',
    headers: callHeaders(),
    ...(e.requests ? { requests: e.requests.map((r) => ({ method: 'POST' as const, ...r })) } : { body: e.body }),
  };
}

interface SpeedRow {
  db: Kind;
  endpoint: string;
  ours: Measured[];
  bare: Measured[];
}

interface CountRow {
  db: Kind;
  phase: string;
  endpoint: string;
  acknowledged: number;
  unanswered: number;
  stored: number;
  ok: boolean;
}

class Server {
  child!: ChildProcess;
  readonly base: string;
  constructor(
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
  ) {
    this.base = `http://${HOST}:${port}`;
  }
  async start() {
    this.child = start(['src/server/main.ts'], { PORT: String(this.port), HOST, ...this.env });
    await waitFor(`${this.base}${API.statistics}`, this.child);
  }
  async kill9() {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }
  stop() {
    return stop(this.child);
  }
}

async function runOn(kind: Kind, bare: ChildProcess, bareBase: string, speed: SpeedRow[], counts: CountRow[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toolbox-load-'));
  const pgSchema = kind === 'postgres' ? await benchSchema() : null;
  const server = new Server(await freePort(), {
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-site'),
    LOG_LEVEL: 'warn',
    // One loopback client sends everything: per-IP limits would refuse it.
    BEACON_RATE_LIMIT_PER_MINUTE: '0',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    ...(kind === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: pgSchema!.schema } : { DATABASE_URL: '' }),
  });
  const stored = storedReader(kind, dataDir, pgSchema?.schema);
  const step = (what: string) => console.error(`[${kind}] ${what}`);
  try {
    step('starting the server');
    await server.start();
    step('warming up');
    // Warm both servers (JIT, connection pools) before measuring.
    for (const e of ENDPOINTS) await load({ ...endpointOptions(server.base, e), duration: 1 });
    await load({ url: `${bareBase}/bare`, method: 'POST', body: REPORT_BODY, headers: callHeaders(), duration: 1 });

    for (const e of ENDPOINTS) {
      step(`requests/s of ${e.name}`);
      const row: SpeedRow = { db: kind, endpoint: e.name, ours: [], bare: [] };
      // Ours and the bare route alternate so both see the same machine load.
      for (let i = 0; i < arg('rounds', 3); i++) {
        row.bare.push(
          await load({ url: `${bareBase}/bare`, method: 'POST', body: REPORT_BODY, headers: callHeaders() }, bare),
        );
        row.ours.push(await load(endpointOptions(server.base, e), server.child));
      }
      speed.push(row);
    }

    // A fixed number of calls, all answered: each stored exactly once.
    const amount = 5000;
    step(`${amount} calls per endpoint`);
    for (const e of ENDPOINTS) {
      const before = await stored();
      const r = await autocannon({ ...endpointOptions(server.base, e), connections: 50, amount });
      const after = await stored();
      const delta = e.path === API.addToolPV ? after.pv - before.pv : after.reports - before.reports;
      counts.push({
        db: kind,
        phase: `${amount} calls, 50 connections`,
        endpoint: e.name,
        acknowledged: r['2xx'],
        unanswered: r.requests.sent - r['2xx'] - r.non2xx,
        stored: delta,
        ok: delta === r['2xx'],
      });
    }

    // Both endpoints loaded at once while the server is killed (SIGKILL) three times and restarted.
    const before = await stored();
    const killDuration = arg('kill-duration', 15);
    step(`kill -9 three times in ${killDuration} s of load`);
    const runs = ENDPOINTS.map((e) =>
      autocannon({ ...endpointOptions(server.base, e), connections: 25, duration: killDuration }),
    );
    for (let k = 0; k < 3; k++) {
      await new Promise((r) => setTimeout(r, (killDuration * 1000) / 4 - 1000));
      await server.kill9();
      await server.start();
    }
    const results = await Promise.all(runs);
    await server.stop();
    const after = await stored();
    ENDPOINTS.forEach((e, i) => {
      const r = results[i];
      const delta = e.path === API.addToolPV ? after.pv - before.pv : after.reports - before.reports;
      const unanswered = r.requests.sent - r['2xx'] - r.non2xx;
      counts.push({
        db: kind,
        phase: `kill -9 ×3 in ${killDuration} s, 25+25 connections`,
        endpoint: e.name,
        acknowledged: r['2xx'],
        unanswered,
        stored: delta,
        ok: delta >= r['2xx'] && delta <= r['2xx'] + unanswered,
      });
    });
    // The "helped N people" counter moves in the same transaction as the reports it counts.
    counts.push({
      db: kind,
      phase: 'report counter = stored reports',
      endpoint: 'counters.pv',
      acknowledged: after.reports,
      unanswered: 0,
      stored: after.reportCounter,
      ok: after.reports === after.reportCounter,
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await pgSchema?.drop();
  }
}

async function main() {
  const barePort = await freePort();
  const bare = start([fileURLToPath(import.meta.url), '--bare', String(barePort)], {});
  const bareBase = `http://${HOST}:${barePort}`;
  const speed: SpeedRow[] = [];
  const counts: CountRow[] = [];
  try {
    await waitFor(`${bareBase}/bare`, bare);
    const kinds: Kind[] = ['sqlite'];
    if (!process.argv.includes('--sqlite-only') && (await postgresReachable())) kinds.push('postgres');
    for (const kind of kinds) await runOn(kind, bare, bareBase, speed, counts);
  } finally {
    await stop(bare);
  }

  console.log(
    `\nrequests/s, ${arg('connections', 50)} connections, ${arg('rounds', 3)} rounds of ${arg('duration', 4)} s, medians (target: ratio ≥ 0.5)\n`,
  );
  console.table(
    speed.map((r) => {
      const cpu = median(r.ours.map((m) => m.cpuUs));
      const bareCpu = median(r.bare.map((m) => m.cpuUs));
      return {
        database: r.db,
        endpoint: r.endpoint,
        'req/s': Math.round(median(r.ours.map((m) => m.result.requests.average))),
        'bare req/s': Math.round(median(r.bare.map((m) => m.result.requests.average))),
        ratio: Number(
          median(r.ours.map((m, i) => m.result.requests.average / r.bare[i].result.requests.average)).toFixed(2),
        ),
        'p99 ms': median(r.ours.map((m) => m.result.latency.p99)),
        'bare p99 ms': median(r.bare.map((m) => m.result.latency.p99)),
        non2xx: r.ours.reduce((n, m) => n + m.result.non2xx, 0),
        'CPU ratio': cpu ? Number((bareCpu / cpu).toFixed(2)) : '-',
      };
    }),
  );
  console.log(
    'ratio: median of per-round ratios. CPU ratio: bare/ours server CPU per request (the throughput ratio with a core to spare; the load generator shares the 2 cores).',
  );
  console.log('\nstored vs acknowledged (read from the database; unanswered = sent but never answered)\n');
  console.table(counts);
  const wrong = counts.filter((c) => !c.ok);
  if (wrong.length) {
    console.error('COUNT MISMATCH', wrong);
    process.exitCode = 1;
  }
}

const bareIndex = process.argv.indexOf('--bare');
if (bareIndex > 0) await serveBare(Number(process.argv[bareIndex + 1]));
else await main();
