/**
 * The page shell (spec section 2) on the built site, on a phone and a desktop: the category navigation
 * (drawer with a dimming mask on a phone, always there on a desktop), expanding categories, the links
 * home, the active entry kept centred, the feedback link, the render-error text, and the tool page's
 * places (share, rating, title and icon, introduction, more tools).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CATEGORIES } from '../src/common/categories.js';
import type { ToolMeta } from '../src/common/tool-meta.js';
import { loadTools } from '../src/server/registry.js';
import { zh } from '../src/web/i18n/zh.js';
import { newContext, VIEWPORT_NAMES, VIEWPORTS, type Site, type ViewportName, withSite } from './support.js';
import { centreOffset, waitForHydration, watchErrors } from './page-checks.js';

let site: Site;
let browser: Browser;
let tools: ToolMeta[];

beforeAll(async () => {
  tools = await loadTools();
});

withSite((s, b) => ([site, browser] = [s, b]));

/** The navigation the visitor sees: the side column on a desktop, the drawer (opened) on a phone. */
async function openNav(page: Page, viewport: ViewportName): Promise<string> {
  if (viewport === 'desktop') return 'aside [data-testid="category-nav"]';
  await page.getByTestId('menu-button').click();
  const nav = '[data-testid="nav-drawer"] [data-testid="category-nav"]';
  await page.locator(nav).waitFor({ state: 'visible' });
  return nav;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url + path);
  await waitForHydration(page);
  return page;
}

