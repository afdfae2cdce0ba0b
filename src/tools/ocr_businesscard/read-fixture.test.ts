/** The synthetic card (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { piecesApart } from '../../web/kit/ocr/layout.js';
import { fieldTable, withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readRgba } from '../../web/kit/ocr/testing.js';
import { CARD } from '../../../bench/ocr-fixtures.js';
import { readBusinessCard } from './card.js';

const { engine } = withNodeOcr();

describe('the synthetic card', () => {
  it('reads every field exactly as drawn (numbers without their spaces)', async () => {
    const image = await readRgba(fileURLToPath(new URL('./fixtures/card.png', import.meta.url)));
    const result = await engine().recognize(image);
    const drawn = Object.entries(CARD).map(([k, v]) => [k, `${/^[\d -]+$/.test(v) ? v.replace(/ /g, '') : v}|ok`]);
    expect(fieldTable(readBusinessCard(piecesApart(result.lines)))).toEqual(Object.fromEntries(drawn));
  });
});
