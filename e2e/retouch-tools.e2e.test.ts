/**
 * The retouch tools (issue 16) in real Chromium on a phone and a desktop, on small pictures drawn by
 * `retouch-fixtures.testutil.ts`: a scratch painted over and repaired, pen answers erased from a
 * worksheet (by colour, and a printed line picked by its text box), moiré notched out, a portrait
 * beautified. Each saved file is checked by its size and pixels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  chooseFiles,
  download,
  newContext,
  openTool,
  VIEWPORT_NAMES,
  withSite,
  type FileSpec,
  type Site,
} from './support.js';
import {
  inkCensus,
  moirePixels,
  scratchedPixels,
  SHEET,
  worksheetPng,
} from '../src/web/kit/cv/retouch-fixtures.testutil.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

const SCRATCH = { x0: 60, x1: 420, y: 160, half: 3 };
let scratched: FileSpec;
let sheet: FileSpec;
let moire: FileSpec;
let portrait: FileSpec;

const png = (raw: Buffer, width: number, height: number) =>
  sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

beforeAll(async () => {
  scratched = {
    name: 'scratched.png',
    mimeType: 'image/png',
    buffer: await png(scratchedPixels(480, 320, SCRATCH), 480, 320),
  };
  sheet = { name: 'sheet.png', mimeType: 'image/png', buffer: await worksheetPng() };
  moire = { name: 'screen.png', mimeType: 'image/png', buffer: await png(moirePixels(400, 300), 400, 300) };
  // A face from a sample photo shipped in @vladmandic/face-api.
  portrait = {
    name: 'face.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp('node_modules/@vladmandic/face-api/demo/sample6.jpg')
      .extract({ left: 600, top: 120, width: 360, height: 480 })
      .jpeg()
      .toBuffer(),
  };
});

async function raw(bytes: Buffer) {
  return sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const phone = viewport === 'phone';

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });

  /** Drags the mouse across the brush canvas between points given in picture pixels. */
  async function paint(picture: { width: number; height: number }, from: [number, number], to: [number, number]) {
    const box = (await page.getByTestId('brush-canvas').boundingBox())!;
    const at = ([x, y]: [number, number]) =>
      [box.x + (x / picture.width) * box.width, box.y + (y / picture.height) * box.height] as const;
    await page.mouse.move(...at(from));
    await page.mouse.down();
    await page.mouse.move(...at(to), { steps: 12 });
    await page.mouse.up();
  }

  it('img_fix: a scratch painted over is repaired at full size; undo takes a stroke back', async () => {
    await openTool(page, site.url, phone ? '/img_fix.html' : '/img_fix.html?method=ns');
    await chooseFiles(page, [scratched]);
    await page.getByTestId('brush-canvas').waitFor();
    await paint({ width: 480, height: 320 }, [100, 60], [300, 60]);
    await page.locator('[data-testid="fix-editor"][data-strokes="1"]').waitFor();
    await page.getByTestId('brush-undo').click();
    await page.locator('[data-testid="fix-editor"][data-strokes="0"]').waitFor();
    await paint({ width: 480, height: 320 }, [SCRATCH.x0 - 8, SCRATCH.y], [SCRATCH.x1 + 8, SCRATCH.y]);
    await page.getByTestId('fix-run').click();
    await page.locator('[data-testid="img_fix"][data-ready="true"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('compare').waitFor();
    const file = await download(page, () => page.getByTestId('retouch-save').click());
    expect(file.name).toBe('scratched-fixed.png');
    const { data, info } = await raw(file.bytes);
    expect([info.width, info.height]).toEqual([480, 320]);
    const clean = scratchedPixels(480, 320, null);
    for (const x of [100, 240, 380]) {
      const i = (SCRATCH.y * 480 + x) * 3;
      for (let c = 0; c < 3; c++) expect(Math.abs(data[i + c]! - clean[i + c]!)).toBeLessThan(25);
    }
  });

  it('handwriting_erasure: blue and red pen erased by colour, print kept; a picked line goes too', async () => {
    await openTool(page, site.url, '/handwriting_erasure.html');
    await chooseFiles(page, [sheet]);
    await page.locator('[data-testid="handwriting_erasure"][data-analysed="true"]').waitFor({ timeout: 90_000 });
    const boxes = Number(await page.getByTestId('handwriting_erasure').getAttribute('data-boxes'));
    expect(boxes).toBeGreaterThanOrEqual(3);
    if (!phone) {
      // The pick tool is on when boxes were found: a tap on "1.  3 + 4 =" selects its box.
      const box = (await page.getByTestId('brush-canvas').boundingBox())!;
      await page.mouse.click(box.x + (110 / SHEET.width) * box.width, box.y + (128 / SHEET.height) * box.height);
      await expect.poll(() => page.locator('[data-testid="pick-box"][data-selected="true"]').count()).toBe(1);
    }
    await page.getByTestId('erase-run').click();
    await page.locator('[data-testid="handwriting_erasure"][data-ready="true"]').waitFor({ timeout: 60_000 });
    const file = await download(page, () => page.getByTestId('retouch-save').click());
    expect(file.name).toBe('sheet-erased.png');
    const before = await raw(sheet.buffer);
    const after = await raw(file.bytes);
    expect([after.info.width, after.info.height]).toEqual([SHEET.width, SHEET.height]);
    const b = inkCensus(before.data, 3);
    const a = inkCensus(after.data, 3);
    expect(b.blue).toBeGreaterThan(300);
    expect(b.red).toBeGreaterThan(100);
    expect(a.blue).toBeLessThan(b.blue / 50);
    expect(a.red).toBeLessThan(b.red / 50);
    if (phone) expect(a.dark).toBeGreaterThan(b.dark * 0.85);
    else {
      // One of the four printed lines is gone, the others stay.
      expect(a.dark).toBeLessThan(b.dark * 0.9);
      expect(a.dark).toBeGreaterThan(b.dark * 0.5);
    }
  });

  it('image_enhance: a periodic pattern is notched out; the result keeps the size', async () => {
    await openTool(page, site.url, phone ? '/image_enhance.html' : '/image_enhance.html?strength=80');
    await chooseFiles(page, [moire]);
    await page.locator('[data-testid="image_enhance"][data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(Number(await page.getByTestId('image_enhance').getAttribute('data-notched'))).toBeGreaterThan(0);
    const file = await download(page, () => page.getByTestId('retouch-save').click());
    expect(file.name).toBe('screen-demoire.png');
    const { data, info } = await raw(file.bytes);
    expect([info.width, info.height]).toEqual([400, 300]);
    const clean = moirePixels(400, 300, false);
    const withPattern = moirePixels(400, 300);
    const diff = (x: Buffer) => {
      let s = 0;
      for (let i = 0; i < x.length; i++) s += Math.abs(x[i]! - clean[i]!);
      return s / x.length;
    };
    expect(diff(data)).toBeLessThan(diff(withPattern) / 3);
  });

  it('img_pic_beauty: skin found and smoothed, a JPEG of the same size', async () => {
    await openTool(page, site.url, phone ? '/img_pic_beauty.html' : '/img_pic_beauty.html?strength=90');
    await chooseFiles(page, [portrait]);
    await page.locator('[data-testid="img_pic_beauty"][data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(Number(await page.getByTestId('img_pic_beauty').getAttribute('data-skin'))).toBeGreaterThan(0.02);
    const file = await download(page, () => page.getByTestId('retouch-save').click());
    expect(file.name).toBe('face-beauty.jpg');
    const m = await sharp(file.bytes).metadata();
    expect([m.format, m.width, m.height]).toEqual(['jpeg', 360, 480]);
  });
});
