/**
 * Platform polish (issue 23): what a visitor's walk-through found, each on the viewport where it showed.
 * One server and one browser for the file; the server sends a visitor without a stored language choice
 * to their browser's (DEFAULT_LANG=browser), so the Chinese visitors here browse in zh-CN.
 * With POLISH_SHOTS=<dir>: screenshots of the phone header (360 and 390 px), the desktop header, the share
 * popover and an English tool page.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadTools } from '../src/server/registry.js';
import type { ToolMeta } from '../src/common/tool-meta.js';
import { liveCategories } from '../src/web/routes.js';
import { messages as qrMessages } from '../src/tools/qrcode_scan/messages.js';
import { uploadMessages } from '../src/web/upload/messages.js';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { zh } from '../src/web/i18n/zh.js';
import { en } from '../src/web/i18n/en.js';
import { LEGAL } from '../src/web/pages/legal.js';
import { UA } from '../src/web/share/ua-samples.js';
import { newContext, transferFiles, withSite, type FileSpec, type Site, type ViewportName } from './support.js';
import { HAN_RUNS, visibleHan, waitForHydration, watchErrors } from './page-checks.js';

const SHOTS = process.env.POLISH_SHOTS;
const QR = '/qrcode_scan.html';
const QR_LIMIT = 7_340_032;

let site: Site;
let browser: Browser;
let tools: ToolMeta[];
let qrPng: Buffer;

withSite((s, b) => ([site, browser] = [s, b]), { DEFAULT_LANG: 'browser' });

beforeAll(async () => {
  tools = await loadTools();
  qrPng = await QRCode.toBuffer('https://example.com/polish', { scale: 6 });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

/** A context of a Chinese visitor (or `locale`), on a viewport; optionally another width. */
function visitor(viewport: ViewportName, extra: Parameters<typeof newContext>[2] = {}): Promise<BrowserContext> {
  return newContext(browser, viewport, { locale: 'zh-CN', ...extra });
}

async function open(context: BrowserContext, path: string, accepted = true): Promise<Page> {
  const page = await context.newPage();
  if (accepted) await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey(path));
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
  return page;
}

async function shot(page: Page, name: string, clip?: { width: number; height: number }) {
  if (!SHOTS) return;
  await page.waitForTimeout(250); // fades and ripples settle
  await page.screenshot({ path: `${SHOTS}/${name}.png`, clip: clip && { x: 0, y: 0, ...clip } });
}

const png = (buffer: Buffer, name: string, mimeType = 'image/png'): FileSpec => ({ name, mimeType, buffer });
/** A real PNG padded after its end to `size` bytes (decoders stop at IEND). */
const paddedPng = (size: number) => png(Buffer.concat([qrPng, Buffer.alloc(size - qrPng.length)]), 'big.png');

async function choose(page: Page, file: FileSpec, trigger = 'upload-button') {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId(trigger).click()]);
  await chooser.setFiles(file);
}

const phase = (page: Page) => page.getByTestId('qrcode-scan').getAttribute('data-phase');

async function expectAlert(page: Page, text: string) {
  await expect.poll(() => page.getByTestId('alert-message').textContent()).toBe(text);
  await page.getByTestId('alert-ok').click();
  await page.getByTestId('alert-dialog').waitFor({ state: 'hidden' });
}

describe('1. only categories with tools', () => {
  it('the navigation lists exactly the categories that have tools, each of which opens', async () => {
    const context = await visitor('desktop');
    const page = await open(context, '/');
    const listed = await page
      .locator('[data-testid="category-nav"] [data-category]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-category')));
    expect(listed).toEqual(liveCategories(tools).map((c) => c.id));
    for (const id of listed) expect((await fetch(`${site.url}/category/${id}`)).status).toBe(200);
    expect((await fetch(`${site.url}/category/nope`)).status).toBe(404);
    await context.close();
  });
});

