/**
 * 图片转字符画 (/img_2_text.html) in real Chromium on a phone and a desktop: an image through the upload
 * widget becomes text art sampled every 6th pixel across and 12th down; copy, TXT download and PNG save
 * (desktop: download; phone: share sheet). E2E_SHOTS=<dir> for screenshots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, VIEWPORT_NAMES, type Site, type ViewportName, withSite } from './support.js';
import { chooseFiles, download, inspect, openTool, shared, stubFileShare, type FileSpec } from './image-support.js';

const PATH = '/img_2_text.html';
const SHOTS = process.env.E2E_SHOTS;
let site: Site;
let browser: Browser;
let picture: FileSpec;

beforeAll(async () => {
  // 600×360: a black disc on white; at the "medium" detail (720 wide, never enlarged) 100 columns × 30 rows.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="360"><rect width="600" height="360" fill="#fff"/><circle cx="300" cy="180" r="150" fill="#000"/></svg>`;
  picture = { name: 'disc.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

withSite((s, b) => ([site, browser] = [s, b]));

describe.each(VIEWPORT_NAMES)('text art on %s', (viewport: ViewportName) => {
  let context: BrowserContext;
  let page: Page;
  const phone = viewport === 'phone';
  beforeAll(async () => {
    context = await newContext(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    page = await context.newPage();
    await openTool(page, site.url, PATH, phone ? stubFileShare : undefined);
  });
  afterAll(() => context?.close());

  it('turns the picture into 100×30 characters: dense inside the disc, blank outside', async () => {
    await chooseFiles(page, [picture]);
    await page.waitForSelector('[data-testid="img2text"][data-ready="1"]');
    const text = (await page.getByTestId('art-text').textContent())!;
    const lines = text.split('\n');
    expect(lines).toHaveLength(30);
    expect(lines.every((l) => l.length === 100)).toBe(true);
    expect(lines[15][50]).toBe('@');
    expect(lines[0][0]).toBe(' ');
    expect(await page.getByTestId('art-size').textContent()).toBe('100 × 30 个字符');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/img_2_text-${viewport}.png`, fullPage: true });
  });

  it('character set, detail and invert change the art', async () => {
    await page.getByTestId('charset-blocks').click();
    await expect.poll(async () => (await page.getByTestId('art-text').textContent())!.split('\n')[15][50]).toBe('█');
    await page.getByTestId('invert-switch').locator('input').check();
    await expect.poll(async () => (await page.getByTestId('art-text').textContent())!.split('\n')[15][50]).toBe(' ');
    await page.getByTestId('detail-coarse').click();
    await expect.poll(() => page.getByTestId('art-size').textContent()).toBe('60 × 18 个字符');
    await page.getByTestId('invert-switch').locator('input').uncheck();
    await page.getByTestId('charset-standard').click();
    await page.getByTestId('detail-medium').click();
    await expect.poll(() => page.getByTestId('art-size').textContent()).toBe('100 × 30 个字符');
  });

  it('copies the text', async () => {
    await page.getByTestId('art-copy').click();
    await page.getByText('已复制').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.getByTestId('art-text').textContent());
  });

  it.runIf(!phone)('downloads the text as .txt', async () => {
    const d = await download(page, () => page.getByTestId('art-download').click());
    expect(d.name).toBe('disc-ascii.txt');
    expect(d.bytes.toString('utf8')).toBe(`${await page.getByTestId('art-text').textContent()}\n`);
  });

  it('saves the art as a PNG (desktop: download; phone: share sheet)', async () => {
    let bytes: Buffer;
    if (phone) {
      await page.getByTestId('art-png').click();
      await expect.poll(async () => (await shared(page)).length).toBe(1);
      const [f] = await shared(page);
      expect(f.name).toBe('disc-ascii.png');
      bytes = f.bytes;
    } else {
      const d = await download(page, () => page.getByTestId('art-png').click());
      expect(d.name).toBe('disc-ascii.png');
      bytes = d.bytes;
    }
    const info = await inspect(bytes);
    expect(info.type).toBe('png');
    // 30 rows of 24 px plus 16 px padding each side.
    expect(info.height).toBe(30 * 24 + 32);
    expect(info.width).toBeGreaterThan(100 * 10);
  });
});
