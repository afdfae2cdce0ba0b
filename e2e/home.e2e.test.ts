/**
 * The home page (spec section 2) and the language switch on the built site, on a phone and a desktop:
 * the search box's allowed characters, case-insensitive filtering after the 100 ms debounce, result links,
 * the panel closing on an outside click, the statistics block, the tool cards by category, the tool list
 * loaded once (and a failed load only logged), zh by default and en from the switch, persisted.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CATEGORIES } from '../src/common/categories.js';
import { toToolListItem, type ToolMeta } from '../src/common/tool-meta.js';
import { filterTools } from '../src/web/home/search.js';
import { loadTools } from '../src/server/registry.js';
import { zh } from '../src/web/i18n/zh.js';
import { en } from '../src/web/i18n/en.js';
import { newContext, VIEWPORT_NAMES, type Site, type ViewportName, withSite } from './support.js';
import { HAN_RUNS, visibleHan, waitForHydration, watchErrors } from './page-checks.js';

let site: Site;
let browser: Browser;
let tools: ToolMeta[];
let qr: ToolMeta;

beforeAll(async () => {
  tools = await loadTools();
  qr = tools.find((t) => t.slug === 'qrcode')!;
});

withSite((s, b) => ([site, browser] = [s, b]));

async function setCount(value: number): Promise<void> {
  await site.db.kysely.updateTable('counters').set({ value }).where('name', '=', 'pv').execute();
}

async function home(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await waitForHydration(page);
  return page;
}

/** Clicks (desktop) or taps (phone) a blank spot outside the search box and its panel: the footer's top-left corner. */
async function pressOutside(page: Page, viewport: ViewportName): Promise<void> {
  const target = page.locator('footer');
  const position = { x: 4, y: 4 };
  if (viewport === 'phone') await target.tap({ position });
  else await target.click({ position });
}

/** The tools a query must find (the server's list, filtered by the same rule), by their name in `lang`. */
function expected(query: string, lang: 'zh' | 'en' = 'zh'): string[] {
  const found = filterTools(tools.map(toToolListItem), query).map((item) => item.path);
  return found.map((slug) => tools.find((t) => t.slug === slug)!.name[lang]);
}

/** The statistics text a visitor sees: the spec's wording on every viewport. */
function bannerText(lang: 'zh' | 'en', count: number): string {
  return (lang === 'zh' ? zh : en)['stats.banner'].replace('{count}', String(count));
}

