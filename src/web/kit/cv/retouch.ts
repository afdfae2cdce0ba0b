/**
 * The retouching engine on opencv.js, on RGBA pixels (the retouch Worker, Node tests and benches):
 * inpainting under a mask (Telea or Navier–Stokes), the ink map of a page, moiré suppression in the
 * frequency domain, and photo beautifying (skin smoothed by a guided filter, auto levels). Every function
 * answers a new image at the input's full size; alpha is kept.
 */
import type { Mask } from '../vision/mask.js';
import { divideBackground, fromMat, toMat } from './document.js';
import type { Rgba } from './geometry.js';
import type { Mat, OpenCv } from './opencv.js';
import { inkMap, type InkMap } from './retouch-ink.js';
import { notchGains } from './retouch-spectrum.js';
import { applyTone, autoTone, lumaHistogram, skinWeight } from './retouch-tone.js';

/** Mats made during one call, freed together whatever happens. */
class Scratch {
  private mats: Mat[] = [];
  constructor(private cv: OpenCv) {}
  mat(): Mat {
    const m = new this.cv.Mat();
    this.mats.push(m);
    return m;
  }
  keep<M extends Mat>(m: M): M {
    this.mats.push(m);
    return m;
  }
  free(): void {
    for (const m of this.mats) if (!m.isDeleted()) m.delete();
    this.mats = [];
  }
}

function withScratch<T>(cv: OpenCv, f: (s: Scratch) => T): T {
  const s = new Scratch(cv);
  try {
    return f(s);
  } finally {
    s.free();
  }
}

/** The image's alpha channel put back into RGBA pixels made from an RGB Mat. */
function withAlpha(cv: OpenCv, rgb: Mat, alphaFrom: Rgba): Rgba {
  const out = fromMat(cv, rgb);
  const a = alphaFrom.data;
  for (let i = 3; i < a.length; i += 4) out.data[i] = a[i]!;
  return out;
}

function rgbMat(cv: OpenCv, s: Scratch, image: Rgba): Mat {
  const rgba = s.keep(toMat(cv, image));
  const rgb = s.mat();
  cv.cvtColor(rgba, rgb, cv.COLOR_RGBA2RGB);
  rgba.delete();
  return rgb;
}

export type InpaintMethod = 'telea' | 'ns';

export interface InpaintOptions {
  method: InpaintMethod;
  /** Neighbourhood radius of the inpainting, in pixels of the full image. */
  radius: number;
  /** Pixels the scaled mask is grown by, so the soft edges of strokes and scratches go too. */
  grow: number;
}

/**
 * Repaints the pixels under `mask` (any size: scaled to the image) from their surroundings. Only the
 * rectangle around the mask is worked on, so a small mark on a 12 MP photo stays quick.
 */
export function inpaintImage(cv: OpenCv, image: Rgba, mask: Mask, options: InpaintOptions): Rgba {
  return withScratch(cv, (s) => {
    const { width, height } = image;
    const small = s.keep(new cv.Mat(mask.height, mask.width, cv.CV_8UC1));
    small.data.set(mask.data);
    const full = s.mat();
    cv.resize(small, full, new cv.Size(width, height), 0, 0, cv.INTER_LINEAR);
    cv.threshold(full, full, 64, 255, cv.THRESH_BINARY);
    if (options.grow > 0) {
      const k = 2 * Math.round(options.grow) + 1;
      const kernel = s.keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(k, k)));
      cv.dilate(full, full, kernel);
    }
    const rect = cv.boundingRect(full);
    const rgb = rgbMat(cv, s, image);
    if (rect.width === 0 || rect.height === 0) return withAlpha(cv, rgb, image);
    // The surroundings Telea and NS read reach `radius` beyond the mask; a margin more keeps them whole.
    const pad = Math.ceil(options.radius * 2 + 8);
    const x0 = Math.max(0, rect.x - pad);
    const y0 = Math.max(0, rect.y - pad);
    const roi = new cv.Rect(
      x0,
      y0,
      Math.min(width, rect.x + rect.width + pad) - x0,
      Math.min(height, rect.y + rect.height + pad) - y0,
    );
    const part = s.keep(rgb.roi(roi));
    const partMask = s.keep(full.roi(roi));
    const repaired = s.mat();
    cv.inpaint(part, partMask, repaired, options.radius, options.method === 'ns' ? cv.INPAINT_NS : cv.INPAINT_TELEA);
    repaired.copyTo(part);
    return withAlpha(cv, rgb, image);
  });
}

/** The ink map of a page photo: its paper divided out, then each pixel classed (`retouch-ink.ts`). */
export function pageInkMap(cv: OpenCv, image: Rgba): InkMap {
  return withScratch(cv, (s) => {
    const divided = s.keep(divideBackground(cv, rgbMat(cv, s, image)));
    const rgba = s.mat();
    cv.cvtColor(divided, rgba, cv.COLOR_RGB2RGBA);
    return inkMap(rgba.data, rgba.cols, rgba.rows);
  });
}

