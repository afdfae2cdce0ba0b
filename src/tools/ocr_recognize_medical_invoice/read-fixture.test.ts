/** The drawn medical receipt (bench/ocr-receipt-fixtures.ts) through the real PP-OCR models and the reader. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldTable, withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readRgba } from '../../web/kit/ocr/testing.js';
import { MEDICAL } from '../../../bench/ocr-receipt-fixtures.js';
import { readMedical } from './medical.js';

const { engine } = withNodeOcr();
const ok = (v: string) => `${v}|ok`;

describe('the drawn medical receipt', () => {
  it('reads every field and item exactly as drawn, every check passing', async () => {
    const r = MEDICAL;
    const image = await readRgba(fileURLToPath(new URL('./fixtures/medical.png', import.meta.url)));
    const read = readMedical((await engine().recognize(image)).lines);
    expect(fieldTable(read.fields)).toEqual({
      code: ok(r.code),
      number: ok(r.number),
      checkCode: ok(r.checkCode),
      payer: ok(r.payer),
      date: ok(r.date),
      hospital: ok(r.hospital),
      total: ok(r.total),
      totalWords: ok(r.total),
      fund: ok(r.fund),
      otherFund: '|missing',
      account: ok(r.account),
      cash: ok(r.cash),
    });
    expect(read.items.map(fieldTable)).toEqual(r.items.map((i) => ({ name: ok(i.name), amount: ok(i.amount) })));
  });
});
