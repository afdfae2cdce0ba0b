/**
 * The Office tools (文档转换工具) in real Chromium on a phone and a desktop, against the real server and its
 * warm LibreOffice: Chinese .docx/.xlsx/.pptx made here go through each tool page, and each downloaded
 * file is checked (type by magic bytes, page count with pdfinfo, Chinese text with pdftotext, the parts of
 * a zip document); several files give a zip; a false file gets the catalogue's words; offline, the page
 * says it needs the network. One worker (one LibreOffice warm-up), one site for the file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ERROR_CATALOGUE, ErrorCodes } from '../src/common/errors.js';
import { chineseDocx, chinesePptx, chineseXlsx, fakeExe, heavyDocx, SENTENCES } from '../src/server/office/fixtures.js';
import { taskMessages } from '../src/web/kit/tasks/messages.js';
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
withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  { TASK_WORKERS: '1' },
);

const MIME = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
let files: { docx: FileSpec; xlsx: FileSpec; pptx: FileSpec; bigDocx: FileSpec };
const scratch = mkdtempSync(path.join(tmpdir(), 'office-e2e-'));

beforeAll(async () => {
  files = {
    docx: { name: '中文报告.docx', mimeType: MIME.docx, buffer: await chineseDocx(2) },
    xlsx: { name: '销售表.xlsx', mimeType: MIME.xlsx, buffer: await chineseXlsx() },
    pptx: { name: '演示文稿.pptx', mimeType: MIME.pptx, buffer: await chinesePptx() },
    bigDocx: { name: '大文件.docx', mimeType: MIME.docx, buffer: await heavyDocx() },
  };
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

function isZip(bytes: Buffer): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Page count (pdfinfo) and text (pdftotext) of a PDF. */
function readPdf(bytes: Buffer): { pages: number; text: string } {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file]).toString('utf8');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0), text: text.replace(/\s+/g, '') };
}

async function open(name: ViewportName, slug: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, name, { acceptDownloads: true });
  const page = await context.newPage();
  await openTool(page, site.url, `/${slug}.html`);
  return { context, page };
}

/** Waits until every row has finished (done or failed). */
async function settled(page: Page, count: number): Promise<void> {
  const batch = page.getByTestId('server-batch');
  await expect
    .poll(async () => Number(await batch.getAttribute('data-done')) + Number(await batch.getAttribute('data-failed')), {
      timeout: 45_000,
      interval: 250,
    })
    .toBe(count);
}

/** Converts one file on a page and answers the downloaded result. */
async function convertOne(page: Page, file: FileSpec): Promise<{ name: string; bytes: Buffer }> {
  await chooseFiles(page, [file]);
  await settled(page, 1);
  expect(await page.getByTestId('server-batch').getAttribute('data-done')).toBe('1');
  return download(page, () => page.getByTestId('item-download').click());
}

