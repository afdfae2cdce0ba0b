/**
 * The naming tools (古诗词取名) in real Chromium on a phone and a desktop: type a surname, make a batch, see
 * each name with its source line (the two characters marked), then copy one name. One context per viewport.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '../src/tools/makename/messages.js';
import { newContext, openTool, VIEWPORT_NAMES, withSite, type Site } from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const byId = (id: string) => page.getByTestId(id);

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('makename: a bad surname is refused, then names come with their source lines and copy', async () => {
    await openTool(page, site.url, '/makename.html');
    await byId('makename-surname').fill('Li');
    await expect.poll(() => page.getByText(messages.zh.notHan).count()).toBe(1);
    expect(await byId('makename-generate').isDisabled()).toBe(true);

    await byId('makename-surname').fill('欧阳');
    await byId('makename-source-tang').click();
    await byId('makename-generate').click();
    await expect.poll(() => byId('makename-item').count()).toBe(8);
    const name = (await byId('makename-item').first().textContent())!;
    expect(name).toMatch(/^欧阳[\u4e00-\u9fa5]{2}$/u);

    // The first card is that name: its line holds both given characters, marked, and names the poem.
    const card = byId('makename-source-card').first();
    expect(await card.textContent()).toContain(name);
    const marked = await card.locator('mark').allTextContents();
    expect(marked.join('')).toBe(name.slice(2));
    expect(await card.textContent()).toMatch(/《[^》]+》唐/u);

    await byId('makename-item').first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(name);
  });
});
