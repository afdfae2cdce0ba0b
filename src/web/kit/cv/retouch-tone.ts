/**
 * The photo beautifier's pure parts: a soft skin-tone weight (YCbCr box with feathered edges) and auto
 * levels (black and white points from the luminance histogram, a gamma that brings the mean towards the
 * middle, a little saturation), each scaled by an amount. No DOM: tested in Node.
 */

/** 1 inside [lo, hi], falling linearly to 0 over `edge` outside it. */
function ramp(v: number, lo: number, hi: number, edge: number): number {
  return Math.max(0, Math.min(1, (v - lo + edge) / edge, (hi + edge - v) / edge));
}

/** 0..1: how surely a colour is skin, from its chroma in YCbCr (Chai & Ngan's box, edges feathered). */
export function skinWeight(r: number, g: number, b: number): number {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  if (y < 40) return 0;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  const wr = ramp(cr, 133, 173, 5);
  if (wr === 0) return 0;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  return wr * ramp(cb, 77, 127, 5) * Math.min(1, (y - 40) / 30);
}

/** The value below which `share` of the histogram's count lies. */
export function percentile(hist: ArrayLike<number>, share: number): number {
  let total = 0;
  for (let i = 0; i < hist.length; i++) total += hist[i]!;
  const target = total * share;
  let seen = 0;
  for (let i = 0; i < hist.length; i++) {
    seen += hist[i]!;
    if (seen > target) return i;
  }
  return hist.length - 1;
}

export interface Tone {
  /** Applied to each of R, G, B (the same curve keeps hues). */
  lut: Uint8Array;
  /** Chroma scale around the pixel's luminance (1 = unchanged). */
  saturation: number;
}

/**
 * Auto levels for a luminance histogram: the darkest and brightest 0.5% clipped (the stretch limited to
 * ×1.6 so a dim night scene is not blown up), gamma towards a mean of 0.47, all by `amount` (0..1).
 */
export function autoTone(hist: ArrayLike<number>, amount: number): Tone {
  let low = percentile(hist, 0.005);
  let high = percentile(hist, 0.995);
  if (high - low < 255 / 1.6) {
    const mid = (low + high) / 2;
    low = Math.max(0, mid - 255 / 3.2);
    high = Math.min(255, mid + 255 / 3.2);
  }
  const span = Math.max(1, high - low);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < hist.length; i++) {
    sum += hist[i]! * Math.min(1, Math.max(0, (i - low) / span));
    count += hist[i]!;
  }
  const mean = count ? Math.min(0.95, Math.max(0.05, sum / count)) : 0.47;
  // mean^gamma = 0.47, limited to a gentle correction.
  const gamma = Math.min(1.4, Math.max(0.7, Math.log(0.47) / Math.log(mean)));
  const lut = new Uint8Array(256);
  for (let i = 0; i < 256; i++) {
    const leveled = 255 * Math.pow(Math.min(1, Math.max(0, (i - low) / span)), gamma);
    lut[i] = Math.round(i + (leveled - i) * amount);
  }
  return { lut, saturation: 1 + 0.15 * amount };
}

/** Applies a tone to RGBA pixels in place (alpha kept). */
export function applyTone(data: Uint8Array | Uint8ClampedArray, tone: Tone): void {
  const { lut, saturation } = tone;
  for (let i = 0; i < data.length; i += 4) {
    const r = lut[data[i]!]!;
    const g = lut[data[i + 1]!]!;
    const b = lut[data[i + 2]!]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    data[i] = Math.max(0, Math.min(255, Math.round(y + (r - y) * saturation)));
    data[i + 1] = Math.max(0, Math.min(255, Math.round(y + (g - y) * saturation)));
    data[i + 2] = Math.max(0, Math.min(255, Math.round(y + (b - y) * saturation)));
  }
}

/** Luminance histogram of RGBA pixels, every `step`-th pixel. */
export function lumaHistogram(data: Uint8Array | Uint8ClampedArray, step = 1): Uint32Array {
  const hist = new Uint32Array(256);
  for (let i = 0; i < data.length; i += 4 * step)
    hist[Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!)]!++;
  return hist;
}
