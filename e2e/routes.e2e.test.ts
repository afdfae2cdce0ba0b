/**
 * Routes and rendering (issue 2) on the built site served by the real server, on a phone and a desktop:
 * every route is pre-rendered (its content is there with JavaScript off) and hydrates without a React
 * hydration error; each tool's code is its own lazy chunk, absent from the home page; unknown paths get
 * the 404 page inside the shell with HTTP status 404.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CATEGORIES } from '../src/common/categories.js';
import type { ToolMeta } from '../src/common/tool-meta.js';
import { loadTools, TOOLS_DIR } from '../src/server/registry.js';
import { LEGAL } from '../src/web/pages/legal.js';
import { STATIC_PAGES } from '../src/web/routes.js';
import { zh } from '../src/web/i18n/zh.js';
import { newContext, VIEWPORT_NAMES, type Site, withSite } from './support.js';
import { waitForHydration, watchErrors, watchScripts } from './page-checks.js';
import { feedbackMessages } from '../src/web/feedback/messages.js';

let site: Site;
let browser: Browser;
let tools: ToolMeta[];

beforeAll(async () => {
  tools = await loadTools();
});

withSite((s, b) => ([site, browser] = [s, b]));

/** The file name of a tool's page component, without `.tsx` (Vite names its chunk after it). */
function pageChunkName(slug: string): string {
  const file = readdirSync(path.join(TOOLS_DIR, slug)).find((f) => /Page\.tsx$/.test(f));
  if (!file) throw new Error(`no *Page.tsx in ${slug}`);
  return file.replace(/\.tsx$/, '');
}

interface Expected {
  path: string;
  /** The main heading, or text that must be in the pre-rendered page. */
  text: string[];
  /** Selectors that must be in the pre-rendered page. */
  selectors: string[];
}

/** Every route the site has, with what its pre-rendered HTML must show. */
function routes(): Expected[] {
  return [
    {
      path: '/',
      text: tools.map((t) => t.name.zh),
      selectors: ['[data-testid="tool-card"]', '[data-testid="search-input"]'],
    },
    ...CATEGORIES.map((c) => ({
      path: `/category/${c.id}`,
      text: [c.zh, ...tools.filter((t) => t.category === c.id).map((t) => t.name.zh)],
      selectors: [`[data-category="${c.id}"] [data-active="true"]`],
    })),
    ...tools.map((t) => ({
      path: `/${t.slug}.html`,
      text: [t.name.zh, zh['tool.intro'], t.intro.zh[0]],
      selectors: ['[data-testid="tool-title"]', '[data-testid="tool-body"] *', '[data-testid="share-button"]'],
    })),
    ...STATIC_PAGES.map((p) => ({
      path: `/${p}.html`,
      text: [LEGAL[p].zh.title, LEGAL[p].zh.sections[0].heading],
      selectors: [`[data-testid="legal-${p}"]`],
    })),
    {
      path: '/feedback.html',
      text: [feedbackMessages.zh.title, feedbackMessages.zh.submit],
      selectors: ['[data-testid="feedback-form"]', '[data-testid="feedback-content"]'],
    },
  ];
}

/** The loops over every route visit a hundred pages or more: a few seconds each on a busy machine. */
const ROUTE_LOOP_TIMEOUT = 600_000;

const UNKNOWN = ['/nope', '/category/nope', '/nope.html', '/404.html', '/category/img/extra', '/qrcode'];

it('the site has every tool on disk (a route per tool)', () => {
  expect(tools.length).toBeGreaterThan(0);
});

