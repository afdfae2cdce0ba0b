/**
 * The QR code maker (/qrcode.html) in real Chromium on a phone and a desktop: pre-rendered and hydrated,
 * live preview, level and version, the "does not fit" message and its fixes, colours, and the PNG and
 * SVG downloads decoded by ZXing (zxing-wasm) in Node.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { format } from '../src/web/i18n/index.js';
import { messages } from '../src/tools/qrcode/messages.js';
import { UA } from '../src/web/share/ua-samples.js';
import { decodeQr, decodeText } from '../src/tools/qrcode/decode.testutil.js';
import { newContext, VIEWPORT_NAMES, type Site, withSite } from './support.js';

const zh = messages.zh;
let site: Site;
let browser: Browser;

withSite((s, b) => ([site, browser] = [s, b]));

/** The preview showing exactly `text` (optionally at a version and level). */
function preview(page: Page, text: string, attrs: { version?: number; level?: string } = {}) {
  let selector = `img[data-testid="qr-preview"][alt="${format(zh.alt, { text }).replace(/"/g, '\\"')}"]`;
  if (attrs.version) selector += `[data-version="${attrs.version}"]`;
  if (attrs.level) selector += `[data-level="${attrs.level}"]`;
  return page.locator(selector);
}

async function download(page: Page, testId: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = await download.path();
  return { download, bytes: await readFile(file) };
}

/** Draws an SVG document in the browser and returns a PNG screenshot of it. */
async function rasteriseSvg(context: BrowserContext, svg: string): Promise<Uint8Array> {
  const page = await context.newPage();
  await page.setContent(`<body style="margin:0;background:#fff">${svg}</body>`);
  const shot = await page.locator('svg').screenshot();
  await page.close();
  return new Uint8Array(shot);
}

