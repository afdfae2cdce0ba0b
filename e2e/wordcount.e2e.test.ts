/**
 * The word counter (/wordcount.html) in real Chromium on a phone and a desktop: pre-rendered, hydrated,
 * counts that follow typing and pasting, the example, clearing, copying the stats, English labels, and a
 * 1 MB text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '../src/tools/wordcount/messages.js';
import { countText, type TextCounts } from '../src/tools/wordcount/wordcount.js';
import { newContext, VIEWPORT_NAMES, type Site, withSite } from './support.js';

const zh = messages.zh;
let site: Site;
let browser: Browser;

withSite((s, b) => ([site, browser] = [s, b]));

const fmt = (n: number) => n.toLocaleString('en-US');

/** The numbers the cards show, read from the page. */
async function shown(page: Page) {
  const text = (id: string) => page.getByTestId(id).textContent();
  return {
    total: await text('wc-total'),
    chinese: await text('wc-chinese'),
    english: await text('wc-english'),
    digits: await text('wc-digits'),
    punctuation: await text('wc-punctuation'),
    charsNoSpaces: await text('wc-chars-no-spaces'),
    charsWithSpaces: await text('wc-chars-with-spaces'),
    lines: await text('wc-lines'),
  };
}

function expected(
  c: Pick<
    TextCounts,
    | 'total'
    | 'chineseChars'
    | 'englishWords'
    | 'digits'
    | 'punctuation'
    | 'charsNoSpaces'
    | 'charsWithSpaces'
    | 'lines'
    | 'paragraphs'
  >,
) {
  return {
    total: fmt(c.total),
    chinese: fmt(c.chineseChars),
    english: fmt(c.englishWords),
    digits: fmt(c.digits),
    punctuation: fmt(c.punctuation),
    charsNoSpaces: fmt(c.charsNoSpaces),
    charsWithSpaces: fmt(c.charsWithSpaces),
    lines: `${fmt(c.lines)} / ${fmt(c.paragraphs)}`,
  };
}

/** Waits until the 字数 card shows `total` (the counts follow the text a frame or two later). */
async function totalIs(page: Page, total: number) {
  await page.locator(`[data-testid="wc-total"]:text-is("${fmt(total)}")`).waitFor();
}

