/** The synthetic document (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeOcr, readRgba, type NodeOcr } from '../../web/kit/ocr/testing.js';
import { readBankCard } from './bankcard.js';

const EXPECTED = {
  number: '6212345678901265|ok',
  network: 'unionpay|ok',
  expiry: '08/29|ok',
  bank: '示例银行|ok',
};

let ocr: NodeOcr;
beforeAll(async () => {
  ocr = await nodeOcr();
});
afterAll(() => ocr.release());

describe('the synthetic document', () => {
  it('reads every field exactly, all checks passing', async () => {
    const result = await ocr.recognize(
      await readRgba(fileURLToPath(new URL('./fixtures/bank-card.png', import.meta.url))),
    );
    expect(Object.fromEntries(readBankCard(result.lines).map((f) => [f.key, `${f.value}|${f.status}`]))).toEqual(
      EXPECTED,
    );
  });
});
