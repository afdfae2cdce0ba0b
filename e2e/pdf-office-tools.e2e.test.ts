/**
 * PDF转Word / PDF转Excel / PDF转PPT / PDF转HTML in real Chromium on a phone and a desktop: a Chinese report
 * (printed to PDF by LibreOffice from a .docx made here) and a spreadsheet with merged headers go through
 * each page, converted in the page's Worker; each download is opened (the .docx/.xlsx/.pptx unzipped and
 * its parts and text checked, the HTML opened on a phone). Several files give a zip; a scanned page's text
 * is recognised (PP-OCR in the browser) into the .docx; a PDF of a picture without text gets a clear message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { corpus, makePdfs } from '../bench/pdf-office/corpus.js';
import { format } from '../src/common/messages.js';
import { renderText } from '../src/web/kit/ocr/testing.js';
import { pdfOfficeMessages } from '../src/web/kit/pdf-office/messages.js';
import {
  chooseFiles,
  download,
  newContext,
  openTool,
  VIEWPORT_NAMES,
  withSite,
  type FileSpec,
  type Site,
  type ViewportName,
} from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => {
  site = s;
  browser = b;
});

let report: FileSpec;
let budget: FileSpec;
let scan: FileSpec;
let textScan: FileSpec;
const SCANNED = ['扫描件的标题', '这一段文字来自扫描的纸张。'];
const SENTENCE = '第三季度工作报告';
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

beforeAll(async () => {
  const specs = corpus().filter((s) => s.name === 'zh-report' || s.name === 'zh-budget');
  const pdfs = await makePdfs(specs);
  report = { name: '工作报告.pdf', mimeType: 'application/pdf', buffer: pdfs.get('zh-report')! };
  budget = { name: '预算.pdf', mimeType: 'application/pdf', buffer: pdfs.get('zh-budget')! };
  const doc = await PDFDocument.create();
  // A picture with nothing written on it (a photo of a wall): OCR reads no text.
  const image = await doc.embedPng(
    await sharp({ create: { width: 400, height: 560, channels: 3, background: '#9ab0c8' } })
      .png()
      .toBuffer(),
  );
  doc.addPage([400, 560]).drawImage(image, { x: 0, y: 0, width: 400, height: 560 });
  scan = { name: '扫描件.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
  // A page that is one picture of printed text, as a scanner makes it.
  const printed = await PDFDocument.create();
  const png = await printed.embedPng(
    await renderText({
      width: 1000,
      height: 700,
      lines: [
        { text: SCANNED[0], x: 60, y: 130, size: 56, weight: 700 },
        { text: SCANNED[1], x: 60, y: 280, size: 40 },
      ],
    }),
  );
  printed.addPage([400, 280]).drawImage(png, { x: 0, y: 0, width: 400, height: 280 });
  textScan = { name: '纸质文件.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await printed.save()) };
}, 90_000);

/** One context per viewport for the whole file: the Worker's code is fetched once, then cached. */
const contexts = new Map<ViewportName, BrowserContext>();

async function open(
  name: ViewportName,
  slug: string,
): Promise<{ context: { close: () => Promise<void> }; page: Page }> {
  let context = contexts.get(name);
  if (!context) {
    context = await newContext(browser, name, { acceptDownloads: true });
    contexts.set(name, context);
  }
  const page = await context.newPage();
  await openTool(page, site.url, `/${slug}.html`);
  // Every phase and percentage a row shows on the way.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('[data-testid="batch-item"]'))
        seen.push(`${row.getAttribute('data-phase')}:${row.getAttribute('data-percent')}`);
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  return { context: { close: () => page.close() }, page };
}

async function settled(page: Page, count: number): Promise<void> {
  const batch = page.getByTestId('pdf-batch');
  await expect
    .poll(async () => Number(await batch.getAttribute('data-done')) + Number(await batch.getAttribute('data-failed')), {
      timeout: 90_000, // a scan waits for the OCR models' first download and recognition
      interval: 250,
    })
    .toBe(count);
}

async function convert(page: Page, file: FileSpec): Promise<{ name: string; bytes: Buffer }> {
  await chooseFiles(page, [file]);
  await settled(page, 1);
  expect(await page.getByTestId('pdf-batch').getAttribute('data-done')).toBe('1');
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  // Real progress: the row was running part way before it was done.
  expect(seen.some((s) => /^running:([1-9]\d?)$/.test(s))).toBe(true);
  return download(page, () => page.getByTestId('item-download').click());
}

