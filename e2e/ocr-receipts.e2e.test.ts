/**
 * The receipt and certificate readers in real Chromium on a phone and a desktop: a drawn document is read
 * in the OCR Worker (PP-OCR, models from our own origin) and its fields, tables and exports checked.
 * One page per viewport, reused for every tool (the models load once per page).
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
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

const PNG = (path: string): FileSpec => ({
  name: path.split('/').pop()!,
  mimeType: 'image/png',
  buffer: readFileSync(path),
});
const INVOICE = PNG('src/tools/invoice_extract/fixtures/invoice.png');
const DIGITAL_INVOICE = PNG('src/tools/invoice_extract/fixtures/digital-invoice.png');
const PERMIT = PNG('src/tools/ocr_permit/fixtures/permit.png');
const BANK_SLIP = PNG('src/tools/bankslip_ocr/fixtures/bank-slip.png');
const DUTY_PAID = PNG('src/tools/ocr_dutypaidproof/fixtures/duty-paid.png');
const MEDICAL = PNG('src/tools/ocr_recognize_medical_invoice/fixtures/medical.png');
const TRIPS = PNG('src/tools/onlinetaxi_ocr/fixtures/trips.png');
const READ_TIMEOUT = 60_000;
/** Set E2E_SHOTS=<dir> to save each tool's result as a PNG. */
const SHOTS = process.env.E2E_SHOTS;

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

