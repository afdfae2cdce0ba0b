/**
 * The text recognition tools in real Chromium on a phone and a desktop: an image is chosen, read in the
 * OCR Worker (PP-OCR with onnxruntime-web, models from our own origin) and the text or fields checked.
 * One page per viewport, reused for every tool (the models load once per page visit).
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
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
const ID_CARD = PNG('src/tools/identification/fixtures/id-card.png', 'id-card.png');
const BANK_CARD = PNG('src/tools/bankcard_ocr/fixtures/bank-card.png', 'bank-card.png');
const PASSPORT = PNG('src/tools/passport_ocr/fixtures/passport.png', 'passport.png');
const CONTAINER = PNG('src/tools/container_ocr/fixtures/container.png', 'container.png');
const LICENSE = PNG('src/tools/ocr_bizLicense/fixtures/license.png', 'license.png');
const COLUMNS = PNG('src/tools/basic_ocr/fixtures/columns.png', 'columns.png');
const ENGLISH = PNG('src/tools/ocr_english/fixtures/english.png', 'english.png');
const POSTER = PNG('src/tools/ocr_advertise/fixtures/poster.png', 'poster.png');
const CARD = PNG('src/tools/ocr_businesscard/fixtures/card.png', 'card.png');
const WAYBILL = PNG('src/tools/waybill/fixtures/waybill.png', 'waybill.png');
const VEHICLE = PNG('src/tools/carcard_ocr/fixtures/licence.png', 'licence.png');
const READ_TIMEOUT = 45_000;
/** Set E2E_SHOTS=<dir> to save each tool's result as a PNG. */
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

  it('ocr: reads two paragraphs in order, joins them, saves a .txt and a .docx', async () => {
    await openTool(page, site.url, '/ocr.html');
    await chooseFiles(page, [PARAGRAPHS]);
    await expect.poll(() => phase('ocr'), { timeout: READ_TIMEOUT }).toBe('result');
    await shot('ocr');
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
    // The Word file (built in the page with the lazily loaded `docx`): a zip whose body has the joined paragraphs.
    const docx = await download(page, () => page.getByTestId('ocr-docx').click());
    expect(docx.name).toBe('paragraphs.docx');
    const body = strFromU8(unzipSync(new Uint8Array(docx.bytes))['word/document.xml']!);
    const paragraphs = [...body.matchAll(/<w:p>.*?<\/w:p>/gs)].map((p) =>
      [...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    );
    expect(paragraphs).toEqual([
      '识别图片中的文字浏览器里完成，图片不上传。',
      'Hello OCR 2026第二段：保持行和段落顺序',
    ]);

    // A phone photo stored turned, with EXIF orientation 6 (display turned 90° clockwise): read upright.
    const turned: FileSpec = {
      name: 'turned.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(PARAGRAPHS.buffer)
        .rotate(-90)
        .jpeg({ quality: 90 })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    };
    await page.getByTestId('ocr-layout-lines').click();
    await chooseFiles(page, [turned], 'ocr-change');
    await expect.poll(() => phase('ocr'), { timeout: READ_TIMEOUT }).toBe('result');
    expect(await page.getByTestId('ocr-line').allTextContents()).toEqual([
      '识别图片中的文字',
      '浏览器里完成，图片不上传。',
      'Hello OCR 2026',
      '第二段：保持行和段落顺序',
    ]);
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('ocr on the server: an old browser (no WebAssembly SIMD) or ?server=1 has the image read by the server', async () => {
    // The phone plays an old phone whose browser cannot run the recognition Worker; the desktop asks.
    const old = viewport === 'phone';
    await openTool(page, site.url, old ? '/ocr.html' : '/ocr.html?server=1', () => {
      if (window.location.pathname === '/ocr.html' && !window.location.search) WebAssembly.validate = () => false;
    });
    await expect.poll(() => page.getByTestId('ocr-server').count()).toBe(1);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/cgi-bin/tools/ocr')) sent.push(r.method());
    });
    await chooseFiles(page, [PARAGRAPHS]);
    await expect.poll(() => phase('ocr'), { timeout: READ_TIMEOUT }).toBe('result');
    expect(sent).toEqual(['POST']);
    expect(await page.getByTestId('ocr-line').allTextContents()).toEqual([
      '识别图片中的文字',
      '浏览器里完成，图片不上传。',
      'Hello OCR 2026',
      '第二段：保持行和段落顺序',
    ]);
    expect(pageErrors).toEqual([]);
  });

  it('basic_ocr: reads a two-column page column by column, or across with columns off', async () => {
    await openTool(page, site.url, '/basic_ocr.html');
    await chooseFiles(page, [COLUMNS]);
    await expect.poll(() => phase('basic_ocr'), { timeout: READ_TIMEOUT }).toBe('result');
    await shot('basic_ocr');
    const lines = () => page.getByTestId('basic_ocr-line').allTextContents();
    expect((await lines()).slice(0, 6)).toEqual([
      '社区图书角开放通知',
      '图书角设在小区活动中心',
      '二楼，每天九点开放。',
      expect.stringMatching(/^借书请出示门禁卡[,，]$/),
      '每次最多借三本。',
      '每周六上午举办读书会',
    ]);
    await page.getByTestId('basic_ocr-columns').click();
    await expect.poll(async () => (await lines())[1]).toBe('图书角设在小区活动中心 每周六上午举办读书会');
  });

  it('ocr_english: writes the text as English, a hyphenated word joined in paragraphs', async () => {
    await openTool(page, site.url, '/ocr_english.html');
    await chooseFiles(page, [ENGLISH]);
    await expect.poll(() => phase('ocr_english'), { timeout: READ_TIMEOUT }).toBe('result');
    await shot('ocr_english');
    expect(await page.getByTestId('ocr_english-line').allTextContents()).toEqual([
      'The meeting starts at 3:30 pm in room 204.',
      'Please return the signed form by Fri-',
      'day, May 8. Thank you!',
    ]);
    await page.getByTestId('ocr_english-layout-paragraphs').click();
    await expect
      .poll(() => page.getByTestId('ocr_english-text').textContent())
      .toBe('The meeting starts at 3:30 pm in room 204. Please return the signed form by Friday, May 8. Thank you!');
  });

  it('ocr_advertise: reads the poster’s display type', async () => {
    await openTool(page, site.url, '/ocr_advertise.html');
    await chooseFiles(page, [POSTER]);
    await expect.poll(() => phase('ocr_advertise'), { timeout: READ_TIMEOUT }).toBe('result');
    await shot('ocr_advertise');
    const lines = await page.getByTestId('ocr_advertise-line').allTextContents();
    expect(lines.map((l) => l.replace(/\s/g, ''))).toEqual(['周年庆', '全场五折起', '满199减50今晚8点开抢']);
    expect(pageErrors).toEqual([]);
  });

  /** Reads `file` on the tool page and answers the fields' values and statuses by key. */
  async function readFields(slug: string, file: FileSpec): Promise<Record<string, [string, string]>> {
    await openTool(page, site.url, `/${slug}.html`);
    await chooseFiles(page, [file]);
    await expect.poll(() => phase(slug), { timeout: READ_TIMEOUT }).toBe('result');
    await shot(slug);
    const rows = page.getByTestId(`${slug}-fields`).locator('[data-status]');
    const out: Record<string, [string, string]> = {};
    for (const row of await rows.all()) {
      const key = (await row.getAttribute('data-testid'))!.slice(`${slug}-fields-`.length);
      out[key] = [
        (await row.getByTestId(`${slug}-fields-${key}-value`).textContent())!,
        (await row.getAttribute('data-status'))!,
      ];
    }
    return out;
  }

  it('identification: reads the synthetic card, every check passing', async () => {
    expect(await readFields('identification', ID_CARD)).toEqual({
      name: ['张小明', 'ok'],
      sex: ['男', 'ok'],
      ethnicity: ['汉', 'ok'],
      birth: ['1985-06-15', 'ok'],
      address: ['江苏省南京市玄武区示例路100号', 'ok'],
      number: ['320102198506151236', 'ok'],
    });
    expect(pageErrors).toEqual([]);
  });

  it('bankcard_ocr: reads the number (Luhn passing) and the printed fields', async () => {
    expect(await readFields('bankcard_ocr', BANK_CARD)).toEqual({
      number: ['6212 3456 7890 1265', 'ok'],
      network: ['银联 UnionPay', 'ok'],
      expiry: ['08/29', 'ok'],
      bank: ['示例银行', 'ok'],
    });
  });

  it('passport_ocr: reads the MRZ, every check digit passing', async () => {
    const fields = await readFields('passport_ocr', PASSPORT);
    expect(fields.number).toEqual(['E12345678', 'ok']);
    expect(fields.surname).toEqual(['ZHANG', 'ok']);
    expect(fields.birth).toEqual(['1985-06-15', 'ok']);
    expect(fields.expiry).toEqual(['2034-01-01', 'ok']);
    expect(fields.composite).toEqual(['8', 'ok']);
  });

  it('container_ocr: reads the number with its framed check digit (second look)', async () => {
    const fields = await readFields('container_ocr', CONTAINER);
    expect(fields.number).toEqual(['CSQU3054383', 'ok']);
    expect(fields.checkDigit).toEqual(['3', 'ok']);
    expect(fields.sizeType).toEqual(['22G1', 'ok']);
  });

  it('ocr_bizLicense: reads the code (GB 32100 check passing) and the fields', async () => {
    const fields = await readFields('ocr_bizLicense', LICENSE);
    expect(fields.code).toEqual(['91350100M000100Y43', 'ok']);
    expect(fields.name).toEqual(['示例科技有限公司', 'ok']);
    expect(fields.founded).toEqual(['2020-05-08', 'ok']);
    expect(fields.address).toEqual(['福建省福州市示例区示例路8号', 'ok']);
    expect(pageErrors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('ocr_businesscard: reads the card, saves a vCard and an .xlsx', async () => {
    const fields = await readFields('ocr_businesscard', CARD);
    expect(fields.name).toEqual(['王小红', 'ok']);
    expect(fields.company).toEqual(['示例云科技有限公司', 'ok']);
    expect(fields.mobile).toEqual(['13912345678', 'ok']);
    expect(fields.email).toEqual(['xiaohong.wang@example.com', 'ok']);
    const vcard = await download(page, () => page.getByTestId('ocr_businesscard-vcard').click());
    expect(vcard.name).toBe('business-card.vcf');
    expect(vcard.bytes.toString('utf8')).toContain('\r\nFN:王小红\r\n');
    const xlsx = await download(page, () => page.getByTestId('ocr_businesscard-fields-xlsx').click());
    expect(xlsx.name).toBe('business-card.xlsx');
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.bytes))['xl/sharedStrings.xml']!);
    expect(sheet).toContain('王小红');
    expect(sheet).toContain('card.png');
  });

  it('waybill: reads the number, courier and both parties', async () => {
    const fields = await readFields('waybill', WAYBILL);
    expect(fields.number).toEqual(['SF1234567890123', 'ok']);
    expect(fields.courier).toEqual(['顺丰速运', 'ok']);
    expect(fields.receiverPhone).toEqual(['138****5678', 'ok']);
    expect(fields.senderAddress).toEqual(['浙江省杭州市西湖区示例街8号', 'ok']);
  });

  it('carcard_ocr: reads the vehicle licence, the VIN passing its check', async () => {
    const fields = await readFields('carcard_ocr', VEHICLE);
    expect(fields.plate).toEqual(['苏A12345', 'ok']);
    expect(fields.vin).toEqual(['LSVAU033612345678', 'ok']);
    expect(fields.registered).toEqual(['2020-05-08', 'ok']);
    expect(pageErrors).toEqual([]);
    expect(outside).toEqual([]);
  });
});
