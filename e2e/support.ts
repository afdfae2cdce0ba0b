/** End-to-end helpers: the built site served by the real server on a free port, and Debian's Chromium. */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { waitForHydration } from './page-checks.js';
import { startTestServer, type TestServer, type TestSetup } from '../src/server/test-support.js';

export const VIEWPORTS = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  },
  desktop: { viewport: { width: 1440, height: 900 } },
} satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export interface Site extends TestServer {
  url: string;
}

/** The built site (run `npm run build` first; BUILD_DIR picks another build) on a fresh SQLite database; `setup` adds test routes. */
export async function startSite(env: NodeJS.ProcessEnv = {}, setup?: TestSetup): Promise<Site> {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
  if (!existsSync(path.join(clientDir, 'index.html')))
    throw new Error('dist/client is missing: run `npm run build` first');
  const server = await startTestServer('sqlite', { CLIENT_DIR: clientDir, ...env }, setup);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, url };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * A browser context on one of the viewports. Service workers are blocked unless a test allows them
 * (`{ serviceWorkers: 'allow' }`: the offline and update tests): the other tests exercise the pages
 * and the server, which a worker answering from its cache would hide.
 */
export function newContext(
  browser: Browser,
  name: ViewportName,
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: 'block', ...VIEWPORTS[name], ...extra });
}

/**
 * The one fixture every e2e file uses: the built site on a fresh database and one Chromium, started before
 * the file's tests and closed after them. `ready` receives both (keep them in the file's own variables).
 */
export function withSite(
  ready: (site: Site, browser: Browser) => void,
  env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {},
  setup?: TestSetup,
): void {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite(typeof env === 'function' ? env() : env, setup);
    browser = await launchBrowser();
    ready(site, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}

/** A file as a test hands it to the page. */
export interface FileSpec {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Chooses files through the file picker that clicking `trigger` opens. */
export async function chooseFiles(page: Page, files: FileSpec[], trigger = 'upload-button'): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId(trigger).click()]);
  await chooser.setFiles(files);
}

/**
 * Drops files on `selector` (default: the upload drop zone) as a visitor dragging them from the desktop
 * would, or pastes them into the page as from the clipboard.
 */
export async function transferFiles(
  page: Page,
  how: 'drop' | 'paste',
  files: FileSpec[],
  selector = '[data-testid="upload-dropzone"]',
): Promise<void> {
  await page.evaluate(
    ({ how, list, selector }) => {
      const dt = new DataTransfer();
      for (const f of list)
        dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.mimeType }));
      if (how === 'paste') {
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
        );
        return;
      }
      const zone = document.querySelector(selector)!;
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    },
    {
      how,
      selector,
      list: files.map((f) => ({ name: f.name, mimeType: f.mimeType, b64: f.buffer.toString('base64') })),
    },
  );
}

/** Clicks and returns the downloaded file. */
export async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [d] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: d.suggestedFilename(), bytes: await readFile((await d.path())!) };
}

/**
 * Opens a tool page with the upload compliance accepted and waits until it is interactive (the kit's
 * `ToolBody` sets `data-hydrated`); `init` runs before the page's scripts (stubs).
 */
export async function openTool(page: Page, url: string, path: string, init?: () => void): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey(new URL(path, url).pathname));
  if (init) await page.addInitScript(init);
  await page.goto(`${url}${path}`);
  await waitForHydration(page);
}
