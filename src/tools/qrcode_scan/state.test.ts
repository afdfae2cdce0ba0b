import { describe, expect, it } from 'vitest';
import { phaseOf, QR_MAX_BYTES } from './state.js';

describe('QR reader states', () => {
  it('the maximum image size is 7340032 bytes (7 MiB)', () => {
    expect(QR_MAX_BYTES).toBe(7 * 1024 * 1024);
  });

  it.each([
    [false, 'idle', 0, 'empty'],
    [false, 'done', 2, 'empty'],
    [true, 'idle', 0, 'chosen'],
    [true, 'busy', 0, 'scanning'],
    [true, 'done', 1, 'result'],
    [true, 'done', 0, 'none'],
    [true, 'error', 0, 'error'],
  ] as const)('image %s, run %s, %i codes → %s', (hasImage, status, codes, phase) => {
    expect(phaseOf(hasImage, status, codes)).toBe(phase);
  });
});
