/**
 * Page speed as a visitor on a mid-range phone gets it: Chromium (playwright-core, /usr/bin/chromium) with
 * CDP throttling (4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms RTT), cold cache, against the built
 * site served by the real server (the same Fastify app as `npm start`, on a fresh SQLite database).
 *
 *   BUILD_DIR=.builds/<you> npx tsx bench/page-speed.ts [--runs 5] [--pages /,/qrcode.html] [--builds a,b]
 *
 * For each page, `--runs` cold visits (each in a fresh browser context: empty HTTP cache, no service
 * worker), then in the same context a warm second visit (HTTP cache, and the service worker once it is
 * installed). Medians of: first contentful paint, largest contentful paint, hydrated (React has committed
 * the page: the feedback link's query is written by an effect), interactive (hydrated and the tool list the
 * search filters has arrived; each cold visit also checks that the search box then filters), the load event, JavaScript and total bytes on the page's wire (encoded, headers
 * included; responses served by the service worker or the memory/disk cache count 0), and the bytes the
 * service worker fetched in the background for its precache. CDP throttling does not reach a service
 * worker's own requests, so those are listed apart and never count in the page's columns.
 * Prints a table; asserts nothing about timings.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser, startSite, VIEWPORTS, type Site } from '../e2e/support.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const RUNS = Number(arg('runs', '5'));
const PAGES = arg('pages', '/,/qrcode.html,/imgcompress.html,/wordcount.html').split(',');

/** The emulated phone (Lighthouse's "slow 4G" mobile profile, rounded as the issue states it). */
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  upBytesPerSecond: (750 * 1024) / 8,
};

interface Sample {
  fcp: number;
  lcp: number;
  hydrated: number;
  interactive: number;
  load: number;
  jsBytes: number;
  totalBytes: number;
  swBytes: number;
}

/**
 * Runs in the page before any script: records when the feedback link gets its query (an effect ran, so
 * React has committed the page) and when the tool list the search filters has arrived; the page is
 * interactive (the search box filters) once both have happened.
 */
const INIT = `(() => {
  const s = (window.__speed = { hydrated: 0, lcp: 0, list: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name.includes('/api/get_tool_list')) s.list = e.responseEnd;
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) s.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const a = document.querySelector('[data-testid="feedback-link"]');
    if (!s.hydrated && a && a.getAttribute('href').includes('?host=')) s.hydrated = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['href'], childList: true });
})();`;

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downBytesPerSecond,
    uploadThroughput: PHONE.upBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
}

/** Counts the page's encoded bytes by resource type; cached and service-worker answers count 0. */
function countBytes(cdp: CDPSession) {
  const info = new Map<string, { type: string; fromCache: boolean }>();
  const totals = { js: 0, total: 0 };
  cdp.on('Network.responseReceived', (e) => {
    info.set(e.requestId, {
      type: e.type,
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache),
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const i = info.get(e.requestId);
    if (i) i.fromCache = true;
    else info.set(e.requestId, { type: 'Other', fromCache: true });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const i = info.get(e.requestId);
    if (!i || i.fromCache) return;
    totals.total += e.encodedDataLength;
    if (i.type === 'Script') totals.js += e.encodedDataLength;
  });
  return totals;
}

/** Sums what the service worker itself fetched (Playwright reports its requests on the context). */
function countServiceWorkerBytes(context: BrowserContext) {
  const totals = { bytes: 0 };
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    void request.sizes().then(
      (s) => (totals.bytes += s.responseBodySize + s.responseHeadersSize),
      () => {},
    );
  });
  return totals;
}

async function visit(context: BrowserContext, url: string, swTotals: { bytes: number }, cold: boolean) {
  const page = await context.newPage();
  const cdp = await throttle(page);
  const bytes = countBytes(cdp);
  const swBefore = swTotals.bytes;
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    () =>
      (window as unknown as { __speed: { hydrated: number; list: number } }).__speed.hydrated > 0 &&
      (window as unknown as { __speed: { hydrated: number; list: number } }).__speed.list > 0,
    null,
    {
      timeout: 120_000,
      polling: 100,
    },
  );
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  const m = await page.evaluate(() => {
    const s = (window as unknown as { __speed: { hydrated: number; lcp: number; list: number } }).__speed;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      fcp,
      lcp: s.lcp,
      hydrated: s.hydrated,
      interactive: Math.max(s.hydrated, s.list),
      load: nav.loadEventStart,
    };
  });
  if (cold) {
    await settleServiceWorker(page);
    await page.getByTestId('search-input').fill('qr');
    await page.getByTestId('search-result').first().waitFor({ timeout: 30_000 });
  }
  await page.close();
  const sample: Sample = { ...m, jsBytes: bytes.js, totalBytes: bytes.total, swBytes: swTotals.bytes - swBefore };
  return sample;
}

