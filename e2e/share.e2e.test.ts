/**
 * The share button on a tool page, in each place a page is opened (spec section 2, "Share overlay"):
 * a desktop browser (hover popover: copy link, QR code), WeChat and QQ (the "tap the top right"
 * overlay), a plain phone browser (copy, and the system share sheet where it exists), and the
 * product's own browser (its JS API's native share). The copied text and `callfrom` are read back
 * from the clipboard, the QR code is decoded with ZXing, and the pre-rendered share tags are checked.
 * With SHOTS_DIR set, screenshots of the popover and the overlay are written there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { loadTools } from '../src/server/registry.js';
import type { ToolMeta } from '../src/common/tool-meta.js';
import { UA } from '../src/web/share/ua-samples.js';
import { dataUrlBytes, decodeText } from '../src/tools/qrcode/decode.testutil.js';
import { newContext, type Site, type ViewportName, withSite } from './support.js';
import { waitForHydration, watchErrors } from './page-checks.js';

const SHOTS = process.env.SHOTS_DIR;
const SENTINEL = 'clipboard-before-share';
/** A query, an old callfrom and a hash: all but callfrom must survive. */
const QUERY = '?from=e2e&q=a%20b&callfrom=home';
const HASH = '#tool';

let site: Site;
let browser: Browser;
let qrcode: ToolMeta;

beforeAll(async () => {
  qrcode = (await loadTools()).find((t) => t.slug === 'qrcode')!;
});

withSite((s, b) => ([site, browser] = [s, b]));

function expectedLink(callfrom: string): string {
  return `${site.url}/qrcode.html?from=e2e&q=a%20b&callfrom=${callfrom}${HASH}`;
}

async function context(viewport: ViewportName, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  const ctx = await newContext(browser, viewport, extra);
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  return ctx;
}

