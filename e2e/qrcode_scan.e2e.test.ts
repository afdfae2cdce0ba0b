/**
 * The QR code reader (/qrcode_scan.html) in real Chromium on a phone and a desktop: the compliance gate,
 * choosing an image by click, drag-drop and paste, every state (no image, chosen, scanning, result, no
 * content, error) and message, several codes in one image, links and copy, and that the engine (ZXing-C++
 * wasm, in a Worker) comes from our own origin. Set E2E_SHOTS=<dir> to save a screenshot of each state.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import QRCode from 'qrcode';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '../src/tools/qrcode_scan/messages.js';
import { uploadMessages } from '../src/web/upload/messages.js';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { format } from '../src/web/i18n/index.js';
import {
  newContext,
  VIEWPORT_NAMES,
  type Site,
  type ViewportName,
  transferFiles,
  withSite,
  type FileSpec,
} from './support.js';

const m = messages.zh;
const PATH = '/qrcode_scan.html';
const FIXTURES = 'src/tools/qrcode_scan/fixtures';
const SHOTS = process.env.E2E_SHOTS;
let site: Site;
let browser: Browser;

let files: Record<'photo' | 'double' | 'noQr' | 'corrupt' | 'blank' | 'hostile' | 'pdf' | 'tooBig', FileSpec>;
const expected = readFileSync(`${FIXTURES}/office-hours.txt`, 'utf8');
const HOSTILE_TEXT = '<img src=x onerror="window.__xss=1"> javascript:alert(1) https://ok.example/path';

beforeAll(async () => {
  const png = (buffer: Buffer, name: string): FileSpec => ({ name, mimeType: 'image/png', buffer });
  const noise = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.sin(i / 97) * 90 + 128 + ((i * 31) % 23)) & 255;
  files = {
    photo: { name: 'office-hours.webp', mimeType: 'image/webp', buffer: readFileSync(`${FIXTURES}/office-hours.webp`) },
    double: { name: 'double-qr.webp', mimeType: 'image/webp', buffer: readFileSync(`${FIXTURES}/double-qr.webp`) },
    noQr: {
      name: 'landscape.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(noise, { raw: { width: 640, height: 480, channels: 3 } })
        .blur(2)
        .jpeg()
        .toBuffer(),
    },
    // A PNG signature (the upload's content check passes) over bytes no decoder reads.
    corrupt: png(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)),
      ]),
      'broken.png',
    ),
    blank: png(await QRCode.toBuffer(' ', { scale: 6 }), 'blank.png'),
    hostile: png(await QRCode.toBuffer(HOSTILE_TEXT, { scale: 6 }), 'hostile.png'),
    pdf: { name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
    tooBig: png(Buffer.alloc(7_340_033, 0), 'huge.png'),
  };
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

withSite((s, b) => ([site, browser] = [s, b]));

async function openPage(context: BrowserContext, accepted = true): Promise<Page> {
  const page = await context.newPage();
  if (accepted) await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey(PATH));
  await page.goto(`${site.url}${PATH}`);
  // Hydrated: the widget's controls answer (the pre-rendered button is there before).
  await page.waitForSelector('[data-testid="feedback-link"][href*="?host="]', { state: 'attached' });
  return page;
}

const phase = (page: Page) => page.getByTestId('qrcode-scan').getAttribute('data-phase');
async function waitPhase(page: Page, ...phases: string[]) {
  await expect.poll(() => phase(page), { timeout: 20_000 }).toBeOneOf(phases);
}

/** Chooses through the file chooser opened by `trigger` (the upload button, or 更换图片). */
async function choose(page: Page, file: FileSpec, trigger = page.getByTestId('upload-button')) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(file);
}

async function scan(page: Page) {
  await page.getByTestId('qr-scan').click();
  await waitPhase(page, 'result', 'none', 'error');
}

async function expectAlert(page: Page, text: string) {
  await expect.poll(() => page.getByTestId('alert-message').textContent()).toBe(text);
  await page.getByTestId('alert-ok').click();
  await page.getByTestId('alert-dialog').waitFor({ state: 'hidden' });
}

async function shot(page: Page, viewport: ViewportName, state: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(250); // let ripples and fades settle
  await page.screenshot({ path: `${SHOTS}/qrcode_scan-${viewport}-${state}.png`, fullPage: true });
}

