/** The drawn tax certificate (bench/ocr-receipt-fixtures.ts) through the real PP-OCR models and the reader. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldTable, withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readRgba } from '../../web/kit/ocr/testing.js';
import { DUTY_PAID } from '../../../bench/ocr-receipt-fixtures.js';
import { readDutyPaid } from './duty-paid.js';

const { engine } = withNodeOcr();
const ok = (v: string) => `${v}|ok`;
const plain = (amount: string) => amount.replace(/,/g, '');

describe('the drawn tax certificate', () => {
  it('reads every field and tax line exactly as drawn, every check passing', async () => {
    const t = DUTY_PAID;
    const image = await readRgba(fileURLToPath(new URL('./fixtures/duty-paid.png', import.meta.url)));
    const read = readDutyPaid((await engine().recognize(image)).lines);
    expect(fieldTable(read.fields)).toEqual({
      number: ok(t.number),
      date: ok(t.date),
      office: ok(t.office),
      taxpayerId: ok(t.taxpayerId),
      taxpayerName: ok(t.taxpayerName),
      total: ok(plain(t.total)),
      totalWords: ok(plain(t.total)),
      clerk: ok(t.clerk),
    });
    expect(read.lines.map(fieldTable)).toEqual(
      t.items.map((i) => ({ kind: ok(i.kind), period: ok(i.period), amount: ok(plain(i.amount)) })),
    );
  });
});
