/**
 * The vision tools of issue 16 in real Chromium on a phone and a desktop: a real portrait (a crop of a
 * sample photo shipped in @vladmandic/face-api) through the segmentation model served by our origin; the
 * saved picture checked by type, size and pixels (transparent around the person, opaque on them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { photoPixels, shared, stubFileShare } from './image-support.js';
import { chooseFiles, newContext, openTool, VIEWPORT_NAMES, withSite, type FileSpec, type Site } from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

const SAMPLE = 'node_modules/@vladmandic/face-api/demo/sample6.jpg';
const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

let portrait: FileSpec;
let big: FileSpec;
let headshot: FileSpec;

beforeAll(async () => {
  // One woman, head to knees, from a group photo (1920×1537): x 560..1000.
  const crop = await sharp(SAMPLE).extract({ left: 560, top: 150, width: 440, height: 1100 }).jpeg().toBuffer();
  portrait = { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: crop };
  headshot = {
    name: 'headshot.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(SAMPLE).extract({ left: 560, top: 100, width: 440, height: 1000 }).jpeg().toBuffer(),
  };
  // A 12 MP phone-sized photo (3024×4032) of the same.
  big = {
    name: 'big.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(crop).resize(3024, 4032, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer(),
  };
});

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const phone = viewport === 'phone';

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    if (phone) await context.addInitScript(stubFileShare);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });

  async function saved(click: () => Promise<unknown>): Promise<{ name: string; bytes: Uint8Array }> {
    if (!phone) {
      const [d] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
      const { readFile } = await import('node:fs/promises');
      return { name: d.suggestedFilename(), bytes: new Uint8Array(await readFile((await d.path())!)) };
    }
    const before = (await shared(page)).length;
    await click();
    await expect.poll(async () => (await shared(page)).length, { timeout: 60_000 }).toBeGreaterThan(before);
    const f = (await shared(page)).slice(before)[0]!;
    return { name: f.name, bytes: new Uint8Array(f.bytes) };
  }

  it('img_human_split: the person cut out on a transparent PNG, or on blue at 12 MP', async () => {
    await openTool(page, site.url, phone ? '/img_human_split.html' : '/img_human_split.html?bg=blue');
    await chooseFiles(page, [phone ? portrait : big]);
    await page.getByTestId('vision-status').waitFor();
    await page.locator('[data-testid="img_human_split"][data-ready="true"]').waitFor({ timeout: 90_000 });
    const file = await saved(() => page.getByTestId('cutout-save').click());
    const { data, info } = await sharp(file.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data.slice((y * info.width + x) * 4, (y * info.width + x) * 4 + 4);
    if (phone) {
      expect(file.name).toBe('portrait-cutout.png');
      expect(isPng(file.bytes)).toBe(true);
      expect([info.width, info.height]).toEqual([440, 1100]);
      // Corners are background: transparent; the middle of the body is opaque.
      for (const [x, y] of [
        [5, 5],
        [434, 5],
        [380, 60],
      ] as const)
        expect(at(x, y)[3]).toBeLessThan(40);
      expect(at(220, 500)[3]).toBeGreaterThan(215);
    } else {
      expect(file.name).toBe('big-blue.jpg');
      expect(isJpeg(file.bytes)).toBe(true);
      expect([info.width, info.height]).toEqual([3024, 4032]);
      const corner = at(30, 30);
      expect(Math.abs(corner[0]! - 0x43) + Math.abs(corner[1]! - 0x8e) + Math.abs(corner[2]! - 0xdb)).toBeLessThan(30);
    }
  });

  it('id_photo: a red 1-inch photo at 300 dpi, and the 6-inch sheet', async () => {
    await openTool(page, site.url, phone ? '/id_photo.html?bg=red' : '/id_photo.html?bg=red&size=passport');
    await chooseFiles(page, [headshot]);
    await page.locator('[data-testid="id_photo"][data-ready="true"]').waitFor({ timeout: 90_000 });
    const file = await saved(() => page.getByTestId('id-photo-save').click());
    expect(isJpeg(file.bytes)).toBe(true);
    const m = await sharp(file.bytes).metadata();
    expect([m.width, m.height, m.density]).toEqual(phone ? [295, 413, 300] : [390, 567, 300]);
    const { data, info } = await sharp(file.bytes).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => {
      const i = (y * info.width + x) * 3;
      return Math.abs(data[i]! - 0xd9) + Math.abs(data[i + 1]! - 0) + Math.abs(data[i + 2]! - 0x1b);
    };
    // The top corners are the red background (#d9001b); the face (40% down the middle) is not.
    expect(red(2, 2)).toBeLessThan(40);
    expect(red(info.width - 3, 2)).toBeLessThan(40);
    expect(red(info.width >> 1, Math.round(info.height * 0.4))).toBeGreaterThan(80);
    const sheet = await saved(() => page.getByTestId('id-photo-sheet').click());
    const s = await sharp(sheet.bytes).metadata();
    expect([s.format, s.width, s.height, s.density]).toEqual(['jpeg', 1200, 1800, 300]);
    expect(sheet.name).toBe(phone ? 'id-photo-1in-red-6inch.jpg' : 'id-photo-passport-red-6inch.jpg');
  });

  it('img_enlarge: ×2 with Lanczos as a PNG of twice the size', async () => {
    await openTool(page, site.url, '/img_enlarge.html?scale=2&sharpen=40');
    const photo = await sharp(photoPixels(300, 200), { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    await chooseFiles(page, [{ name: 'small.png', mimeType: 'image/png', buffer: photo }]);
    await page.locator('[data-testid="enlarge-tool"][data-ready="1"]').waitFor({ timeout: 30_000 });
    const file = await saved(() => page.getByTestId('save-png').click());
    expect(isPng(file.bytes)).toBe(true);
    const m = await sharp(file.bytes).metadata();
    expect([m.width, m.height]).toEqual([600, 400]);
  });

  it('img_painting_filter: an oil-painted PNG of the same size, flatter than the photo', async () => {
    await openTool(page, site.url, '/img_painting_filter.html?radius=3&levels=12');
    const raw = photoPixels(300, 200);
    const photo = await sharp(raw, { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    await chooseFiles(page, [{ name: 'photo.png', mimeType: 'image/png', buffer: photo }]);
    await page.locator('[data-testid="painting-tool"][data-ready="1"]').waitFor({ timeout: 30_000 });
    const file = await saved(() => page.getByTestId('save-png').click());
    expect(isPng(file.bytes)).toBe(true);
    const { data, info } = await sharp(file.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 200]);
    // Patches: neighbouring pixels differ less than in the photo (its fine texture is flattened).
    const texture = (b: Buffer) => {
      let sum = 0;
      for (let y = 0; y < 200; y++)
        for (let x = 0; x < 299; x++)
          for (let c = 0; c < 3; c++) sum += Math.abs(b[(y * 300 + x + 1) * 3 + c]! - b[(y * 300 + x) * 3 + c]!);
      return sum / (200 * 299 * 3);
    };
    expect(texture(data)).toBeLessThan(texture(raw) * 0.75);
  });
});
