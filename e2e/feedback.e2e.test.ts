/**
 * The feedback page (reached from every page's feedback link, with the page it came from) on a phone
 * and a desktop: validation, sending through the platform client, success and failure states, hostile
 * query text shown inert; and the hidden user-id area's double click. With SHOTS_DIR set, screenshots
 * of the feedback page are written there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API, IDENTITY_COOKIE } from '../src/common/protocol.js';
import type { FeedbackPage } from '../src/common/feedback.js';
import { USER_ID_PATTERN } from '../src/web/platform/identity.js';
import { newContext, VIEWPORT_NAMES, type Site, withSite } from './support.js';
import { waitForHydration, watchErrors } from './page-checks.js';

const SHOTS = process.env.SHOTS_DIR;
const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

let site: Site;
let browser: Browser;

withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  { ADMIN_TOKEN },
);

const rows = () => site.db.kysely.selectFrom('feedback').selectAll().orderBy('id').execute();
const host = () => new URL(site.url).host;

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies(site.url)).find((c) => c.name === name)?.value;
}

describe.each(VIEWPORT_NAMES)('feedback page on %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport);
  });
  afterAll(() => context?.close());

  async function open(query: string): Promise<Page> {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.url}/feedback.html${query}`);
    await waitForHydration(page);
    expect(errors.hydration()).toEqual([]);
    return page;
  }

  it('is reached from a tool page’s feedback link, showing the page it came from', async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/qrcode.html`);
    await waitForHydration(page);
    await page.getByTestId('feedback-link').click();
    await page.waitForURL(/\/feedback\.html\?/);
    await waitForHydration(page);
    await expect(page.getByTestId('feedback-from-page').innerText()).resolves.toBe(`${host()}/qrcode.html`);
    await expect(page.locator('h1').innerText()).resolves.toBe('意见反馈');
  });

  it('asks for the text before sending, counts characters, and refuses more than 500', async () => {
    const page = await open(`?host=${host()}&path=%2Fqrcode.html`);
    const before = (await rows()).length;
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error').innerText()).resolves.toBe('请填写反馈内容');
    await page.getByTestId('feedback-content').fill('   ');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error').innerText()).resolves.toBe('请填写反馈内容');
    await page.getByTestId('feedback-content').fill('好'.repeat(499) + '👍👍');
    await expect(page.getByTestId('feedback-counter').innerText()).resolves.toBe('501/500');
    await expect(page.getByTestId('feedback-content-error').innerText()).resolves.toBe('反馈内容最多 500 个字');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-content').fill('好'.repeat(499) + '👍');
    await expect(page.getByTestId('feedback-counter').innerText()).resolves.toBe('500/500');
    await expect(page.getByTestId('feedback-content-error').innerText()).resolves.toBe('');
    expect((await rows()).length).toBe(before);
  });

  it('sends the message with contact, page and user id, then shows thanks and a way back', async () => {
    const page = await open(`?host=${host()}&path=%2Fqrcode.html`);
    const text = `${viewport}: 下载的二维码能不能加个 logo？`;
    await page.getByTestId('feedback-content').fill(text);
    await page.getByTestId('feedback-contact').fill('someone@example.com');
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, `${viewport}-feedback.png`), fullPage: viewport === 'phone' });
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-sent').waitFor({ state: 'visible' });
    await expect(page.getByTestId('feedback-sent').innerText()).resolves.toContain('提交成功，感谢你的反馈！');
    const row = (await rows()).at(-1)!;
    expect(row).toMatchObject({ content: text, contact: 'someone@example.com', host: host(), path: '/qrcode.html' });
    expect(row.guid).toBe(await cookie(context, IDENTITY_COOKIE));
    expect(row.guid).toMatch(USER_ID_PATTERN);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${viewport}-feedback-sent.png`) });
    await expect(page.getByTestId('feedback-back').getAttribute('href')).resolves.toBe('/qrcode.html');
    await page.getByTestId('feedback-again').click();
    await expect(page.getByTestId('feedback-content').inputValue()).resolves.toBe('');
  });

  it('shows the server’s refusal and keeps what was written', async () => {
    const page = await open(`?host=${host()}&path=%2F`);
    await page.route(`**${API.feedback}`, (route) =>
      route.fulfill({ status: 429, contentType: 'text/plain; charset=utf-8', body: '3,请求频率过高，请稍后再试' }),
    );
    await page.getByTestId('feedback-content').fill('too many');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-failed').innerText()).resolves.toBe('提交失败：请求频率过高，请稍后再试');
    await expect(page.getByTestId('feedback-content').inputValue()).resolves.toBe('too many');
    await page.unroute(`**${API.feedback}`);
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-sent').waitFor({ state: 'visible' });
  });

  it('shows hostile query text and stores hostile messages as inert text', async () => {
    const page = await open(
      `?host=${encodeURIComponent(HOSTILE)}&path=${encodeURIComponent('/<script>window.__pwned=1</script>')}`,
    );
    const from = page.getByTestId('feedback-from-page');
    await expect(from.innerText()).resolves.toBe(`${HOSTILE}/<script>window.__pwned=1</script>`);
    await expect(from.locator('script, img').count()).resolves.toBe(0);
    // Another site's host: no link back.
    await page.getByTestId('feedback-content').fill(HOSTILE);
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-sent').waitFor({ state: 'visible' });
    await expect(page.getByTestId('feedback-back').count()).resolves.toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    const res = await fetch(`${site.url}${API.adminFeedback}?pageSize=1`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { data } = (await res.json()) as { data: FeedbackPage };
    expect(data.items[0]).toMatchObject({
      content: HOSTILE,
      host: HOSTILE,
      path: '/<script>window.__pwned=1</script>',
    });
  });
});

describe.each(VIEWPORT_NAMES)('hidden user-id area on %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  });
  afterAll(() => context?.close());

  async function open(url: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(site.url + url);
    await waitForHydration(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    return page;
  }
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
  const clickArea = (page: Page) =>
    viewport === 'phone' ? page.getByTestId('user-id-area').tap() : page.getByTestId('user-id-area').click();
  /** Two clicks in quick succession (one dblclick on desktop, so a busy machine cannot space them past 500 ms). */
  const doubleClickArea = async (page: Page) => {
    const area = page.getByTestId('user-id-area');
    if (viewport !== 'phone') return area.dblclick();
    // Two bare taps on the spot (a locator tap waits for actionability each time: too slow on a busy machine).
    await area.scrollIntoViewIfNeeded();
    const box = (await area.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
  };

  it('is invisible, hidden from assistive technology and out of the tab order', async () => {
    const page = await open('/');
    const area = page.getByTestId('user-id-area');
    await expect(area.getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(
      area.evaluate((el) => ({
        opacity: getComputedStyle(el).opacity,
        tabIndex: (el as HTMLElement).tabIndex,
        text: el.textContent,
      })),
    ).resolves.toEqual({ opacity: '0', tabIndex: -1, text: '' });
  });

  it.each(['/', '/qrcode.html', '/feedback.html'])(
    'a double click on %s copies the user id and says 用户ID已复制',
    async (url) => {
      const page = await open(url);
      await doubleClickArea(page);
      const id = await cookie(context, IDENTITY_COOKIE);
      expect(id).toMatch(USER_ID_PATTERN);
      await expect.poll(() => clipboard(page)).toBe(id);
      await expect(page.getByTestId('toast').innerText()).resolves.toBe('用户ID已复制');
    },
  );

  it('two clicks further apart than 500 ms copy nothing', async () => {
    const page = await open('/');
    await clickArea(page);
    await page.waitForTimeout(800);
    await clickArea(page);
    await page.waitForTimeout(300);
    await expect(clipboard(page)).resolves.toBe('before');
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
  });
});