describe.each(VIEWPORT_NAMES)('Office tools on %s', (viewport) => {
  it('Word转PDF: a Chinese .docx of 2 pages becomes a 2-page PDF with every sentence', async () => {
    const { context, page } = await open(viewport, 'word_2_pdf');
    expect(await page.getByTestId('upload-button').textContent()).toContain('点击上传Word文档');
    // Every phase the row goes through, as the page shows it.
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { __phases: Set<string> }).__phases = seen;
      new MutationObserver(() => {
        for (const row of document.querySelectorAll('[data-testid="batch-item"]'))
          seen.add(row.getAttribute('data-phase') ?? '');
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    const result = await convertOne(page, files.docx);
    expect(result.name).toBe('中文报告.pdf');
    expect(isPdf(result.bytes)).toBe(true);
    const pdf = readPdf(result.bytes);
    expect(pdf.pages).toBe(2);
    for (const s of SENTENCES) expect(pdf.text).toContain(s);
    const phases = await page.evaluate(() => [...(window as unknown as { __phases: Set<string> }).__phases]);
    expect(phases).toContain('uploading');
    expect(phases).toContain('done');
    await expect.poll(() => page.getByTestId('item-outcome').textContent()).toContain('中文报告.pdf');
    await context.close();
  });

  it('Excel转PDF: a Chinese .xlsx becomes a PDF with its cells, one page per sheet when asked', async () => {
    const { context, page } = await open(viewport, 'excel_to_pdf');
    await page.getByTestId('one-page').check();
    const result = await convertOne(page, files.xlsx);
    expect(result.name).toBe('销售表.pdf');
    expect(isPdf(result.bytes)).toBe(true);
    const pdf = readPdf(result.bytes);
    expect(pdf.pages).toBe(1);
    for (const s of SENTENCES) expect(pdf.text).toContain(s.replace(/\s+/g, ''));
    await context.close();
  });

  it('PPT转PDF: a Chinese .pptx of 3 slides becomes a 3-page PDF', async () => {
    const { context, page } = await open(viewport, 'ppt_2_pdf');
    const result = await convertOne(page, files.pptx);
    expect(isPdf(result.bytes)).toBe(true);
    const pdf = readPdf(result.bytes);
    expect(pdf.pages).toBe(SENTENCES.length);
    for (const s of SENTENCES) expect(pdf.text).toContain(s);
    await context.close();
  });

  it('Word格式转换: two files to ODT, each row says DOCX → ODT, and 全部下载 gives one zip of both', async () => {
    const { context, page } = await open(viewport, 'word_convert');
    await page.getByTestId('target-odt').click();
    await chooseFiles(page, [files.docx, { ...files.docx, name: '第二份.docx' }]);
    await expect.poll(() => page.getByTestId('batch-item').first().textContent()).toContain('DOCX → ODT');
    await settled(page, 2);
    const zip = await download(page, () => page.getByTestId('download-all').click());
    expect(zip.name).toMatch(/\.zip$/);
    const inside = unzipSync(zip.bytes);
    expect(Object.keys(inside).sort()).toEqual(['中文报告.odt', '第二份.odt']);
    const odt = unzipSync(inside['中文报告.odt']);
    expect(new TextDecoder().decode(odt.mimetype)).toBe('application/vnd.oasis.opendocument.text');
    expect(new TextDecoder().decode(odt['content.xml'])).toContain(SENTENCES[1]);
    await context.close();
  });

  it('Excel格式转换: .xlsx to CSV in UTF-8 with a BOM, its Chinese cells intact', async () => {
    const { context, page } = await open(viewport, 'excel_convert');
    await page.getByTestId('target-csv').click();
    const result = await convertOne(page, files.xlsx);
    expect(result.name).toBe('销售表.csv');
    expect([...result.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = result.bytes.subarray(3).toString('utf8');
    expect(text.split(/\r?\n/)[0]).toBe('"产品","说明","数量"'); // text cells quoted
    for (const s of SENTENCES) expect(text).toContain(s);
    await context.close();
  });

  it('PPT格式转换: .pptx to ODP, a real OpenDocument presentation with the slides’ text', async () => {
    const { context, page } = await open(viewport, 'ppt_convert');
    await page.getByTestId('target-odp').click();
    const result = await convertOne(page, files.pptx);
    expect(result.name).toBe('演示文稿.odp');
    expect(isZip(result.bytes)).toBe(true);
    const odp = unzipSync(result.bytes);
    expect(new TextDecoder().decode(odp.mimetype)).toBe('application/vnd.oasis.opendocument.presentation');
    for (const s of SENTENCES) expect(new TextDecoder().decode(odp['content.xml'])).toContain(s);
    await context.close();
  });

  it('文档瘦身: a .docx with a heavy image gets smaller, says by how much, and keeps its text', async () => {
    const { context, page } = await open(viewport, 'office_reduce');
    await page.getByTestId('level-strong').click();
    const result = await convertOne(page, files.bigDocx);
    expect(result.name).toBe('大文件.docx');
    expect(result.bytes.length).toBeLessThan(files.bigDocx.buffer.length);
    const parts = unzipSync(result.bytes);
    expect(parts['word/orphan.xml']).toBeUndefined();
    expect(new TextDecoder().decode(parts['word/document.xml'])).toContain(SENTENCES[0]);
    await expect.poll(() => page.getByTestId('item-outcome').getAttribute('data-kept')).toBe('false');
    await expect.poll(() => page.getByTestId('batch-saving').textContent()).toContain('共减小');
    await context.close();
  });
});

describe('refusals (phone)', () => {
  it('a program renamed .docx gets the catalogue’s words on its row, and 重试 is offered', async () => {
    const { context, page } = await open('phone', 'word_2_pdf');
    await chooseFiles(page, [{ name: '病毒.docx', mimeType: MIME.docx, buffer: fakeExe() }]);
    await settled(page, 1);
    await expect
      .poll(() => page.getByTestId('item-error').textContent())
      .toBe(ERROR_CATALOGUE[ErrorCodes.notWhatItClaims]);
    expect(await page.getByTestId('item-retry').isVisible()).toBe(true);
    await context.close();
  });

  it('offline, the page says the tool needs the network and takes no files', async () => {
    const { context, page } = await open('phone', 'excel_convert');
    expect(await page.getByTestId('server-offline').count()).toBe(0);
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('server-offline').textContent()).toBe(taskMessages.zh.offline);
    expect(await page.getByTestId('upload-button').isDisabled()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('server-offline').count()).toBe(0);
    await context.close();
  });
});
