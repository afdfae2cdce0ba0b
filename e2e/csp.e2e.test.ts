/**
 * Every page of the built site, the dashboard and the API docs loaded with the Content-Security-Policy the
 * server sends (enforced, not report-only): no violation, no inline script. WebAssembly compiles on tool pages
 * (image codecs, QR reader) and is refused elsewhere.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, type Site, withSite } from './support.js';

let site: Site;
let browser: Browser;
withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  { ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef' },
);

/** The pre-rendered pages, as the site links them (category pages without `.html`). */
function builtPages(): string[] {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
  const pages: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'assets') walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (e.name.endsWith('.html') && e.name !== '404.html') {
        const url = `/${prefix}${e.name}`;
        pages.push(url === '/index.html' ? '/' : url.startsWith('/category/') ? url.slice(0, -5) : url);
      }
    }
  };
  walk(clientDir, '');
  return pages.sort();
}

const TINY_WASM = [0, 97, 115, 109, 1, 0, 0, 0];

describe('the content security policy, enforced', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, 'desktop');
    page = await context.newPage();
  });
  afterAll(() => context.close());

  /** A page of the shared context that collects the CSP violations (and Permissions-Policy complaints) it meets. */
  async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
    const p = await context.newPage();
    const violations: string[] = [];
    await p.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    p.on('console', (m) => {
      if (/CSP violation|Content.Security.Policy|Permissions.Policy/i.test(m.text())) violations.push(m.text());
    });
    return { page: p, violations };
  }

  const pages = [...builtPages(), '/admin', '/api/docs/', '/no-such-page.html'];
  it('finds the built pages', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  // A few pages at a time (vitest's maxConcurrency): most of each visit is waiting for the network to settle.
  it.concurrent.for(pages)('%s: enforced, no inline script, no violation', async (url, { expect }) => {
    const { page: p, violations } = await watchedPage();
    try {
      const res = await p.goto(`${site.url}${url}`, { waitUntil: 'load' });
      const csp = res?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res?.headers()['x-content-type-options']).toBe('nosniff');
      // Inline scripts would have been refused: there must be none to refuse.
      const inline = await p.$$eval(
        'script:not([src])',
        (s) => s.filter((x) => (x.textContent ?? '').trim() && x.getAttribute('type') !== 'application/ld+json').length,
      );
      expect(inline).toBe(0);
      // Scripts that load after the page (lazy parts, the platform start) had their chance too.
      await p.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      expect(violations).toEqual([]);
    } finally {
      await p.close();
    }
  });

  it('lets tool pages compile WebAssembly, and no other page', async () => {
    const compiles = (p: Page) =>
      p.evaluate(
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
    expect(await compiles(page)).toBe(true);
    await page.goto(`${site.url}/imgcompress.html`);
    expect(await compiles(page)).toBe(true);
    await page.goto(`${site.url}/`);
    expect(await compiles(page)).toBe(false);
  });
});
