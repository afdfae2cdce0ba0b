/**
 * The QR reading strategy, independent of where it runs (the page's Worker, Node in the bench and tests):
 * one full ZXing-C++ pass, and only when it finds nothing, a few cheap retries on transformed copies.
 */
import type { ReaderOptions, ReadResult } from 'zxing-wasm/reader';
import { downscale, stretchContrast, upscale, type Pixels } from './pixels.js';

/** Reads barcodes from pixels (zxing-wasm's `readBarcodes`, injected so this module stays engine-agnostic). */
export type Reader = (image: Pixels, options: ReaderOptions) => Promise<ReadResult[]>;

export const QR_FORMATS: ReaderOptions['formats'] = ['QRCode', 'MicroQRCode', 'rMQRCode'];

/** The first pass: ZXing-C++ with try-harder, rotations, inversion and its own downscaling. */
export const BASE_OPTIONS: ReaderOptions = {
  formats: QR_FORMATS,
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  // The text as encoded (GS1 separators and control characters kept), not a "human readable" rewrite.
  textMode: 'Plain',
  maxNumberOfSymbols: 32,
};

export interface Pass {
  name: string;
  /** The image this pass reads; null skips the pass (e.g. too small to shrink). */
  prepare: (image: Pixels) => Pixels | null;
  options: ReaderOptions;
}

const MIN_SIDE_TO_SHRINK = 120;
const MAX_SIDE_TO_GROW = 480;
const minSide = (img: Pixels) => Math.min(img.width, img.height);
const maxSide = (img: Pixels) => Math.max(img.width, img.height);
const globalHistogram: ReaderOptions = { ...BASE_OPTIONS, binarizer: 'GlobalHistogram' };

export const PASSES: Pass[] = [
  { name: 'original', prepare: (img) => img, options: BASE_OPTIONS },
  { name: 'global-threshold', prepare: (img) => img, options: globalHistogram },
  { name: 'denoised', prepare: (img) => img, options: { ...BASE_OPTIONS, tryDenoise: true } },
  { name: 'contrast', prepare: (img) => stretchContrast(img), options: globalHistogram },
  {
    name: 'half',
    prepare: (img) => (minSide(img) >= MIN_SIDE_TO_SHRINK ? downscale(img, 2) : null),
    options: globalHistogram,
  },
  {
    name: 'double',
    prepare: (img) => (maxSide(img) <= MAX_SIDE_TO_GROW ? upscale(img, 2) : null),
    options: globalHistogram,
  },
];

export interface QrCode {
  text: string;
  format: string;
}

export interface DecodeOutcome {
  codes: QrCode[];
  /** The pass that found them, or null. */
  pass: string | null;
}

/** Valid symbols only, one entry per distinct (format, text), in reading order. */
export function distinctCodes(results: ReadResult[]): QrCode[] {
  const seen = new Set<string>();
  const codes: QrCode[] = [];
  for (const r of results) {
    if (!r.isValid) continue;
    const key = `${r.format}\u0000${r.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    codes.push({ text: r.text, format: r.format });
  }
  return codes;
}

/** Runs the passes in order and stops at the first that finds a valid code. */
export async function decodeQr(image: Pixels, read: Reader, passes: Pass[] = PASSES): Promise<DecodeOutcome> {
  for (const pass of passes) {
    const prepared = pass.prepare(image);
    if (!prepared) continue;
    const codes = distinctCodes(await read(prepared, pass.options));
    if (codes.length > 0) return { codes, pass: pass.name };
  }
  return { codes: [], pass: null };
}
