/**
 * The lookup tools of the life and education family (emoji, periodic table, capitals, plates, ...) in real
 * Chromium on a phone and a desktop: each page is opened, hydrated, used once as a visitor would and its answer
 * read back. One browser context and one page per viewport, reused for every tool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForHydration } from './page-checks.js';
import { download, newContext, VIEWPORT_NAMES, withSite, type Site } from './support.js';

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
  const search = (id: string, q: string) => page.getByTestId(`${id}-input`).fill(q);

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('emoji: finds a cat by pinyin, picks it and a kaomoji', async () => {
    await open('emoji');
    await expect.poll(() => page.getByTestId('emoji-browse').getByTestId('emoji-item').count()).toBeGreaterThan(50);
    await search('emoji', 'mao');
    const cat = page.getByTestId('emoji-item').filter({ hasText: '🐱' }).first();
    await cat.click();
    await expect.poll(() => text('emoji-picked-text')).toBe('🐱');
    await page.getByTestId('emoji-mode-kaomoji').click();
    await page.getByTestId('emoji-mood-sad').click();
    await page.getByTestId('emoji-kaomoji-item').first().click();
    await expect.poll(() => text('emoji-picked-text')).toBe('🐱(╥﹏╥)');
  });

  it('periodic: finds iron by pinyin, then a tapped element', async () => {
    await open('periodic');
    await search('periodic', 'tie');
    await expect.poll(() => text('periodic-name')).toBe('铁（tie）');
    await expect.poll(() => text('periodic-weight')).toBe('55.845');
    await page.getByTestId('periodic-el-Og').click();
    await expect.poll(() => text('periodic-name')).toBe('鿫（ao）');
    await expect.poll(() => text('periodic-weight')).toBe('无标准值（放射性元素）');
    await expect.poll(() => text('periodic-group')).toBe('第 18 族（0）');
  });

  it('capital: finds Tokyo by pinyin and browses Oceania', async () => {
    await open('capital');
    await search('capital', 'dongjing');
    await expect.poll(() => text('capital-hit')).toContain('东京');
    await search('capital', '');
    await page.getByTestId('capital-region-Oceania').click();
    await expect.poll(() => text('capital-count')).toBe('共 14 个国家');
    await expect
      .poll(() => page.getByTestId('capital-hit').allTextContents())
      .toContainEqual(expect.stringContaining('堪培拉'));
  });

  it('carnumber: reads a plate and finds a city whose name starts like a province', async () => {
    await open('carnumber');
    await search('carnumber', '粤B12345');
    await expect.poll(() => text('carnumber-city')).toBe('深圳市');
    await search('carnumber', '青岛');
    await expect.poll(() => text('carnumber-hit')).toContain('鲁B');
  });

  it('phonenumber: tells the carrier of a mobile segment and a big-city area code', async () => {
    await open('phonenumber');
    await search('phonenumber', '+86 186 1234 5678');
    await expect.poll(() => text('phonenumber-carrier')).toBe('中国联通');
    await search('phonenumber', '010-12345678');
    await expect.poll(() => text('phonenumber-city')).toBe('010 是 北京 的区号');
  });

  it('dynasties: finds a founder by pinyin and the states of a year', async () => {
    await open('dynasties');
    await search('dynasties', 'zhuyuanzhang');
    await expect.poll(() => text('dynasties-hit')).toContain('明');
    await search('dynasties', '250');
    await expect.poll(() => page.getByTestId('dynasties-year').getByTestId('dynasties-hit').count()).toBe(3);
  });

  it('shelflife: works out the last day and the days left', async () => {
    await open('shelflife');
    await page.getByTestId('shelflife-date').fill('2020-01-31');
    await page.getByTestId('shelflife-amount').fill('1');
    await page.getByTestId('shelflife-unit-month').click();
    await expect.poll(() => text('shelflife-last')).toBe('2020-02-28'); // 01-31 + 1 month = 02-29 (clamped), the day before it
    await expect.poll(() => text('shelflife-result-left')).toContain('已过期');
  });

  it('number_acquisition: pulls a phone and an SF number out of an order', async () => {
    await open('number_acquisition');
    await page
      .getByTestId('number-acquisition-input')
      .fill('收件人：张小明 电话：138-0013-8000 地址：广东省深圳市南山区科技园路1号 快递单号 SF1234567890123');
    await expect.poll(() => text('number-acquisition-result')).toContain('13800138000');
    await expect.poll(() => text('number-acquisition-result')).toContain('顺丰速运');
  });

  it('nick: makes a batch of cute nicknames', async () => {
    await open('nick');
    await page.getByTestId('nick-style-cute').click();
    await page.getByTestId('nick-count').fill('5');
    await page.getByTestId('nick-generate').click();
    await expect.poll(() => page.getByTestId('nick-item').count()).toBe(5);
  });

  it('startupname: makes project code names', async () => {
    await open('startupname');
    await page.getByTestId('startupname-style-project').click();
    await page.getByTestId('startupname-generate').click();
    await expect.poll(() => page.getByTestId('startupname-item').count()).toBe(12);
    expect(await text('startupname-item')).toMatch(/^Project [A-Z]/);
  });

  it('zitie_new: lays out a sheet with stroke order and downloads the PDF', async () => {
    await open('zitie_new');
    await page.getByTestId('zitie-input').fill('永㐀');
    await expect.poll(() => text('zitie-pages')).toContain('共 1 页');
    // 永 has 5 strokes: 5 stroke-order cells, then the model and 3 tracing copies.
    await expect.poll(() => page.locator('[data-glyph="永"]').count()).toBe(9);
    await expect.poll(() => text('zitie-missing')).toContain('㐀');
    const file = await download(page, () => page.getByTestId('zitie-download').click());
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('has no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