it('pre-renders the tool UI into /wordcount.html', async () => {
  const html = await (await fetch(`${site.url}/wordcount.html`)).text();
  expect(html).toContain('data-testid="wordcount-tool"');
  expect(html).toContain('data-hydrated="false"');
  expect(html).toContain(zh.info);
  expect(html).toMatch(/<textarea[^>]*placeholder="请输入"/);
  for (const label of [
    zh.total,
    zh.chineseChars,
    zh.englishWords,
    zh.digits,
    zh.punctuation,
    zh.charsNoSpaces,
    zh.charsWithSpaces,
    zh.linesParagraphs,
    zh.clear,
    zh.copyStats,
  ]) {
    expect(html).toContain(label);
  }
  expect(html).toMatch(/data-testid="wc-total"[^>]*>0</);
});

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${site.url}/wordcount.html`);
    await page.locator('[data-testid="wordcount-tool"][data-hydrated="true"]').waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('hydrates with zero counts, clear and copy disabled', async () => {
    expect(await shown(page)).toEqual({
      total: '0',
      chinese: '0',
      english: '0',
      digits: '0',
      punctuation: '0',
      charsNoSpaces: '0',
      charsWithSpaces: '0',
      lines: '0 / 0',
    });
    await expect(page.getByTestId('wc-input-clear').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('wc-copy').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('wc-input').getAttribute('placeholder')).resolves.toBe('请输入');
    await expect(page.getByTestId('wc-info').textContent()).resolves.toBe('空格、换行不计入字数');
  });

  it('counts live as a mixed text is typed', async () => {
    const input = page.getByTestId('wc-input');
    await input.click();
    await input.pressSequentially('Hello');
    await totalIs(page, 1);
    expect(await shown(page)).toMatchObject({ english: '1', chinese: '0', charsNoSpaces: '5' });

    await input.pressSequentially('世界2024年');
    await totalIs(page, 5);
    expect(await shown(page)).toEqual({
      total: '5',
      chinese: '3',
      english: '1',
      digits: '1',
      punctuation: '0',
      charsNoSpaces: '12',
      charsWithSpaces: '12',
      lines: '1 / 1',
    });

    // Spaces and line breaks change the characters with spaces and the lines, never 字数.
    await input.pressSequentially('  ');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await input.pressSequentially('3.14，don’t!');
    await totalIs(page, 8);
    expect(await shown(page)).toEqual({
      total: '8',
      chinese: '3',
      english: '2',
      digits: '2',
      punctuation: '2',
      charsNoSpaces: '23',
      charsWithSpaces: '25',
      lines: '3 / 2',
    });
    await expect(page.getByTestId('wc-card-punctuation').textContent()).resolves.toContain('中文 1 · 英文 1');
  });

  it('counts a pasted text with emoji, Extension A/B characters and full-width forms', async () => {
    const text = '他说：“Hello, world!”😀👨‍👩‍👧\n\n㐀𠀀 ＡＢＣ ２０２４ 1,000,000 -3.5 well-known';
    await page.getByTestId('wc-input').fill(text);
    const c = countText(text);
    await totalIs(page, c.total);
    expect(await shown(page)).toEqual(expected(c));
    // The same numbers written out: 他说 㐀𠀀 = 4 汉字, ：“ ” = 3 中文标点, Hello world ＡＢＣ well-known = 4 words,
    // ２０２４ 1,000,000 -3.5 = 3 numbers; the two emoji are two characters.
    expect(await shown(page)).toMatchObject({
      total: '14',
      chinese: '4',
      english: '4',
      digits: '3',
      punctuation: '5',
      lines: '3 / 2',
    });
    await expect(page.getByTestId('wc-card-chars-no-spaces').textContent()).resolves.toContain('含表情 2 个');
  });

  it('clears the text and the counts', async () => {
    await page.getByTestId('wc-input-clear').click();
    await totalIs(page, 0);
    await expect(page.getByTestId('wc-input').inputValue()).resolves.toBe('');
    expect(await shown(page)).toMatchObject({ total: '0', chinese: '0', charsWithSpaces: '0', lines: '0 / 0' });
    await expect(page.getByTestId('wc-input-clear').isDisabled()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('wc-input');
  });

  it('fills the example and copies the stats', async () => {
    await page.getByTestId('wc-example').click();
    const c = countText(zh.sample);
    await totalIs(page, c.total);
    expect(await shown(page)).toEqual(expected(c));

    await page.getByTestId('wc-copy').click();
    await page.locator(`[data-testid="toast"]:has-text("${zh.copied}")`).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toEqual(
      expect.arrayContaining([
        `字数：${c.total}`,
        `汉字：${c.chineseChars}`,
        `英文单词：${c.englishWords}`,
        `数字：${c.digits}`,
        `字符(不含空格)：${c.charsNoSpaces}`,
        `字符(含空格)：${c.charsWithSpaces}`,
        `行数/段落：${c.lines}/${c.paragraphs}`,
      ]),
    );
  });

  it('speaks English when asked, with the same numbers', async () => {
    const before = await shown(page);
    await page.getByTestId('lang-switch').click();
    await page.locator(`[data-testid="wc-total-card"]:has-text("${messages.en.total}")`).waitFor();
    await expect(page.getByTestId('wc-info').textContent()).resolves.toBe(messages.en.info);
    expect(await shown(page)).toEqual(before);
    await page.getByTestId('lang-switch').click();
    await page.locator(`[data-testid="wc-total-card"]:has-text("${zh.total}")`).waitFor();
  });

  it('counts a pasted 1 MB text and keeps counting as it grows', async () => {
    const unit = '春眠不觉晓，处处闻啼鸟。The quick brown fox jumps over 3.14 lazy dogs! 😀\n';
    const big = unit.repeat(Math.ceil((1 << 20) / unit.length));
    const input = page.getByTestId('wc-input');
    await page.getByTestId('wc-input-clear').click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), big);
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    const c = countText(big);
    await page.locator(`[data-testid="wc-total"]:text-is("${fmt(c.total)}")`).waitFor({ timeout: 45_000 });
    expect(await shown(page)).toEqual(expected(c));

    await page.keyboard.press('ControlOrMeta+End');
    await input.pressSequentially('再见');
    await totalIs(page, c.total + 2);
    await expect(page.getByTestId('wc-chinese').textContent()).resolves.toBe(fmt(c.chineseChars + 2));
  });

  it('raised no page error', () => {
    expect(pageErrors).toEqual([]);
  });
});
