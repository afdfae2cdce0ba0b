/**
 * The star rating in real Chromium on a phone and a desktop: the page view and record calls, every
 * rating state (not logged in, logged in and not rated, rated), rating after a real QQ login against the
 * local QQ Connect server, the once-per-user rule with local storage cleared, and rating by keyboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFakeProviders, type FakeProviders } from '../src/server/test-providers/index.js';
import { newContext, VIEWPORT_NAMES, type Site, withSite } from './support.js';
import { expectStars, openPanelFromHeader, qqRoundTrip, starColors } from './login-support.js';

let fake: FakeProviders;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeProviders();
});

withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  () => fake.env,
);

afterAll(async () => {
  await fake?.close();
});

/** The tool each viewport rates (so the two runs do not see each other's ratings). */
const TOOL = { phone: 'wordcount', desktop: 'qrcode' } as const;

describe.each(VIEWPORT_NAMES)('rating on %s', (viewport) => {
  const tool = TOOL[viewport];
  const path = `/${tool}.html`;
  let context: BrowserContext;
  let page: Page;

  const rating = () => page.getByTestId('rating');
  const mode = () => rating().getAttribute('data-mode');
  const record = () => page.evaluate((t) => fetch(`/api/getToolRecord?toolid=${t}`).then((r) => r.json()), tool);
  const star = (n: number) => page.locator(`[data-testid=rating] [data-star="${n}"]`);

  async function login(user: string) {
    fake.next.qq = { key: `rate-${viewport}-${user}`, nickname: user };
    await openPanelFromHeader(page);
    await qqRoundTrip(page, fake, new RegExp(`${path.replace('.', '\\.')}$`));
    await page.waitForSelector('[data-testid=rating]:not([data-mode=unknown]):not([data-mode=guest])');
  }

  it('every state: visitor → login panel 请先登录; logged in → hover, leave, click to rate and lock; stored → locked', async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    try {
      const pv = page.waitForRequest((r) => r.url().endsWith('/api/addToolPV') && r.method() === 'POST');
      const rec = page.waitForResponse((r) => r.url().includes(`/api/getToolRecord?toolid=${tool}`));
      await page.goto(`${site.url}${path}`);
      // The page view is recorded on init, the record is read.
      expect(JSON.parse((await pv).postData()!)).toMatchObject({ toolid: tool });
      expect(await (await rec).json()).toEqual({ ret: 0, data: { score_pv: 0, score: 0, my_score: 0 } });
      await page.waitForSelector('[data-testid=rating][data-mode=guest]');
      expect(await page.getByTestId('rating-none').textContent()).toBe('暂无评分');
      expectStars(await starColors(page), 0);

      // Not logged in: a star opens the login panel with the tip 请先登录.
      await star(4).click();
      await page.getByTestId('login-panel').waitFor();
      expect(await page.getByTestId('login-tip').textContent()).toBe('请先登录');
      expect(await page.evaluate((k) => localStorage.getItem(k), `${tool}_score`)).toBeNull();
      await page.getByTestId('login-close').click();

      // A real QQ login, back on this page: the rating is open.
      await login('评分人甲');
      expect(await mode()).toBe('open');

      // Hover highlights up to the star under the pointer (grey #B3B3B3 to gold #FFC20D); leaving resets.
      for (const n of [2, 5, 3]) {
        await star(n).hover();
        expectStars(await starColors(page), n);
      }
      await page.mouse.move(2, 600);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid=rating] [role=radio]')].every(
          (s) => s.getAttribute('data-fill') === 'empty',
        ),
      );
      expectStars(await starColors(page), 0);

      // Clicking sends the score, stores it under `${toolid}_score`, highlights it and locks.
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/addToolScore'));
      await star(4).click();
      expect(JSON.parse((await sent).postData()!)).toMatchObject({ toolid: tool, score: 4 });
      await page.waitForSelector('[data-testid=rating][data-mode=locked]');
      expect(await page.evaluate((k) => localStorage.getItem(k), `${tool}_score`)).toBe('4');
      expectStars(await starColors(page), 4);
      expect(await star(4).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByTestId('rating-average').textContent()).toBe('4.0分');
      expect(await page.getByTestId('rating-count').textContent()).toBe('1人评分');
      // Locked: hovering and clicking change nothing.
      await star(1).hover({ force: true });
      expectStars(await starColors(page), 4);
      // (aria-disabled: Playwright would wait for it to be enabled; a person can still click it.)
      await star(2).click({ force: true });
      expectStars(await starColors(page), 4);
      expect((await record()).data).toMatchObject({ score_pv: 1, score: 4 });

      // Logged in with a stored score: locked on the next visit, showing the stored score.
      await page.reload();
      await page.waitForSelector('[data-testid=rating][data-mode=locked]');
      expectStars(await starColors(page), 4);
      expect(await page.getByTestId('rating-hint').textContent()).toBe('你的评分：4星');
    } finally {
      await context.close();
    }
  });

  it('once per user: with local storage cleared the server still knows, and a second try changes nothing', async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    try {
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector('[data-testid=rating][data-mode=guest]');
      await login('评分人乙');
      await star(2).click();
      await page.waitForSelector('[data-testid=rating][data-mode=locked]');
      expect((await record()).data).toMatchObject({ score_pv: 2, score: 3 });

      await page.evaluate(() => localStorage.clear());
      await page.reload();
      // The server's record gives the user's own score back: locked again, stored again.
      await page.waitForSelector('[data-testid=rating][data-mode=locked]');
      expectStars(await starColors(page), 2);
      expect(await page.evaluate((k) => localStorage.getItem(k), `${tool}_score`)).toBe('2');

      // A second rating sent by hand is refused with a catalogue error and changes nothing.
      const again = await page.evaluate(
        (t) => window.__toolbox!.call({ url: '/api/addToolScore', params: { toolid: t, score: 5 }, silent: true }),
        tool,
      );
      expect(again).toMatchObject({ imgApiError: true, code: 1100, status: 409 });
      expect((await record()).data).toMatchObject({ score_pv: 2, score: 3 });
    } finally {
      await context.close();
    }
  });

  it('by keyboard and with radio semantics: arrows point, Enter rates', async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    try {
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector('[data-testid=rating][data-mode=guest]');
      await login('键盘用户');
      const group = page.getByRole('radiogroup', { name: '为这个工具评分' });
      expect(await group.getByRole('radio').count()).toBe(5);
      // The group is one tab stop: the first star; the arrows move and highlight, Enter rates.
      await group.getByRole('radio', { name: '1星' }).focus();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('1星');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('3星');
      expectStars(await starColors(page), 3);
      expect((await record()).data.score_pv).toBe(2);
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=rating][data-mode=locked]');
      expect(await group.getByRole('radio', { name: '3星' }).getAttribute('aria-checked')).toBe('true');
      expect(await group.getAttribute('aria-readonly')).toBe('true');
      expect((await record()).data).toMatchObject({ score_pv: 3, score: 3 });
      // The average of 4, 2 and 3 with its count.
      expect(await page.getByTestId('rating-average').textContent()).toBe('3.0分');
      expect(await page.getByTestId('rating-count').textContent()).toBe('3人评分');
    } finally {
      await context.close();
    }
  });

  it('a visitor sees the average in the stars (to the half star)', async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    try {
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector('[data-testid=rating][data-mode=guest]');
      await page.getByTestId('rating-count').waitFor();
      expect(
        await page
          .locator('[data-testid=rating] [role=radio]')
          .evaluateAll((s) => s.map((x) => x.getAttribute('data-fill'))),
      ).toEqual(['full', 'full', 'full', 'empty', 'empty']);
      expectStars(await starColors(page), 3);
    } finally {
      await context.close();
    }
  });
});
