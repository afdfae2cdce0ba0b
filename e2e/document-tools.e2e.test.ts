/**
 * The document tools in real Chromium on a phone and a desktop: a photographed page (drawn, warped onto a
 * table, shadowed: `kit/cv/photo.testutil.ts`) is found, flattened and enhanced in the cv Worker
 * (opencv.js from our own origin), corners dragged, files saved. One page per viewport for all tools.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseFiles, download, newContext, openTool, VIEWPORT_NAMES, withSite, type Site } from './support.js';

const PHOTO = {
  name: 'page-photo.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync('src/tools/doc_wrap/fixtures/page-photo.jpg'),
};
/** The fixture's true corners (1280 × 1320 photo): see `photograph` in photo.testutil.ts. */
const CORNERS = [
  [260, 130],
  [1010, 210],
  [1080, 1180],
  [170, 1110],
];
const TABLE = {
  name: 'table.png',
  mimeType: 'image/png',
  buffer: readFileSync('src/tools/table_recognize/fixtures/table.png'),
};
const WAIT = 60_000;
/** A flow on a loaded 2-core machine (engine and model downloads, OCR of two pages). */
const FLOW = 240_000;
/** Set E2E_SHOTS=<dir> to save each tool's page as a PNG. */
const SHOTS = process.env.E2E_SHOTS;

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
    // Recognising pages on a loaded machine can take longer than Playwright's 30 s (the download waits for it).
    page.setDefaultTimeout(WAIT);
    page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));
    page.on('request', (r) => {
      if (!r.url().startsWith(site.url) && !r.url().startsWith('blob:') && !r.url().startsWith('data:'))
        outside.push(r.url());
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  const phase = (id: string) => page.getByTestId(id).first().getAttribute('data-phase');
  const shot = async (slug: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${slug}-${viewport}.png`, fullPage: true });
  };

  it(
    'doc_wrap: finds the page, follows a dragged corner, saves the flattened page',
    async () => {
      await openTool(page, site.url, '/doc_wrap.html');
      await chooseFiles(page, [PHOTO]);
      await expect.poll(() => phase('doc_wrap'), { timeout: WAIT }).toBe('ready');
      // The outline found is within 2% of the photo's side of the true corners (the outline's copy is 1552 px tall).
      const corners = page.getByTestId('doc-wrap-corners');
      const quad = (await corners.getAttribute('data-quad'))!.split(' ').map((p) => p.split(',').map(Number));
      const box = (await corners.boundingBox())!;
      const k = 1320 / (await corners.evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.height));
      quad.forEach(([x, y], i) => {
        expect(Math.hypot(x! * k - CORNERS[i]![0]!, y! * k - CORNERS[i]![1]!)).toBeLessThan(1320 * 0.02);
      });
      // The page is portrait (the flattened size follows the outline's longer edges: 912 × 984 here).
      const preview = page.getByTestId('doc-wrap-preview');
      const ratio = async () =>
        Number(await preview.getAttribute('data-width')) / Number(await preview.getAttribute('data-height'));
      const found = await ratio();
      expect(found).toBeGreaterThan(0.85);
      expect(found).toBeLessThan(1);
      await shot('doc_wrap');

      // Dragging the bottom-left corner up to the middle of the left edge makes a page wider than tall; the
      // preview follows when the corner is let go, and 自动识别 brings the outline found back.
      const vb = await corners.evaluate((svg) => {
        const { width, height } = (svg as SVGSVGElement).viewBox.baseVal;
        return { width, height };
      });
      const toScreen = ([x, y]: number[]) => [
        box.x + (x! / vb.width) * box.width,
        box.y + (y! / vb.height) * box.height,
      ];
      const [fx, fy] = toScreen(quad[3]!);
      const [tx, ty] = toScreen([quad[3]![0]! + 30 / k, (quad[0]![1]! + quad[3]![1]!) / 2 + 60 / k]);
      await page.mouse.move(fx!, fy!);
      await page.mouse.down();
      await page.mouse.move(tx!, ty!, { steps: 5 });
      await page.mouse.up();
      await expect.poll(ratio, { timeout: WAIT }).toBeGreaterThan(found + 0.08);
      await page.getByTestId('doc-wrap-auto').click();
      await expect.poll(async () => Math.abs((await ratio()) - found), { timeout: WAIT }).toBeLessThan(0.01);

      // Black and white, saved as PNG: a full-size page of only black and white pixels.
      await page.getByTestId('doc-wrap-mode').getByRole('radio', { name: /黑白/ }).click();
      await page.getByTestId('doc-wrap-format').getByRole('radio', { name: 'PNG' }).click();
      await expect.poll(() => phase('doc_wrap'), { timeout: WAIT }).toBe('ready');
      const file = await download(page, () => page.getByTestId('doc-wrap-save').click());
      expect(file.name).toBe('page-photo-scan.png');
      const { data, info } = await sharp(file.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
      // Full size: the outline's longer edges (912 × 984 for this 1280 × 1320 photo), not the preview's.
      expect(info.height).toBeGreaterThan(900);
      expect(info.width / info.height).toBeGreaterThan(0.68);
      const grey = data.filter((v) => v > 30 && v < 225).length;
      expect(grey / data.length).toBeLessThan(0.01);
    },
    FLOW,
  );

  it(
    'word_scan: two photos become a two-page PDF, and a Word file of their text',
    async () => {
      await openTool(page, site.url, '/word_scan.html');
      await chooseFiles(page, [PHOTO, { ...PHOTO, name: 'page-2.jpg' }]);
      await expect.poll(() => page.getByTestId('word-scan-page').count()).toBe(2);
      await expect.poll(() => phase('word-scan-editor'), { timeout: WAIT }).toBe('ready');
      await shot('word_scan');
      const pdf = await download(page, () => page.getByTestId('word-scan-pdf').click());
      expect(pdf.name).toBe('page-photo-2页.pdf');
      expect((await PDFDocument.load(new Uint8Array(pdf.bytes))).getPageCount()).toBe(2);
      // The Word file holds the pages' recognised text (PP-OCR in the browser), page after page.
      const docx = await download(page, () => page.getByTestId('word-scan-docx').click());
      expect(docx.name).toBe('page-photo-2页.docx');
      const body = strFromU8(unzipSync(new Uint8Array(docx.bytes))['word/document.xml']!);
      const words = [...body.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('');
      expect(words.match(/秋季运动会/g)?.length).toBeGreaterThanOrEqual(4);
      expect(words).toContain('Please hand in the entry forms');
    },
    FLOW,
  );

  it(
    'table_recognize: a ruled table becomes a grid and an .xlsx of its cells',
    async () => {
      await openTool(page, site.url, '/table_recognize.html');
      await chooseFiles(page, [TABLE]);
      const table = page.getByTestId('table-recognize-table');
      await table.waitFor({ timeout: WAIT });
      expect(await table.getAttribute('data-source')).toBe('lines');
      expect(await page.getByTestId('table-recognize-cell').allTextContents()).toEqual([
        '品名',
        '数量',
        '单价',
        '苹果',
        '12',
        '5.50',
        '香蕉',
        '30',
        '3.20',
        '橙子',
        '8',
        '6.80',
      ]);
      await shot('table_recognize');
      const file = await download(page, () => page.getByTestId('table-recognize-xlsx').click());
      expect(file.name).toBe('table.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(
        file.bytes.buffer.slice(file.bytes.byteOffset, file.bytes.byteOffset + file.bytes.length) as ArrayBuffer,
      );
      const sheet = book.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe('品名');
      expect(sheet.getCell('B2').value).toBe(12);
      expect(sheet.getCell('C4').value).toBe(6.8);
    },
    FLOW,
  );

  it('loads nothing from outside the site and throws no page errors', () => {
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