it('pre-renders the upload button into /qrcode_scan.html', async () => {
  const html = await (await fetch(`${site.url}${PATH}`)).text();
  expect(html).toContain('data-testid="qrcode-scan"');
  expect(html).toContain(m.upload);
  expect(html).toContain(uploadMessages.zh.dragHint);
});

describe.each(VIEWPORT_NAMES)('QR reader on %s', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  });
  afterAll(() => context?.close());

  it('compliance first: refuse opens no picker; agree opens it, and is remembered', async () => {
    const fresh = await newContext(browser, viewport);
    const page = await openPage(fresh, false);
    let choosers = 0;
    page.on('filechooser', () => choosers++);
    expect(await phase(page)).toBe('empty');
    await page.getByTestId('upload-button').click();
    await page.getByTestId('compliance-dialog').waitFor();
    await shot(page, viewport, '0-compliance');
    await page.getByTestId('compliance-refuse').click();
    await page.getByTestId('compliance-dialog').waitFor({ state: 'hidden' });
    expect(choosers).toBe(0);

    await page.getByTestId('upload-button').click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('compliance-agree').click(),
    ]);
    await chooser.setFiles(files.photo);
    await waitPhase(page, 'chosen');

    await page.reload();
    await page.waitForSelector('[data-testid="feedback-link"][href*="?host="]', { state: 'attached' });
    await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('upload-button').click()]);
    expect(await page.getByTestId('compliance-dialog').count()).toBe(0);
    await fresh.close();
  });

  it('no image → chosen → scanning (both buttons disabled) → result, with the engine from our origin', async () => {
    // A context of its own, so the engine is fetched (and can be held) here.
    const own = await newContext(browser, viewport);
    await own.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const requests: string[] = [];
    own.on('request', (r) => requests.push(r.url()));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await own.route(/\/assets\/zxing_reader-[\w-]+\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await openPage(own);

    expect(await phase(page)).toBe('empty');
    expect(await page.getByTestId('upload-button').textContent()).toBe(m.upload);
    expect(await page.getByTestId('upload-input').getAttribute('accept')).toBe('image/*');
    expect(await page.getByTestId('upload-tip').textContent()).toBe(format(m.tip, { N: '7' }));
    await shot(page, viewport, '1-empty');

    await choose(page, files.photo);
    await waitPhase(page, 'chosen');
    expect(await page.getByTestId('qr-preview').getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByTestId('qr-change').textContent()).toBe(m.change);
    expect(await page.getByTestId('qr-scan').textContent()).toBe(m.scan);
    await expect
      .poll(() => page.getByTestId('qr-preview').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, viewport, '2-chosen');

    await page.getByTestId('qr-scan').click();
    await waitPhase(page, 'scanning');
    expect(await page.getByTestId('qr-scan').isDisabled()).toBe(true);
    expect(await page.getByTestId('qr-change').isDisabled()).toBe(true);
    expect(await page.getByTestId('qr-scan').getAttribute('aria-busy')).toBe('true');
    expect(await page.getByTestId('qr-scanning').textContent()).toBe(m.scanning);
    await shot(page, viewport, '3-scanning');
    release();

    await waitPhase(page, 'result');
    expect(await page.getByTestId('qr-text').allTextContents()).toEqual([expected]);
    const link = page.getByTestId('qr-text').locator('a');
    expect(await link.getAttribute('href')).toBe('http://www.corp.google.com/sparrow/ui_office_hours/');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await page.getByTestId('qr-scan').isDisabled()).toBe(false);
    await shot(page, viewport, '4-result');

    await page.getByTestId('qr-copy').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe(m.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // Nothing left the origin; the wasm came from /assets/, and the scan made no server call.
    const origin = new URL(site.url).origin;
    const foreign = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:'));
    expect(foreign).toEqual([]);
    expect(requests.some((u) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(u))).toBe(true);
    expect(requests.some((u) => /\/assets\/qr\.worker-[\w-]+\.js$/.test(u))).toBe(true);
    expect(
      requests.filter(
        (u) => u.includes('/cgi-bin/') && !u.includes('/cgi-bin/tools/report') && !u.includes('get_statistics'),
      ),
    ).toEqual([]);
    await own.close();
  });

  it('several codes in one image are all shown', async () => {
    const page = await openPage(context);
    await choose(page, files.double);
    await scan(page);
    expect(await phase(page)).toBe('result');
    const texts = await page.getByTestId('qr-text').allTextContents();
    expect(texts).toHaveLength(2);
    expect(texts.some((t) => t.startsWith('[内側QRコード]'))).toBe(true);
    expect(texts.some((t) => t.startsWith('[外側QRコード]'))).toBe(true);
    expect(await page.getByRole('heading', { name: format(m.resultCount, { count: 2 }) }).count()).toBe(1);
    await shot(page, viewport, '5-several');
    await page.close();
  });

  it('a photo without a code gives 没有识别到内容。; a broken file gives 识别出错。; a new image clears them', async () => {
    const page = await openPage(context);
    await choose(page, files.noQr);
    await scan(page);
    expect(await phase(page)).toBe('none');
    expect(await page.getByTestId('qr-none').textContent()).toContain(m.noContent);
    await shot(page, viewport, '6-none');

    await choose(page, files.corrupt, page.getByTestId('qr-change'));
    await waitPhase(page, 'chosen');
    expect(await page.getByTestId('qr-none').count()).toBe(0);
    // The browser cannot show it either: a placeholder instead of a broken image.
    expect(await page.getByTestId('qr-preview-failed').textContent()).toBe(m.noPreview);
    await scan(page);
    expect(await phase(page)).toBe('error');
    expect(await page.getByTestId('qr-error').getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('qr-error').textContent()).toContain(m.error);
    await shot(page, viewport, '7-error');

    await choose(page, files.photo, page.getByTestId('qr-change'));
    await waitPhase(page, 'chosen');
    expect(await page.getByTestId('qr-error').count()).toBe(0);
    await scan(page);
    await choose(page, files.double, page.getByTestId('qr-change'));
    await waitPhase(page, 'chosen');
    expect(await page.getByTestId('qr-result').count()).toBe(0);
    await page.close();
  });

  it('an empty text shows 没有识别到信息哦; decoded text is never HTML and only http(s) links are clickable', async () => {
    const page = await openPage(context);
    await choose(page, files.blank);
    await scan(page);
    expect(await phase(page)).toBe('result');
    expect(await page.getByTestId('qr-text').textContent()).toBe(m.empty);
    expect(await page.getByTestId('qr-copy').count()).toBe(0);
    await shot(page, viewport, '8-empty-text');

    await choose(page, files.hostile, page.getByTestId('qr-change'));
    await scan(page);
    expect(await page.getByTestId('qr-text').textContent()).toBe(HOSTILE_TEXT);
    expect(await page.getByTestId('qr-text').locator('img').count()).toBe(0);
    expect(
      await page
        .getByTestId('qr-text')
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['https://ok.example/path']);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.close();
  });

  it('drag-drop and paste choose an image; only the first file is used; non-images and big files are refused', async () => {
    const page = await openPage(context);
    await transferFiles(page, 'drop', [files.pdf]);
    await expectAlert(page, uploadMessages.zh.unsupportedAlert);
    await transferFiles(page, 'drop', [files.tooBig]);
    await expectAlert(page, uploadMessages.zh.tooLargeAlert);
    expect(await phase(page)).toBe('empty');

    await transferFiles(page, 'drop', [files.double, files.photo]);
    await waitPhase(page, 'chosen');
    await scan(page);
    expect(await page.getByTestId('qr-text').count()).toBe(2); // the double QR, not the photo

    await transferFiles(page, 'paste', [files.photo]);
    await waitPhase(page, 'chosen');
    await scan(page);
    expect(await page.getByTestId('qr-text').allTextContents()).toEqual([expected]);
    await page.close();
  });

  it('a file over 7 MiB shows 文件过大 and the error line', async () => {
    const page = await openPage(context);
    await choose(page, files.tooBig);
    await expectAlert(page, uploadMessages.zh.tooLargeAlert);
    expect(await page.getByTestId('upload-error').textContent()).toBe('文件过大,需不超过7MB');
    expect(await phase(page)).toBe('empty');
    await shot(page, viewport, '9-too-big');
    await page.close();
  });
});
