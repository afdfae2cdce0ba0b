/**
 * Every page of the built site, served by the real server, in one visit each (a page's zh and en copies on
 * different viewports, so each is seen on a phone and on a desktop):
 * pre-rendered (its content is there with JavaScript off), hydrated without a React hydration error,
 * loaded with the Content-Security-Policy the server sends (enforced: no inline script, no violation),
 * and, on a tool page, with its own lazy chunk and no other tool's. Unknown paths get the 404 page inside
 * the shell with HTTP status 404. The loops cost one page load per page.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

withSite((s, b) => ([site, browser] = [s, b]), { ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef' });

/** The file name of a tool's page component, without `.tsx` (Vite names its chunk after it). */
function pageChunkName(slug: string): string {
  const file = readdirSync(path.join(TOOLS_DIR, slug)).find((f) => /Page\.tsx$/.test(f));
  if (!file) throw new Error(`no *Page.tsx in ${slug}`);
  return file.replace(/\.tsx$/, '');
}

/** The pre-rendered pages, as the site links them (category pages without `.html`). */
function builtPages(): string[] {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
  const pages: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'assets') walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (e.name.endsWith('.html') && e.name !== '404.html') {
        const url = `/${prefix}${e.name}`;
        pages.push(
          url.endsWith('/index.html')
            ? url.slice(0, -'index.html'.length)
            : url.replace(/^(.*\/category\/[^/]+)\.html$/, '$1'),
        );
      }
    }
  };
  walk(clientDir, '');
  return pages.sort();
}

/**
 * The pages a viewport's loop visits: each page once, on one viewport. A page's en copy (same components,
 * other strings) goes to the other viewport than its zh page, so every page is hydrated on both a phone and
 * a desktop in one language or the other, and every tool page is on the desktop (its chunk check) once.
 */
function pagesOn(viewport: (typeof VIEWPORT_NAMES)[number]): string[] {
  const pages = builtPages();
  const side = VIEWPORT_NAMES.indexOf(viewport);
  const zhPages = pages.filter((p) => !p.startsWith('/en/'));
  const mine = zhPages.filter((_, i) => i % VIEWPORT_NAMES.length === side);
  const theirs = new Set(zhPages.filter((p) => !mine.includes(p)).map((p) => `/en${p}`));
  return [...mine, ...pages.filter((p) => theirs.has(p))];
}

interface Expected {
  path: string;
  /** The main heading, or text that must be in the pre-rendered page. */
  text: string[];
  /** Selectors that must be in the pre-rendered page. */
  selectors: string[];
}

