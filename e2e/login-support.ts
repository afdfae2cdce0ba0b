/** Helpers of the login and rating browser tests: analytics beacons, the QQ and WeChat round trips. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnalyticsEvent } from '../src/common/protocol.js';
import type { FakeProviders } from '../src/server/test-providers/index.js';

export interface SeenEvent extends AnalyticsEvent {
  extraJson: Record<string, unknown>;
}

/** Every analytics event the page sends (beacons to /api/analytics), in order. */
export function watchEvents(page: Page): SeenEvent[] {
  const events: SeenEvent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/analytics') || request.method() !== 'POST') return;
    const body = request.postData();
    if (!body) return;
    for (const e of (JSON.parse(body) as { events: AnalyticsEvent[] }).events)
      events.push({ ...e, extraJson: JSON.parse(e.extra) });
  });
  return events;
}

/** Waits until `check` is true (the page flushes analytics every 2 s and on hide). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 8000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Sends queued analytics now (as leaving the page would). */
export async function flushEvents(page: Page): Promise<void> {
  await page.evaluate(() => window.__toolbox?.flush());
}

/** The login panel, opened from the header's 登录 button. */
export async function openPanelFromHeader(page: Page): Promise<void> {
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-panel').waitFor();
}

/** Agrees, clicks QQ, authorizes at the QQ page, and waits to be back on `returnUrlPart`. */
export async function qqRoundTrip(
  page: Page,
  fake: FakeProviders,
  returnUrlPart: RegExp,
  opts: { autoLogin?: boolean } = {},
): Promise<void> {
  await page.getByTestId('login-agree').check();
  if (opts.autoLogin === false) await page.getByTestId('login-auto').uncheck();
  await page.getByTestId('login-qq').click();
  await page.waitForURL((url) => url.href.startsWith(`${fake.qqBaseUrl}/oauth2.0/authorize`));
  await page.getByTestId('qq-authorize').click();
  await page.waitForURL(returnUrlPart);
  await page.getByTestId('login-avatar').waitFor();
}

/**
 * Agrees, clicks WeChat, waits for WeChat's QR iframe in the panel, and confirms the scan on a second
 * page (the phone that scanned the QR code). Resolves once this page is back on `returnUrlPart`.
 */
export async function wxRoundTrip(page: Page, returnUrlPart: RegExp): Promise<void> {
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-wx').click();
  const qr = page.frameLocator('#wx-login-qr iframe').getByTestId('wx-qrcode');
  await qr.waitFor();
  const confirmUrl = (await qr.getAttribute('data-confirm-url'))!;
  const phone = await page.context().newPage();
  await phone.goto(confirmUrl);
  await phone.getByTestId('wx-allow').click();
  await phone.getByTestId('wx-done').waitFor();
  await phone.close();
  await page.waitForURL(returnUrlPart);
  await page.getByTestId('login-avatar').waitFor();
}

/** The drawn colour of each star (the fill of its first star shape), as rgb(). */
export async function starColors(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=rating] [role=radio]')
    .evaluateAll((stars) => stars.map((s) => getComputedStyle(s.querySelector('path')!).fill));
}

export const GOLD = 'rgb(255, 194, 13)';
export const GREY = 'rgb(179, 179, 179)';

export function expectStars(colors: string[], goldCount: number): void {
  expect(colors).toEqual([...Array(goldCount).fill(GOLD), ...Array(5 - goldCount).fill(GREY)]);
}
