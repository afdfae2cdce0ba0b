/** Messages between the page and the cv Worker (`cv.worker.ts`). */
import type { DocumentOptions } from './document.js';
import type { Quad } from './geometry.js';
import type { Segment } from './rulings.js';

/** Long side the photos are decoded at in the Worker (a 12 MP photo is read at this size). */
export const CV_DECODE_SIDE = 4096;
/** Long side the photos are decoded at to find the page's outline. */
export const OUTLINE_DECODE_SIDE = 1600;

export type CvJob =
  | { op: 'outline'; blob: Blob }
  | {
      op: 'document';
      blob: Blob;
      options: DocumentOptions;
      type: 'image/png' | 'image/jpeg';
      /** The size of the picture the quad's pixels are in (an outline's), when not the decoded copy's. */
      quadOf?: { width: number; height: number };
    }
  | { op: 'rulings'; blob: Blob };

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

/** A table's ruling lines, in the pixels of `width` × `height` (the decoded copy). */
export interface RulingsResult {
  segments: Segment[];
  width: number;
  height: number;
}

export type CvResult = OutlineResult | DocumentImage | RulingsResult;
