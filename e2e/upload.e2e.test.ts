/**
 * The upload widget in real Chromium on a phone and a desktop: click (file chooser), drag-drop (a drop
 * event carrying a DataTransfer built in the page) and paste; the compliance gate; the validation alerts
 * and error line; compression (PNG stays PNG, JPEG for the rest, a bigger result discarded) in the image
 * Worker; and the real upload call against the server. The widget runs in e2e/upload.harness.tsx, built
 * here with Vite and served on the site's origin.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';
import QRCode from 'qrcode';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uploadMessages } from '../src/web/upload/messages.js';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { newContext, VIEWPORT_NAMES, type Site, transferFiles, withSite, type FileSpec } from './support.js';
import type { PickedRecord } from './upload.harness.js';

const m = uploadMessages.zh;
const HARNESS = '/__harness/upload.harness.html';
let site: Site;
let browser: Browser;
let harnessDir: string;

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIG = [0xff, 0xd8, 0xff];
let files: Record<'png' | 'bigPng' | 'tinyPng' | 'jpeg' | 'webp' | 'pdf', FileSpec>;

/** A smooth photo-like picture (gradients and soft noise). */
function picture(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128 + 60 * Math.sin(x / 23) * Math.cos(y / 31) + ((x * 7 + y * 13) % 9);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  { RATE_LIMIT_PER_MINUTE: '0', IP_RATE_LIMIT_PER_MINUTE: '0' },
);

