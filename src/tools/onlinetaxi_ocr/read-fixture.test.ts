/** The drawn trip statement (bench/ocr-receipt-fixtures.ts) through the real PP-OCR models and the reader. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldTable, withNodeOcr } from '../../web/kit/ocr/reader-test.js';
import { readRgba } from '../../web/kit/ocr/testing.js';
import { TRIPS } from '../../../bench/ocr-receipt-fixtures.js';
import { readTrips } from './trips.js';

const { engine } = withNodeOcr();
const ok = (v: string) => `${v}|ok`;

describe('the drawn trip statement', () => {
  it('reads every trip and the summary exactly as drawn, the amounts adding up', async () => {
    const image = await readRgba(fileURLToPath(new URL('./fixtures/trips.png', import.meta.url)));
    const read = readTrips((await engine().recognize(image)).lines);
    expect(fieldTable(read.fields)).toEqual({
      platform: ok('示例出行'),
      applied: ok(TRIPS.applied),
      phone: ok(TRIPS.phone),
      count: ok(String(TRIPS.trips.length)),
      total: ok(TRIPS.total),
    });
    expect(read.trips.map(fieldTable)).toEqual(
      TRIPS.trips.map((t) => ({
        time: ok(t.time),
        type: ok(t.type),
        from: ok(t.from),
        to: ok(t.to),
        km: ok(t.km),
        amount: ok(t.amount),
      })),
    );
  });
});
