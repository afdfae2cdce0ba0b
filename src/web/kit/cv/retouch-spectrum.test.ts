import { describe, expect, it } from 'vitest';
import { notchGains, spectrumPeaks, type NotchOptions } from './retouch-spectrum.js';

const OPTIONS: NotchOptions = { minRadius: 0.1, excess: 2, window: 9, sigma: 1.5, maxPeaks: 100 };
const W = 64;
const H = 48;

/** A smooth falling spectrum (centred) with spikes added at the given points. */
function spectrum(spikes: [number, number][]): Float32Array {
  const s = new Float32Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) s[y * W + x] = 10 - Math.hypot(x - W / 2, y - H / 2) / 8;
  for (const [x, y] of spikes) s[y * W + x]! += 5;
  return s;
}

describe('spectrumPeaks', () => {
  it.each([
    ['no pattern', [], []],
    [
      'a symmetric pair',
      [
        [44, 30],
        [20, 18],
      ],
      [
        [20, 18],
        [44, 30],
      ],
    ],
    ['a spike near the centre is the picture itself', [[33, 25]], []],
    ['a spike on an axis is the picture’s edges', [[50, 24]], []],
  ] as const)('%s', (_, spikes, found) => {
    const peaks = spectrumPeaks(spectrum(spikes.map((p) => [...p] as [number, number])), W, H, OPTIONS);
    const at = peaks.map((p) => [p.index % W, Math.floor(p.index / W)]).sort((a, b) => a[1]! - b[1]!);
    expect(at).toEqual(found);
  });
  it('keeps only the strongest maxPeaks', () => {
    const spikes: [number, number][] = [
      [5, 5],
      [10, 5],
      [55, 40],
    ];
    expect(spectrumPeaks(spectrum(spikes), W, H, { ...OPTIONS, maxPeaks: 2 })).toHaveLength(2);
  });
});

describe('notchGains', () => {
  it('zero at the peak, rising with distance, 1 far away', () => {
    const { gains, peaks } = notchGains(spectrum([[44, 30]]), W, H, OPTIONS);
    expect(peaks).toBe(1);
    expect(gains[30 * W + 44]).toBe(0);
    expect(gains[30 * W + 45]).toBeGreaterThan(0.1);
    expect(gains[30 * W + 45]).toBeLessThan(0.5);
    expect(gains[10 * W + 10]).toBe(1);
  });
});
