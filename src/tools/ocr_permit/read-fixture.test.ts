/** The drawn 往来港澳通行证 (bench/ocr-receipt-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { PERMIT } from '../../../bench/ocr-receipt-fixtures.js';
import { readPermit } from './permit.js';

const { readFixture } = withNodeOcr();
const ok = (v: string) => `${v}|ok`;

describe('the drawn permit', () => {
  it('reads every field exactly as drawn, the machine line passing every check', async () => {
    const p = PERMIT;
    expect(await readFixture(new URL('./fixtures/permit.png', import.meta.url), (l) => readPermit(l))).toEqual({
      kind: ok('往来港澳通行证'),
      number: ok(p.number),
      nameZh: ok(p.nameZh),
      nameEn: ok(p.nameEn),
      sex: ok(p.sex),
      birth: ok(p.birth),
      validFrom: ok(p.validFrom),
      validTo: ok(p.validTo),
      issuer: ok(p.place),
      renewals: '|missing',
      mrz: ok(p.mrz),
    });
  });
});