export interface MoireOptions {
  /** 0..100: how readily peaks are notched and how much colour and noise are smoothed. */
  strength: number;
}

/**
 * Moiré suppressed: the luminance's spectrum has its periodic peaks notched out (`notchGains`), the colour
 * channels are smoothed (moiré on screens and prints is mostly false colour), then a mild edge-keeping
 * denoise. Answers the number of frequency samples notched.
 */
export function removeMoire(cv: OpenCv, image: Rgba, options: MoireOptions): { image: Rgba; notched: number } {
  return withScratch(cv, (s) => {
    const k = Math.max(0, Math.min(100, options.strength)) / 100;
    const { width, height } = image;
    const rgb = rgbMat(cv, s, image);
    const ycc = s.mat();
    cv.cvtColor(rgb, ycc, cv.COLOR_RGB2YCrCb);
    const planes = s.keep(new cv.MatVector());
    cv.split(ycc, planes);
    const luma = s.keep(planes.get(0));
    const cr = s.keep(planes.get(1));
    const cb = s.keep(planes.get(2));

    // The spectrum of the luminance, padded (mirrored) to sizes the DFT is fast at.
    const dw = cv.getOptimalDFTSize(width);
    const dh = cv.getOptimalDFTSize(height);
    const padded = s.mat();
    cv.copyMakeBorder(luma, padded, 0, dh - height, 0, dw - width, cv.BORDER_REFLECT);
    const real = s.mat();
    padded.convertTo(real, cv.CV_32F);
    const spectrum = s.mat();
    cv.dft(real, spectrum, cv.DFT_COMPLEX_OUTPUT);

    // Centred log magnitude (DC in the middle) for the peak finder.
    const c = spectrum.data32F;
    const logMag = new Float32Array(dw * dh);
    const hx = Math.floor(dw / 2);
    const hy = Math.floor(dh / 2);
    for (let y = 0; y < dh; y++) {
      const cyRow = ((y + hy) % dh) * dw;
      for (let x = 0; x < dw; x++) {
        const i = 2 * (y * dw + x);
        logMag[cyRow + ((x + hx) % dw)] = Math.log1p(Math.sqrt(c[i]! * c[i]! + c[i + 1]! * c[i + 1]!));
      }
    }
    const minSide = Math.min(dw, dh);
    const { gains, peaks } = notchGains(logMag, dw, dh, {
      minRadius: 0.08,
      excess: 2.6 - 1.4 * k,
      window: Math.max(9, Math.round(minSide / 40) | 1),
      sigma: Math.max(1.5, minSide / 600),
      maxPeaks: 20_000,
    });
    if (peaks > 0) {
      for (let y = 0; y < dh; y++) {
        const cyRow = ((y + hy) % dh) * dw;
        for (let x = 0; x < dw; x++) {
          const g = gains[cyRow + ((x + hx) % dw)]!;
          if (g === 1) continue;
          const i = 2 * (y * dw + x);
          c[i] = c[i]! * g;
          c[i + 1] = c[i + 1]! * g;
        }
      }
      const back = s.mat();
      cv.dft(spectrum, back, cv.DFT_INVERSE | cv.DFT_REAL_OUTPUT | cv.DFT_SCALE);
      const cropped = s.keep(back.roi(new cv.Rect(0, 0, width, height)));
      cropped.convertTo(luma, cv.CV_8U);
    }

    // False colour: the chroma planes blurred in proportion to the picture's size.
    const sigma = (0.5 + 2.5 * k) * Math.max(1, Math.min(width, height) / 800);
    cv.GaussianBlur(cr, cr, new cv.Size(0, 0), sigma);
    cv.GaussianBlur(cb, cb, new cv.Size(0, 0), sigma);
    const merged = s.keep(new cv.MatVector());
    merged.push_back(luma);
    merged.push_back(cr);
    merged.push_back(cb);
    cv.merge(merged, ycc);
    cv.cvtColor(ycc, rgb, cv.COLOR_YCrCb2RGB);
    if (k > 0) {
      const denoised = s.mat();
      cv.bilateralFilter(rgb, denoised, 5, 10 + 30 * k, 5, cv.BORDER_REFLECT);
      return { image: withAlpha(cv, denoised, image), notched: peaks };
    }
    return { image: withAlpha(cv, rgb, image), notched: peaks };
  });
}

export interface BeautyOptions {
  /** 0..100: skin smoothing. */
  smooth: number;
  /** 0..100: auto levels, contrast and saturation. */
  tone: number;
}

