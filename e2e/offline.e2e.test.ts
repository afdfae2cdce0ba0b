/**
 * Offline use (issue 11): after one visit with the network on — the page loaded, the service worker
 * took it over, the tool used once — the QR maker, the word counter and the image compressor work with
 * the network switched off (Playwright's offline mode), the home search still finds tools, and server
 * features say that they need the network. One phone context: the visits build on each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { OFFLINE_MESSAGE } from '../src/web/platform/http-errors.js';
import { pwaMessages } from '../src/web/pwa/messages.js';
import { newContext, type Site, withSite } from './support.js';
import { waitForHydration, watchErrors } from './page-checks.js';
import { until } from './sw-support.js';
import { chooseFiles, rows, waitBatch, type FileSpec } from './image-support.js';

let site: Site;
let browser: Browser;
let context: BrowserContext;
let jpeg: FileSpec;

withSite((s, b) => ([site, browser] = [s, b]));

beforeAll(async () => {
  context = await newContext(browser, 'phone', { serviceWorkers: 'allow' });
  // The image tools ask for the upload terms once per page; accepted here as a visitor would have.
  await context.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey('/imgcompress.html'));
  const pixels = Buffer.alloc(96 * 64 * 3, 0).map((_, i) => (i * 37) % 251);
  jpeg = {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(pixels, { raw: { width: 96, height: 64, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer(),
  };
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
});

/** Opens `path` and waits until it is hydrated and controlled by the service worker. */
async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });
  return page;
}

/** Waits until every hashed file the page loaded is in the service worker's cache. */
async function cached(page: Page): Promise<void> {
  await until(
    page,
    async () => {
      const seen = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
        .map((u) => u.pathname);
      const cache = await caches.open('toolbox-assets');
      const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
      return seen.every((p) => have.has(p));
    },
    null,
  );
}

const makeQr = async (page: Page, text: string) => {
  await page.getByTestId('qr-text').fill(text);
  await page.locator('img[data-testid="qr-preview"]').waitFor();
};
const countWords = async (page: Page, text: string) => {
  await page.getByTestId('wc-input').fill(text);
  await page.waitForFunction(() => {
    const total = document.querySelector('[data-testid="wc-total"]')?.textContent ?? '0';
    return total !== '0' && total !== '';
  });
};
const compressOne = async (page: Page) => {
  await chooseFiles(page, [jpeg]);
  await waitBatch(page, 1);
  expect((await rows(page))[0]).toMatchObject({ status: 'done', format: 'jpeg' });
};

describe('offline after one visit', () => {
  // The first visit waits for the worker to precache every page: slower than a minute when the machine is busy.
  it('visits the home page and three tools online, using each once', { timeout: 150_000 }, async () => {
    const home = await open('/');
    await cached(home);
    await home.close();
    for (const [path, use] of [
      ['/qrcode.html', (p: Page) => makeQr(p, 'online visit')],
      ['/wordcount.html', (p: Page) => countWords(p, '在线 visit')],
      ['/imgcompress.html', compressOne],
    ] as const) {
      const page = await open(path);
      await use(page);
      await cached(page);
      await page.close();
    }
  });

  it('works with the network off: the tools, the search, and a notice for what needs the server', async () => {
    await context.setOffline(true);
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const path of ['/qrcode.html', '/wordcount.html', '/imgcompress.html']) {
        await page.goto(`${site.url}${path}`);
        await waitForHydration(page);
        await expect(page.getByTestId('offline-notice').textContent()).resolves.toBe(pwaMessages.zh.offline);
        if (path === '/qrcode.html') await makeQr(page, '离线也能生成二维码');
        if (path === '/wordcount.html') await countWords(page, '离线统计 offline count');
        if (path === '/imgcompress.html') await compressOne(page);
      }
      // A tool never opened online: its pre-rendered page shows, with a notice saying how to keep it.
      await page.goto(`${site.url}/imgconvert.html`);
      await expect(page.getByTestId('offline-not-kept').textContent()).resolves.toBe(pwaMessages.zh.notKept);
      // The search filters the tool list the worker kept; a tool page opened from a share link (query) too.
      await page.goto(`${site.url}/?callfrom=share_wx`);
      await waitForHydration(page);
      await page.getByTestId('search-input').fill('二维码');
      await page.getByTestId('search-result').first().waitFor();
      // A call that needs the server says so instead of failing silently.
      await page.waitForFunction(() => Boolean(window.__toolbox));
      await page.evaluate(() =>
        window
          .__toolbox!.call({ url: '/cgi-bin/tools/report', params: { toolUrl: '/', toolName: 'x' } })
          .catch(() => {}),
      );
      await expect(page.getByTestId('alert-message').textContent()).resolves.toBe(OFFLINE_MESSAGE);
      expect(errors.hydration()).toEqual([]);
      await page.close();
    } finally {
      await context.setOffline(false);
    }
  });
});
