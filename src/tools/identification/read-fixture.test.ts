/** The synthetic card (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readIdCard } from './idcard.js';

const EXPECTED = {
  name: '张小明|ok',
  sex: '男|ok',
  ethnicity: '汉|ok',
  birth: '1985-06-15|ok',
  address: '江苏省南京市玄武区示例路100号|ok',
  number: '320102198506151236|ok',
};

const { readFixture } = withNodeOcr();

describe('the synthetic card', () => {
  it('reads every field exactly, all checks passing', async () => {
    expect(await readFixture(new URL('./fixtures/id-card.png', import.meta.url), readIdCard)).toEqual(EXPECTED);
  });
});
