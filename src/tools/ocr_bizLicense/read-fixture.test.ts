/** The synthetic document (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
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

const { readFixture } = withNodeOcr();

describe('the synthetic document', () => {
  it('reads every field exactly, all checks passing', async () => {
    expect(await readFixture(new URL('./fixtures/license.png', import.meta.url), readBizLicense)).toEqual(EXPECTED);
  });
});