// The pre-rendered HTML and the chunks a page loads are the same at every width: checked once (desktop).
describe('on desktop', () => {
  const viewport = 'desktop' as const;
  it(
    'every route is pre-rendered: its content is there with JavaScript disabled',
    { timeout: ROUTE_LOOP_TIMEOUT },
    async () => {
      const context = await newContext(browser, viewport, { javaScriptEnabled: false });
      const page = await context.newPage();
      for (const route of routes()) {
        const response = await page.goto(site.url + route.path);
        expect(response?.status(), route.path).toBe(200);
        expect(response?.headers()['content-type'], route.path).toContain('text/html');
        const body = await page.locator('body').innerText();
        for (const text of route.text) expect(body, `${route.path}: ${text}`).toContain(text);
        for (const selector of route.selectors)
          expect(await page.locator(selector).count(), `${route.path}: ${selector}`).toBeGreaterThan(0);
        // The shell is in the static HTML too: the navigation (in the page on desktop, behind the menu button on a phone).
        expect(
          (await page.getByTestId('category-nav').count()) + (await page.getByTestId('menu-button').count()),
          route.path,
        ).toBeGreaterThan(0);
        expect(await page.title(), route.path).not.toBe('');
        // Nothing ran: the feedback link still has the address it was pre-rendered with (an effect adds the query).
        await expect(page.getByTestId('feedback-link').getAttribute('href')).resolves.toBe('/feedback.html');
      }
      await context.close();
    },
  );

  it(
    'the home page loads no tool code; a tool page loads its own chunk only',
    { timeout: ROUTE_LOOP_TIMEOUT },
    async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const scripts = watchScripts(page);
      await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tool of tools)
        expect(
          scripts.filter((s) => s.includes(pageChunkName(tool.slug))),
          `/ fetched ${tool.slug}`,
        ).toEqual([]);

      for (const tool of tools) {
        scripts.length = 0;
        await page.goto(`${site.url}/${tool.slug}.html`, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        const own = scripts.filter((s) => s.includes(`/${pageChunkName(tool.slug)}-`));
        expect(own, `${tool.slug} chunk`).toHaveLength(1);
        const others = tools.filter((t) => t.slug !== tool.slug).map((t) => pageChunkName(t.slug));
        expect(
          scripts.filter((s) => others.some((o) => s.includes(`/${o}-`))),
          `${tool.slug} fetched another tool`,
        ).toEqual([]);
      }
      await context.close();
    },
  );
});

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  it('every route hydrates without a React hydration error', { timeout: ROUTE_LOOP_TIMEOUT }, async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const route of [...routes(), { path: '/nope' }]) {
      await page.goto(site.url + route.path);
      await waitForHydration(page);
      // Hydrated: the page answers input (the search box is a controlled React input).
      await page.getByTestId('search-input').fill('qr');
      await expect.poll(() => page.getByTestId('search-input').inputValue()).toBe('qr');
      expect(errors.hydration(), route.path).toEqual([]);
    }
    expect(errors.errors.filter((e) => /^(\w*Error): /.test(e))).toEqual([]);
    await context.close();
  });

  it('unknown paths get the 404 page in the shell, with status 404', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of UNKNOWN) {
      const response = await page.goto(site.url + path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-type'], path).toContain('text/html');
      await waitForHydration(page);
      await expect.poll(() => page.getByTestId('not-found').isVisible(), { message: path }).toBe(true);
      await expect(page.locator('h1').innerText()).resolves.toBe(zh['notFound.title']);
      // Inside the shell: the search box and the navigation (open from the menu on a phone).
      await expect(page.getByTestId('search-input').isVisible()).resolves.toBe(true);
      if (viewport === 'phone') await expect(page.getByTestId('menu-button').isVisible()).resolves.toBe(true);
      else await expect(page.getByTestId('category-nav').isVisible()).resolves.toBe(true);
      expect(errors.hydration(), path).toEqual([]);
    }
    await page.getByTestId('not-found-home').click();
    await page.waitForURL(`${site.url}/`);
    await context.close();
  });
});

it('the hydration check does catch a mismatch (the pre-rendered HTML altered on the way)', async () => {
  const context = await newContext(browser, 'desktop');
  const page = await context.newPage();
  const errors = watchErrors(page);
  // A hydrated text (the navigation's first category); the zh tool cards are kept as the server wrote them.
  const label = CATEGORIES[0].zh;
  await page.route(`${site.url}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(`>${label}<`, '>不一样的名字<');
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${site.url}/`);
  await expect.poll(() => errors.hydration().length).toBeGreaterThan(0);
  // React renders the page anew after the mismatch: the tool cards are still all there.
  await expect.poll(() => page.getByTestId('tool-card').count()).toBe(tools.length);
  await context.close();
});

it('unknown API paths answer 404 with the catalogue body, not the page', async () => {
  const response = await fetch(`${site.url}/api/nope`);
  expect(response.status).toBe(404);
  expect(await response.text()).toMatch(/^\d+,/);
});
