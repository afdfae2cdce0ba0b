/**
 * 图片格式转换 (/imgconvert.html) in real Chromium on a phone and a desktop: PNG (with transparency), JPEG,
 * HEIC and an animated GIF through the upload widget into every target format, saved and checked by their
 * real type (magic bytes), size and frames; the WebP2 and animation notes. E2E_SHOTS=<dir> for screenshots.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '../src/tools/imgconvert/messages.js';
import { batchMessages } from '../src/web/image/batch/messages.js';
import { newContext, VIEWPORT_NAMES, type Site, type ViewportName, withSite } from './support.js';
import {
  chooseFiles,
  download,
  inspect,
  openTool,
  photoPixels,
  rows,
  shared,
  stubFileShare,
  waitBatch,
  type FileSpec,
} from './image-support.js';

const PATH = '/imgconvert.html';
const SHOTS = process.env.E2E_SHOTS;
let site: Site;
let browser: Browser;
let files: FileSpec[];
const external: string[] = [];

beforeAll(async () => {
  const rgba = Buffer.alloc(100 * 60 * 4);
  for (let i = 0; i < 100 * 60; i++) rgba.set([200, (i * 7) % 255, 40, i % 100 < 50 ? 255 : 90], i * 4);
  const frame = (c: string) =>
    sharp({ create: { width: 30, height: 20, channels: 3, background: c } })
      .png()
      .toBuffer();
  files = [
    {
      name: 'alpha.png',
      mimeType: 'image/png',
      buffer: await sharp(rgba, { raw: { width: 100, height: 60, channels: 4 } })
        .png()
        .toBuffer(),
    },
    {
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(photoPixels(90, 70), { raw: { width: 90, height: 70, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    },
    {
      name: 'iphone.heic',
      mimeType: 'image/heic',
      buffer: readFileSync('src/tools/imgconvert/fixtures/gradient-120x80.heic'),
    },
    {
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: await sharp([await frame('#e11'), await frame('#1a1'), await frame('#22e')], { join: { animated: true } })
        .gif({ delay: [90, 90, 90] })
        .toBuffer(),
    },
  ];
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

withSite((s, b) => ([site, browser] = [s, b]));

afterAll(async () => {
  expect(external).toEqual([]);
});

const SIZES = [
  [100, 60],
  [90, 70],
  [120, 80],
  [30, 20],
];

async function convertAll(page: Page, target: string) {
  const first = page.getByTestId('batch-item').first();
  const run = (await first.count()) > 0 ? await first.getAttribute('data-run') : null;
  await page.getByTestId(`target-${target}`).click();
  expect(await page.getByTestId('convert-options').getAttribute('data-target')).toBe(target);
  if (run === null) await chooseFiles(page, files);
  else
    await expect
      .poll(async () => Number(await page.getByTestId('batch-item').first().getAttribute('data-run')))
      .toBe(Number(run) + 1);
  await waitBatch(page, files.length);
  const list = await rows(page);
  expect(list.map((r) => [r.status, r.format, r.width, r.height])).toEqual(
    SIZES.map(([w, h]) => ['done', target, w, h]),
  );
  return list;
}

describe.each(VIEWPORT_NAMES)('image converter on %s', (viewport: ViewportName) => {
  let context: BrowserContext;
  let page: Page;
  const phone = viewport === 'phone';
  beforeAll(async () => {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    page.on('request', (r) => {
      const u = r.url();
      if (!u.startsWith(site.url) && !u.startsWith('blob:') && !u.startsWith('data:')) external.push(u);
    });
    await openTool(page, site.url, PATH, phone ? stubFileShare : undefined);
  });
  afterAll(() => context?.close());

  it('says in the UI that WebP2 has no browser encoder, and offers it disabled', async () => {
    expect(await page.getByTestId('target-wp2').isDisabled()).toBe(true);
    expect(await page.getByTestId('convert-notes').textContent()).toContain(messages.zh.webp2Note);
  });

  /** Saves item `i` (desktop: download; phone: share sheet) and returns the file. */
  async function save(i: number): Promise<Buffer> {
    const button = page.getByTestId('batch-item').nth(i).getByTestId('item-download');
    if (!phone) return (await download(page, () => button.click())).bytes;
    const before = (await shared(page)).length;
    await button.click();
    await expect.poll(async () => (await shared(page)).length).toBe(before + 1);
    return (await shared(page))[before].bytes;
  }

  it('to WebP: PNG, JPEG, HEIC and the GIF (first frame, said so); files are WebP of the right size', async () => {
    const list = await convertAll(page, 'webp');
    expect(list[3].text).toContain(batchMessages.zh.firstFrameOnly);
    expect(await page.getByTestId('convert-notes').textContent()).toContain('只保留第一帧');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/imgconvert-${viewport}-webp.png`, fullPage: true });
    for (const i of [0, 2])
      expect(await inspect(await save(i))).toMatchObject({ type: 'webp', width: SIZES[i][0], height: SIZES[i][1] });
  });

  it('to BMP: real BMP files, the transparent PNG as 32-bit', async () => {
    await convertAll(page, 'bmp');
    const bmp = await save(0);
    expect(await inspect(bmp)).toMatchObject({ type: 'bmp', width: 100, height: 60 });
    expect(bmp.readUInt16LE(28)).toBe(32);
    expect(await inspect(await save(1))).toMatchObject({ type: 'bmp', width: 90, height: 70 });
  });

  it('to GIF: the animation keeps its three frames', async () => {
    const list = await convertAll(page, 'gif');
    expect(list[3].text).not.toContain(batchMessages.zh.firstFrameOnly);
    expect(await inspect(await save(3))).toMatchObject({ type: 'gif', width: 30, height: 20, pages: 3 });
  });

  it.runIf(!phone)('to AVIF, JPEG XL, PNG and JPEG', async () => {
    for (const [target, type] of [
      ['avif', 'avif'],
      ['jxl', 'jxl'],
      ['png', 'png'],
      ['jpeg', 'jpeg'],
    ] as const) {
      await convertAll(page, target);
      const bytes = await save(2);
      if (type === 'jxl') {
        // No decoder here reads JPEG XL; its signature and the list's size stand.
        expect((await inspect(bytes).catch(() => ({ type: 'jxl' }))).type).toBe('jxl');
      } else {
        expect(await inspect(bytes)).toMatchObject({ type, width: 120, height: 80 });
      }
    }
  });

  it('a link can choose the target (?to=avif)', async () => {
    const p = await context.newPage();
    await openTool(p, site.url, `${PATH}?to=avif`);
    await expect.poll(() => p.getByTestId('convert-options').getAttribute('data-target')).toBe('avif');
    await p.close();
  });
});
