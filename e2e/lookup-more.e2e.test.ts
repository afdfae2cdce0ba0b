/**
 * 五险一金计算, 词语注解 and 取名字 in real Chromium on a phone and a desktop: each page is opened, hydrated,
 * used once as a visitor would and its answer read back. One browser context and page per viewport.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForHydration } from './page-checks.js';
import { newContext, VIEWPORT_NAMES, withSite, type Site } from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const text = (id: string) => page.getByTestId(id).first().textContent();
  const open = async (slug: string) => {
    await page.goto(`${site.url}/${slug}.html`);
    await waitForHydration(page);
  };

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('wuxianyijin: Beijing, then Shanghai (fund rate kept within 7%), then a city of your own', async () => {
    await open('wuxianyijin');
    // 10000 − (800 + 203 + 50 + 1200) − 82.41 tax
    await expect.poll(() => text('wxyj-take-home')).toBe('7,664.59');
    await expect.poll(() => text('wxyj-sourced')).toContain('2024-07-01');
    await page.getByTestId('wxyj-city-310000').click();
    // 10000 − (800 + 200 + 50 + 700) − 97.50 tax
    await expect.poll(() => text('wxyj-take-home')).toBe('8,152.50');
    await expect.poll(() => text('wxyj-lines-housing_fund')).toContain('700.007%');
    await page.getByTestId('wxyj-city-custom').click();
    // Nothing recorded: only the housing fund (7%) is deducted until the visitor fills the rates.
    await expect.poll(() => text('wxyj-take-home')).toBe('9,171.00');
    await page.getByTestId('wxyj-pension-employee').fill('8');
    await expect.poll(() => text('wxyj-stats-wxyj-employee')).toBe('1,500.00');
    await expect.poll(() => page.getByTestId('wxyj-edited').count()).toBe(1);
  });

  it('explain: a word’s senses, the words beginning with it, and a refused query', async () => {
    await open('explain');
    await page.getByTestId('explain-input').fill('明白');
    await expect.poll(() => page.getByTestId('explain-sense').allTextContents()).toContain('了解;知道。');
    await page.getByTestId('explain-related').filter({ hasText: '明白了当' }).click();
    await expect.poll(() => text('explain-entry')).toContain('明白了当');
    await page.getByTestId('explain-input').fill('abc');
    await expect.poll(() => page.getByTestId('explain-invalid').count()).toBe(1);
  });

  it('naming: one-character names for a compound surname, each with its line and meanings', async () => {
    await open('naming');
    await page.getByTestId('naming-surname').fill('欧阳');
    await page.getByTestId('naming-length-1').click();
    await page.getByTestId('naming-generate').click();
    await expect.poll(() => page.getByTestId('naming-card').count()).toBe(6);
    for (const name of await page.getByTestId('naming-name').allTextContents())
      expect(name).toMatch(/^欧阳\p{Script=Han}$/u);
    await expect.poll(() => page.locator('[data-testid="naming-meaning"][data-state="ok"]').count()).toBe(6);
    expect(await page.getByTestId('naming-word').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
