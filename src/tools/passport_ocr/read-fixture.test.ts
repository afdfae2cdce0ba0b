/** The synthetic document (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readPassport } from './mrz.js';

const EXPECTED = {
  type: 'P|ok',
  country: 'UTO|ok',
  surname: 'ZHANG|ok',
  givenNames: 'XIAOMING|ok',
  number: 'E12345678|ok',
  nationality: 'UTO|ok',
  birth: '1985-06-15|ok',
  sex: 'M|ok',
  expiry: '2034-01-01|ok',
  personal: '|missing',
  composite: '8|ok',
};

const { readFixture } = withNodeOcr();

describe('the synthetic document', () => {
  it('reads every field exactly, all checks passing', async () => {
    expect(await readFixture(new URL('./fixtures/passport.png', import.meta.url), readPassport)).toEqual(EXPECTED);
  });
});