/** Every zh route the site has, with what its pre-rendered HTML must show. */
function routes(): Expected[] {
  return [
    {
      path: '/',
      text: tools.map((t) => t.name.zh),
      selectors: ['[data-testid="tool-card"]', '[data-testid="search-input"]'],
    },
    ...CATEGORIES.filter((c) => tools.some((t) => t.category === c.id)).map((c) => ({
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

/** The loops visit every page (a few hundred): a second or so each on a busy machine. */
const ROUTE_LOOP_TIMEOUT = 900_000;

const UNKNOWN = ['/nope', '/category/nope', '/nope.html', '/404.html', '/category/img/extra', '/qrcode'];
/** Pages outside the pre-rendered site that carry the same policy. */
const OTHER_PAGES = ['/admin', '/api/docs/'];

/** The CSP headers every page must carry: nothing inline may run, and nothing sniffed. */
function expectPolicy(where: string, headers: Record<string, string> | undefined) {
  const csp = headers?.['content-security-policy'] ?? '';
  expect(csp, where).toMatch(/script-src 'self'/);
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers?.['x-content-type-options'], where).toBe('nosniff');
}

/** Collects the CSP violations (and Permissions-Policy complaints) the page meets, over every navigation. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  page.on('console', (m) => {
    if (/CSP violation|Content.Security.Policy|Permissions.Policy/i.test(m.text()))
      violations.push(`${page.url()}: ${m.text()}`);
  });
  return violations;
}

it('the site has every tool on disk, and every route it expects is built', () => {
  expect(tools.length).toBeGreaterThan(0);
  const built = new Set(builtPages());
  expect(
    routes()
      .filter((r) => !built.has(r.path))
      .map((r) => r.path),
  ).toEqual([]);
});

// The pre-rendered HTML is the same at every width: checked once (desktop), with JavaScript off.
it(
  'every route is pre-rendered with the policy headers and no inline script',
  { timeout: ROUTE_LOOP_TIMEOUT },
  async () => {
    const context = await newContext(browser, 'desktop', { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of routes()) {
      const response = await page.goto(site.url + route.path);
      expect(response?.status(), route.path).toBe(200);
      expect(response?.headers()['content-type'], route.path).toContain('text/html');
      expectPolicy(route.path, response?.headers());
      // Inline scripts would be refused by the policy: there must be none to refuse.
      const inline = await page.$$eval(
        'script:not([src])',
        (s) =>
          s.filter(
            (x) => (x.textContent ?? '').trim() && !/^application\/(ld\+)?json$/.test(x.getAttribute('type') ?? ''),
          ).length,
      );
      expect(inline, route.path).toBe(0);
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

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  it(
    'every page hydrates under the enforced policy, without a hydration error or a violation' +
      (viewport === 'desktop' ? '; a tool page loads its own chunk and no other tool’s' : ''),
    { timeout: ROUTE_LOOP_TIMEOUT },
    async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const violations = await watchViolations(page);
      const scripts = watchScripts(page);
      const chunks = new Map(tools.map((t) => [`/${t.slug}.html`, pageChunkName(t.slug)]));
      for (const url of pagesOn(viewport)) {
        scripts.length = 0;
        const response = await page.goto(site.url + url);
        expect(response?.status(), url).toBe(200);
        expectPolicy(url, response?.headers());
        await waitForHydration(page);
        // Hydrated: the page answers input (the search box is a controlled React input).
        await page.getByTestId('search-input').fill('qr');
        await expect.poll(() => page.getByTestId('search-input').inputValue()).toBe('qr');
        expect(errors.hydration(), url).toEqual([]);
        if (viewport !== 'desktop') continue;
        const own = chunks.get(url.replace(/^\/en\//, '/'));
        const fetched = (name: string) => scripts.some((s) => s.includes(`/${name}-`));
        if (own) expect(fetched(own), `${url} loads its chunk`).toBe(true);
        const others = [...chunks.values()].filter((name) => name !== own && fetched(name));
        expect(others, `${url} fetched another tool`).toEqual([]);
      }
      for (const url of OTHER_PAGES) {
        const response = await page.goto(site.url + url, { waitUntil: 'load' });
        expectPolicy(url, response?.headers());
      }
      // Parts that load after the page (lazy parts, the platform start) had their chance on the last one too.
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      expect(violations).toEqual([]);
      expect(errors.errors.filter((e) => /^(\w*Error): /.test(e))).toEqual([]);
      await context.close();
    },
  );

  it('unknown paths get the 404 page in the shell, with status 404', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of UNKNOWN) {
      const response = await page.goto(site.url + path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-type'], path).toContain('text/html');
      expectPolicy(path, response?.headers());
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

it('the home page loads no tool code, even once it has settled', async () => {
  const context = await newContext(browser, 'desktop');
  const page = await context.newPage();
  const scripts = watchScripts(page);
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tool of tools)
    expect(
      scripts.filter((s) => s.includes(`/${pageChunkName(tool.slug)}-`)),
      `/ fetched ${tool.slug}`,
    ).toEqual([]);
  await context.close();
});

it('lets tool pages compile WebAssembly, and no other page', async () => {
  const TINY_WASM = [0, 97, 115, 109, 1, 0, 0, 0];
  const context = await newContext(browser, 'desktop');
  const page = await context.newPage();
  const compiles = () =>
    page.evaluate(
      (bytes) =>
        WebAssembly.compile(new Uint8Array(bytes)).then(
          () => true,
          (e: Error) => {
            // Refused by the policy, not for another reason.
            if (!/Content Security Policy|wasm/i.test(e.message)) throw e;
            return false;
          },
        ),
      TINY_WASM,
    );
  await page.goto(`${site.url}/qrcode_scan.html`);
  expect(await compiles()).toBe(true);
  await page.goto(`${site.url}/imgcompress.html`);
  expect(await compiles()).toBe(true);
  await page.goto(`${site.url}/`);
  expect(await compiles()).toBe(false);
  await context.close();
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