async function openTool(ctx: BrowserContext): Promise<Page> {
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/qrcode.html${QUERY}${HASH}`);
  await waitForHydration(page);
  expect(errors.hydration()).toEqual([]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), SENTINEL);
  return page;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const toast = (page: Page) => page.getByTestId('toast');

describe('desktop browser (desktop viewport and user agent)', () => {
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await context('desktop', { userAgent: UA.chromeWindows });
  });
  afterAll(() => ctx?.close());

  it('hovering opens the popover; its QR code decodes to the share link; leaving closes it', async () => {
    const page = await openTool(ctx);
    const popover = page.getByTestId('share-popover');
    await expect(popover.count()).resolves.toBe(0);
    await page.getByTestId('share-button').hover();
    await popover.waitFor({ state: 'visible' });
    await expect(popover.innerText()).resolves.toContain('复制链接');
    await expect(popover.innerText()).resolves.toContain('QQ/微信扫码分享');
    const qr = page.getByTestId('share-qr');
    await qr.waitFor({ state: 'visible' });
    const src = (await qr.getAttribute('src'))!;
    expect(src.startsWith('data:image/png;base64,')).toBe(true); // made in the page, not fetched
    await expect(decodeText(dataUrlBytes(src))).resolves.toBe(expectedLink('share_pc'));
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'desktop-share-popover.png') });
    // The pointer can travel from the button into the popover without it closing.
    await popover.hover();
    await expect(popover.isVisible()).resolves.toBe(true);
    await page.mouse.move(200, 700);
    await popover.waitFor({ state: 'detached' });
    // Nothing was copied by merely looking.
    await expect(clipboard(page)).resolves.toBe(SENTINEL);
  });

  it('“复制链接” copies 【title】link with callfrom=share_pc and says 链接复制成功', async () => {
    const page = await openTool(ctx);
    await page.getByTestId('share-button').hover();
    await page.getByTestId('share-copy').click();
    await expect.poll(() => clipboard(page)).toBe(`【${qrcode.name.zh}】${expectedLink('share_pc')}`);
    await expect(toast(page).innerText()).resolves.toBe('链接复制成功');
    await page.getByTestId('share-popover').waitFor({ state: 'detached' });
  });

  it('the keyboard opens it too, and Escape closes it', async () => {
    const page = await openTool(ctx);
    await page.getByTestId('share-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('share-popover').waitFor({ state: 'visible' });
    await expect(page.getByTestId('share-button').getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await page.getByTestId('share-popover').waitFor({ state: 'detached' });
  });
});

describe.each([
  ['WeChat', UA.wechatIos, 'share_wx'],
  ['QQ', UA.qqAndroid, 'share_qq'],
])('inside %s (phone viewport)', (name, userAgent, callfrom) => {
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await context('phone', { userAgent });
  });
  afterAll(() => ctx?.close());

  it('a dim overlay says 请点击右上角分享, the page address carries the callfrom, and a tap closes it', async () => {
    const page = await openTool(ctx);
    await page.getByTestId('share-button').tap();
    const overlay = page.getByTestId('share-overlay');
    await overlay.waitFor({ state: 'visible' });
    await expect(overlay.innerText()).resolves.toContain('请点击右上角分享');
    // Dim: a dark backdrop covers the whole screen.
    const backdrop = page.locator('.MuiBackdrop-root');
    await expect.poll(() => backdrop.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    const dim = await backdrop.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {
        bg: getComputedStyle(el).backgroundColor,
        covers: [r.left, r.top, r.width, r.height],
        screen: [0, 0, window.innerWidth, window.innerHeight],
      };
    });
    expect(dim.bg).toMatch(/^rgba\(0, 0, 0, 0\.[5-9]/);
    expect(dim.covers).toEqual(dim.screen);
    // The app shares the page's own address: it now has this channel's callfrom, the rest intact.
    expect(page.url()).toBe(expectedLink(callfrom));
    if (SHOTS && name === 'WeChat') await page.screenshot({ path: path.join(SHOTS, 'phone-wechat-overlay.png') });
    await page.touchscreen.tap(120, 600);
    await overlay.waitFor({ state: 'detached' });
    await expect(clipboard(page)).resolves.toBe(SENTINEL);
    await expect(page.getByTestId('share-popover').count()).resolves.toBe(0);
  });
});

describe('a plain phone browser', () => {
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await context('phone');
  });
  afterAll(() => ctx?.close());

  it('copies 【title】link (callfrom=share_pc) and says 链接复制成功; no overlay, no popover', async () => {
    const page = await openTool(ctx);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByTestId('share-button').tap();
    await expect.poll(() => clipboard(page)).toBe(`【${qrcode.name.zh}】${expectedLink('share_pc')}`);
    await expect(toast(page).innerText()).resolves.toBe('链接复制成功');
    await expect(page.getByTestId('share-overlay').count()).resolves.toBe(0);
    await expect(page.getByTestId('share-popover').count()).resolves.toBe(0);
    expect(page.url()).toBe(`${site.url}/qrcode.html${QUERY}${HASH}`);
  });

  it('also opens the system share sheet where the Web Share API exists', async () => {
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { __shares: ShareData[] }).__shares = calls;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => (calls.push(data), Promise.resolve()),
      });
    });
    await page.goto(`${site.url}/qrcode.html${QUERY}${HASH}`);
    await waitForHydration(page);
    await page.getByTestId('share-button').tap();
    await expect.poll(() => clipboard(page)).toBe(`【${qrcode.name.zh}】${expectedLink('share_pc')}`);
    expect(await page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares)).toEqual([
      { title: qrcode.name.zh, text: qrcode.description.zh, url: expectedLink('share_pc') },
    ]);
  });
});

describe('the product’s own browser (its JS API present)', () => {
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await context('phone', { userAgent: UA.qqBrowserAndroid });
    await ctx.addInitScript(() => {
      const shares: unknown[] = [];
      (window as unknown as { __hostShares: unknown[] }).__hostShares = shares;
      (window as unknown as { browser: unknown }).browser = {
        app: {
          share(options: unknown, callback?: (r: unknown) => void) {
            shares.push(options);
            callback?.({ ret: 0 });
          },
          getBrowserParam(callback: (p: unknown) => void) {
            callback({ guid: 'host-guid-0001', qua2: 'QV=3&PL=ADR', qimei36: 'qimei-0001' });
          },
        },
      };
    });
  });
  afterAll(() => ctx?.close());

  it('calls the native share with title, description, link (callfrom=share_qb) and image; copies nothing', async () => {
    const page = await openTool(ctx);
    await page.getByTestId('share-button').tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __hostShares: unknown[] }).__hostShares.length))
      .toBe(1);
    const [options] = await page.evaluate(() => (window as unknown as { __hostShares: unknown[] }).__hostShares);
    expect(options).toEqual({
      title: qrcode.name.zh,
      description: qrcode.description.zh,
      url: expectedLink('share_qb'),
      img_url: `${site.url}/share/qrcode.png`,
    });
    // The image is served by the site itself.
    const image = await fetch(`${site.url}/share/qrcode.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    await expect(clipboard(page)).resolves.toBe(SENTINEL);
    await expect(page.getByTestId('share-overlay').count()).resolves.toBe(0);
    await expect(toast(page).count()).resolves.toBe(0);
  });
});

describe('share tags in the pre-rendered page', () => {
  it('a tool page has absolute Open Graph, Twitter and WeChat tags pointing at its own image', async () => {
    const html = await (await fetch(`${site.url}/qrcode.html`)).text();
    const meta = (attr: string, key: string) =>
      new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
    // The server writes its own origin into the page (PUBLIC_URL unset: the request's).
    const origin = site.url;
    expect(meta('property', 'og:title')).toContain(qrcode.name.zh);
    expect(meta('property', 'og:description')).toBe(qrcode.description.zh);
    expect(meta('property', 'og:url')).toBe(`${origin}/qrcode.html`);
    expect(meta('property', 'og:image')).toBe(`${origin}/share/qrcode.png`);
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('name', 'twitter:card')).toBe('summary');
    expect(meta('itemprop', 'name')).toContain(qrcode.name.zh);
    expect(meta('itemprop', 'description')).toBe(qrcode.description.zh);
    expect(meta('itemprop', 'image')).toBe(`${origin}/share/qrcode.png`);
  });
});
