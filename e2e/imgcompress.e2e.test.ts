/**
 * 图片压缩 (/imgcompress.html) in real Chromium on a phone and a desktop: files through the upload widget
 * (picker and drop), compression in the Worker pool, the size rule, EXIF orientation and metadata, the
 * pixel limit, compare, and saving by every channel (download, zip, share sheet, WeChat long-press, host
 * API), checking each saved file's real type and size. Set E2E_SHOTS=<dir> for screenshots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { batchMessages } from '../src/web/image/batch/messages.js';
import { saveMessages } from '../src/web/save/messages.js';
import { UA } from '../src/web/share/ua-samples.js';
import { newContext, VIEWPORT_NAMES, type Site, type ViewportName, withSite } from './support.js';
import {
  chooseFiles,
  download,
  transferFiles,
  inspect,
  openTool,
  photoPixels,
  rows,
  shared,
  stubFileShare,
  stubHostSave,
  waitBatch,
  type FileSpec,
} from './image-support.js';

const PATH = '/imgcompress.html';
const SHOTS = process.env.E2E_SHOTS;
let site: Site;
let browser: Browser;
let files: Record<'jpeg' | 'png' | 'gif' | 'huge' | 'text', FileSpec>;
const external: string[] = [];

/** A PNG whose header says 12000×10000 (120 megapixels): refused from the header, never decoded. */
function hugePngHeader(): Buffer {
  const b = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(b, 0);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(12000, 16);
  b.writeUInt32BE(10000, 20);
  b.set([8, 6, 0, 0, 0], 24);
  return b;
}

beforeAll(async () => {
  const raw = (w: number, h: number) => sharp(photoPixels(w, h), { raw: { width: w, height: h, channels: 3 } });
  const frame = (c: string) =>
    sharp({ create: { width: 24, height: 24, channels: 3, background: c } })
      .png()
      .toBuffer();
  files = {
    // Stored sideways with EXIF orientation 6: upright it is 120 wide and 160 tall.
    jpeg: {
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await raw(160, 120).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer(),
    },
    png: { name: 'shot.png', mimeType: 'image/png', buffer: await raw(120, 90).png().toBuffer() },
    gif: {
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: await sharp([await frame('#e11'), await frame('#1a1'), await frame('#22e')], { join: { animated: true } })
        .gif({ delay: [80, 80, 80] })
        .toBuffer(),
    },
    huge: { name: 'huge.png', mimeType: 'image/png', buffer: hugePngHeader() },
    text: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all, just text') },
  };
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

withSite((s, b) => ([site, browser] = [s, b]));

afterAll(async () => {
  expect(external).toEqual([]);
});

function watchOrigin(page: Page) {
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(site.url) && !u.startsWith('blob:') && !u.startsWith('data:')) external.push(u);
  });
}

