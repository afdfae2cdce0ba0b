/** A printed page in two columns (bench/ocr-fixtures.ts) through the real models: read column by column. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { halfWidth } from '../../web/kit/ocr/fields.js';
import { layoutColumns, layoutLines } from '../../web/kit/ocr/layout.js';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readRgba } from '../../web/kit/ocr/testing.js';
import { COLUMNS } from '../../../bench/ocr-fixtures.js';

const { engine } = withNodeOcr();

describe('the two-column page', () => {
  it('reads the left column before the right one, the heading first', async () => {
    const result = await engine().recognize(
      await readRgba(fileURLToPath(new URL('./fixtures/columns.png', import.meta.url))),
    );
    const boxes = result.lines.flatMap((l) => l.boxes);
    // Punctuation width aside (a serif full-width comma at a line's end reads as either).
    expect(layoutColumns(boxes).lines.map((l) => halfWidth(l.text))).toEqual(COLUMNS.expected.map(halfWidth));
    // Without columns the lines run across the gutter.
    expect(layoutLines(boxes).lines[1]!.text).toBe('图书角设在小区活动中心 每周六上午举办读书会');
  });
});
