/** The synthetic card (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeOcr, readRgba, type NodeOcr } from '../../web/kit/ocr/testing.js';
import { readIdCard } from './idcard.js';

let ocr: NodeOcr;
beforeAll(async () => {
  ocr = await nodeOcr();
});
afterAll(() => ocr.release());

describe('the synthetic card', () => {
  it('reads every field exactly, all checks passing', async () => {
    const result = await ocr.recognize(
      await readRgba(fileURLToPath(new URL('./fixtures/id-card.png', import.meta.url))),
    );
    expect(Object.fromEntries(readIdCard(result.lines).map((f) => [f.key, `${f.value}|${f.status}`]))).toEqual({
      name: '张小明|ok',
      sex: '男|ok',
      ethnicity: '汉|ok',
      birth: '1985-06-15|ok',
      address: '江苏省南京市玄武区示例路100号|ok',
      number: '320102198506151236|ok',
    });
  });
});
