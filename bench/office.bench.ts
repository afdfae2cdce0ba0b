/**
 * Office conversion figures (prints tables; asserts no timings; exits 1 only when a task is lost or runs twice):
 * 1. warm: a 10-page Chinese .docx → PDF on the resident LibreOffice vs a cold `soffice --headless
 *    --convert-to pdf` of the same file, in one run (median of `--rounds`);
 * 2. load: `--docs` documents (default 50) submitted at once by `--visitors` (10) visitors to the real
 *    server (its own process): all finish, each ran once (attempts = 1);
 * 3. kill: the same load, the server `kill -9`ed mid-way and started again: every task still finishes.
 *
 *   npx tsx bench/office.bench.ts [warm] [load] [kill] [--docs 50] [--visitors 10] [--rounds 3] [--workers 2]
 *
 * The server is src/server/main.ts (the tools' server.ts register the Office kinds); SQLite under a
 * temporary DATA_DIR; loopback only. Not part of `npm test`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import SQLite from 'better-sqlite3';
import { TASK_API, type TaskView } from '../src/common/task-api.js';
import { loadOfficeConfig } from '../src/server/office/config.js';
import { OfficeEngine } from '../src/server/office/engine.js';
import { conversionRequest } from '../src/server/office/filters.js';
import { chineseDocx } from '../src/server/office/fixtures.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const num = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const sections = ['warm', 'load', 'kill'].filter((s) => argv.includes(s));
const run = sections.length ? sections : ['warm', 'load', 'kill'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const work = mkdtempSync(path.join(tmpdir(), 'office-bench-'));

function table(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n${title}`);
  console.table(rows);
}

async function warmVsCold() {
  const rounds = num('rounds', 3);
  const docx = path.join(work, 'ten-pages.docx');
  writeFileSync(docx, await chineseDocx(10));
  const pages = (pdf: string) => /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1];

  // Cold: a new soffice each time (its profile made once beforehand, as a server would keep it).
  const profile = `file://${path.join(work, 'cold-profile')}`;
  const cold = (outdir: string) =>
    execFileSync(
      'soffice',
      [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', outdir, docx],
      {
        stdio: 'ignore',
      },
    );
  cold(path.join(work, 'cold-0'));
  const coldMs: number[] = [];
  for (let i = 1; i <= rounds; i++) {
    const t = performance.now();
    cold(path.join(work, `cold-${i}`));
    coldMs.push(performance.now() - t);
  }

  const engine = new OfficeEngine(loadOfficeConfig(process.env));
  const converter = engine.converter(0);
  const startT = performance.now();
  await converter.start();
  const startMs = performance.now() - startT;
  const request = (i: number) => conversionRequest('docx', 'pdf', {}, docx, path.join(work, `warm-${i}.pdf`));
  await converter.convert(request(0));
  const warmMs: number[] = [];
  for (let i = 1; i <= rounds; i++) {
    const t = performance.now();
    await converter.convert(request(i));
    warmMs.push(performance.now() - t);
  }
  await engine.close();
  table('10-page Chinese .docx → PDF', [
    {
      how: 'cold soffice --convert-to (median)',
      ms: Math.round(median(coldMs)),
      pages: pages(path.join(work, 'cold-1', 'ten-pages.pdf')) ?? '?',
    },
    {
      how: 'warm resident LibreOffice (median)',
      ms: Math.round(median(warmMs)),
      pages: pages(path.join(work, 'warm-1.pdf')) ?? '?',
    },
    { how: 'resident LibreOffice start (once per worker)', ms: Math.round(startMs), pages: '' },
    { how: 'speed-up warm vs cold', ms: `${(median(coldMs) / median(warmMs)).toFixed(1)}×`, pages: '' },
  ]);
}

// ---------------------------------------------------------------- the real server

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function startServer(port: number, dataDir: string): ChildProcess {
  // Node itself (tsx as a loader, not its wrapper process), so that a kill -9 hits the server.
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-site'),
      LOG_LEVEL: 'warn',
      TASK_WORKERS: String(num('workers', 2)),
      TASK_LEASE_SECONDS: '5',
      TASK_POLL_MS: '200',
      TASK_DAILY_LIMIT: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      DAILY_QUOTA: '0',
      IP_RATE_LIMIT_PER_MINUTE: '0',
      IP_DAILY_QUOTA: '0',
      BEACON_RATE_LIMIT_PER_MINUTE: '0',
      TOKEN_SECRET: 'office-bench-secret-0123456789abcdef',
    },
  });
}

async function ready(base: string) {
  // Up to two minutes: on a busy machine the server's start (TypeScript through tsx) is slow.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/getToken`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface Visitor {
  headers: Record<string, string>;
}

async function visitor(base: string, id: string): Promise<Visitor> {
  const res = await fetch(`${base}/api/getToken`, { headers: { cookie: `_t_qbtool_uid=${id}` } });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? 'bench-xsrf-0123456789abcdef';
  return {
    headers: {
      authorization: `Bearer ${token}`,
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}; _t_qbtool_uid=${id}`,
    },
  };
}

async function submit(base: string, v: Visitor, doc: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('tool', 'word_2_pdf');
  form.append('file_data', new Blob([new Uint8Array(doc)]), name);
  const res = await fetch(`${base}${TASK_API.convert.create}`, {
    method: 'POST',
    body: form,
    headers: { ...v.headers, 'x-timestamp': String(Math.floor(Date.now() / 1000)) },
  });
  if (!res.ok) throw new Error(`create: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { taskId: string }).taskId;
}

async function states(base: string, v: Visitor, ids: string[]): Promise<TaskView[]> {
  const out: TaskView[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const res = await fetch(`${base}${TASK_API.convert.query}?taskId=${ids.slice(i, i + 50).join(',')}`, {
      headers: v.headers,
    });
    out.push(...((await res.json()) as { tasks: TaskView[] }).tasks);
  }
  return out;
}

async function load(kill: boolean) {
  const docs = num('docs', 50);
  const visitorsN = num('visitors', 10);
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = startServer(port, dataDir);
  await ready(base);
  const visitors = await Promise.all(
    Array.from({ length: visitorsN }, (_, i) => visitor(base, `bench-visitor-${String(i).padStart(4, '0')}`)),
  );
  const doc = await chineseDocx(2);
  const t0 = performance.now();
  const owned = await Promise.all(
    Array.from({ length: docs }, async (_, i) => {
      const v = visitors[i % visitorsN];
      return { v, id: await submit(base, v, doc, `文档${i}.docx`) };
    }),
  );
  const submitMs = performance.now() - t0;
  let killedAt = '';
  if (kill) {
    // Wait until some are done and some running, then kill -9 (no shutdown hook runs) and start again.
    for (;;) {
      const all = (
        await Promise.all(
          visitors.map((v) =>
            states(
              base,
              v,
              owned.filter((o) => o.v === v).map((o) => o.id),
            ),
          ),
        )
      ).flat();
      const done = all.filter((t) => t.state === 'done').length;
      if (done >= docs / 4) {
        killedAt = `${done} done, ${all.filter((t) => t.state === 'running').length} running`;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    server = startServer(port, dataDir);
    await ready(base);
  }
  let final: TaskView[];
  for (;;) {
    final = (
      await Promise.all(
        visitors.map((v) =>
          states(
            base,
            v,
            owned.filter((o) => o.v === v).map((o) => o.id),
          ),
        ),
      )
    ).flat();
    if (final.every((t) => t.state === 'done' || t.state === 'failed')) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const totalMs = performance.now() - t0;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  const db = new SQLite(path.join(dataDir, 'toolbox.db'), { readonly: true });
  const attempts = db.prepare('select attempts, count(*) as n from tasks group by attempts').all() as {
    attempts: number;
    n: number;
  }[];
  db.close();
  const profilesLeft = readdirSync(tmpdir()).filter((n) => n.startsWith('toolbox-lo-')).length;
  const done = final.filter((t) => t.state === 'done').length;
  table(
    kill ? `${docs} documents, ${visitorsN} visitors, kill -9 mid-way` : `${docs} documents, ${visitorsN} visitors`,
    [
      { figure: 'submitted (all creates answered)', value: `${Math.round(submitMs)} ms` },
      ...(kill ? [{ figure: 'killed when', value: killedAt }] : []),
      { figure: 'all finished after', value: `${(totalMs / 1000).toFixed(1)} s` },
      { figure: 'done / failed', value: `${done} / ${docs - done}` },
      { figure: 'documents per minute', value: Math.round((docs / totalMs) * 60_000) },
      { figure: 'attempts (attempts × tasks)', value: attempts.map((a) => `${a.attempts}×${a.n}`).join(', ') },
      { figure: 'LibreOffice profiles left in tmp', value: profilesLeft },
    ],
  );
  const lost = final.length !== docs || done !== docs;
  const twice = !kill && attempts.some((a) => a.attempts !== 1);
  if (lost || twice) {
    console.error(lost ? 'a task was lost or failed' : 'a task ran twice');
    process.exitCode = 1;
  }
}

try {
  if (run.includes('warm')) await warmVsCold();
  if (run.includes('load')) await load(false);
  if (run.includes('kill')) await load(true);
} finally {
  rmSync(work, { recursive: true, force: true });
}
