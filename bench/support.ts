/** Shared by the server benchmarks: server processes on free loopback ports, call headers, CPU time, databases. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { DEFAULT_AUTH, TIMESTAMP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../src/common/protocol.js';

export const HOST = '127.0.0.1';
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A numeric `--name value` command-line option. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The baseline: Fastify with the same JSON-in-text/plain parsing, answering the same shapes, no database. */
export async function serveBare(port: number) {
  const app = Fastify({ logger: false });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.get('/bare', async () => ({ header: { retCode: 0 }, pvCount: 1 }));
  app.post('/bare', async () => ({ header: { retCode: 0 } }));
  await app.listen({ port, host: HOST });
  process.on('disconnect', () => process.exit(0));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A Node process running `args` through tsx from the repository root. */
export function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // The IPC channel closes when this process dies, so a child can stop with it (see serveBare).
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.unref();
  return child;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

const XSRF = 'bench-xsrf-value-0123456789';
/** Headers of a state-changing call; the timestamp is refreshed for every run (runs are far shorter than 5 minutes). */
export function callHeaders(): Record<string, string> {
  return {
    'content-type': 'text/plain;charset=UTF-8',
    [TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000)),
    [XSRF_HEADER]: XSRF,
    cookie: `${XSRF_COOKIE}=${XSRF}`,
    authorization: DEFAULT_AUTH,
  };
}

/** CPU time (user + system, ms) a process has used so far; Linux only (0 elsewhere). */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
  } catch {
    return 0;
  }
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function pgQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL schema for one run; `drop` removes it. */
export async function benchSchema(): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  await pgQuery(`create schema ${schema}`);
  return { schema, drop: () => pgQuery(`drop schema ${schema} cascade`) };
}