async function shot(page: Page, viewport: ViewportName, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/imgcompress-${viewport}-${name}.png`, fullPage: true });
}

const item = (page: Page, i: number) => page.getByTestId('batch-item').nth(i);

describe.each(VIEWPORT_NAMES)('image compressor on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const phone = viewport === 'phone';
  beforeAll(async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    watchOrigin(page);
    // Phones get the share sheet (Web Share level 2), as Safari and Chrome on phones offer it.
    await openTool(page, site.url, PATH, phone ? stubFileShare : undefined);
  });
  afterAll(() => context?.close());

  it('pre-renders the widget and the presets, recommended first', async () => {
    expect(await page.getByTestId('compress-options').getAttribute('data-preset')).toBe('balanced');
    expect(await page.getByTestId('upload-button').textContent()).toContain('点击上传图片');
    await shot(page, viewport, '0-empty');
  });

  it('compresses a JPEG and a PNG picked together: upright, smaller, saving shown', async () => {
    await chooseFiles(page, [files.jpeg, files.png]);
    await waitBatch(page, 2);
    const [jpeg, png] = await rows(page);
    expect(jpeg).toMatchObject({ status: 'done', format: 'jpeg', width: 120, height: 160, kept: false });
    expect(png).toMatchObject({ status: 'done', format: 'png', width: 120, height: 90, kept: false });
    expect(await item(page, 0).getByTestId('item-saving').textContent()).toMatch(/^-\d+(\.\d)?%$/);
    expect(await page.getByTestId('batch-saving').textContent()).toMatch(/共节省/);
    await shot(page, viewport, '1-results');
  });

  it('saves one result (desktop: download; phone: share sheet) with the loading overlay; the file is a real, upright JPEG without EXIF', async () => {
    let saved: Buffer;
    if (phone) {
      await item(page, 0).getByTestId('item-download').click();
      await page.getByTestId('download-overlay').waitFor();
      await expect.poll(async () => (await shared(page)).length).toBe(1);
      const [f] = await shared(page);
      expect([f.name, f.type]).toEqual(['photo.jpg', 'image/jpeg']);
      saved = f.bytes;
    } else {
      const d = await download(page, async () => {
        await item(page, 0).getByTestId('item-download').click();
        await page.getByTestId('download-overlay').waitFor();
      });
      expect(d.name).toBe('photo.jpg');
      saved = d.bytes;
    }
    const info = await inspect(saved);
    expect(info).toMatchObject({ type: 'jpeg', width: 120, height: 160, exif: false });
    expect(saved.length).toBeLessThan(files.jpeg.buffer.length);
    await page.getByTestId('download-overlay').waitFor({ state: 'detached' });
  });

  it('saves all (desktop: one zip; phone: every file in one share)', async () => {
    const names = ['photo.jpg', 'shot.png'];
    if (phone) {
      await page.getByTestId('download-all').click();
      await expect.poll(async () => (await shared(page)).length).toBe(3);
      const all = (await shared(page)).slice(1);
      expect(all.map((f) => f.name)).toEqual(names);
      expect(await Promise.all(all.map(async (f) => (await inspect(f.bytes)).type))).toEqual(['jpeg', 'png']);
    } else {
      const d = await download(page, () => page.getByTestId('download-all').click());
      expect(d.name).toBe(`${batchMessages.zh.zipName}.zip`);
      const entries = unzipSync(new Uint8Array(d.bytes));
      expect(Object.keys(entries)).toEqual(names);
      expect(await inspect(Buffer.from(entries['shot.png']))).toMatchObject({ type: 'png', width: 120, height: 90 });
    }
  });

  it('keeps EXIF on request, with the orientation reset to 1 (the pixels are upright)', async () => {
    const run = Number(await item(page, 0).getAttribute('data-run'));
    await page.getByTestId('metadata-switch').locator('input').check();
    // The new setting re-runs every image.
    await expect.poll(async () => Number(await item(page, 0).getAttribute('data-run'))).toBe(run + 1);
    await waitBatch(page, 2);
    if (phone) {
      await item(page, 0).getByTestId('item-download').click();
      await expect.poll(async () => (await shared(page)).length).toBe(4);
      const f = (await shared(page))[3];
      expect(await inspect(f.bytes)).toMatchObject({
        type: 'jpeg',
        width: 120,
        height: 160,
        exif: true,
        orientation: 1,
      });
    } else {
      const d = await download(page, () => item(page, 0).getByTestId('item-download').click());
      expect(await inspect(d.bytes)).toMatchObject({
        type: 'jpeg',
        width: 120,
        height: 160,
        exif: true,
        orientation: 1,
      });
    }
    await page.getByTestId('metadata-switch').locator('input').uncheck();
    await expect.poll(async () => Number(await item(page, 0).getAttribute('data-run'))).toBe(run + 2);
    await waitBatch(page, 2);
  });

  it('the size rule: a GIF that would grow keeps the original, byte for byte', async () => {
    await page.getByTestId('batch-clear').click();
    await transferFiles(page, 'drop', [files.gif]);
    await waitBatch(page, 1);
    const [gif] = await rows(page);
    expect(gif).toMatchObject({ status: 'done', format: 'gif', kept: true });
    expect(await page.getByTestId('item-kept').textContent()).toBe(batchMessages.zh.keptOriginal);
    if (!phone) {
      const d = await download(page, () => item(page, 0).getByTestId('item-download').click());
      expect(Buffer.compare(d.bytes, files.gif.buffer)).toBe(0);
      expect((await inspect(d.bytes)).pages).toBe(3);
    }
  });

  it('refuses an image over 100 megapixels from its header, and a file that is no image, with clear messages', async () => {
    await page.getByTestId('batch-clear').click();
    await chooseFiles(page, [files.huge, files.text]);
    await waitBatch(page, 2);
    const [huge, text] = await rows(page);
    expect(huge).toMatchObject({ status: 'error', error: 'tooLarge' });
    expect(huge.text).toContain(batchMessages.zh.tooLarge);
    expect(text).toMatchObject({ status: 'error', error: 'unsupported' });
    await shot(page, viewport, '2-refused');
  });

  it('a preset changes the settings and re-runs the images', async () => {
    await page.getByTestId('batch-clear').click();
    await chooseFiles(page, [files.png]);
    await waitBatch(page, 1);
    const before = await item(page, 0).getByTestId('item-sizes').textContent();
    const run = Number(await item(page, 0).getAttribute('data-run'));
    await page.getByTestId('preset-high').click();
    expect(await page.getByTestId('compress-options').getAttribute('data-preset')).toBe('high');
    await expect.poll(async () => Number(await item(page, 0).getAttribute('data-run'))).toBe(run + 1);
    await waitBatch(page, 1);
    // Lossless PNG instead of a 256-colour palette: another size.
    expect(await item(page, 0).getByTestId('item-sizes').textContent()).not.toBe(before);
    expect((await rows(page))[0]).toMatchObject({ status: 'done', format: 'png' });
    await page.getByTestId('preset-custom').click();
    await page.getByTestId('custom-options').waitFor();
    await shot(page, viewport, '3-custom');
    await page.getByTestId('preset-balanced').click();
  });
});

describe('compare and the other save channels', () => {
  it('desktop: the compare dialog shows both images with a divider', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await openTool(page, site.url, PATH);
    await chooseFiles(page, [files.png]);
    await waitBatch(page, 1);
    await item(page, 0).getByTestId('item-compare').click();
    const slider = page.getByTestId('compare-slider');
    await slider.waitFor();
    await expect
      .poll(() => page.getByTestId('compare-before').evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBe(120);
    await expect
      .poll(() => page.getByTestId('compare-after').evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBe(120);
    expect(await slider.getAttribute('data-position')).toBe('50');
    await page.getByRole('slider', { name: batchMessages.zh.compareHint }).press('ArrowLeft');
    expect(await slider.getAttribute('data-position')).toBe('48');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/imgcompress-desktop-4-compare.png` });
    await context.close();
  });

  it('inside WeChat: a full-screen image to long-press, with the hint, and no download', async () => {
    const context = await newContext(browser, 'phone', { userAgent: UA.wechatIos });
    const page = await context.newPage();
    let downloads = 0;
    page.on('download', () => downloads++);
    await openTool(page, site.url, PATH, stubFileShare);
    await chooseFiles(page, [files.jpeg]);
    await waitBatch(page, 1);
    await item(page, 0).getByTestId('item-download').click();
    await page.getByTestId('longpress-dialog').waitFor();
    expect(await page.getByTestId('longpress-hint').textContent()).toBe(saveMessages.zh.longPressHint);
    expect(await page.getByTestId('longpress-hint').textContent()).toBe('长按图片保存到相册');
    const src = await page.getByTestId('longpress-image').getAttribute('src');
    expect(src).toMatch(/^data:image\/jpeg;base64,/);
    expect(await inspect(Buffer.from(src!.split(',')[1], 'base64'))).toMatchObject({
      type: 'jpeg',
      width: 120,
      height: 160,
    });
    expect(await shared(page)).toEqual([]);
    expect(downloads).toBe(0);
    // The overlay has gone: the image is shown on its own.
    expect(await page.getByTestId('download-overlay').count()).toBe(0);
    if (SHOTS) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/imgcompress-phone-5-wechat.png` });
    }
    await page.getByTestId('longpress-close').click();
    await page.getByTestId('longpress-dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it("in the product's own browser: its save-to-gallery API gets the image", async () => {
    const context = await newContext(browser, 'phone', { userAgent: UA.qqBrowserAndroid });
    const page = await context.newPage();
    await openTool(page, site.url, PATH, stubHostSave);
    await chooseFiles(page, [files.png]);
    await waitBatch(page, 1);
    await item(page, 0).getByTestId('item-download').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __hostSaved: unknown[] }).__hostSaved.length))
      .toBe(1);
    const [call] = await page.evaluate(
      () => (window as unknown as { __hostSaved: { fileName: string; data: string }[] }).__hostSaved,
    );
    expect(call.fileName).toBe('shot.png');
    expect(await inspect(Buffer.from(call.data.split(',')[1], 'base64'))).toMatchObject({
      type: 'png',
      width: 120,
      height: 90,
    });
    await page.getByText(saveMessages.zh.saved).waitFor();
    await context.close();
  });
});