describe.each(VIEWPORT_NAMES)('PDF to Office on %s', (viewport) => {
  it('PDF转Word: a .docx with the Chinese text in paragraphs, a heading, a list, a table and a page break', async () => {
    const { context, page } = await open(viewport, 'pdf_2_word');
    const { name, bytes } = await convert(page, report);
    expect(name).toBe('工作报告.docx');
    const parts = unzipSync(bytes);
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/numbering.xml']),
    );
    const xml = text(parts['word/document.xml']);
    expect(xml).toContain(SENTENCE);
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>/);
    expect(xml).toMatch(/<w:numPr>/);
    expect(xml).toMatch(/<w:tbl>[\s\S]*华东[\s\S]*3,450\.50[\s\S]*<\/w:tbl>/);
    expect(xml).toMatch(/<w:pageBreakBefore\/>|<w:br w:type="page"\/>/);
    expect(xml).toMatch(/w:eastAsia="(宋体|微软雅黑)"/);
    // The picture is in the flow.
    expect(Object.keys(parts).some((p) => /^word\/media\//.test(p))).toBe(true);
    await context.close();
  });

  it('PDF转Excel: the merged headers merged and the amounts as numbers', async () => {
    const { context, page } = await open(viewport, 'pdf_2_excel');
    const { name, bytes } = await convert(page, budget);
    expect(name).toBe('预算.xlsx');
    expect(Object.keys(unzipSync(bytes))).toEqual(
      expect.arrayContaining(['xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('第1页');
    expect(sheet.getCell('A3').value).toBe('研发部');
    expect(sheet.getCell('B3').value).toBe(1200);
    expect(sheet.getCell('C3').value).toBe(1180.5);
    expect(sheet.getCell('B1').value).toBe('上半年');
    expect(sheet.getCell('B1').isMerged && sheet.getCell('C1').master.address).toBe('B1');
    expect(await page.getByTestId('item-outcome').textContent()).toContain('找到 1 个表格');
    await context.close();
  });

  it('PDF转PPT: one slide per page, the text in text boxes over the page drawn without it', async () => {
    const { context, page } = await open(viewport, 'pdf_2_ppt');
    const { name, bytes } = await convert(page, report);
    expect(name).toBe('工作报告.pptx');
    const parts = unzipSync(bytes);
    const slides = Object.keys(parts).filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p));
    expect(slides).toHaveLength(2);
    const first = text(parts['ppt/slides/slide1.xml']);
    expect(first).toContain(SENTENCE);
    expect(first.match(/<p:txBody>/g)!.length).toBeGreaterThan(5);
    expect(first).toMatch(/<p:bg>[\s\S]*r:embed/);
    expect(Object.keys(parts).some((p) => /^ppt\/media\/.+\.(jpe?g|png)$/.test(p))).toBe(true);
    await context.close();
  });

  it('PDF转HTML: one self-contained page that fits a phone screen', async () => {
    const { context, page } = await open(viewport, 'pdf_2_html');
    const { name, bytes } = await convert(page, report);
    expect(name).toBe('工作报告.html');
    const html = text(bytes);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(SENTENCE);
    expect(html).toMatch(/<img [^>]*src="data:image\//);
    expect(html).not.toMatch(/<script\b|src="http/);
    // Opened on a phone, nothing but wide tables scrolls sideways.
    const phone = await newContext(browser, 'phone');
    const view = await phone.newPage();
    await view.setContent(html);
    expect(await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(await view.locator('h1').first().textContent()).toContain(SENTENCE);
    await phone.close();
    await context.close();
  });
});

describe('several files and scans (desktop)', () => {
  it('two PDFs give two Word files in one zip', async () => {
    const { context, page } = await open('desktop', 'pdf_2_word');
    await chooseFiles(page, [report, { ...budget }]);
    await settled(page, 2);
    const zip = await download(page, () => page.getByTestId('download-all').click());
    expect(zip.name).toMatch(/\.zip$/);
    const inside = unzipSync(zip.bytes);
    expect(Object.keys(inside).sort()).toEqual(['工作报告.docx', '预算.docx']);
    expect(text(unzipSync(inside['预算.docx'])['word/document.xml'])).toContain('研发部');
    await context.close();
  });

  it('a scanned page’s text is recognised into the .docx; a PDF of a picture without text says it holds none', async () => {
    const { context, page } = await open('desktop', 'pdf_2_word');
    await chooseFiles(page, [textScan]);
    await settled(page, 1);
    expect(await page.getByTestId('pdf-batch').getAttribute('data-done')).toBe('1');
    expect(await page.getByTestId('item-ocr').textContent()).toBe(format(pdfOfficeMessages.zh.ocrPages, { list: '1' }));
    const { bytes } = await download(page, () => page.getByTestId('item-download').click());
    const words = [...text(unzipSync(bytes)['word/document.xml']).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map((m) => m[1])
      .join('');
    for (const line of SCANNED) expect(words).toContain(line.replace(/。$/, ''));
    await page.getByTestId('item-remove').click();
    await chooseFiles(page, [scan]);
    await settled(page, 1);
    expect(await page.getByTestId('item-error').textContent()).toBe(pdfOfficeMessages.zh.noText);
    await context.close();
  }, 180_000); // the OCR models' first download and two recognitions in WebAssembly
});
