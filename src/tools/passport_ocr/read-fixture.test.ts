/** The synthetic document (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeOcr, readRgba, type NodeOcr } from '../../web/kit/ocr/testing.js';
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

let ocr: NodeOcr;
beforeAll(async () => {
  ocr = await nodeOcr();
});
afterAll(() => ocr.release());

describe('the synthetic document', () => {
  it('reads every field exactly, all checks passing', async () => {
    const result = await ocr.recognize(
      await readRgba(fileURLToPath(new URL('./fixtures/passport.png', import.meta.url))),
    );
    expect(Object.fromEntries(readPassport(result.lines).map((f) => [f.key, `${f.value}|${f.status}`]))).toEqual(
      EXPECTED,
    );
  });
});