/** A category that has tools, and one that has none (if any). */
function categoriesByTools() {
  const withTools = CATEGORIES.filter((c) => tools.some((t) => t.category === c.id));
  const without = CATEGORIES.filter((c) => !tools.some((t) => t.category === c.id));
  return { withTools, without };
}

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport);
  });
  afterAll(async () => {
    await context?.close();
  });

  if (viewport === 'phone') {
    it('the navigation slides in from the menu button with a dimming mask; tapping outside closes it', async () => {
      const page = await open(context, '/category/img');
      await expect(page.locator('aside [data-testid="category-nav"]').isVisible()).resolves.toBe(false);
      await expect(page.getByTestId('nav-drawer').count()).resolves.toBe(0);
      await page.getByTestId('menu-button').click();
      const paper = page.locator('[data-testid="nav-drawer"] .MuiDrawer-paper');
      await paper.waitFor({ state: 'visible' });
      // Slid in from the left edge, over a dimming mask that covers the rest of the screen.
      await expect.poll(async () => (await paper.boundingBox())?.x).toBe(0);
      const mask = page.getByTestId('nav-mask');
      await expect(mask.isVisible()).resolves.toBe(true);
      const maskStyle = await mask.evaluate((el) => ({
        bg: getComputedStyle(el).backgroundColor,
        opacity: Number(getComputedStyle(el).opacity),
      }));
      expect(maskStyle.bg).toMatch(/^rgba\(0, 0, 0, 0\.[1-9]/);
      await expect.poll(() => mask.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
      const box = await mask.boundingBox();
      expect(box?.width).toBe(VIEWPORTS.phone.viewport.width);
      // The active category is marked in the drawer.
      await expect(
        page.locator('[data-testid="nav-drawer"] [data-category="img"] [data-active="true"]').count(),
      ).resolves.toBe(1);
      // Tap outside the drawer: on the mask, right of the panel.
      const paperBox = (await paper.boundingBox())!;
      await page.mouse.click(paperBox.width + 40, 400);
      await page.getByTestId('nav-drawer').waitFor({ state: 'detached' });
      await page.close();
    });
  } else {
    it('the navigation is always visible and the menu button hidden', async () => {
      for (const path of ['/', '/category/img', `/${tools[0].slug}.html`, '/nope', '/privacy.html']) {
        const page = await open(context, path);
        await expect(page.locator('aside [data-testid="category-nav"]').isVisible(), path).resolves.toBe(true);
        await expect(page.getByTestId('menu-button').isVisible(), path).resolves.toBe(false);
        const box = await page.locator('aside').boundingBox();
        expect(box?.x).toBe(0);
        await page.close();
      }
    });
  }

  it('a category with tools expands and collapses on its arrow; one without is not listed', async () => {
    const page = await open(context, '/');
    const nav = await openNav(page, viewport);
    const { withTools, without } = categoriesByTools();
    for (const c of withTools) {
      const arrow = page.locator(`${nav} [data-category="${c.id}"] button[aria-expanded]`);
      const children = page.locator(`${nav} [data-testid="nav-children-${c.id}"]`);
      await expect(arrow.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(children.count()).resolves.toBe(0);
      await arrow.click();
      await children.waitFor({ state: 'visible' });
      await expect(arrow.getAttribute('aria-expanded')).resolves.toBe('true');
      const links = await children.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(tools.filter((t) => t.category === c.id).map((t) => `/${t.slug}.html`));
      await arrow.click();
      await children.waitFor({ state: 'detached' });
      await expect(arrow.getAttribute('aria-expanded')).resolves.toBe('false');
    }
    for (const c of without) {
      await expect(page.locator(`${nav} [data-category="${c.id}"]`).count()).resolves.toBe(0);
    }
    await page.close();
  });

  it('the logo and the first entry (全部) link home', async () => {
    for (const testId of ['logo', 'nav-all']) {
      const page = await open(context, '/category/img');
      const nav = await openNav(page, viewport);
      const link = page.locator(`${nav} [data-testid="${testId}"]`);
      await expect(link.getAttribute('href')).resolves.toBe('/');
      if (testId === 'nav-all') await expect(link.innerText()).resolves.toBe('全部');
      await link.click();
      await page.waitForURL(`${site.url}/`);
      await waitForHydration(page);
      await expect(page.getByTestId('home-section-img').count()).resolves.toBe(1);
      await page.close();
    }
  });

  it('the active entry is centred on load (instantly) and again on resize (smoothly)', async () => {
    // A short screen, so the navigation scrolls; the active entry is a tool in the middle of the list.
    const size = viewport === 'desktop' ? { width: 1440, height: 400 } : { width: 390, height: 420 };
    const short = await newContext(browser, viewport, { viewport: size });
    // Record how the navigation is scrolled (behaviour of each scrollTo call on it).
    await short.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __navScrolls: string[] }).__navScrolls = calls;
      const original = Element.prototype.scrollTo;
      Element.prototype.scrollTo = function (this: Element, ...args: unknown[]) {
        if (this.matches('[data-testid="category-nav"]') && this.clientHeight > 0) {
          const options = args[0] as ScrollToOptions | undefined;
          calls.push(String(options?.behavior ?? 'auto'));
        }
        return (original as (...a: unknown[]) => void).apply(this, args);
      };
    });
    const tool = tools.find((t) => t.category === 'education') ?? tools[tools.length - 1];
    const page = await open(short, `/${tool.slug}.html`);
    const nav = await openNav(page, viewport);
    const active = `[data-active="true"]`;
    await expect(page.locator(`${nav} ${active}`).getAttribute('href')).resolves.toBe(`/${tool.slug}.html`);
    await expect.poll(async () => Math.abs((await centreOffset(page, nav, active)).offset)).toBeLessThanOrEqual(2);
    const loaded = await centreOffset(page, nav, active);
    expect(loaded.scrollTop).toBeGreaterThan(0);
    expect(loaded.scrollTop).toBeLessThan(loaded.max);
    await expect(page.evaluate(() => (window as unknown as { __navScrolls: string[] }).__navScrolls)).resolves.toEqual([
      'instant',
    ]);

    await page.setViewportSize({ width: size.width, height: size.height - 80 });
    await expect.poll(async () => Math.abs((await centreOffset(page, nav, active)).offset)).toBeLessThanOrEqual(2);
    const resized = await centreOffset(page, nav, active);
    expect(resized.scrollTop).toBeGreaterThan(loaded.scrollTop);
    const calls = await page.evaluate(() => (window as unknown as { __navScrolls: string[] }).__navScrolls);
    expect(calls[0]).toBe('instant');
    expect(calls.slice(1).length).toBeGreaterThan(0);
    expect(new Set(calls.slice(1))).toEqual(new Set(['smooth']));
    await short.close();
  });

  it('the feedback link carries the current host and path', async () => {
    for (const path of ['/', '/category/img', `/${tools[0].slug}.html`]) {
      const page = await open(context, path);
      const href = (await page.getByTestId('feedback-link').getAttribute('href'))!;
      const url = new URL(href, site.url);
      expect(url.pathname).toBe('/feedback.html');
      expect(url.searchParams.get('host')).toBe(new URL(site.url).host);
      expect(url.searchParams.get('path')).toBe(path);
      await expect(page.getByTestId('feedback-link').isVisible()).resolves.toBe(true);
      await page.close();
    }
  });

  it('a render error shows exactly "Sorry, 出错了, 请刷新页面"', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The tool's code throws while rendering (its chunk replaced on the way).
    await page.route(/\/assets\/[A-Z]\w*Page-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Broken() { throw new Error("render failed on purpose"); }',
      }),
    );
    await page.goto(`${site.url}/${tools[0].slug}.html`);
    const shown = page.getByTestId('render-error');
    await shown.waitFor({ state: 'visible' });
    await expect(shown.innerText()).resolves.toBe('Sorry, 出错了, 请刷新页面');
    expect(zh['error.render']).toBe('Sorry, 出错了, 请刷新页面');
    // The tool's content is gone; the error was reported to the console.
    await expect(page.getByTestId('tool-body').innerText()).resolves.toBe('Sorry, 出错了, 请刷新页面');
    expect(errors.errors.some((e) => e.includes('render failed on purpose'))).toBe(true);
    await page.close();
  });

  it('a tool page has its title and icon, share and rating places, introduction and more tools', async () => {
    const tool = tools[0];
    const page = await open(context, `/${tool.slug}.html`);
    await expect(page.getByTestId('tool-title').innerText()).resolves.toBe(tool.name.zh);
    const icon = page.locator(`img[src="/icons/${tool.slug}.svg"]`).first();
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByTestId('share-button').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('rating-slot').count()).resolves.toBe(1);
    const intro = await page.getByTestId('tool-intro').innerText();
    expect(intro).toContain(zh['tool.intro']);
    for (const p of tool.intro.zh) expect(intro).toContain(p);
    const more = await page
      .locator('[data-testid="more-tools"] [data-testid="tool-card"]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug')));
    const others = tools.filter((t) => t.slug !== tool.slug);
    expect(more.length).toBe(Math.min(6, others.length));
    expect(more).not.toContain(tool.slug);
    // Same category first.
    const same = others.filter((t) => t.category === tool.category).map((t) => t.slug);
    expect(more.slice(0, same.length)).toEqual(same.slice(0, more.length));
    await expect(page.locator('[data-testid="more-tools"] h2').innerText()).resolves.toBe(zh['tool.more']);
    await page.close();
  });
});
