/** The drawn invoices (bench/ocr-receipt-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { DIGITAL_INVOICE, INVOICE } from '../../../bench/ocr-receipt-fixtures.js';
import { readInvoice } from './invoice.js';

const { readFixture } = withNodeOcr();
const ok = (v: string) => `${v}|ok`;

describe('the drawn invoices', () => {
  it('reads every field of the older electronic invoice exactly as drawn, every check passing', async () => {
    const i = INVOICE;
    expect(await readFixture(new URL('./fixtures/invoice.png', import.meta.url), readInvoice)).toEqual({
      code: ok(i.code),
      number: ok(i.number),
      date: ok(i.date),
      checkCode: ok(i.checkCode),
      buyerName: ok(i.buyerName),
      buyerTaxId: ok(i.buyerTaxId),
      sellerName: ok(i.sellerName),
      sellerTaxId: ok(i.sellerTaxId),
      amount: ok(i.amount),
      tax: ok(i.tax),
      total: ok(i.total),
      totalWords: ok(i.total),
    });
  });

  it('reads the 数电 invoice (no code, no check code)', async () => {
    const i = DIGITAL_INVOICE;
    expect(await readFixture(new URL('./fixtures/digital-invoice.png', import.meta.url), readInvoice)).toEqual({
      code: '|missing',
      number: ok(i.number),
      date: ok(i.date),
      checkCode: '|missing',
      buyerName: ok(i.buyerName),
      buyerTaxId: ok(i.buyerTaxId),
      sellerName: ok(i.sellerName),
      sellerTaxId: ok(i.sellerTaxId),
      amount: ok(i.amount),
      tax: ok(i.tax),
      total: ok(i.total),
      totalWords: ok(i.total),
    });
  });
});