/** Long side of the copy the guided filter's coefficients are worked out on (He & Sun's fast guided filter). */
const GUIDE_SIDE = 1024;

/**
 * Skin smoothed and tones lifted: a self-guided filter per channel (edges kept: eyes, lips, hair stay
 * sharp) blended in where the colour is skin, then auto levels. Answers the share of skin pixels.
 */
export function beautify(cv: OpenCv, image: Rgba, options: BeautyOptions): { image: Rgba; skin: number } {
  const { width, height, data } = image;
  const out = new Uint8ClampedArray(data);
  const smooth = Math.max(0, Math.min(100, options.smooth)) / 100;
  let skinPixels = 0;
  if (smooth > 0)
    withScratch(cv, (s) => {
      const k = Math.min(1, GUIDE_SIDE / Math.max(width, height));
      const sw = Math.max(1, Math.round(width * k));
      const sh = Math.max(1, Math.round(height * k));
      const small = s.mat();
      cv.resize(s.keep(toMat(cv, image)), small, new cv.Size(sw, sh), 0, 0, cv.INTER_AREA);
      // Radius about a pore-to-wrinkle scale of a face filling a third of the picture.
      const r = Math.max(2, Math.round(Math.min(sw, sh) / 120));
      const eps = (0.02 + 0.06 * smooth) ** 2;
      const n = sw * sh;
      const mI = s.mat();
      small.convertTo(mI, cv.CV_32F, 1 / 255);
      const mII = s.mat();
      cv.multiply(mI, mI, mII);
      const ksize = new cv.Size(2 * r + 1, 2 * r + 1);
      const meanI = s.mat();
      const meanII = s.mat();
      cv.boxFilter(mI, meanI, -1, ksize);
      cv.boxFilter(mII, meanII, -1, ksize);
      const mA = s.keep(new cv.Mat(sh, sw, cv.CV_32FC4));
      const mB = s.keep(new cv.Mat(sh, sw, cv.CV_32FC4));
      const a = mA.data32F;
      const b = mB.data32F;
      const mi = meanI.data32F;
      const mii = meanII.data32F;
      for (let i = 0; i < n * 4; i++) {
        const m = mi[i]!;
        const v = Math.max(0, mii[i]! - m * m);
        a[i] = v / (v + eps);
        b[i] = m - a[i]! * m;
      }
      cv.boxFilter(mA, mA, -1, ksize);
      cv.boxFilter(mB, mB, -1, ksize);
      const A = mA.data32F;
      const B = mB.data32F;
      // q = A·I + B at full size, A and B sampled bilinearly from the small grid.
      const sx = sw / width;
      const sy = sh / height;
      const x0s = new Int32Array(width);
      const x1s = new Int32Array(width);
      const fxs = new Float32Array(width);
      for (let x = 0; x < width; x++) {
        const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), sw - 1);
        x0s[x] = Math.floor(fx);
        x1s[x] = Math.min(x0s[x]! + 1, sw - 1);
        fxs[x] = fx - x0s[x]!;
      }
      for (let y = 0; y < height; y++) {
        const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), sh - 1);
        const y0 = Math.floor(fy);
        const y1 = Math.min(y0 + 1, sh - 1);
        const wy = fy - y0;
        for (let x = 0; x < width; x++) {
          const p = (y * width + x) * 4;
          const w = skinWeight(data[p]!, data[p + 1]!, data[p + 2]!) * smooth;
          if (w <= 0.01) continue;
          skinPixels++;
          const wx = fxs[x]!;
          const i00 = (y0 * sw + x0s[x]!) * 4;
          const i01 = (y0 * sw + x1s[x]!) * 4;
          const i10 = (y1 * sw + x0s[x]!) * 4;
          const i11 = (y1 * sw + x1s[x]!) * 4;
          for (let ch = 0; ch < 3; ch++) {
            const a0 = A[i00 + ch]! + (A[i01 + ch]! - A[i00 + ch]!) * wx;
            const a1 = A[i10 + ch]! + (A[i11 + ch]! - A[i10 + ch]!) * wx;
            const b0 = B[i00 + ch]! + (B[i01 + ch]! - B[i00 + ch]!) * wx;
            const b1 = B[i10 + ch]! + (B[i11 + ch]! - B[i10 + ch]!) * wx;
            const v = data[p + ch]!;
            const q = (a0 + (a1 - a0) * wy) * v + (b0 + (b1 - b0) * wy) * 255;
            out[p + ch] = v + (q - v) * w;
          }
        }
      }
    });
  const tone = Math.max(0, Math.min(100, options.tone)) / 100;
  if (tone > 0) applyTone(out, autoTone(lumaHistogram(out, 3), tone));
  return { image: { data: out, width, height }, skin: skinPixels / (width * height) };
}
