/**
 * A new build replaces the old one without mixing chunks (issue 11). Build B is made from the built site
 * (build A) as a change to the entry and to the login panel's lazily loaded chunk would make it — those
 * and every chunk naming them get new names — with B's own service worker; then the server is restarted
 * on the same origin serving only B. A page open on A keeps A's chunks (its lazy login panel comes from the
 * worker's cache, not B); a tab opened while B installs still gets A; once A's page is gone, the next
 * visit is entirely B.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../src/server/test-support.js';
import { entryKey, type BuildManifest } from '../src/sw/build-lists.js';
import { serviceWorkerLists, writeServiceWorker } from '../scripts/service-worker.js';
import { launchBrowser, newContext } from './support.js';
import { waitForHydration } from './page-checks.js';
import { until } from './sw-support.js';

const BUILD_A = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
let buildB: string;
let renamed: { from: string; to: string }[];
let roots: string[];
let server: TestServer | undefined;
let port = 0;
let browser: Browser;
let context: BrowserContext;

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (/\.(html|js|json)$/.test(entry.name)) yield full;
  }
}

/** A new hashed name, as a content change gives. */
const rehash = (name: string) =>
  name.replace(/-[A-Za-z0-9_-]{8}\.js$/, (h) => `-${h[1] === 'b' ? 'c' : 'b'}${h.slice(2)}`);

/**
 * Build B: a copy of A where the entry and the login panel's chunk changed. As in a real build, every
 * chunk that names a changed chunk changes too, so it gets a new name as well; pages and B's own worker
 * name the new files.
 */
async function nextBuild(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolbox-build-b-'));
  cpSync(BUILD_A, dir, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const chunks = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  const text = new Map(chunks.map((f) => [f, readFileSync(path.join(dir, 'assets', f), 'utf8')]));
  const changed = new Map<string, string>();
  roots = [manifest[entryKey(manifest)].file, manifest['src/web/login/LoginPanelView.tsx'].file].map((f) =>
    path.basename(f),
  );
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (changed.has(name)) continue;
    changed.set(name, rehash(name));
    for (const [other, code] of text) if (code.includes(name)) queue.push(other);
  }
  renamed = [...changed].map(([from, to]) => ({ from, to }));
  for (const file of textFiles(dir)) {
    const code = readFileSync(file, 'utf8');
    const next = renamed.reduce((t, { from, to }) => t.split(from).join(to), code);
    if (next !== code) writeFileSync(file, next);
  }
  for (const { from, to } of renamed) {
    expect(to).not.toBe(from);
    renameSync(path.join(dir, 'assets', from), path.join(dir, 'assets', to));
  }
  await writeServiceWorker(dir, serviceWorkerLists(dir, path.resolve('src/tools')));
  return dir; // served uncompressed: the copies of A's compressed files were left out
}

async function serve(clientDir: string): Promise<string> {
  await server?.close();
  server = await startTestServer('sqlite', { CLIENT_DIR: clientDir });
  const url = await server.app.listen({ port, host: '127.0.0.1' });
  port = Number(new URL(url).port);
  return url;
}

/** The hashed scripts a page fetches (its HTML's and those it loads later), by file name. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) seen.push(path.basename(url.pathname));
  });
  return seen;
}

async function openHome(url: string): Promise<{ page: Page; seen: string[] }> {
  const page = await context.newPage();
  const seen = scripts(page);
  await page.goto(`${url}/`);
  await waitForHydration(page);
  return { page, seen };
}

/** Waits until B's worker has installed (its shell is cached) and waits to take over. */
async function bWaiting(page: Page, entry: string): Promise<void> {
  await until(
    page,
    async (name) => {
      const registration = await navigator.serviceWorker.getRegistration();
      const cached = await (await caches.open('toolbox-assets')).match(`/assets/${name}`);
      return Boolean(cached) && Boolean(registration?.waiting) && !registration?.installing;
    },
    entry,
  );
}

/**
 * Waits until B has taken over, then until the worker in charge answers the home page with B's HTML (it
 * names B's entry). The first wait reads only the registration: Chromium activates a waiting worker once the
 * active one is idle, and a page fetching through it every moment would keep it from ever being idle.
 */
async function bInCharge(page: Page, entry: string): Promise<void> {
  await until(
    page,
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return !registration?.waiting && registration?.active?.state === 'activated';
    },
    null,
    120_000,
  );
  await until(page, async (name) => (await (await fetch('/')).text()).includes(name), entry);
}

async function openLoginPanel(page: Page): Promise<void> {
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-panel').waitFor();
}

beforeAll(async () => {
  buildB = await nextBuild();
  browser = await launchBrowser();
  context = await newContext(browser, 'desktop', { serviceWorkers: 'allow' });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  rmSync(buildB, { recursive: true, force: true });
});

describe('updating to a new build', () => {
  // Two worker installs (each precaches every page) on a machine others share: more than the default minute.
  it('keeps open pages on their build and makes the next visit the new build', { timeout: 180_000 }, async () => {
    const inA = (name: string) => statSync(path.join(BUILD_A, 'assets', name), { throwIfNoEntry: false }) !== undefined;
    const [entry, panel] = roots.map((from) => renamed.find((r) => r.from === from)!);

    // Build A: the first visit installs A's worker, which takes the page over.
    let url = await serve(BUILD_A);
    const first = await openHome(url);
    await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });
    expect(first.seen).toContain(entry.from);

    // Build B replaces A on the server; the open page finds B's worker, which installs and waits.
    url = await serve(buildB);
    await first.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await bWaiting(first.page, entry.to);

    // A tab opened now is still A, entirely.
    const second = await openHome(url);
    expect(second.seen).toContain(entry.from);
    expect(second.seen.every(inA)).toBe(true);

    // The first page goes away and hands over to B; the second, still A, opens its lazily loaded login
    // panel: A's chunk, from the cache (the server has only B's).
    await first.page.close({ runBeforeUnload: true });
    await bInCharge(second.page, entry.to);
    await openLoginPanel(second.page);
    expect(second.seen).toContain(panel.from);
    expect(second.seen.every(inA)).toBe(true);
    await second.page.close();

    // The next visit is B, entirely.
    const third = await openHome(url);
    await openLoginPanel(third.page);
    expect(third.seen).toEqual(expect.arrayContaining([entry.to, panel.to]));
    expect(third.seen.filter(inA).filter((name) => renamed.some((r) => r.from === name))).toEqual([]);
    await third.page.close();
  });
});
