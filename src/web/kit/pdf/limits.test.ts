import { describe, expect, it } from 'vitest';
import { byteBudget, fitsDevice, maxDpiFor } from './limits.js';

const MB = 1_000_000;

describe('device limits', () => {
  it.each([
    [{ mobile: true }, 120 * MB],
    [{ mobile: true, memoryGb: 1 }, 60 * MB],
    [{ mobile: true, memoryGb: 8 }, 200 * MB],
    [{ mobile: false }, 1500 * MB],
    [{ mobile: false, memoryGb: 2 }, 500 * MB],
    [{ mobile: false, memoryGb: 4 }, 800 * MB],
  ])('%j may hold %i bytes', (device, bytes) => expect(byteBudget(device)).toBe(bytes));
  it('a 200 MB file fits a desktop and not a phone', () => {
    expect(fitsDevice(200 * MB, { mobile: false })).toEqual({ ok: true });
    expect(fitsDevice(200 * MB, { mobile: true, memoryGb: 4 })).toEqual({ ok: false, limitBytes: 120 * MB });
  });
  it.each([
    [595, 842, { mobile: true }, 406],
    [595, 842, { mobile: false }, 813],
    [5000, 5000, { mobile: true }, 57],
    [50000, 50000, { mobile: true }, 36],
  ])('an %i×%i pt page renders at most at the DPI the pixel budget allows', (w, h, device, dpi) => {
    expect(maxDpiFor(w, h, device)).toBe(dpi);
  });
});
