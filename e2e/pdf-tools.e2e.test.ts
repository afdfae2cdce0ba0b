/**
 * The PDF tools (PDF转换工具) in real Chromium on a phone and a desktop: each tool's visitor flow, from
 * choosing the file to the downloaded result, checked with qpdf, pdfinfo, pdftotext and pdffonts. Folded
 * into those flows: an encrypted input met in a tool other than PDF加解密 (password asked, a wrong one
 * refused), a damaged file's clear error, and on a phone a file too large for the device (the device's
 * memory emulated low, so a 61 MB file is enough).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
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

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-e2e-'));
const FIX = 'src/web/kit/pdf/fixtures';
const pdf = (name: string): FileSpec => ({
  name,
  mimeType: 'application/pdf',
  buffer: readFileSync(path.join(FIX, name)),
});
const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });

/** Saves a downloaded PDF, checks it with qpdf and returns its path. */
function checked(bytes: Buffer, password?: string): string {
  const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const r = spawnSync('qpdf', [...(password ? [`--password=${password}`] : []), '--check', file], { encoding: 'utf8' });
  expect(r.status, r.stdout + r.stderr).toBe(0);
  return file;
}
const text = (file: string, pageNo?: number) =>
  sh('pdftotext', [...(pageNo ? ['-f', String(pageNo), '-l', String(pageNo)] : []), '-raw', file, '-']).replace(
    /\s+/g,
    '',
  );
