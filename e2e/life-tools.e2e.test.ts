/**
 * The life and education tools (生活娱乐工具, 教育工具) in real Chromium on a phone and a desktop, as a visitor
 * uses them: each page is opened, hydrated, searched by characters, pinyin or initials, and its answer read
 * back. One browser context and one page per viewport, reused for every tool; small inputs only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { format } from '../src/common/messages.js';
import { plan } from '../src/tools/partition/partition.js';
import { messages as bloodtypeMessages } from '../src/tools/bloodtype/messages.js';
import { messages as garbageMessages } from '../src/tools/garbage/messages.js';
import { messages as ipMessages } from '../src/tools/iplocation/messages.js';
import { messages as jielongMessages } from '../src/tools/jielong/messages.js';
import { placeText, type IpAnswer } from '../src/tools/iplocation/place.js';
import { CITIES, utcOffset, wallClock } from '../src/tools/timer/clock.js';
import { waitForHydration } from './page-checks.js';
import { newContext, VIEWPORT_NAMES, VIEWPORTS, withSite, type Site } from './support.js';

const bt = bloodtypeMessages.zh;
let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const text = (id: string) => page.getByTestId(id).first().textContent();
  const texts = (id: string) => page.getByTestId(id).allTextContents();
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

  it('calories: finds rice by pinyin and works out a portion', async () => {
    await open('calories');
    await search('calories', 'mifan');
    const rice = page.getByTestId('calories-hit').filter({ hasText: '米饭（蒸，代表值）' });
    await rice.click();
    await expect.poll(() => text('calories-total')).toContain('116');
    await page.getByTestId('calories-grams').fill('150');
    await expect.poll(() => text('calories-total')).toContain('174');
  });

  it('calories_list: filters the table by a typed food and by group', async () => {
    await open('calories_list');
    await page.getByTestId('calories-list-table').locator('tbody tr').first().waitFor();
    await search('calories-list', 'mantou');
    const row = page.getByTestId('calories-list-table').locator('tbody tr').filter({ hasText: '馒头（代表值）' });
    await expect.poll(() => row.textContent()).toContain('223');
    await search('calories-list', '');
    await page.getByTestId('calories-list-group-vegetable').click();
    await expect.poll(() => text('calories-list-table')).not.toContain('馒头（代表值）');
    expect(Number((await text('calories-list-count'))!.match(/\d+/)![0])).toBeGreaterThan(10);
  });

  it('food_calories: adds foods to the day and totals them', async () => {
    await open('food_calories');
    await expect.poll(() => text('food-calories-photo')).toBeTruthy();
    await search('food-calories', '馒头');
    await page.getByTestId('food-calories-hit').filter({ hasText: '馒头（代表值）' }).click();
    await expect.poll(() => page.getByTestId('food-calories-item').count()).toBe(1);
    await page.getByTestId('food-calories-item').locator('input').fill('100');
    await expect.poll(() => text('food-calories-kcal')).toContain('223');
  });

  it('garbage: sorts a banana peel typed as initials', async () => {
    await open('garbage');
    await search('garbage', 'xjp');
    const hit = page.getByTestId('garbage-hit').filter({ hasText: '香蕉皮' }).first();
    await expect.poll(() => hit.textContent()).toContain(garbageMessages.zh.kitchen);
    await page.getByTestId('garbage-example-0').click();
    await expect
      .poll(() => page.getByTestId('garbage-hit').filter({ hasText: '电池' }).first().textContent())
      .toContain(garbageMessages.zh.hazardous);
    await search('garbage', '火星土豆泥饼干');
    await page.getByTestId('garbage-none').waitFor();
  });

  it('radical: describes 长春 and lists the characters of a radical', async () => {
    await open('radical');
    await search('radical', '长春');
    await expect.poll(() => page.getByTestId('radical-card').count()).toBe(2);
    expect(await text('radical-card')).toContain('cháng');
    await page.getByTestId('radical-card').first().locator('.MuiChip-root').click();
    await expect.poll(() => text('radical-chars')).toContain('长');
  });

  it('chengyujielong: finds an idiom by initials, its meaning and what chains on', async () => {
    await open('chengyujielong');
    await search('chengyu', 'hstz');
    await page.getByTestId('chengyu-hit').filter({ hasText: '画蛇添足' }).click();
    await expect.poll(() => text('chengyu-meaning')).toContain('多余');
    const next = await page.getByTestId('chengyu-next').locator('.MuiChip-root').allTextContents();
    expect(next.length).toBeGreaterThan(0);
    for (const w of next) expect(w[0]).toBe('足');
  });

  it('jielong: starts a chain, plays a candidate and refuses a non-idiom', async () => {
    await open('jielong');
    await expect.poll(() => page.getByTestId('jielong-add').isEnabled()).toBe(true);
    await search('jielong', '一心一意');
    await page.getByTestId('jielong-add').click();
    await expect.poll(() => texts('jielong-link')).toEqual(['一心一意']);
    const candidate = page.getByTestId('jielong-candidates').locator('.MuiChip-root').first();
    const word = (await candidate.textContent())!;
    expect(word[0]).toBe('意');
    await candidate.click();
    await expect.poll(() => texts('jielong-link')).toEqual(['一心一意', word]);
    await search('jielong', 'abc');
    await page.getByTestId('jielong-add').click();
    await expect.poll(() => text('jielong-error')).toBe(format(jielongMessages.zh.unknown, { w: 'abc' }));
  });

  it('random: draws ten distinct numbers from 1–10, then a 双色球 line', async () => {
    await open('random');
    await page.getByTestId('random-mode-range').click();
    await page.getByTestId('random-min').fill('1');
    await page.getByTestId('random-max').fill('10');
    await page.getByTestId('random-count').fill('10');
    if (!(await page.getByTestId('random-unique').locator('input').isChecked()))
      await page.getByTestId('random-unique').click();
    await page.getByTestId('random-generate').click();
    await expect.poll(() => page.getByTestId('random-number').count()).toBe(10);
    const drawn = (await texts('random-number')).map(Number).sort((a, b) => a - b);
    expect(drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await page.getByTestId('random-mode-ssq').click();
    await page.getByTestId('random-generate').click();
    await expect.poll(() => page.getByTestId('random-number').count()).toBe(7);
    const ssq = (await texts('random-number')).map(Number);
    expect(new Set(ssq.slice(0, 6)).size).toBe(6);
    for (const n of ssq.slice(0, 6)) expect(n >= 1 && n <= 33).toBe(true);
    expect(ssq[6] >= 1 && ssq[6] <= 16).toBe(true);
  });

  it('bloodtype: O × O parents have only O children', async () => {
    await open('bloodtype');
    await page.getByTestId('bloodtype-mode-child').click();
    await page.getByTestId('bloodtype-a-O').click();
    await page.getByTestId('bloodtype-b-O').click();
    const result = page.getByTestId('bloodtype-result');
    const labels = async (id: string, word: string) =>
      (await result.getByTestId(id).allTextContents()).map((t) => t.slice(0, -word.length));
    await expect.poll(() => labels('bloodtype-impossible', bt.impossible)).toEqual(['A', 'B', 'AB']);
    expect(await labels('bloodtype-possible', bt.possible)).toEqual(['O', bt.rhPos, bt.rhNeg]);
    await page.getByTestId('bloodtype-ra--').click();
    await page.getByTestId('bloodtype-rb--').click();
    await expect.poll(() => labels('bloodtype-possible', bt.possible)).toEqual(['O', bt.rhNeg]);
  });

  it('relatives_name: 爸爸的哥哥 is 伯父, who calls me 侄子', async () => {
    await open('relatives_name');
    await page.getByTestId('relatives-sex-male').click();
    await page.getByTestId('relatives-step-爸爸').click();
    await page.getByTestId('relatives-step-哥哥').click();
    await expect.poll(() => text('relatives-call')).toContain('伯父');
    expect(await text('relatives-called-by')).toContain('侄子');
  });

  it('allegory: finds the answer of 外甥打灯笼 and reveals a random one', async () => {
    await open('allegory');
    await search('allegory', '外甥打灯笼');
    await expect.poll(() => texts('allegory-hit')).toEqual(expect.arrayContaining([expect.stringContaining('照旧')]));
    await page.getByTestId('allegory-random').click();
    await page.getByTestId('allegory-reveal').click();
    await expect.poll(async () => ((await text('allegory-answer')) ?? '').length).toBeGreaterThan(0);
  });

  it('partition: gives the MB to type for a 100 GB partition', async () => {
    await open('partition');
    await page.getByTestId('part-sizes').fill('100');
    const mib = plan([100]).rows[0].mib;
    expect(mib).toBe(102401);
    await expect.poll(() => text('part-first')).toBe(`${mib} MB`);
  });

  it('iplocation: the visitor’s own address, a typed one, and a bad one', async () => {
    await open('iplocation');
    await expect.poll(() => text('iplocation-mine-ip')).toBe('127.0.0.1');
    expect(await text('iplocation-mine-place')).toBe(ipMessages.zh.local);
    const answer = (await (await fetch(`${site.url}/api/tools/iplocation?ip=114.114.114.114`)).json()) as IpAnswer;
    expect(answer.country).toBe('中国');
    await search('iplocation', '114.114.114.114');
    await page.getByTestId('iplocation-query').click();
    await expect.poll(() => text('iplocation-other-place')).toBe(placeText(answer));
    await search('iplocation', '300.1.1.1');
    await page.getByTestId('iplocation-query').click();
    await expect.poll(() => text('iplocation-other')).toContain(ipMessages.zh.invalid);
  });

  it('timer: corrects a device clock five minutes slow and shows the world clock', async () => {
    // A page of its own: its Date.now runs 300 s behind, as a badly set phone would.
    const slow = await context.newPage();
    slow.on('pageerror', (e) => pageErrors.push(e.message));
    await slow.addInitScript(() => {
      const real = Date.now.bind(Date);
      Date.now = () => real() - 300_000;
    });
    await slow.goto(`${site.url}/timer.html`);
    await waitForHydration(slow);
    const offset = slow.getByTestId('timer-offset');
    await expect.poll(() => offset.getAttribute('data-state')).toBe('ok');
    expect(await offset.textContent()).toMatch(/^本机时间比标准时间慢 (299\.\d|300\.\d) s$/);
    // The big clock shows the real Beijing time (this process shares the server's clock), not the device's.
    const shown = (await slow.getByTestId('timer-clock').textContent())!;
    const real = wallClock('Asia/Shanghai', new Date()).time;
    const seconds = (t: string) => t.split(':').reduce((a, b) => a * 60 + Number(b), 0);
    expect(Math.abs(seconds(shown) - seconds(real)) % (24 * 3600)).toBeLessThanOrEqual(2);
    const ny = slow.locator('[data-testid="timer-city"][data-zone="America/New_York"]');
    expect(await ny.getByTestId('timer-city-offset').textContent()).toBe(utcOffset('America/New_York', new Date()));
    expect(await slow.getByTestId('timer-city').count()).toBe(CITIES.length);
    await slow.getByTestId('timer-recheck').click();
    await expect.poll(() => offset.getAttribute('data-state')).toBe('ok');
    await slow.close();
  });

  it('whattoeat: draws a dish of the chosen kinds, never the same twice in a row', async () => {
    await open('whattoeat');
    await page.getByTestId('whattoeat-kind-汤').click();
    await expect.poll(() => text('whattoeat-count')).toMatch(/候选 \d+ 道菜/);
    const soups = await page.getByTestId('whattoeat-menu').locator('.MuiChip-root').allTextContents();
    expect(soups.length).toBeGreaterThan(5);
    const card = page.getByTestId('whattoeat-card');
    let last = '';
    for (let i = 0; i < 2; i++) {
      await page.getByTestId('whattoeat-draw').click();
      await expect.poll(() => card.getAttribute('data-state')).toBe('picked');
      const dish = (await text('whattoeat-dish'))!;
      expect(soups).toContain(dish);
      expect(dish).not.toBe(last);
      expect(await text('whattoeat-about')).toMatch(/^汤( · 难度 [★☆]{5})?$/);
      last = dish;
    }
  });

  it('fakeword: generates five distinct female names and copies one', async () => {
    await open('fakeword');
    await page.getByTestId('fakeword-gender-female').click();
    await page.getByTestId('fakeword-count').fill('5');
    await page.getByTestId('fakeword-generate').click();
    await expect.poll(() => page.getByTestId('fakeword-name').count()).toBe(5);
    const genders = await page
      .getByTestId('fakeword-name')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-gender')));
    expect(genders).toEqual(Array(5).fill('female'));
    const shown = await texts('fakeword-name');
    expect(new Set(shown).size).toBe(5);
    for (const t of shown) expect(t).toMatch(/^[A-Za-z' -]+ [A-Za-z' -]+女$/);
    await page.getByTestId('fakeword-name').first().click();
    await page.locator('[data-testid="toast"]').first().waitFor();
  });

  it('led: scrolls the typed text in the chosen colour, full screen and back', async () => {
    await open('led');
    await search('led', '生日快乐');
    await expect.poll(() => text('led-text')).toBe('生日快乐');
    await page.getByTestId('led-color-hex').fill('#00ff00');
    await expect
      .poll(() => page.getByTestId('led-text').evaluate((e) => getComputedStyle(e).color))
      .toBe('rgb(0, 255, 0)');
    const stage = page.getByTestId('led-stage');
    await page.getByTestId('led-play').click();
    await expect.poll(() => stage.getAttribute('data-full')).toBe('true');
    const box = (await stage.boundingBox())!;
    expect(box.width).toBe(VIEWPORTS[viewport].viewport.width);
    await stage.click();
    await expect.poll(() => stage.getAttribute('data-full')).toBe('false');
  });

  it('raised no page error', () => {
    expect(pageErrors).toEqual([]);
  });
});
