/** Messages between the page and the retouch Worker (`retouch.worker.ts`). */
import type { Mask } from '../vision/mask.js';
import type { InkMap } from './retouch-ink.js';
import type { BeautyOptions, InpaintOptions, MoireOptions } from './retouch.js';

/** Long side the photos are worked on at (a 12 MP phone photo, 4032 px, is kept whole). */
export const RETOUCH_SIDE = 4096;

export type RetouchType = 'image/png' | 'image/jpeg';

export type RetouchJob =
  | { op: 'inpaint'; blob: Blob; mask: Mask; options: InpaintOptions; type: RetouchType }
  | { op: 'moire'; blob: Blob; options: MoireOptions; type: RetouchType }
  | { op: 'beauty'; blob: Blob; options: BeautyOptions; type: RetouchType }
  | { op: 'inks'; blob: Blob; maxSide: number };

export interface RetouchedImage {
  blob: Blob;
  width: number;
  height: number;
  /** The photo was larger than `RETOUCH_SIDE` and was worked on scaled down. */
  shrunk: boolean;
  /** Time in the Worker, decoding to encoding. */
  ms: number;
  /** moire: frequency samples notched; beauty: share of skin pixels. */
  measure: number;
}

export type RetouchResult = RetouchedImage | InkMap;
