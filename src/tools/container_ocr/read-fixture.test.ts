/**
 * The synthetic container doors (bench/ocr-fixtures.ts) through the real PP-OCR models, with the second
 * look at the framed check digit the page makes.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { quadToRight } from '../../web/kit/ocr/pipeline.js';
import { fieldTable, withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readRgba } from '../../web/kit/ocr/testing.js';
import { FRAME_REGIONS, readContainer, serialWithoutCheckDigit } from './iso6346.js';

const { engine } = withNodeOcr();

describe('the synthetic container doors', () => {
  it('reads every field exactly, the framed check digit on a second look', async () => {
    const image = await readRgba(fileURLToPath(new URL('./fixtures/container.png', import.meta.url)));
    const ocr = engine();
    const result = await ocr.recognize(image);
    const serial = serialWithoutCheckDigit(result.lines);
    expect(serial).not.toBeNull();
    const frames = await ocr.recognizeQuads(
      image,
      FRAME_REGIONS.map(([gap, width]) => quadToRight(serial!, gap, width)),
    );
    expect(fieldTable(readContainer(result.lines, frames))).toEqual({
      number: 'CSQU3054383|ok',
      owner: 'CSQ|ok',
      category: 'U|ok',
      serial: '305438|ok',
      checkDigit: '3|ok',
      sizeType: '22G1|ok',
    });
  });
});