describe('2. the desktop share button', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await visitor('desktop', { userAgent: UA.chromeWindows });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  });
  afterAll(() => context.close());

  it('a click opens the popover and keeps it open; “复制链接” copies 【title】link with callfrom=share_pc', async () => {
    const page = await open(context, '/qrcode.html?from=polish');
    const button = page.getByTestId('share-button');
    const popover = page.getByTestId('share-popover');
    await button.click(); // the pointer arrives (hover) and clicks, as a visitor's does
    await popover.waitFor({ state: 'visible' });
    await page.getByTestId('share-qr').waitFor();
    await shot(page, 'desktop-share-popover');
    await button.click();
    await expect(popover.isVisible()).resolves.toBe(true);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByTestId('share-copy').click();
    const qrcode = tools.find((t) => t.slug === 'qrcode')!;
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`【${qrcode.name.zh}】${site.url}/qrcode.html?from=polish&callfrom=share_pc`);
    await expect(page.getByTestId('toast').innerText()).resolves.toBe('链接复制成功');
    await popover.waitFor({ state: 'detached' });
    await page.close();
  });

  it('works from the keyboard: Enter opens it with the focus on “复制链接”, Enter copies, the focus comes back', async () => {
    const page = await open(context, '/qrcode.html');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByTestId('share-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('share-popover').waitFor({ state: 'visible' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('share-copy');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('callfrom=share_pc');
    await expect(page.getByTestId('toast').innerText()).resolves.toBe('链接复制成功');
    await page.getByTestId('share-popover').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe(
      'share-button',
    );
    // Escape closes it too.
    await page.keyboard.press('Enter');
    await page.getByTestId('share-popover').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByTestId('share-popover').waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('3. a tap before the page is interactive', () => {
  it('the pre-rendered upload button is the file input’s label', async () => {
    const html = await (await fetch(`${site.url}${QR}`, { headers: { 'accept-language': 'zh-CN' } })).text();
    const label = /<label[^>]*data-testid="upload-button"[^>]*>/.exec(html)?.[0] ?? '';
    const id = /\bfor="([^"]+)"/.exec(label)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input[^>]*id="${id!.replace(/[^\w]/g, '\\$&')}"[^>]*type="file"`));
  });

  it('opens the picker, and the file is taken once the script runs, after the compliance modal', async () => {
    const context = await visitor('phone');
    const page = await context.newPage();
    // Hold the entry chunk: the page is painted but not interactive.
    const html = await (await fetch(`${site.url}${QR}`, { headers: { 'accept-language': 'zh-CN' } })).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${site.url}${entry}`, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: wait for the painted button instead.
    await page.goto(`${site.url}${QR}`, { waitUntil: 'commit' });
    await page.getByTestId('upload-button').waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('upload-button').tap()]);
    await chooser.setFiles(png(qrPng, 'early.png'));
    expect(await page.getByTestId('qrcode-scan').getAttribute('data-phase')).toBe('empty');
    release();
    // The compliance gate applies now; agreeing takes the file chosen before.
    await page.getByTestId('compliance-dialog').waitFor();
    await page.getByTestId('compliance-agree').click();
    await expect.poll(() => phase(page)).toBe('chosen');
    await expect(page.getByTestId('qr-preview').getAttribute('src')).resolves.toMatch(/^blob:/);
    await page.getByTestId('qr-scan').click();
    await expect.poll(() => page.getByTestId('qr-text').allTextContents()).toEqual(['https://example.com/polish']);
    await context.close();
  });
});

describe('4 and 5. the QR reader’s size and type rules', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await visitor('desktop');
  });
  afterAll(() => context.close());

  it('takes a file of exactly 7,340,032 bytes; one more byte is refused, with the limit the tip states', async () => {
    const page = await open(context, QR);
    const tip = await page.getByTestId('upload-tip').textContent();
    const limit = /不超过(\d+(?:\.\d+)?MB)/.exec(tip ?? '')?.[1];
    expect(limit).toBe('7MB');
    await choose(page, paddedPng(QR_LIMIT + 1));
    await expectAlert(page, uploadMessages.zh.tooLargeAlert);
    await expect(page.getByTestId('upload-error').textContent()).resolves.toBe(`文件过大,需不超过${limit}`);
    expect(await phase(page)).toBe('empty');
    await choose(page, paddedPng(QR_LIMIT));
    await expect.poll(() => phase(page)).toBe('chosen');
    await page.close();
  });

  it('judges “is an image” by extension then content, for picker, drop and paste alike', async () => {
    const page = await open(context, QR);
    const text = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };
    const fake = png(Buffer.from('this is text, not a PNG'), 'fake.png');
    // Picker: refused at once, before any 二维码识别.
    await choose(page, text);
    await expectAlert(page, uploadMessages.zh.unsupportedAlert);
    expect(await phase(page)).toBe('empty');
    await choose(page, fake);
    await expectAlert(page, uploadMessages.zh.unsupportedAlert);
    expect(await phase(page)).toBe('empty');
    // Drop and paste: a real PNG without a MIME type is taken; a text named .png is not.
    await transferFiles(page, 'drop', [fake]);
    await expectAlert(page, uploadMessages.zh.unsupportedAlert);
    await transferFiles(page, 'drop', [png(qrPng, 'qr.png', '')]);
    await expect.poll(() => phase(page)).toBe('chosen');
    await page.getByTestId('qr-scan').click();
    await expect.poll(() => phase(page)).toBe('result');
    await transferFiles(page, 'paste', [text]);
    await expectAlert(page, uploadMessages.zh.unsupportedAlert);
    expect(await phase(page)).toBe('result');
    await transferFiles(page, 'paste', [png(qrPng, 'pasted.png', '')]);
    await expect.poll(() => phase(page)).toBe('chosen');
    expect(await page.getByTestId('qr-preview').count()).toBe(1);
    await page.close();
  });
});

describe('6. the compliance modal', () => {
  it('links 《数据处理规则及免责声明》, which opens over it and comes back to it as it was', async () => {
    const context = await visitor('phone');
    const page = await open(context, QR, false);
    await page.getByTestId('upload-button').click();
    const dialog = page.getByTestId('compliance-dialog');
    await dialog.waitFor();
    const link = page.getByTestId('compliance-terms');
    await expect(link.textContent()).resolves.toBe(zh['footer.terms']);
    await expect(link.getAttribute('href')).resolves.toBe('/terms.html');
    await link.click();
    const terms = page.getByTestId('terms-dialog');
    await terms.waitFor();
    await expect(terms.locator('h1').textContent()).resolves.toBe(LEGAL.terms.zh.title);
    await page.getByTestId('terms-close').click();
    await terms.waitFor({ state: 'detached' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    // The upload that asked is still waiting: agreeing opens the picker.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('compliance-agree').click(),
    ]);
    await chooser.setFiles(png(qrPng, 'after-terms.png'));
    await expect.poll(() => phase(page)).toBe('chosen');
    await context.close();
  });
});

describe('7. share previews on the origin the site is served from', () => {
  it('og:url, og:image, canonical and hreflang carry this server’s origin (no build-time setting)', async () => {
    for (const [path, lang] of [
      ['/qrcode.html', 'zh-CN'],
      ['/en/qrcode.html', 'en'],
    ] as const) {
      const html = await (await fetch(`${site.url}${path}`, { headers: { 'accept-language': lang } })).text();
      const attr = (re: RegExp) => re.exec(html)?.[1];
      expect(attr(/<meta property="og:url" content="([^"]+)">/)).toBe(`${site.url}${path}`);
      expect(attr(/<meta property="og:image" content="([^"]+)">/)).toBe(`${site.url}/share/qrcode.png`);
      expect(attr(/<link rel="canonical" href="([^"]+)">/)).toBe(`${site.url}${path}`);
      expect(attr(/<link rel="alternate" hreflang="en" href="([^"]+)">/)).toBe(`${site.url}/en/qrcode.html`);
      expect(attr(/<link rel="alternate" hreflang="zh-CN" href="([^"]+)">/)).toBe(`${site.url}/qrcode.html`);
      expect(html).not.toContain('localhost:8080');
      expect(html).not.toContain('.invalid');
    }
  });
});

describe('8. English', () => {
  it('an English browser gets the English page from the first byte: title, description, text', async () => {
    const context = await newContext(browser, 'phone', { locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const documents: { url: string; status: number; lang?: string }[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'document') return;
      const status = r.status();
      documents.push({
        url: new URL(r.url()).pathname,
        status,
        lang: status === 200 ? /<html lang="([^"]+)"/.exec(await r.text())?.[1] : undefined,
      });
    });
    await page.goto(`${site.url}${QR}`);
    await waitForHydration(page);
    // The zh address answered with a redirect, and the only page the browser got was English.
    expect(documents.map((d) => [d.url, d.status])).toEqual([
      [QR, 302],
      [`/en${QR}`, 200],
    ]);
    await expect.poll(() => documents[1]?.lang).toBe('en');
    const qr = tools.find((t) => t.slug === 'qrcode_scan')!;
    await expect(page.title()).resolves.toBe(`${qr.name.en} - ${en['site.name']}`);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(qr.description.en);
    await expect(page.getByTestId('upload-button').textContent()).resolves.toBe(qrMessages.en.upload);
    // No Chinese to read, but the switch back (中文) and the Chinese tool names English texts quote.
    const quoted = tools.flatMap((t) => [t.name.en, t.description.en, ...t.intro.en].join(' ').match(HAN_RUNS) ?? []);
    const allowed = new Set([en['nav.language'], ...quoted]);
    expect((await visibleHan(page)).filter((s) => !allowed.has(s))).toEqual([]);
    // Its links stay in English.
    await expect(page.getByTestId('header-logo').getAttribute('href')).resolves.toBe('/en/');
    await shot(page, 'phone-en-tool');
    expect(errors.hydration()).toEqual([]);
    await context.close();
  });

  it('switching language keeps the page, and the choice holds from the next first byte on; an en link stays en', async () => {
    const context = await visitor('desktop');
    const page = await open(context, '/wordcount.html');
    const errors = watchErrors(page);
    await page.getByTestId('wc-input').fill('hello 你好');
    await page.getByTestId('lang-switch').click();
    await page.waitForURL(`${site.url}/en/wordcount.html`);
    const wordcount = tools.find((t) => t.slug === 'wordcount')!;
    await expect.poll(() => page.title()).toBe(`${wordcount.name.en} - ${en['site.name']}`);
    await expect(page.getByTestId('wc-input').inputValue()).resolves.toBe('hello 你好');
    expect((await context.cookies(site.url)).find((c) => c.name === 'toolbox_lang')?.value).toBe('en');
    // Any zh address now answers with its en page.
    const response = await page.goto(`${site.url}/category/img`);
    expect(response!.url()).toBe(`${site.url}/en/category/img`);
    expect(await response!.text()).toContain('<html lang="en">');
    await waitForHydration(page);
    await shot(page, 'desktop-en-category');
    // And back.
    await page.getByTestId('lang-switch').click();
    await page.waitForURL(`${site.url}/category/img`);
    await expect.poll(() => page.title()).toBe(`图片工具 - ${zh['site.name']}`);
    await page.goto(`${site.url}/en/`);
    expect(page.url()).toBe(`${site.url}/`);
    expect(errors.hydration()).toEqual([]);
    await context.close();
    // Someone who has not chosen, following an en link, gets it in en.
    const other = await visitor('phone');
    const link = await other.newPage();
    await link.goto(`${site.url}/en/qrcode.html`);
    await expect(link.locator('html').getAttribute('lang')).resolves.toBe('en');
    await other.close();
  });
});

describe('9. demo login errors', () => {
  it('a 2,… answer shows the catalogue’s 今日次数已用完，明天再来吧。', async () => {
    const context = await visitor('desktop');
    const page = await open(context, '/qrcode.html');
    await page.route(`${site.url}/api/login/demo`, (route) =>
      route.fulfill({ status: 429, contentType: 'text/plain; charset=utf-8', body: '2,daily login limit' }),
    );
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-panel').waitFor();
    await page.getByTestId('login-agree').check();
    await page.getByTestId('login-demo').click();
    await expect.poll(() => page.getByTestId('toast').innerText()).toBe('今日次数已用完，明天再来吧。');
    // The message is said once: no alert on top of it.
    await expect(page.getByTestId('alert-dialog').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('10. the phone header on a tool page', () => {
  beforeAll(async () => {
    await site.db.kysely.updateTable('counters').set({ value: 36584628 }).where('name', '=', 'pv').execute();
  });

  it.each([
    ['phone', 360],
    ['phone', 390],
    ['desktop', 1440],
  ] as const)('%s %d px: the banner reads on one line, the focused placeholder in full', async (viewport, width) => {
    const context = await visitor(viewport, { viewport: { width, height: viewport === 'phone' ? 760 : 900 } });
    const page = await open(context, QR);
    const banner = page.getByTestId('stats-banner');
    await banner.waitFor();
    await expect(banner.innerText()).resolves.toBe('工具箱已累计帮助了 36584628 人次');
    // One line, nothing cut: the text is a single line box, as wide as it needs within the box.
    const shown = await banner.evaluate((el: HTMLElement) => ({
      lines: el.querySelector('span')!.getClientRects().length,
      cut: el.scrollWidth > el.clientWidth,
    }));
    expect(shown).toEqual({ lines: 1, cut: false });
    await shot(page, `header-${viewport}-${width}`, { width, height: 220 });
    const input = page.getByTestId('search-input');
    await input.focus();
    const placeholder = await input.evaluate((el: HTMLInputElement) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      const style = getComputedStyle(el);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return { text: el.placeholder, width: ctx.measureText(el.placeholder).width, room: el.clientWidth };
    });
    expect(placeholder.text).toBe(zh['search.placeholder']);
    expect(placeholder.width).toBeLessThanOrEqual(placeholder.room);
    await shot(page, `header-${viewport}-${width}-focused`, { width, height: 220 });
    await context.close();
  });
});