beforeAll(async () => {
  harnessDir = mkdtempSync(path.join(tmpdir(), 'upload-harness-'));
  const [, , bigPng, tinyPng, jpeg, webp] = await Promise.all([
    build({
      configFile: false,
      root: path.resolve('e2e'),
      base: '/__harness/',
      logLevel: 'warn',
      plugins: [react()],
      build: {
        outDir: harnessDir,
        emptyOutDir: true,
        rollupOptions: { input: path.resolve('e2e/upload.harness.html') },
      },
    }),
    null,
    picture(600, 400).png({ compressionLevel: 0 }).toBuffer(),
    // A 2-colour palette PNG: the browser re-encodes it as full colour, which is bigger.
    sharp(await QRCode.toBuffer('hello, upload', { scale: 8 }))
      .png({ palette: true, colours: 2, compressionLevel: 9 })
      .toBuffer(),
    picture(600, 400).jpeg({ quality: 100 }).toBuffer(),
    picture(600, 400).webp({ lossless: true }).toBuffer(),
  ]);
  files = {
    png: { name: 'small.png', mimeType: 'image/png', buffer: await picture(40, 30).png().toBuffer() },
    bigPng: { name: 'big.png', mimeType: 'image/png', buffer: bigPng },
    tinyPng: { name: 'tiny.png', mimeType: 'image/png', buffer: tinyPng },
    jpeg: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    webp: { name: 'photo.webp', mimeType: 'image/webp', buffer: webp },
    pdf: { name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
  };
}, 180_000);

afterAll(async () => {
  if (harnessDir) rmSync(harnessDir, { recursive: true, force: true });
});

async function harnessContext(viewport: (typeof VIEWPORT_NAMES)[number]): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await context.route(`${site.url}/__harness/**`, async (route) => {
    const rel = new URL(route.request().url()).pathname.replace(/^\/__harness\//, '');
    const file = path.join(harnessDir, rel);
    if (!file.startsWith(harnessDir)) return route.abort();
    try {
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'application/octet-stream';
      await route.fulfill({ status: 200, contentType: type, body: readFileSync(file) });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
  return context;
}

async function open(context: BrowserContext, options: object = {}, accepted = true): Promise<Page> {
  const page = await context.newPage();
  if (accepted) {
    await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey(HARNESS));
  }
  await page.goto(`${site.url}${HARNESS}?options=${encodeURIComponent(JSON.stringify(options))}`);
  await page.getByTestId('upload-button').waitFor();
  return page;
}

const picked = (page: Page) => page.evaluate(() => window.__picked) as Promise<PickedRecord[]>;

async function choose(page: Page, chosen: FileSpec[]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('upload-button').click()]);
  await chooser.setFiles(chosen);
}

async function expectAlert(page: Page, text: string) {
  await expect.poll(() => page.getByTestId('alert-message').textContent()).toBe(text);
  await page.getByTestId('alert-ok').click();
  await page.getByTestId('alert-dialog').waitFor({ state: 'hidden' });
}

describe.each(VIEWPORT_NAMES)('upload widget on %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await harnessContext(viewport);
  });
  afterAll(() => context?.close());

  it('shows the button, the drop zone, the tip line', async () => {
    const page = await open(context, { dragDrop: true, tip: 'tip line' });
    await expect.poll(() => page.getByTestId('upload-button').textContent()).toBe(m.button);
    expect(await page.getByTestId('upload-dropzone').textContent()).toContain(m.dragHint);
    expect(await page.getByTestId('upload-tip').textContent()).toBe('tip line');
    expect(await page.getByTestId('upload-error').count()).toBe(0);
    await page.close();
  });

  it('click: the chosen file is handed on with its name and lastModified', async () => {
    const page = await open(context, { accept: 'image/*' });
    expect(await page.getByTestId('upload-input').getAttribute('accept')).toBe('image/*');
    await choose(page, [files.png]);
    await expect.poll(() => picked(page)).toHaveLength(1);
    const [p] = await picked(page);
    expect(p).toMatchObject({ source: 'picker', name: 'small.png', type: 'image/png', size: files.png.buffer.length });
    expect(p.head).toEqual(PNG_SIG);
    expect(p.lastModified).toBeGreaterThan(0);
    await page.close();
  });

  it('click with multiple: every chosen file is handed on', async () => {
    const page = await open(context, { multiple: true });
    expect(await page.getByTestId('upload-input').getAttribute('multiple')).not.toBeNull();
    await choose(page, [files.png, files.pdf]);
    await expect.poll(async () => (await picked(page)).map((p) => p.name)).toEqual(['small.png', 'doc.pdf']);
    await page.close();
  });

  it('click: a file not smaller than the maximum shows 文件过大 and the error line; nothing is handed on', async () => {
    const page = await open(context, { maxSize: 0.01, multiple: true });
    await choose(page, [files.png, { ...files.pdf, buffer: Buffer.alloc(10_000, 1) }]);
    await expectAlert(page, m.tooLargeAlert);
    expect(await page.getByTestId('upload-error').textContent()).toBe('文件过大,需小于0.01M');
    expect(await picked(page)).toEqual([]);
    // A file under the limit clears the error and goes through.
    await choose(page, [files.png]);
    await expect.poll(() => picked(page)).toHaveLength(1);
    expect(await page.getByTestId('upload-error').count()).toBe(0);
    await page.close();
  });

  it('count limits show their messages', async () => {
    const page = await open(context, { multiple: true, maxCount: 1 });
    await choose(page, [files.png, files.pdf]);
    await expect.poll(() => page.getByTestId('upload-error').textContent()).toBe('最多只能上传1个文件');
    expect(await picked(page)).toEqual([]);
    await page.close();
  });

  it('image dimension limits are checked', async () => {
    const page = await open(context, { dimensions: { maxWidth: 30 } });
    await choose(page, [files.png]);
    await expect.poll(() => page.getByTestId('upload-error').textContent()).toBe('图片尺寸过大,需不超过30×∞像素');
    expect(await picked(page)).toEqual([]);
    await page.close();
  });

  it('drag-drop: only the first file without multiple; type and size are checked', async () => {
    const page = await open(context, { dragDrop: true, accept: 'image/*', maxSize: 5 });
    await transferFiles(page, 'drop', [files.png, files.webp]);
    await expect.poll(async () => (await picked(page)).map((p) => `${p.source}:${p.name}`)).toEqual(['drop:small.png']);

    await transferFiles(page, 'drop', [files.pdf]);
    await expectAlert(page, m.unsupportedAlert);
    await transferFiles(page, 'drop', [{ ...files.png, name: 'huge.png', buffer: Buffer.alloc(5_000_000) }]);
    await expectAlert(page, m.tooLargeAlert);
    expect(await picked(page)).toHaveLength(1);
    await page.close();
  });

  it('drag-drop with multiple: every file must match the accept list', async () => {
    const page = await open(context, { dragDrop: true, accept: 'image/*', multiple: true });
    await transferFiles(page, 'drop', [files.png, files.pdf]);
    await expectAlert(page, m.unsupportedAlert);
    expect(await picked(page)).toEqual([]);
    await transferFiles(page, 'drop', [files.png, files.webp]);
    await expect.poll(async () => (await picked(page)).map((p) => p.name)).toEqual(['small.png', 'photo.webp']);
    await page.close();
  });

  it('paste: a file from the clipboard is handed on', async () => {
    const page = await open(context, { accept: 'image/*' });
    await transferFiles(page, 'paste', [files.png]);
    await expect
      .poll(async () => (await picked(page)).map((p) => `${p.source}:${p.name}`))
      .toEqual(['paste:small.png']);
    await transferFiles(page, 'paste', [files.pdf]);
    await expectAlert(page, m.unsupportedAlert);
    await page.close();
  });

  it('disabled: clicking does nothing, drops and pastes are ignored', async () => {
    const page = await open(context, { disabled: true, dragDrop: true });
    let choosers = 0;
    page.on('filechooser', () => choosers++);
    expect(await page.getByTestId('upload-button').isDisabled()).toBe(true);
    await page.getByTestId('upload-button').click({ force: true });
    await transferFiles(page, 'drop', [files.png]);
    await transferFiles(page, 'paste', [files.png]);
    await page.waitForTimeout(300);
    expect(choosers).toBe(0);
    expect(await picked(page)).toEqual([]);
    await page.close();
  });

  it('compliance: refuse or the mask leave it unaccepted and open no picker; agree opens the picker and is remembered', async () => {
    // A context of its own: the other tests' pages stored their acceptance in this origin's storage.
    const fresh = await harnessContext(viewport);
    const page = await open(fresh, { dragDrop: true }, false);
    let choosers = 0;
    page.on('filechooser', () => choosers++);
    const dialog = page.getByTestId('compliance-dialog');

    await page.getByTestId('upload-button').click();
    await dialog.waitFor();
    await page.getByTestId('compliance-refuse').click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('upload-button').click();
    await dialog.waitFor();
    await page.mouse.click(5, 5); // the mask
    await dialog.waitFor({ state: 'hidden' });
    expect(choosers).toBe(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), complianceKey(HARNESS))).toBeNull();

    // A drop also waits for the agreement, then goes through.
    await transferFiles(page, 'drop', [files.png]);
    await dialog.waitFor();
    await page.getByTestId('compliance-refuse').click();
    expect(await picked(page)).toEqual([]);

    await page.getByTestId('upload-button').click();
    await dialog.waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('compliance-agree').click(),
    ]);
    await chooser.setFiles([files.png]);
    await expect.poll(() => picked(page)).toHaveLength(1);
    expect(await page.evaluate((k) => localStorage.getItem(k), complianceKey(HARNESS))).toBe('1');

    await page.reload();
    await page.getByTestId('upload-button').waitFor();
    await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('upload-button').click()]);
    expect(await dialog.count()).toBe(0);
    await fresh.close();
  });

  it('compression: PNG stays PNG, others become JPEG, a bigger result is discarded', async () => {
    const page = await open(context, { compress: true, multiple: true });
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await choose(page, [files.bigPng, files.jpeg, files.webp, files.tinyPng, files.pdf]);
    await expect.poll(() => picked(page), { timeout: 20_000 }).toHaveLength(5);
    const out = Object.fromEntries((await picked(page)).map((p) => [p.name, p]));

    expect(out['big.png']).toMatchObject({ type: 'image/png' });
    expect(out['big.png'].head).toEqual(PNG_SIG);
    expect(out['big.png'].size).toBeLessThan(files.bigPng.buffer.length);

    expect(out['photo.jpg'].type).toBe('image/jpeg');
    expect(out['photo.jpg'].head.slice(0, 3)).toEqual(JPEG_SIG);
    expect(out['photo.jpg'].size).toBeLessThan(files.jpeg.buffer.length);

    expect(out['photo.webp']).toBeUndefined();
    expect(out['photo.jpg']).toBeDefined();
    const fromWebp = (await picked(page)).filter((p) => p.name === 'photo.jpg');
    expect(fromWebp).toHaveLength(2);
    expect(fromWebp.every((p) => p.head.slice(0, 3).join() === JPEG_SIG.join())).toBe(true);

    // The re-encoded palette PNG is bigger, so the original comes back untouched.
    expect(out['tiny.png']).toMatchObject({ type: 'image/png', size: files.tinyPng.buffer.length });
    const reencoded = await page.evaluate(async (b64) => {
      const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      return (await window.__transcodeImage(blob, { type: 'image/png', quality: 0.3 }))?.size ?? 0;
    }, files.tinyPng.buffer.toString('base64'));
    expect(reencoded).toBeGreaterThan(files.tinyPng.buffer.length);

    expect(out['doc.pdf']).toMatchObject({ type: 'application/pdf', size: files.pdf.buffer.length });
    // Decoding and encoding ran in the image Worker.
    expect(workers.some((u) => /image\.worker/.test(u))).toBe(true);
    await page.close();
  });

  it('image helpers: JPEG at 0.5 by default, null for an undecodable file, data URLs', async () => {
    const page = await open(context);
    const result = await page.evaluate(async (b64) => {
      const png = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const jpeg = await window.__transcodeImage(png);
      const broken = await window.__transcodeImage(new Blob(['not an image'], { type: 'image/png' }));
      const url = await window.__blobToDataUrl(new Blob(['hi'], { type: 'text/plain' }));
      return { type: jpeg?.type, head: [...new Uint8Array(await jpeg!.slice(0, 3).arrayBuffer())], broken, url };
    }, files.png.buffer.toString('base64'));
    expect(result).toEqual({ type: 'image/jpeg', head: JPEG_SIG, broken: null, url: 'data:text/plain;base64,aGk=' });
    await page.close();
  });

  it('the upload call stores the file on the server and answers its tempUrl; failures answer ""', async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/`); // the site sets its XSRF cookie on pages
    await page.goto(`${site.url}${HARNESS}`);
    await page.getByTestId('upload-button').waitFor();
    const result = await page.evaluate(async (b64) => {
      const png = new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'shot.png', { type: 'image/png' });
      const url = await window.__uploadFile(png, '截图.png');
      const served = url ? await fetch(url) : null;
      const empty = await window.__uploadFile(new File([], 'empty.png', { type: 'image/png' }));
      return {
        url,
        status: served?.status,
        type: served?.headers.get('content-type'),
        disposition: served?.headers.get('content-disposition'),
        size: served ? (await served.arrayBuffer()).byteLength : 0,
        empty,
      };
    }, files.png.buffer.toString('base64'));
    expect(result.url).toMatch(/^\/cgi-bin\/tools\/upload\/[a-f0-9]{32}$/);
    expect(result).toMatchObject({ status: 200, type: 'image/png', size: files.png.buffer.length, empty: '' });
    expect(result.disposition).toContain(encodeURIComponent('截图.png'));
    await page.close();
  });
});
