/** The synthetic document (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readBankCard } from './bankcard.js';

const EXPECTED = {
  number: '6212345678901265|ok',
  network: 'unionpay|ok',
  expiry: '08/29|ok',
  bank: '示例银行|ok',
};

const { readFixture } = withNodeOcr();

describe('the synthetic document', () => {
  it('reads every field exactly, all checks passing', async () => {
    expect(await readFixture(new URL('./fixtures/bank-card.png', import.meta.url), readBankCard)).toEqual(EXPECTED);
  });
});
