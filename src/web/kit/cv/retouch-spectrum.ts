/**
 * Finding moiré in a spectrum: moiré and screen patterns are periodic, so their energy sits in a few sharp
 * peaks of the Fourier magnitude away from its centre, well above the smooth fall-off of a photo's own
 * detail. `notchGains` finds those peaks in a centred log-magnitude map and answers a gain per frequency
 * (0 at a peak, 1 elsewhere, Gaussian-soft between). No DOM: tested in Node.
 */

export interface NotchOptions {
  /** Frequencies closer to the centre than this share of the half size are left alone (the picture itself). */
  minRadius: number;
  /** How far above the local mean of the log magnitude a peak must stand (natural log: 2 ≈ 7×). */
  excess: number;
  /** Side of the window the local mean is taken over, in frequency samples. */
  window: number;
  /** Gaussian σ of each notch, in frequency samples. */
  sigma: number;
  /** At most this many peak samples are notched (the strongest), so a noisy picture stays bounded. */
  maxPeaks: number;
}

/** Local mean over a window×window square (clamped at the edges), by an integral image. */
function localMean(values: Float32Array, width: number, height: number, window: number): Float32Array {
  const sum = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x]!;
      sum[(y + 1) * (width + 1) + x + 1] = sum[y * (width + 1) + x + 1]! + row;
    }
  }
  const h = Math.floor(window / 2);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - h);
    const y1 = Math.min(height, y + h + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - h);
      const x1 = Math.min(width, x + h + 1);
      const s =
        sum[y1 * (width + 1) + x1]! -
        sum[y0 * (width + 1) + x1]! -
        sum[y1 * (width + 1) + x0]! +
        sum[y0 * (width + 1) + x0]!;
      out[y * width + x] = s / ((x1 - x0) * (y1 - y0));
    }
  }
  return out;
}

/** Peak samples (index, height above the local mean) of a centred log-magnitude map, strongest first. */
export function spectrumPeaks(
  logMag: Float32Array,
  width: number,
  height: number,
  options: NotchOptions,
): { index: number; excess: number }[] {
  const mean = localMean(logMag, width, height, options.window);
  const cx = Math.floor(width / 2);
  const cy = Math.floor(height / 2);
  const peaks: { index: number; excess: number }[] = [];
  for (let y = 0; y < height; y++) {
    const fy = (y - cy) / (height / 2);
    for (let x = 0; x < width; x++) {
      // The axes carry the picture's own edges (and the frame's), not a pattern.
      if (Math.abs(x - cx) <= 1 || Math.abs(y - cy) <= 1) continue;
      const fx = (x - cx) / (width / 2);
      if (fx * fx + fy * fy < options.minRadius * options.minRadius) continue;
      const i = y * width + x;
      const excess = logMag[i]! - mean[i]!;
      if (excess > options.excess) peaks.push({ index: i, excess });
    }
  }
  peaks.sort((a, b) => b.excess - a.excess);
  return peaks.slice(0, options.maxPeaks);
}

/** Gains per frequency of the centred map: a Gaussian notch at every peak. */
export function notchGains(
  logMag: Float32Array,
  width: number,
  height: number,
  options: NotchOptions,
): { gains: Float32Array; peaks: number } {
  const peaks = spectrumPeaks(logMag, width, height, options);
  const gains = new Float32Array(width * height).fill(1);
  const s = options.sigma;
  const reach = Math.ceil(3 * s);
  for (const { index } of peaks) {
    const px = index % width;
    const py = (index - px) / width;
    for (let y = Math.max(0, py - reach); y <= Math.min(height - 1, py + reach); y++)
      for (let x = Math.max(0, px - reach); x <= Math.min(width - 1, px + reach); x++) {
        const d2 = (x - px) ** 2 + (y - py) ** 2;
        const g = 1 - Math.exp(-d2 / (2 * s * s));
        const i = y * width + x;
        if (g < gains[i]!) gains[i] = g;
      }
  }
  return { gains, peaks: peaks.length };
}
