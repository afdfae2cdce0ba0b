/**
 * The spec's remaining calls in real Chromium on a phone and a desktop: the one banner that says server
 * tools cannot run (server unreachable, server busy, browser offline) while a browser tool keeps working;
 * the header's user menu with the session's login type and time from /api/getUserInfor (demo login: the
 * site runs on loopback without provider credentials); a big file's resumable upload surviving a dropped
 * chunk in the browser (the built uploader module, loaded as the task client loads it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NET_STATUS_PATH } from '../src/common/net-status.js';
import { pwaMessages } from '../src/web/pwa/messages.js';
import { USER_INFO_PATH } from '../src/common/user-info.js';
import { RESUMABLE_API } from '../src/common/resumable-upload.js';
import { stagedPath } from '../src/server/tasks/files.js';
import { waitForHydration } from './page-checks.js';
import { newContext, VIEWPORT_NAMES, withSite, type Site } from './support.js';

const m = pwaMessages.zh;
let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  const notices = () => page.getByTestId('offline-notice');
  const notice = async () => ({
    count: await notices().count(),
    state: (await notices().count()) === 1 ? await notices().getAttribute('data-state') : null,
    text: (await notices().count()) === 1 ? await notices().textContent() : null,
  });
  /** The watcher asks again when the browser says it is back online. */
  const recheck = () => page.evaluate(() => window.dispatchEvent(new Event('online')));

  it('net status: one banner when server tools cannot run; the browser tool keeps working', async () => {
    const asked = page.waitForResponse((r) => r.url().includes(NET_STATUS_PATH));
    await page.goto(`${site.url}/wordcount.html`);
    await waitForHydration(page);
    expect((await (await asked).json()).data.serverTools).toBe(true);
    expect(await notices().count()).toBe(0);

    // The server answers that it is busy.
    await page.route(`**${NET_STATUS_PATH}*`, (route) =>
      route.fulfill({
        json: { ret: 0, data: { reachable: true, serverTools: false, reasons: ['queue busy'] } },
      }),
    );
    await recheck();
    await expect.poll(notice).toEqual({ count: 1, state: 'busy', text: m.serverBusy });

    // The server does not answer at all.
    await page.unroute(`**${NET_STATUS_PATH}*`);
    await page.route(`**${NET_STATUS_PATH}*`, (route) => route.abort('connectionrefused'));
    await recheck();
    await expect.poll(notice).toEqual({ count: 1, state: 'unreachable', text: m.serverUnreachable });

    // Offline: still one banner, now the offline text; the word counter still counts.
    await context.setOffline(true);
    await expect.poll(notice).toEqual({ count: 1, state: 'offline', text: m.offline });
    await page.getByTestId('wc-input').fill('你好 world');
    await expect.poll(() => page.getByTestId('wc-card-chars-no-spaces').textContent()).toContain('7');

    // Back online with the server fine: the banner goes.
    await page.unroute(`**${NET_STATUS_PATH}*`);
    await context.setOffline(false);
    await expect.poll(() => notices().count()).toBe(0);
  });

  it('user menu: after a login the avatar menu shows the nickname, login type and login time', async () => {
    await page.goto(`${site.url}/wordcount.html`);
    await waitForHydration(page);
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-agree').check();
    await page.getByTestId('login-demo').click();
    await page.getByTestId('login-panel').waitFor({ state: 'hidden' });
    const asked = page.waitForResponse((r) => r.url().includes(USER_INFO_PATH));
    await page.getByTestId('login-avatar').click();
    const answer = await (await asked).json();
    expect(answer).toMatchObject({ ret: 0, data: { logintype: 'demo' } });
    await expect.poll(() => page.getByTestId('login-nickname').textContent()).toBe(answer.data.nick_name);
    await expect.poll(() => page.getByTestId('login-details').textContent()).toBe('演示登录 · 1分钟前登录');
    await page.getByTestId('logout').click();
    await page.getByTestId('login-button').waitFor();
    // Logged out, the call answers 1101.
    const after = await page.evaluate((url) => fetch(url).then((r) => r.json()), USER_INFO_PATH);
    expect(after).toMatchObject({ ret: 1101, data: null });
  });

  it('resumable upload: a dropped chunk is retried from where the server stopped; the bytes arrive whole', async () => {
    await page.goto(`${site.url}/wordcount.html`);
    await waitForHydration(page);
    await page.waitForFunction(() => window.__toolbox?.currentAuthorization() !== 'Bearer toolbox-anonymous');
    const chunk = readdirSync(`${site.config.clientDir}/assets`).find((f) => /^resumable-upload-.*\.js$/.test(f))!;
    // The second chunk's connection drops once.
    let patches = 0;
    await page.route(`**${RESUMABLE_API.tus}/*`, (route) =>
      route.request().method() === 'PATCH' && ++patches === 2 ? route.abort('connectionreset') : route.fallback(),
    );
    // A string, so that the test runner does not rewrite the page's dynamic import.
    const { fileKey, bytes } = (await page.evaluate(`(async () => {
      const m = await import('/assets/${chunk}');
      const bytes = new Uint8Array(9 * 1024 * 1024).map((_, i) => (i * 31 + (i >> 12)) % 256);
      const fileKey = await m.uploadResumable('convert', new File([bytes], 'big.bin'), () => {});
      return { fileKey, bytes: Array.from(bytes.subarray(0, 64)) };
    })()`)) as { fileKey: string; bytes: number[] };
    await page.unroute(`**${RESUMABLE_API.tus}/*`);
    expect(patches).toBeGreaterThan(3); // 3 chunks of 4 MB, and the dropped one again
    const stored = readFileSync(stagedPath(site.config.dataDir, fileKey));
    expect(stored.length).toBe(9 * 1024 * 1024);
    expect(Array.from(stored.subarray(0, 64))).toEqual(bytes);
    const expected = Buffer.from(new Uint8Array(9 * 1024 * 1024).map((_, i) => (i * 31 + (i >> 12)) % 256));
    expect(stored.equals(expected)).toBe(true);
  });
});