/** Waits (bounded) for the page's service worker, if it registers one, to be installed and active. */
async function settleServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return;
    const until = Date.now() + 4000;
    let reg = await navigator.serviceWorker.getRegistration('/');
    while (!reg && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      reg = await navigator.serviceWorker.getRegistration('/');
    }
    if (reg) await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 30_000))]);
  });
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** One cold visit and the warm one after it, in a fresh context; a run that times out is tried again once. */
async function run(browser: Browser, url: string): Promise<{ cold: Sample; warm: Sample }> {
  for (let tries = 1; ; tries++) {
    const context = await browser.newContext({ ...VIEWPORTS.phone });
    try {
      await context.addInitScript(INIT);
      const sw = countServiceWorkerBytes(context);
      const cold = await visit(context, url, sw, true);
      const warm = await visit(context, url, sw, false);
      return { cold, warm };
    } catch (error) {
      if (tries >= 2) throw error;
      process.stderr.write(`retrying ${url}: ${(error as Error).message.split('\n')[0]}\n`);
    } finally {
      await context.close();
    }
  }
}

function table(buildDir: string, rows: { page: string; visit: string; s: Sample[] }[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const sec = (n: number) => (n / 1000).toFixed(2);
  const lines = [
    `Page speed, ${buildDir}, median of ${RUNS} (phone: ${PHONE.cpuSlowdown}x CPU, 1.6 Mbps, ${PHONE.latencyMs} ms RTT)`,
    '',
    '| page | visit | FCP s | LCP s | hydrated s | interactive s | load s | JS KB | total KB | SW background KB |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of rows) {
    const col = (k: keyof Sample) => median(r.s.map((x) => x[k]));
    lines.push(
      `| ${r.page} | ${r.visit} | ${sec(col('fcp'))} | ${sec(col('lcp'))} | ${sec(col('hydrated'))} | ${sec(col('interactive'))} | ${sec(col('load'))} | ${kb(col('jsBytes'))} | ${kb(col('totalBytes'))} | ${kb(col('swBytes'))} |`,
    );
  }
  return lines.join('\n');
}

/**
 * `--builds a,b` measures several builds (each served by its own server) with their runs interleaved,
 * so a busy machine slows them alike; default: BUILD_DIR.
 */
async function main() {
  const builds = arg('builds', process.env.BUILD_DIR ?? 'dist').split(',');
  for (const dir of builds)
    if (!existsSync(path.join(dir, 'client', 'index.html'))) throw new Error(`no build in ${dir}`);
  const sites: Site[] = [];
  for (const dir of builds) {
    process.env.BUILD_DIR = dir; // startSite serves BUILD_DIR's client
    sites.push(await startSite({ LOG_LEVEL: 'silent' }));
  }
  const browser: Browser = await launchBrowser();
  const rows = builds.map(() => [] as { page: string; visit: string; s: Sample[] }[]);
  try {
    for (const p of PAGES) {
      const cold = builds.map(() => [] as Sample[]);
      const warm = builds.map(() => [] as Sample[]);
      for (let i = 0; i < RUNS; i++) {
        for (let b = 0; b < builds.length; b++) {
          const r = await run(browser, sites[b].url + p);
          cold[b].push(r.cold);
          warm[b].push(r.warm);
          process.stderr.write('.');
        }
      }
      builds.forEach((_, b) =>
        rows[b].push({ page: p, visit: 'cold', s: cold[b] }, { page: p, visit: 'warm', s: warm[b] }),
      );
    }
  } finally {
    await browser.close();
    for (const site of sites) await site.close();
  }
  process.stderr.write('\n');
  for (let b = 0; b < builds.length; b++) console.log(`\n${table(builds[b], rows[b])}`);
}

await main();
