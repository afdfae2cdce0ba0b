/** The synthetic document (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeOcr, readRgba, type NodeOcr } from '../../web/kit/ocr/testing.js';
import { readBizLicense } from './license.js';

const EXPECTED = {
  code: '91350100M000100Y43|ok',
  name: '示例科技有限公司|ok',
  kind: '有限责任公司(自然人投资或控股)|ok',
  representative: '李示例|ok',
  capital: '壹佰万元整|ok',
  founded: '2020-05-08|ok',
  term: '2020-05-08至长期|ok',
  address: '福建省福州市示例区示例路8号|ok',
};

let ocr: NodeOcr;
beforeAll(async () => {
  ocr = await nodeOcr();
});
afterAll(() => ocr.release());

describe('the synthetic document', () => {
  it('reads every field exactly, all checks passing', async () => {
    const result = await ocr.recognize(
      await readRgba(fileURLToPath(new URL('./fixtures/license.png', import.meta.url))),
    );
    expect(Object.fromEntries(readBizLicense(result.lines).map((f) => [f.key, `${f.value}|${f.status}`]))).toEqual(
      EXPECTED,
    );
  });
});
