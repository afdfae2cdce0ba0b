/** The synthetic poster (bench/ocr-fixtures.ts) through the real models with the poster settings. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compact } from '../../web/kit/ocr/fields.js';
import { engineOptions } from '../../web/kit/ocr/pipeline.js';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readRgba } from '../../web/kit/ocr/testing.js';
import { POSTER } from '../../../bench/ocr-fixtures.js';
import { ADVERTISE_ENGINE } from './advertise.js';

const { engine } = withNodeOcr();

describe('the poster', () => {
  it('reads the display type and the line on the dark band', async () => {
    const image = await readRgba(fileURLToPath(new URL('./fixtures/poster.png', import.meta.url)));
    const result = await engine().recognize(image, engineOptions(ADVERTISE_ENGINE));
    // White space aside (one box: the gap inside the band's line is not a column).
    expect(result.lines.map((l) => compact(l.text))).toEqual(POSTER.expected.map(compact));
  });
});

describe('engineOptions', () => {
  it('passes the poster settings to detection', () => {
    expect(engineOptions(ADVERTISE_ENGINE)).toEqual({ detLimit: 1280, contrast: true, db: { unclipRatio: 2.6 } });
    expect(engineOptions({})).toEqual({});
  });
});
