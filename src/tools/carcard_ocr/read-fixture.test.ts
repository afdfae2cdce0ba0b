/** The synthetic vehicle licence (bench/ocr-fixtures.ts) through the real PP-OCR models and the reader. */
import { describe, expect, it } from 'vitest';
import { withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { VEHICLE } from '../../../bench/ocr-fixtures.js';
import { readVehicleLicence } from './vehicle.js';

const { readFixture } = withNodeOcr();

describe('the synthetic vehicle licence', () => {
  it('reads every field exactly as drawn, every check passing', async () => {
    // The plate is printed with its separator dot, read without it.
    const drawn = { ...VEHICLE, plate: VEHICLE.plate.replace('·', '') };
    const expected = Object.fromEntries(Object.entries(drawn).map(([k, v]) => [k, `${v}|ok`]));
    expect(await readFixture(new URL('./fixtures/licence.png', import.meta.url), readVehicleLicence)).toEqual(expected);
  });
});
