/** Messages between the page and the cv Worker (`cv.worker.ts`). */
import type { DocumentOptions } from './document.js';
import type { Quad } from './geometry.js';

/** Long side the photos are decoded at in the Worker (a 12 MP photo is read at this size). */
export const CV_DECODE_SIDE = 4096;

export type CvJob =
  | { op: 'outline'; blob: Blob }
  | { op: 'document'; blob: Blob; options: DocumentOptions; type: 'image/png' | 'image/jpeg' };

export interface OutlineResult {
  /** The page's corners, or null when none stands out, in the pixels of `width` × `height`. */
  quad: Quad | null;
  width: number;
  height: number;
}

export interface DocumentImage {
  blob: Blob;
  width: number;
  height: number;
  skew: number;
  ms: number;
}

export type CvResult = OutlineResult | DocumentImage;