/** The shared strings of an .xlsx download (its cells' text). */
const xlsxStrings = (bytes: Buffer) => strFromU8(unzipSync(new Uint8Array(bytes))['xl/sharedStrings.xml']!);

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

  /** Reads `files` on the tool page; answers the fields' values and statuses by key (of `fieldsId`). */
  async function readFields(
    slug: string,
    files: FileSpec[],
    fieldsId = `${slug}-fields`,
  ): Promise<Record<string, [string, string]>> {
    await openTool(page, site.url, `/${slug}.html`);
    await chooseFiles(page, files);
    await expect.poll(() => phase(slug), { timeout: READ_TIMEOUT * files.length }).toBe('result');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${slug}-${viewport}.png`, fullPage: true });
    const out: Record<string, [string, string]> = {};
    for (const row of await page.getByTestId(fieldsId).locator('[data-status]').all()) {
      const key = (await row.getAttribute('data-testid'))!.slice(`${fieldsId}-`.length);
      out[key] = [
        (await row.getByTestId(`${fieldsId}-${key}-value`).textContent())!,
        (await row.getAttribute('data-status'))!,
      ];
    }
    return out;
  }

  /** A table's cells, row by row, as `value|status`. */
  async function tableRows(id: string): Promise<string[][]> {
    const rows: string[][] = [];
    for (const row of await page.getByTestId(`${id}-row`).all()) {
      const cells = await row.locator('[data-status]').all();
      rows.push(
        await Promise.all(cells.map(async (c) => `${await c.textContent()}|${await c.getAttribute('data-status')}`)),
      );
    }
    return rows;
  }

  it('invoice_extract: reads two invoices at once, the last one’s fields shown, both in one .xlsx', async () => {
    const fields = await readFields('invoice_extract', [INVOICE, DIGITAL_INVOICE]);
    // The last image read is shown: the 数电 invoice (no code).
    expect(fields.number).toEqual(['26442000000012345678', 'ok']);
    expect(fields.sellerTaxId).toEqual(['91440300MA5F00001A', 'ok']);
    expect(fields.total).toEqual(['565.00', 'ok']);
    expect(fields.totalWords).toEqual(['565.00', 'ok']);
    expect(fields.code![1]).toBe('missing');
    await expect.poll(() => page.getByTestId('invoice_extract-batch').count()).toBe(1);
    const xlsx = await download(page, () => page.getByTestId('invoice_extract-all-xlsx').click());
    expect(xlsx.name).toBe('invoices.xlsx');
    const cells = xlsxStrings(xlsx.bytes);
    for (const text of ['invoice.png', 'digital-invoice.png', '12345678901234567890', '26442000000012345678'])
      expect(cells).toContain(text);
    expect(pageErrors).toEqual([]);
  });

  it('ocr_permit: reads the 往来港澳通行证, the machine line passing its checks', async () => {
    const fields = await readFields('ocr_permit', [PERMIT]);
    expect(fields.kind).toEqual(['往来港澳通行证', 'ok']);
    expect(fields.number).toEqual(['C12345678', 'ok']);
    expect(fields.nameZh).toEqual(['林示例', 'ok']);
    expect(fields.birth).toEqual(['1990-05-01', 'ok']);
    expect(fields.validTo).toEqual(['2030-05-31', 'ok']);
    expect(fields.mrz).toEqual(['CSC123456788<3005316<9005019<2', 'ok']);
  });

  it('bankslip_ocr: reads payer, payee and the amounts agreeing', async () => {
    const fields = await readFields('bankslip_ocr', [BANK_SLIP]);
    expect(fields.payerName).toEqual(['示例商贸有限公司', 'ok']);
    expect(fields.payeeAccount).toEqual(['4400112233445566778', 'ok']);
    expect(fields.amount).toEqual(['12345.60', 'ok']);
    expect(fields.amountWords).toEqual(['12345.60', 'ok']);
  });

  it('ocr_dutypaidproof: reads the certificate and its tax lines', async () => {
    const fields = await readFields('ocr_dutypaidproof', [DUTY_PAID]);
    expect(fields.taxpayerId).toEqual(['91320100MA1R2B3C4P', 'ok']);
    expect(fields.total).toEqual(['1320.98', 'ok']);
    expect(await tableRows('ocr_dutypaidproof-lines')).toEqual([
      ['增值税|ok', '2026-02-01至2026-02-28|ok', '1234.56|ok'],
      ['城市维护建设税|ok', '2026-02-01至2026-02-28|ok', '86.42|ok'],
    ]);
  });

  it('ocr_recognize_medical_invoice: reads the receipt, items and payments adding up', async () => {
    const fields = await readFields('ocr_recognize_medical_invoice', [MEDICAL]);
    expect(fields.number).toEqual(['0012345678', 'ok']);
    expect(fields.total).toEqual(['355.50', 'ok']);
    expect(fields.cash).toEqual(['205.50', 'ok']);
    expect(await tableRows('ocr_recognize_medical_invoice-items')).toEqual([
      ['西药费|ok', '120.50|ok'],
      ['检查费|ok', '200.00|ok'],
      ['治疗费|ok', '35.00|ok'],
    ]);
  });

  it('onlinetaxi_ocr: reads the trips table and the total, saves the trips as .xlsx', async () => {
    const fields = await readFields('onlinetaxi_ocr', [TRIPS]);
    expect(fields.total).toEqual(['156.30', 'ok']);
    expect(fields.count).toEqual(['3', 'ok']);
    expect(await tableRows('onlinetaxi_ocr-trips')).toEqual([
      ['03-01 08:30|ok', '快车|ok', '示例大厦|ok', '南站|ok', '12.3|ok', '35.60|ok'],
      ['03-05 18:10|ok', '快车|ok', '南站|ok', '示例花园|ok', '8.5|ok', '26.40|ok'],
      ['03-12 09:05|ok', '专车|ok', '示例花园|ok', '机场T3|ok', '30.2|ok', '94.30|ok'],
    ]);
    const xlsx = await download(page, () => page.getByTestId('onlinetaxi_ocr-trips-xlsx').click());
    expect(xlsx.name).toBe('trips.xlsx');
    expect(xlsxStrings(xlsx.bytes)).toContain('机场T3');
    expect(pageErrors).toEqual([]);
    expect(outside).toEqual([]);
  });
});
