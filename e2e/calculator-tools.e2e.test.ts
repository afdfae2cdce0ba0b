/**
 * The calculators of issue 19 in real Chromium on a phone and a desktop: one visitor flow per tool, typing
 * or tapping the inputs and reading the figures the page shows (exact decimals, dates from the data).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { shared, stubFileShare } from './image-support.js';
import { download, newContext, openTool, VIEWPORT_NAMES, withSite, type Site } from './support.js';

let site: Site;
let browser: Browser;
withSite((s, b) => ([site, browser] = [s, b]));

describe.each(VIEWPORT_NAMES)('on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const phone = viewport === 'phone';
  const text = (id: string) => () => page.getByTestId(id).textContent();
  /** The value shown under `id` once it has settled on `want`. */
  const shows = (id: string, want: string) => expect.poll(text(id)).toBe(want);

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    if (phone) await context.addInitScript(stubFileShare);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });

  it('计算器: exact decimals by keypad or keyboard, history, scientific keys', async () => {
    await openTool(page, site.url, '/calculator.html');
    if (phone) {
      for (const k of ['0', '.', '1', '+', '0', '.', '2']) await page.getByTestId(`key-${k}`).click();
    } else {
      await page.getByTestId('calc-input').click();
      await page.keyboard.type('0.1+0.2');
    }
    await shows('calc-result', '= 0.3');
    if (phone) await page.getByTestId('key-=').click();
    else await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('calc-history-item').first().textContent()).toContain('0.3');
    await page.getByTestId('key-C').click();
    for (const k of ['√', '2', ')', 'x²']) await page.getByTestId(`key-${k}`).click();
    await expect.poll(() => page.getByTestId('calc-input').inputValue()).toBe('√(2)^2');
    await shows('calc-result', '= 2');
    await page.getByTestId('key-C').click();
    await page.getByTestId('calc-input').fill('1/3*3');
    await shows('calc-result', '= 1');
  });

  it('进制转换: hexadecimal, binary fractions and 64-bit integers', async () => {
    await openTool(page, site.url, '/hexconvert.html');
    await page.getByTestId('hex-from').selectOption('16');
    await page.getByTestId('hex-input').fill('ff');
    await shows('hex-10', '255');
    await shows('hex-2', '11111111');
    await page.getByTestId('hex-from').selectOption('2');
    await page.getByTestId('hex-input').fill('1010.101');
    await shows('hex-10', '10.625');
    await page.getByTestId('hex-from').selectOption('10');
    await page.getByTestId('hex-input').fill('18446744073709551615');
    await shows('hex-16', 'FFFFFFFFFFFFFFFF');
    await page.getByTestId('hex-input').fill('12G');
    await expect.poll(() => page.getByTestId('hexconvert-tool').getAttribute('data-state')).not.toBe('ok');
  });

  it('数字大小写转换: amounts to 大写 and back', async () => {
    await openTool(page, site.url, '/num2zh.html');
    await page.getByTestId('num2zh-input').fill('1234.56');
    await shows('num2zh-amount', '壹仟贰佰叁拾肆元伍角陆分');
    await shows('num2zh-lower', '一千二百三十四点五六');
    await page.getByTestId('num2zh-input').fill('壹万元整');
    await shows('num2zh-arabic', '10000');
    await shows('num2zh-grouped', '10,000');
  });

  it('BMI计算: Chinese and WHO classes, healthy range', async () => {
    await openTool(page, site.url, '/bmi.html');
    await page.getByTestId('bmi-height').fill('175');
    await page.getByTestId('bmi-weight').fill('70');
    await shows('bmi-value', '22.9');
    await shows('bmi-range', '56.7–73.2 千克');
    await page.getByTestId('bmi-weight').fill('75');
    await shows('bmi-value', '24.5');
    await expect.poll(text('bmi-cn')).toBe('超重');
    await page.getByTestId('bmi-std-who').click();
    await expect.poll(text('bmi-value-card')).toContain('正常');
  });

  it('时间戳转换: seconds to Beijing time and back', async () => {
    await openTool(page, site.url, '/timestamp.html');
    await page.getByTestId('ts-input').fill('1700000000');
    await expect.poll(text('ts-local')).toContain('2023-11-15 06:13:20');
    await shows('ts-milliseconds', '1700000000000');
    await page.getByTestId('ts-zone').selectOption('UTC');
    await expect.poll(text('ts-local')).toContain('2023-11-14 22:13:20');
    await page.getByTestId('ts-date').fill('2024-02-10 00:00:00');
    await shows('ts-back-seconds', '1707523200');
  });

  it('日期计算: days between, working days after the Spring Festival, lunar dates', async () => {
    await openTool(page, site.url, '/datecal.html');
    await page.getByTestId('date-a').fill('2024-01-01');
    await page.getByTestId('date-b').fill('2024-12-31');
    await expect.poll(text('date-days')).toContain('365');
    await page.getByTestId('date-mode-add').click();
    await page.getByTestId('date-a').fill('2026-02-13');
    await page.getByTestId('date-n').fill('1');
    await page.getByTestId('date-unit-workday').click();
    // 2026 Spring Festival: 2-15 to 2-23 off, 2-14 (Saturday) and 2-28 (Saturday) are make-up workdays.
    await shows('date-result', '2026-02-14');
    await page.getByTestId('date-n').fill('2');
    await shows('date-result', '2026-02-24');
    await page.getByTestId('date-mode-lunar').click();
    await page.getByTestId('date-ly').fill('2026');
    await page.getByTestId('date-lm').fill('1');
    await page.getByTestId('date-ld').fill('1');
    await shows('date-result', '2026-02-17');
  });

  it('温度转换: Celsius to every scale, below absolute zero refused', async () => {
    await openTool(page, site.url, '/temperaturetrans.html');
    await page.getByTestId('temp-input').fill('37');
    await shows('temp-f', '98.6 °F');
    await expect.poll(text('temp')).toContain('310.15 K');
    await page.getByTestId('temp-from-f').click();
    await page.getByTestId('temp-input').fill('-40');
    await shows('temp-c', '-40 °C');
    await page.getByTestId('temp-from-k').click();
    await page.getByTestId('temp-input').fill('-1');
    await expect.poll(() => page.getByTestId('temperaturetrans-tool').getAttribute('data-state')).toBe('belowZero');
  });

  it('长度转换: 市制 and imperial units', async () => {
    await openTool(page, site.url, '/lengthconvert.html');
    await page.getByTestId('len-from').selectOption('li');
    await page.getByTestId('len-to').selectOption('m');
    await page.getByTestId('len-input').fill('1');
    await shows('len-main', '500');
    await shows('len-chi', '1,500');
    await shows('len-zhang', '150');
    await page.getByTestId('len-from').selectOption('in');
    await page.getByTestId('len-input').fill('6.1');
    await page.getByTestId('len-to').selectOption('cm');
    await shows('len-main', '15.494');
  });

  it('字节数换算: SI and IEC side by side', async () => {
    await openTool(page, site.url, '/byte_cal.html');
    await page.getByTestId('byte-from').selectOption('TB');
    await page.getByTestId('byte-to').selectOption('GiB');
    await page.getByTestId('byte-input').fill('1');
    await shows('byte-main', '931.322574615479');
    await shows('byte-B', '1,000,000,000,000');
    await shows('byte-Tbit', '8');
    await page.getByTestId('byte-input').fill('abc');
    await expect.poll(() => page.getByTestId('byte_cal-tool').getAttribute('data-state')).toBe('invalid');
  });

  it('硬盘分区: the MB to type for whole GB in Explorer', async () => {
    await openTool(page, site.url, '/partition.html');
    await page.getByTestId('part-sizes').fill('100, 200');
    await shows('part-first', '102401 MB');
    await shows('part-p1-shown', '100 GB');
    await shows('part-p1-plain', '99.9 GB');
  });

  it('房贷计算: fixed rate and LPR + spread, combined loan, prepayment, schedule exported to Excel', async () => {
    await openTool(page, site.url, '/mortgage.html');
    await page.getByTestId('mortgage-rate-mode-fixed').click();
    await page.getByTestId('mortgage-rate').fill('3.5');
    await page.getByTestId('mortgage-amount').fill('100');
    await page.getByTestId('mortgage-years').fill('30');
    await shows('mortgage-monthly', '4,490.45 元');
    await expect.poll(() => page.locator('[data-testid^="mortgage-row-"]').count()).toBe(360);
    await expect.poll(text('mortgage-row-360')).toContain('0.00');

    // LPR + spread from the server's data: the 5-year LPR of 2026-08-20 is 3.5%, minus 30 bp = 3.2%.
    await page.getByTestId('mortgage-rate-mode-lpr').click();
    await page.getByTestId('mortgage-date').fill('2026-09-15');
    await page.getByTestId('mortgage-spread').fill('-30');
    await shows('mortgage-monthly', '4,324.67 元');
    await expect.poll(text('mortgage-spread-hint')).toContain('2026-08-20');
    await expect.poll(text('mortgage-lpr-note')).toContain('2026-08-20');

    // Combined: 100万 commercial at 3.5% + 60万 provident fund at the published 2.6% = 4,490.45 + 2,402.04.
    await page.getByTestId('mortgage-kind-combined').click();
    await page.getByTestId('mortgage-rate-mode-fixed').click();
    await page.getByTestId('mortgage-fund-amount').fill('60');
    await shows('mortgage-monthly', '6,892.49 元');
    await expect.poll(text('mortgage-rates')).toContain('公积金贷款 2.6%');

    // Equal principal, then a prepayment of 20万 after a year that shortens the term.
    await page.getByTestId('mortgage-kind-commercial').click();
    await page.getByTestId('mortgage-method-equal-principal').click();
    await shows('mortgage-monthly', '5,694.45 元');
    await page.getByTestId('mortgage-pre').fill('20');
    await page.getByTestId('mortgage-pre-after').fill('12');
    await expect.poll(text('mortgage-prepaid')).toContain('200,000.00');
    await expect.poll(() => page.locator('[data-testid^="mortgage-row-"]').count()).toBeLessThan(360);

    const rows = await page.locator('[data-testid^="mortgage-row-"]').count();
    let bytes: Buffer;
    if (phone) {
      await page.getByTestId('mortgage-export').click();
      await expect.poll(async () => (await shared(page)).length, { timeout: 30_000 }).toBe(1);
      const [file] = await shared(page);
      expect(file.name).toBe('房贷还款明细.xlsx');
      bytes = file.bytes;
    } else {
      const file = await download(page, () => page.getByTestId('mortgage-export').click());
      expect(file.name).toBe('房贷还款明细.xlsx');
      bytes = file.bytes;
    }
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(rows + 2);
    expect(sheet.getRow(2).getCell(3).value).toBe(5694.45);
    expect(sheet.getRow(13).getCell(6).value).toBe(200000);
  });

  it('投资收益计算: a deposit at the bank’s listed rate, compound, regular saving, returns', async () => {
    await openTool(page, site.url, '/invest.html');
    // ICBC's listed 1-year rate in the data: 0.95% from 2025-05-20.
    await page.getByTestId('invest-amount').fill('100000');
    await shows('invest-main', '100,950.00 元');
    await shows('invest-annualRate', '0.95%');
    await expect.poll(text('invest-source')).toContain('2025-05-20');
    await page.getByTestId('invest-bank').selectOption('ccb');
    await page.getByTestId('invest-term-3y').click();
    await shows('invest-main', '103,750.00 元');
    await expect.poll(text('invest-source')).toContain('中国建设银行');

    await page.getByTestId('invest-mode-compound').click();
    await page.getByTestId('invest-rate').fill('2.5');
    await page.getByTestId('invest-years').fill('10');
    await shows('invest-main', '128,008.45 元');
    await page.getByTestId('invest-per-12').click();
    await page.getByTestId('invest-years').fill('1');
    await shows('invest-effectiveRate', '2.5288%');

    await page.getByTestId('invest-mode-regular').click();
    await page.getByTestId('invest-monthly').fill('1000');
    await page.getByTestId('invest-rate').fill('1.5');
    await page.getByTestId('invest-months').fill('12');
    await shows('invest-main', '12,097.50 元');

    await page.getByTestId('invest-mode-return').click();
    await page.getByTestId('invest-end').fill('110000');
    await page.getByTestId('invest-days').fill('730');
    await shows('invest-main', '5.00%');

    await page.getByTestId('invest-mode-irr').click();
    await page.getByTestId('invest-end').fill('12809.33');
    await shows('invest-main', '12.68%');
    await shows('invest-irrMonthly', '1.0000%');
  });
});