const input = (page: Page) => page.getByTestId('search-input');
const panel = (page: Page) => page.getByTestId('search-results');

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport);
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async () => {
    await setCount(0);
  });

  it('the search box accepts only digits, letters, _, #, % and Chinese characters', async () => {
    const page = await home(context);
    await input(page).click();
    await page.keyboard.type('q');
    for (const key of ['!', ' ', '-', '<', '.', '@']) {
      await page.keyboard.type(key);
      await expect(input(page).inputValue(), `typed ${JSON.stringify(key)}`).resolves.toBe('q');
    }
    await page.keyboard.type('R_#%9');
    await expect(input(page).inputValue()).resolves.toBe('qR_#%9');
    // Pasting text with a refused character does nothing either.
    await page.keyboard.insertText(' or 1=1');
    await expect(input(page).inputValue()).resolves.toBe('qR_#%9');
    await input(page).fill('');
    await page.keyboard.insertText('二维码');
    await expect(input(page).inputValue()).resolves.toBe('二维码');
    await page.close();
  });

  it('filters by name or keyword, case-insensitively, after a 100 ms debounce; results open in a new tab', async () => {
    // The fake clock belongs to the whole context: a context of its own.
    const clocked = await newContext(browser, viewport);
    const page = await clocked.newPage();
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    // From here the page's clock only moves when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await input(page).click();
    await page.keyboard.type('QR');
    // Debounced: no results until 100 ms of quiet have passed.
    await page.clock.runFor(99);
    await expect(panel(page).count()).resolves.toBe(0);
    await page.clock.runFor(1);
    await panel(page).waitFor({ state: 'visible' });
    const links = panel(page).getByTestId('search-result');
    expect(expected('QR')).toContain(qr.name.zh);
    await expect.poll(() => links.allInnerTexts()).toEqual(expected('QR'));
    const link = links.filter({ hasText: qr.name.zh });
    await expect(link.getAttribute('href')).resolves.toBe(`/${qr.slug}.html`);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.innerText()).resolves.toBe(qr.name.zh);
    await expect(link.locator('img').getAttribute('src')).resolves.toBe(`/icons/${qr.slug}.svg`);
    await expect
      .poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    for (const a of await links.all()) await expect(a.getAttribute('target')).resolves.toBe('_blank');

    // Case does not matter; Chinese keywords and names match too.
    expect(expected('qr')).toEqual(expected('QR'));
    for (const query of ['qr', 'Qr', '二维码', 'QRCODE', '二维码生成']) {
      await input(page).fill(query);
      await page.clock.runFor(100);
      expect(expected(query), query).toContain(qr.name.zh);
      await expect.poll(() => links.allInnerTexts(), { message: query }).toEqual(expected(query));
    }
    // By name too (a part of the name that is no keyword).
    const wordcount = tools.find((t) => t.slug === 'wordcount');
    if (wordcount) {
      expect(wordcount.keywords.some((k) => k.includes('字数计'))).toBe(false);
      await input(page).fill('字数计');
      await page.clock.runFor(100);
      await expect.poll(() => links.allInnerTexts()).toEqual([wordcount.name.zh]);
    }
    // Nothing for a query that matches no tool.
    await input(page).fill('zzzz');
    await page.clock.runFor(100);
    await expect.poll(() => panel(page).innerText()).toBe(zh['search.empty']);

    // The link really opens a new tab on the tool.
    await input(page).fill('qr');
    await page.clock.runFor(100);
    const [tab] = await Promise.all([clocked.waitForEvent('page'), links.filter({ hasText: qr.name.zh }).click()]);
    await tab.waitForURL(`${site.url}/${qr.slug}.html`);
    await clocked.close();
  });

  it('the panel clears on a click outside it', async () => {
    const page = await home(context);
    await input(page).click();
    await page.keyboard.type('qr');
    await panel(page).waitFor({ state: 'visible' });
    // A click inside the panel's box (on the input) keeps it.
    await input(page).click();
    await expect(panel(page).isVisible()).resolves.toBe(true);
    await pressOutside(page, viewport);
    await panel(page).waitFor({ state: 'detached' });
    await page.close();
  });

  it('focusing or typing hides the statistics block; blurring with an empty box shows it again', async () => {
    await setCount(365846288);
    const page = await home(context);
    const banner = page.getByTestId('stats-banner');
    await banner.waitFor({ state: 'visible' });
    await expect(banner.innerText()).resolves.toBe(bannerText('zh', 365846288));
    expect(bannerText('zh', 365846288)).toBe('工具箱已累计帮助了 365846288 人次');
    // The whole text fits in the box (the number is never cut off).
    await expect(banner.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    await input(page).focus();
    await banner.waitFor({ state: 'detached' });
    await input(page).blur();
    await banner.waitFor({ state: 'visible' });
    // Typing hides it; blurring with text left in the box keeps it hidden.
    await input(page).click();
    await page.keyboard.type('qr');
    await pressOutside(page, viewport);
    await expect(input(page).evaluate((el) => el === document.activeElement)).resolves.toBe(false);
    await expect(banner.count()).resolves.toBe(0);
    await input(page).fill('');
    await input(page).blur();
    await banner.waitFor({ state: 'visible' });
    await page.close();
  });

  it('shows no statistics block while the count is 0', async () => {
    await setCount(0);
    const page = await home(context);
    await expect
      .poll(async () => (await page.request.get(`${site.url}/cgi-bin/tools/get_statistics`)).json())
      .toMatchObject({ pvCount: 0 });
    await expect(page.getByTestId('stats-banner').count()).resolves.toBe(0);
    await expect(input(page).getAttribute('placeholder')).resolves.toBe(zh['search.placeholder']);
    await page.close();
  });

  it('lists the tools as cards under their category', async () => {
    const page = await home(context);
    for (const c of CATEGORIES) {
      const own = tools.filter((t) => t.category === c.id);
      const section = page.getByTestId(`home-section-${c.id}`);
      if (own.length === 0) {
        await expect(section.count(), c.id).resolves.toBe(0);
        continue;
      }
      await expect(section.locator('h2').innerText()).resolves.toBe(c.zh);
      const cards = await section
        .getByTestId('tool-card')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('data-slug'), a.getAttribute('href')]));
      expect(cards).toEqual(own.map((t) => [t.slug, `/${t.slug}.html`]));
      const names = await section.getByTestId('tool-card').allInnerTexts();
      own.forEach((t, i) => expect(names[i]).toContain(t.name.zh));
    }
    await page.close();
  });

  it('loads the tool list exactly once per page', async () => {
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/get_tool_list') && calls.push(r.url()));
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    for (const query of ['qr', 'QR', '二维码', 'zz', '']) {
      await input(page).fill(query);
      if (query === 'qr')
        await expect.poll(() => panel(page).getByTestId('search-result').allInnerTexts()).toEqual(expected('qr'));
    }
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    await page.close();
  });

  it('when the tool list fails to load, the search stays empty and the error is only logged', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.route('**/api/get_tool_list', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: '1000,server error' }),
    );
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await input(page).fill('qr');
    await expect.poll(() => panel(page).innerText()).toBe(zh['search.empty']);
    await expect(panel(page).getByTestId('search-result').count()).resolves.toBe(0);
    expect(dialogs).toEqual([]);
    await expect(page.getByTestId('alert-dialog').count()).resolves.toBe(0);
    await expect(page.getByTestId('render-error').count()).resolves.toBe(0);
    await expect(page.getByTestId('tool-card').first().isVisible()).resolves.toBe(true);
    expect(errors.errors.length).toBeGreaterThan(0);
    await page.close();
  });

  it('is in zh by default; the language switch turns it to en, which persists across reloads', async () => {
    await setCount(365846288);
    const fresh = await newContext(browser, viewport);
    const page = await home(fresh);
    const errors = watchErrors(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-CN');
    await expect(input(page).getAttribute('aria-label')).resolves.toBe(zh['search.label']);
    await expect(page.getByTestId('stats-banner').innerText()).resolves.toBe(bannerText('zh', 365846288));
    await expect(page.locator('footer').innerText()).resolves.toContain(zh['footer.privacy']);

    await page.getByTestId('lang-switch').click();
    await page.waitForSelector('html[lang="en"]');
    await page.reload();
    await waitForHydration(page);
    await page.waitForSelector('html[lang="en"]');
    await expect(page.getByTestId('stats-banner').innerText()).resolves.toBe(bannerText('en', 365846288));
    await expect(page.getByTestId('stats-banner').evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(
      true,
    );
    await expect(input(page).getAttribute('aria-label')).resolves.toBe(en['search.label']);
    for (const c of CATEGORIES.filter((x) => tools.some((t) => t.category === x.id))) {
      await expect(page.getByTestId(`home-section-${c.id}`).locator('h2').innerText()).resolves.toBe(c.en);
    }
    // No Chinese left in what the visitor sees, except the switch's own label (the other language's name)
    // and the Chinese that tools' English texts quote on purpose (壹贰叁 in the RMB capitals tool's text).
    const quoted = tools.flatMap((t) => [t.name.en, t.description.en].join(' ').match(HAN_RUNS) ?? []);
    const allowed = new Set([en['nav.language'], ...quoted]);
    expect((await visibleHan(page)).filter((s) => !allowed.has(s))).toEqual([]);
    if (viewport === 'desktop')
      await expect(page.getByTestId('lang-switch').innerText()).resolves.toBe(en['nav.language']);
    // The search results and the navigation drawer are in en too.
    await input(page).fill('qr');
    await expect.poll(() => panel(page).getByTestId('search-result').allInnerTexts()).toEqual(expected('qr', 'en'));
    await pressOutside(page, viewport);
    if (viewport === 'phone') {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('nav-drawer').waitFor({ state: 'visible' });
    }
    expect((await visibleHan(page)).filter((s) => !allowed.has(s))).toEqual([]);
    expect(errors.hydration()).toEqual([]);

    // And back to zh, which persists too.
    await page.goto(`${site.url}/category/img`);
    await waitForHydration(page);
    await page.waitForSelector('html[lang="en"]');
    await page.getByTestId('lang-switch').click();
    await page.waitForSelector('html[lang="zh-CN"]');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-CN');
    await expect(page.locator('h1').innerText()).resolves.toBe(CATEGORIES.find((c) => c.id === 'img')!.zh);
    await fresh.close();
  });
});
