/** The drawn bank slip (bench/ocr-receipt-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { BANK_SLIP } from '../../../bench/ocr-receipt-fixtures.js';
import { readBankSlip } from './bank-slip.js';

const { readFixture } = withNodeOcr();
const ok = (v: string) => `${v}|ok`;

describe('the drawn bank slip', () => {
  it('reads every field exactly as drawn, the amounts agreeing', async () => {
    const s = BANK_SLIP;
    const amount = s.amount.replace(/,/g, '');
    expect(await readFixture(new URL('./fixtures/bank-slip.png', import.meta.url), readBankSlip)).toEqual({
      bank: ok(s.bank),
      serial: ok(s.serial),
      date: ok(s.date),
      payerName: ok(s.payerName),
      payerAccount: ok(s.payerAccount.replace(/ /g, '')),
      payerBank: ok(s.payerBank),
      payeeName: ok(s.payeeName),
      payeeAccount: ok(s.payeeAccount.replace(/ /g, '')),
      payeeBank: ok(s.payeeBank),
      amount: ok(amount),
      amountWords: ok(amount),
      purpose: ok(s.purpose),
    });
  });
});
