/** The synthetic waybill (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { WAYBILL } from '../../../bench/ocr-fixtures.js';
import { readWaybill } from './waybill.js';

const { readFixture } = withNodeOcr();

describe('the synthetic waybill', () => {
  it('reads every field exactly as drawn', async () => {
    const { receiver: r, sender: s } = WAYBILL;
    const drawn = {
      number: WAYBILL.number,
      courier: WAYBILL.courier,
      receiverName: r.name,
      receiverPhone: r.phone,
      receiverAddress: r.address.join(''),
      senderName: s.name,
      senderPhone: s.phone,
      senderAddress: s.address.join(''),
    };
    const expected = Object.fromEntries(Object.entries(drawn).map(([k, v]) => [k, `${v}|ok`]));
    expect(await readFixture(new URL('./fixtures/waybill.png', import.meta.url), readWaybill)).toEqual(expected);
  });
});
