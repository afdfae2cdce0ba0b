/** End-to-end helpers: the built site served by the real server on a free port, and Debian's Chromium. */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { startTestServer, type TestServer, type TestSetup } from '../src/server/test-support.js';

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' },
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
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('dist/client is missing: run `npm run build` first');
  const server = await startTestServer('sqlite', { CLIENT_DIR: clientDir, ...env }, setup);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, url };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export function newContext(browser: Browser, name: ViewportName, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...VIEWPORTS[name], ...extra });
}
