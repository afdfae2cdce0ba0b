/**
 * The text recognition tools in real Chromium on a phone and a desktop: an image is chosen, read in the
 * OCR Worker (PP-OCR with onnxruntime-web, models from our own origin) and the text or fields checked.
 * One page per viewport, reused for every tool (the models load once per page visit).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const PNG = (path: string, name: string): FileSpec => ({ name, mimeType: 'image/png', buffer: readFileSync(path) });
const PARAGRAPHS = PNG('src/web/kit/ocr/fixtures/paragraphs.png', 'paragraphs.png');
const READ_TIMEOUT = 45_000;

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const outside: string[] = [];

  beforeAll(async () => {
    context = await newContext(browser, viewport, { acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(site.url) && !r.url().startsWith('blob:') && !r.url().startsWith('data:'))
        outside.push(r.url());
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  const phase = (id: string) => page.getByTestId(id).first().getAttribute('data-phase');

  it('ocr: reads two paragraphs in order, joins them, saves a .txt', async () => {
    await openTool(page, site.url, '/ocr.html');
    await chooseFiles(page, [PARAGRAPHS]);
    await expect.poll(() => phase('ocr'), { timeout: READ_TIMEOUT }).toBe('result');
    const lines = await page.getByTestId('ocr-line').allTextContents();
    expect(lines).toEqual([
      '识别图片中的文字',
      '浏览器里完成，图片不上传。',
      'Hello OCR 2026',
      '第二段：保持行和段落顺序',
    ]);
    await page.getByTestId('ocr-layout-paragraphs').click();
    await expect
      .poll(() => page.getByTestId('ocr-text').textContent())
      .toBe('识别图片中的文字浏览器里完成，图片不上传。\nHello OCR 2026第二段：保持行和段落顺序');
    const file = await download(page, () => page.getByTestId('ocr-text-download').click());
    expect(file.name).toBe('paragraphs.txt');
    expect(file.bytes.toString('utf8')).toContain('Hello OCR 2026');
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