const info = (file: string) => sh('pdfinfo', ['-f', '1', '-l', '99', file]);
const pageCount = (file: string) => Number(/Pages:\s+(\d+)/.exec(info(file))![1]);
const picture = async (
  name: string,
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'avif',
): Promise<FileSpec> => ({
  name,
  mimeType: `image/${format}`,
  buffer: await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer(),
});
/** shapes.pdf locked by qpdf with AES-256 (user password Open-123). */
function lockedShapes(): FileSpec {
  const file = path.join(dir, `locked-${Math.random().toString(36).slice(2)}.pdf`);
  sh('qpdf', ['--encrypt', 'Open-123', 'Owner-456', '256', '--', path.join(FIX, 'shapes.pdf'), file]);
  return { name: 'locked.pdf', mimeType: 'application/pdf', buffer: readFileSync(file) };
}
/** Answers the password prompt: a wrong password first (refused, the field says so), then the right one. */
async function unlock(page: Page, password: string) {
  await page.getByTestId('pdf-password-input').fill('wrong-1');
  await page.getByTestId('pdf-password-ok').click();
  await expect.poll(() => page.getByTestId('pdf-password-input').getAttribute('aria-invalid')).toBe('true');
  await page.getByTestId('pdf-password-input').fill(password);
  await page.getByTestId('pdf-password-ok').click();
}
/** Files in a downloaded zip, sorted, and the folder they were unpacked to. */
function unzipped(bytes: Buffer, label: string): { names: string[]; at: string } {
  const zip = path.join(dir, `${label}.zip`);
  writeFileSync(zip, bytes);
  const at = path.join(dir, label);
  sh('unzip', ['-o', '-q', zip, '-d', at]);
  return { names: sh('unzip', ['-Z1', zip]).trim().split('\n').sort(), at };
}
/** A one-page PDF holding a 120×80 PNG (pdf_img_extract's input). */
async function pdfWithPicture(): Promise<FileSpec> {
  const doc = await PDFDocument.create();
  const png = await doc.embedPng((await picture('p.png', 120, 80, 'png')).buffer);
  doc.addPage([300, 300]).drawImage(png, { x: 20, y: 20, width: 120, height: 80 });
  return { name: 'picture.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

async function open(viewport: ViewportName, slug: string, init?: () => void): Promise<Page> {
  const context = await newContext(browser, viewport, { acceptDownloads: true });
  const page = await context.newPage();
  await openTool(page, site.url, `/${slug}.html`, init);
  return page;
}

async function upload(page: Page, files: FileSpec[]) {
  await chooseFiles(page, files);
  await page.getByTestId('pdf-file').waitFor();
}

/** Runs and waits for a new result (a second run on the same page replaces the one shown). */
async function runFor(page: Page, result: 'pdf-result' | 'pdf-results', button = 'pdf-run') {
  const shown = page.locator('[data-testid="pdf-result"], [data-testid="pdf-results"]');
  const before = (await shown.count()) ? await shown.first().elementHandle() : null;
  await page.getByTestId(button).click();
  if (before) await page.waitForFunction((el) => !el.isConnected, before);
  await page.getByTestId(result).waitFor({ timeout: 60_000 });
}

async function runAndSave(page: Page, button = 'pdf-run'): Promise<Buffer> {
  await runFor(page, 'pdf-result', button);
  const { bytes } = await download(page, () => page.getByTestId('pdf-result-save').click());
  return bytes;
}

/** Runs a job with several outputs and saves them all (one zip). */
async function saveAll(page: Page): Promise<Buffer> {
  await runFor(page, 'pdf-results');
  const { bytes } = await download(page, () => page.getByTestId('download-all').click());
  return bytes;
}

const count = (page: Page, testId: string) => page.getByTestId(testId).count();

describe.each(VIEWPORT_NAMES)('on a %s', (viewport) => {
  it('PDF加水印: a Chinese text watermark, embedded as a subset font', async () => {
    const page = await open(viewport, 'pdf_watermark');
    await upload(page, [pdf('chromium.pdf')]);
    await page.getByTestId('wm-preview').locator('img').waitFor();
    const file = checked(await runAndSave(page));
    expect(text(file)).toContain('机密文件请勿外传');
    expect(sh('pdffonts', [file])).toMatch(/DroidSansFallback\s+CID TrueType\s+Identity-H\s+yes yes yes/);

    // A picture (a PNG with transparency) in the middle of every page instead.
    await page.getByTestId('wm-kind-image').click();
    await page.getByTestId('wm-layout-mc').click();
    const logo = await sharp({
      create: { width: 160, height: 80, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.6 } },
    })
      .png()
      .toBuffer();
    await chooseFiles(page, [{ name: 'logo.png', mimeType: 'image/png', buffer: logo }], 'wm-image');
    const marked = checked(await runAndSave(page));
    const images = sh('pdfimages', ['-list', marked]).trim().split('\n').slice(2);
    // Each of the three pages shows the picture (with its soft mask); the text is untouched.
    expect(new Set(images.filter((l) => /\simage\s+160\s+80\s/.test(l)).map((l) => l.trim().split(/\s+/)[0]))).toEqual(
      new Set(['1', '2', '3']),
    );
    expect(images.some((l) => /\ssmask\s/.test(l))).toBe(true);
    expect(text(marked)).toBe(text(path.join(FIX, 'chromium.pdf')));
    await page.context().close();
  });

  it('PDF合并: two files, reordered, merged with their text; on a phone, a file too large is refused', async () => {
    // A phone with 1 GB of memory (navigator.deviceMemory), so the kit's limit is 60 MB.
    const page = await open(viewport, 'pdf_merge', () =>
      Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 1 }),
    );
    if (viewport === 'phone') {
      // 61 MB on disk without being written (a sparse file): the size alone decides, nothing is read.
      const big = path.join(dir, 'big.pdf');
      closeSync(openSync(big, 'w'));
      sh('truncate', ['-s', '61000000', big]);
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByTestId('upload-button').click(),
      ]);
      await chooser.setFiles(big);
      const error = page.getByTestId('pdf-error');
      await expect.poll(() => error.getAttribute('data-code')).toBe('too-large');
      expect(await error.innerText()).toContain('文件太大（61 MB），超出了这台设备的处理能力（上限约 60 MB）');
    }
    await chooseFiles(page, [pdf('chromium.pdf'), pdf('shapes.pdf')]);
    await expect.poll(() => count(page, 'merge-list-row'), { timeout: 30_000 }).toBe(2);
    await page.getByTestId('merge-list-down').first().click();
    const file = checked(await runAndSave(page));
    expect(pageCount(file)).toBe(6);
    expect(text(file, 1)).toContain('Shapespage1');
    expect(text(file, 4).length).toBeGreaterThan(20);
    await page.context().close();
  });

  it('图片转PDF: PNG, JPEG, WebP and AVIF on A4 pages turned to fit them', async () => {
    const page = await open(viewport, 'img_2_pdf_convert');
    await chooseFiles(page, [
      await picture('wide.png', 300, 200, 'png'),
      await picture('tall.jpg', 200, 300, 'jpeg'),
      await picture('wide.webp', 240, 160, 'webp'),
      await picture('tall.avif', 160, 240, 'avif'),
    ]);
    await expect.poll(() => count(page, 'picture-list-row')).toBe(4);
    const file = checked(await runAndSave(page));
    const pages = info(file);
    expect(pages).toMatch(/Page\s+1 size:\s+841.89 x 595.28/);
    expect(pages).toMatch(/Page\s+2 size:\s+595.28 x 841.89/);
    expect(pages).toMatch(/Page\s+3 size:\s+841.89 x 595.28/);
    expect(pages).toMatch(/Page\s+4 size:\s+595.28 x 841.89/);
    const images = sh('pdfimages', ['-list', file]);
    expect(images).toMatch(/2\s+1\s+image\s+200\s+300\s+rgb\s+3\s+8\s+jpeg/);
    // WebP and AVIF are decoded by the browser and go in as JPEG at their own size.
    expect(images).toMatch(/3\s+2\s+image\s+240\s+160\s+rgb\s+3\s+8\s+jpeg/);
    expect(images).toMatch(/4\s+3\s+image\s+160\s+240\s+rgb\s+3\s+8\s+jpeg/);
    await page.context().close();
  });

  it('PDF页面管理: turn the first page, add a blank page after it, save; extract one page', async () => {
    const page = await open(viewport, 'pdf_page_manage');
    await upload(page, [pdf('shapes.pdf')]);
    await expect.poll(() => count(page, 'pm-page')).toBe(3);
    await page.getByTestId('pm-page').first().click();
    await page.getByTestId('pm-rotate-right').click();
    await page.getByTestId('pm-blank').click();
    await expect.poll(() => count(page, 'pm-page')).toBe(4);
    const file = checked(await runAndSave(page));
    expect(pageCount(file)).toBe(4);
    expect(info(file)).toMatch(/Page\s+1 rot:\s+90/);
    expect(text(file, 2)).toBe('');
    expect(text(file, 3)).toContain('Shapespage2');
    const part = checked(await runAndSave(page, 'pm-extract'));
    expect(pageCount(part)).toBe(1);
    expect(text(part)).toContain('Shapespage1');
    await page.context().close();
  });

  it('PDF页面裁剪: a box dragged on the preview crops every page', async () => {
    const page = await open(viewport, 'pdf_crop');
    await upload(page, [pdf('shapes.pdf')]);
    const area = page.getByTestId('crop-area');
    await area.locator('..').locator('img').waitFor();
    await area.scrollIntoViewIfNeeded();
    const b = (await area.boundingBox())!;
    await page.mouse.move(b.x + b.width * 0.1, b.y + b.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width * 0.35, b.y + b.height * 0.3, { steps: 3 });
    await page.mouse.move(b.x + b.width * 0.6, b.y + b.height * 0.5, { steps: 3 });
    await page.mouse.up();
    await page.getByTestId('crop-area-box').waitFor();
    const file = checked(await runAndSave(page));
    const box = /Page\s+1 CropBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(
      sh('pdfinfo', ['-box', '-f', '1', '-l', '1', file]),
    )!;
    const [x0, y0, x1, y1] = box.slice(1).map(Number);
    expect((x1 - x0) / 595.28).toBeCloseTo(0.5, 1);
    expect((y1 - y0) / 841.89).toBeCloseTo(0.4, 1);
    expect(x0 / 595.28).toBeCloseTo(0.1, 1);
    await page.context().close();
  });

  it('PDF拆分: by ranges, every N pages, one file per page, as zips', async () => {
    const page = await open(viewport, 'pdf_split');
    await upload(page, [pdf('shapes.pdf')]);
    const parts = async (label: string) => {
      const { names, at } = unzipped(await saveAll(page), `${viewport}-${label}`);
      return { names, pdf: (name: string) => checked(readFileSync(path.join(at, name))) };
    };

    await page.getByTestId('split-mode-ranges').click();
    await page.getByTestId('split-ranges').fill('3,1-2');
    const ranges = await parts('ranges');
    expect(ranges.names).toEqual(['shapes_1-2.pdf', 'shapes_3.pdf']);
    const first = ranges.pdf('shapes_1-2.pdf');
    expect(pageCount(first)).toBe(2);
    expect(text(first, 2)).toContain('Shapespage2');
    expect(info(first)).toMatch(/Page\s+2 rot:\s+90/);

    await page.getByTestId('split-mode-every').click();
    await page.getByTestId('split-every').fill('2');
    const every = await parts('every');
    expect(every.names).toEqual(['shapes_1-2.pdf', 'shapes_3.pdf']);
    expect(pageCount(every.pdf('shapes_3.pdf'))).toBe(1);

    await page.getByTestId('split-mode-single').click();
    const single = await parts('single');
    expect(single.names).toEqual(['shapes_1.pdf', 'shapes_2.pdf', 'shapes_3.pdf']);
    const second = single.pdf('shapes_2.pdf');
    expect(pageCount(second)).toBe(1);
    expect(text(second)).toContain('Shapespage2');
    await page.context().close();
  });

  it('PDF加页码: "第 1 页 / 共 N 页" in a Chinese subset font, on an encrypted file (password asked)', async () => {
    const page = await open(viewport, 'pdf_page_number');
    await chooseFiles(page, [lockedShapes()]);
    await unlock(page, 'Open-123');
    await page.getByTestId('pdf-file').waitFor();
    const file = checked(await runAndSave(page));
    expect(spawnSync('qpdf', ['--is-encrypted', file]).status).toBe(2);
    expect(text(file, 2)).toContain('第2页/共3页');
    expect(sh('pdffonts', [file])).toMatch(/DroidSansFallback\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    await page.context().close();
  });

  it('修改PDF页面尺寸: A4 pages onto A5', async () => {
    const page = await open(viewport, 'pdf_pagesize');
    await upload(page, [pdf('shapes.pdf')]);
    await page.getByTestId('ps-sheet-A5').click();
    const file = checked(await runAndSave(page));
    expect(info(file)).toMatch(/Page\s+1 size:\s+419.53 x 595.28/);
    expect(text(file, 1)).toContain('Shapespage1');
    await page.context().close();
  });

  it('修改PDF元数据: a damaged file is refused in words; then a Chinese title', async () => {
    const page = await open(viewport, 'pdf_metadata');
    const damaged = Buffer.concat([
      readFileSync(path.join(FIX, 'shapes.pdf')).subarray(0, 400),
      Buffer.from('garbage'),
    ]);
    await chooseFiles(page, [{ name: 'broken.pdf', mimeType: 'application/pdf', buffer: damaged }]);
    const error = page.getByTestId('pdf-error');
    await expect.poll(() => error.getAttribute('data-code')).toBe('damaged');
    expect(await error.innerText()).toContain('这个PDF已损坏，无法读取');
    expect(await count(page, 'pdf-file')).toBe(0);
    await upload(page, [pdf('shapes.pdf')]);
    await page.getByTestId('md-title').fill('年度报告');
    const file = checked(await runAndSave(page));
    expect(info(file)).toMatch(/Title:\s+年度报告/);
    await page.context().close();
  });

  it('PDF加解密: AES-256 that qpdf opens only with the password; a qpdf-encrypted file unlocked', async () => {
    const page = await open(viewport, 'pdf_password');
    await upload(page, [pdf('shapes.pdf')]);
    await page.getByTestId('pw-user').fill('Open-123');
    await page.getByTestId('pw-confirm').fill('Open-123');
    const locked = checked(await runAndSave(page), 'Open-123');
    const bare = spawnSync('qpdf', ['--check', locked], { encoding: 'utf8' });
    expect(bare.status, bare.stdout + bare.stderr).not.toBe(0);
    expect(bare.stderr).toMatch(/invalid password/);
    expect(spawnSync('qpdf', ['--requires-password', locked]).status).toBe(0);
    expect(sh('qpdf', ['--password=Open-123', '--show-encryption', locked])).toMatch(/AESv3/);

    const other = await page.context().newPage();
    await openTool(other, site.url, '/pdf_password.html');
    await chooseFiles(other, [lockedShapes()]);
    await unlock(other, 'Open-123');
    await other.getByTestId('pdf-file').waitFor();
    await other.getByTestId('pw-mode-decrypt').click();
    const unlocked = checked(await runAndSave(other));
    expect(spawnSync('qpdf', ['--is-encrypted', unlocked]).status).toBe(2);
    expect(text(unlocked)).toBe(text(path.join(FIX, 'shapes.pdf')));
    await page.context().close();
  });

  it('PDF瘦身: smaller or the original kept, text preserved', async () => {
    const page = await open(viewport, 'pdf_compress');
    await upload(page, [pdf('chromium.pdf')]);
    const file = checked(await runAndSave(page));
    expect(readFileSync(file).length).toBeLessThanOrEqual(readFileSync(path.join(FIX, 'chromium.pdf')).length);
    await page.getByTestId('compress-outcome').waitFor();
    expect(text(file)).toBe(text(path.join(FIX, 'chromium.pdf')));
    await page.context().close();
  });

  it('PDF转图片: page 2 as a PNG; every page as JPG, in a zip', async () => {
    const page = await open(viewport, 'pdf_2_png');
    await upload(page, [pdf('shapes.pdf')]);
    await page.getByTestId('img-range').fill('2');
    const bytes = await runAndSave(page);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('png');
    expect(meta.height! / meta.width!).toBeCloseTo(841.89 / 595.28, 1);

    await page.getByTestId('img-format-jpg').click();
    await page.getByTestId('img-dpi-72').click();
    await page.getByTestId('img-range').fill('');
    const { names, at } = unzipped(await saveAll(page), `${viewport}-jpgs`);
    expect(names).toEqual(['shapes-1.jpg', 'shapes-2.jpg', 'shapes-3.jpg']);
    const sizes = await Promise.all(
      names.map(async (n) => {
        const m = await sharp(path.join(at, n)).metadata();
        return [m.format, m.width, m.height];
      }),
    );
    // 72 dpi: a point is a pixel; page 2 is A4 landscape turned by /Rotate 90, so it is seen upright.
    expect(sizes).toEqual([
      ['jpeg', 595, 842],
      ['jpeg', 595, 842],
      ['jpeg', 612, 792],
    ]);
    await page.context().close();
  });

  it('转纯图PDF: pages become pictures, no text left', async () => {
    const page = await open(viewport, 'pdf_imagefy');
    await upload(page, [pdf('shapes.pdf')]);
    const file = checked(await runAndSave(page));
    expect(pageCount(file)).toBe(3);
    expect(text(file)).toBe('');
    expect(sh('pdfimages', ['-list', file]).trim().split('\n')).toHaveLength(5);
    await page.context().close();
  });

  it('PDF图片提取: the embedded picture at its own size', async () => {
    const page = await open(viewport, 'pdf_img_extract');
    await upload(page, [await pdfWithPicture()]);
    const bytes = await runAndSave(page);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 120, 80]);
    await page.context().close();
  });

  it('PDF签名: a drawn signature as a picture, then a typed Chinese one as subset-font text', async () => {
    const page = await open(viewport, 'pdf_sign');
    await upload(page, [pdf('shapes.pdf')]);
    await page.getByTestId('sign-pad').scrollIntoViewIfNeeded();
    const pad = (await page.getByTestId('sign-pad').boundingBox())!;
    await page.mouse.move(pad.x + pad.width * 0.2, pad.y + pad.height * 0.6);
    await page.mouse.down();
    await page.mouse.move(pad.x + pad.width * 0.5, pad.y + pad.height * 0.3, { steps: 4 });
    await page.mouse.move(pad.x + pad.width * 0.8, pad.y + pad.height * 0.7, { steps: 4 });
    await page.mouse.up();
    await page.getByTestId('sign-area-box').waitFor();
    const drawn = checked(await runAndSave(page));
    expect(sh('pdfimages', ['-list', '-f', '1', '-l', '1', drawn])).toMatch(/smask/);
    expect(sh('pdfimages', ['-list', '-f', '2', '-l', '3', drawn]).trim().split('\n')).toHaveLength(2);

    await page.getByTestId('sign-source-type').click();
    await page.getByTestId('sign-text').fill('张三');
    await expect.poll(() => page.getByTestId('sign-area-box').locator('img').getAttribute('src')).toMatch(/^data:/);
    const typed = checked(await runAndSave(page));
    expect(text(typed, 1)).toContain('张三');
    expect(sh('pdffonts', [typed])).toMatch(/DroidSansFallback\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    await page.context().close();
  });
});