it('pre-renders the tool UI into /qrcode.html', async () => {
  const html = await (await fetch(`${site.url}/qrcode.html`)).text();
  expect(html).toContain('data-testid="qrcode-tool"');
  expect(html).toContain('data-testid="qr-text"');
  expect(html).toContain('data-testid="qr-empty"');
  expect(html).toContain(zh.emptyTitle);
  expect(html).toContain(zh.downloadPng);
  expect(html).toContain(zh.downloadSvg);
  expect(html).toContain('data-hydrated="false"');
});

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    context = await newContext(browser, viewport, { acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // React reports a server/client mismatch on the console.
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /hydrat|did not match|Minified React error/i.test(msg.text()))
        pageErrors.push(msg.text());
    });
    await page.goto(`${site.url}/qrcode.html`);
    await page.locator('[data-testid="qrcode-tool"][data-hydrated="true"]').waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('hydrates into the inviting empty state, downloads disabled', async () => {
    await expect(page.getByTestId('qr-empty').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('qr-error').count()).resolves.toBe(0);
    await expect(page.getByTestId('qr-download-png').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('qr-download-svg').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('qr-level-M').getAttribute('aria-checked')).resolves.toBe('true');
    await expect(page.getByTestId('qr-version').inputValue()).resolves.toBe('auto');
  });

  it('updates the preview as the text is typed and downloads a PNG that decodes to it', async () => {
    const text = '你好，二维码 https://example.com/?q=1&lang=zh';
    await page.getByTestId('qr-text').fill(text.slice(0, 10));
    await page.getByTestId('qr-text').pressSequentially(text.slice(10));
    await preview(page, text, { level: 'M' }).waitFor();
    await expect(page.getByTestId('qr-download-png').isEnabled()).resolves.toBe(true);

    const { download: png, bytes } = await download(page, 'qr-download-png');
    expect(png.suggestedFilename()).toMatch(/^qrcode-.+\.png$/);
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(await decodeText(new Uint8Array(bytes))).toBe(text);
  });

  it('follows the chosen level and version into the downloads', async () => {
    const text = 'https://example.com/二维码?from=toolbox';
    await page.getByTestId('qr-text').fill(text);
    await page.getByTestId('qr-level-Q').click();
    await page.getByTestId('qr-version').selectOption('7');
    await preview(page, text, { version: 7, level: 'Q' }).waitFor();
    await expect(page.getByTestId('qr-info').textContent()).resolves.toBe(
      format(zh.info, { version: 7, size: 45, level: 'Q' }),
    );

    const { bytes } = await download(page, 'qr-download-png');
    const [result] = await decodeQr(new Uint8Array(bytes));
    expect(result?.text).toBe(text);
    expect(result.version).toBe('7');
    expect(result.ecLevel).toBe('Q');
    // Scale 4 and margin 4: (45 + 8) × 4 pixels.
    expect(bytes.readUInt32BE(16)).toBe(212);

    const { download: svgDownload, bytes: svgBytes } = await download(page, 'qr-download-svg');
    expect(svgDownload.suggestedFilename()).toMatch(/^qrcode-.+\.svg$/);
    const svg = svgBytes.toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="212" height="212"/);
    expect(await decodeText(await rasteriseSvg(context, svg))).toBe(text);
  });

  it('puts the chosen colours into the SVG', async () => {
    const text = 'colours';
    await page.getByTestId('qr-text').fill(text);
    await page.getByTestId('qr-dark-hex').fill('#1F3A93');
    await page.getByTestId('qr-light').fill('#fff8e1');
    await preview(page, text).waitFor();
    await expect(page.getByTestId('qr-light-hex').inputValue()).resolves.toBe('#fff8e1');
    const { bytes } = await download(page, 'qr-download-svg');
    const svg = bytes.toString('utf8');
    expect(svg).toContain('stroke="#1f3a93"');
    expect(svg).toContain('fill="#fff8e1"');
    expect(await decodeText(await rasteriseSvg(context, svg))).toBe(text);
    // Too little contrast is pointed out.
    await page.getByTestId('qr-dark-hex').fill('#eeeeee');
    await page.getByTestId('qr-color-warning').waitFor();
    await page.getByTestId('options-reset').click();
    await expect(page.getByTestId('qr-dark-hex').inputValue()).resolves.toBe('#000000');
    await expect(page.getByTestId('qr-color-warning').count()).resolves.toBe(0);
  });

  it('says what to do when the text does not fit version 1 at level H, and offers the fixes', async () => {
    const text = 'https://example.com/二维码?from=toolbox'; // 42 bytes: needs version 5 at H
    await page.getByTestId('qr-version').selectOption('1');
    await page.getByTestId('qr-level-H').click();
    await page.getByTestId('qr-text').fill(text);
    const error = page.locator('[data-testid="qr-error"][data-code="versionTooSmall"]');
    await error.waitFor();
    const message = await error.textContent();
    expect(message).toContain(zh.tooMuchTitle);
    expect(message).toContain(format(zh.versionTooSmall, { version: 1, level: 'H', min: 5 }));
    await expect(page.getByTestId('qr-download-png').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('qr-preview').count()).resolves.toBe(0);

    // The same message in English.
    await page.getByTestId('lang-switch').click();
    // The English strings load on first use.
    await expect
      .poll(() => error.textContent())
      .toContain(format(messages.en.versionTooSmall, { version: 1, level: 'H', min: 5 }));
    await page.getByTestId('lang-switch').click();

    await page.getByTestId('qr-fix-version').click();
    await preview(page, text, { version: 5, level: 'H' }).waitFor();
    await expect(page.getByTestId('qr-version').inputValue()).resolves.toBe('5');
    const { bytes } = await download(page, 'qr-download-png');
    expect(await decodeText(new Uint8Array(bytes))).toBe(text);
  });

  it('says so when even version 40 cannot hold the text, and empties back to the invitation', async () => {
    await page.getByTestId('qr-version').selectOption('auto');
    await page.getByTestId('qr-level-H').click();
    await page.getByTestId('qr-text').fill('长'.repeat(1000)); // 3000 bytes: more than 40-H (1273) or 40-L (2953)
    const error = page.locator('[data-testid="qr-error"][data-code="tooLong"]');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain(format(zh.tooLong, { bytes: 3000, level: 'H' }));
    await expect(page.getByTestId('qr-fix-level').count()).resolves.toBe(0);

    await page.getByTestId('qr-text-clear').click();
    await page.getByTestId('qr-empty').waitFor();
    await expect(page.getByTestId('qr-error').count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
  });
});

describe('saving through the shared save helper', () => {
  it('inside WeChat, the PNG opens full screen to long-press (no download); the SVG gets the open-in-browser note', async () => {
    const context = await newContext(browser, 'phone', { userAgent: UA.wechatAndroid });
    const page = await context.newPage();
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.goto(`${site.url}/qrcode.html?level=Q`);
    await page.locator('[data-testid="qrcode-tool"][data-hydrated="true"]').waitFor();
    await page.getByTestId('qr-text').fill('https://example.com/微信');
    await preview(page, 'https://example.com/微信', { level: 'Q' }).waitFor();
    await page.getByTestId('qr-download-png').click();
    await page.getByTestId('longpress-dialog').waitFor();
    expect(await page.getByTestId('longpress-hint').textContent()).toBe('长按图片保存到相册');
    const src = await page.getByTestId('longpress-image').getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,/);
    expect(await decodeText(new Uint8Array(Buffer.from(src!.split(',')[1], 'base64')))).toBe(
      'https://example.com/微信',
    );
    expect(downloads).toBe(0);
    await page.getByTestId('longpress-close').click();
    await page.getByTestId('longpress-dialog').waitFor({ state: 'detached' });
    // An SVG is a document, not a photo: WeChat blocks the download, and the page says what to do.
    await page.getByTestId('qr-download-svg').click();
    await page.getByTestId('open-in-browser').waitFor();
    await context.close();
  });
});
