/**
 * Ruling lines of a table in an image (runs in the cv Worker, and in Node for tests): the ink of a
 * binarised copy opened with a long flat kernel keeps only horizontal strokes longer than a character, a
 * long upright kernel only vertical ones; each stroke's bounding box is one segment.
 */
import type { Rgba } from './geometry.js';
import type { Mat, OpenCv } from './opencv.js';
import { toMat } from './document.js';

export interface Segment {
  /** 'h': from (from, at) to (to, at); 'v': from (at, from) to (at, to). */
  dir: 'h' | 'v';
  at: number;
  from: number;
  to: number;
}

/** Work size: table rules stay a few pixels thick, and opencv's morphology stays quick. */
const WORK_SIDE = 2000;

function segmentsOf(cv: OpenCv, mask: Mat, dir: 'h' | 'v', minLength: number, maxThickness: number): Segment[] {
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    cv.findContours(mask, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    const out: Segment[] = [];
    const count = contours.size() as unknown as number;
    for (let i = 0; i < count; i++) {
      const c = contours.get(i);
      const r = cv.boundingRect(c);
      c.delete();
      const [length, thickness] = dir === 'h' ? [r.width, r.height] : [r.height, r.width];
      if (length < minLength || thickness > maxThickness) continue;
      out.push(
        dir === 'h'
          ? { dir, at: r.y + r.height / 2, from: r.x, to: r.x + r.width }
          : { dir, at: r.x + r.width / 2, from: r.y, to: r.y + r.height },
      );
    }
    return out;
  } finally {
    contours.delete();
    hierarchy.delete();
  }
}

/** The horizontal and vertical rules of an image, in its pixels. */
export function findRulings(cv: OpenCv, image: Rgba): Segment[] {
  const k = Math.min(1, WORK_SIDE / Math.max(image.width, image.height));
  const src = toMat(cv, image);
  const small = new cv.Mat();
  const grey = new cv.Mat();
  const ink = new cv.Mat();
  const hMask = new cv.Mat();
  const vMask = new cv.Mat();
  const mats = [src, small, grey, ink, hMask, vMask];
  try {
    cv.resize(src, small, new cv.Size(Math.round(image.width * k), Math.round(image.height * k)), 0, 0, cv.INTER_AREA);
    cv.cvtColor(small, grey, cv.COLOR_RGBA2GRAY);
    cv.adaptiveThreshold(grey, ink, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY_INV, 15, 10);
    const { cols, rows } = ink;
    // Longer than a few characters: strokes of text do not survive.
    const hLength = Math.max(20, Math.round(cols / 30));
    const vLength = Math.max(20, Math.round(rows / 40));
    const hKernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(hLength, 1));
    const vKernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(1, vLength));
    mats.push(hKernel, vKernel);
    cv.morphologyEx(ink, hMask, cv.MORPH_OPEN, hKernel);
    cv.morphologyEx(ink, vMask, cv.MORPH_OPEN, vKernel);
    // A rule broken by a pixel or two (print, JPEG) is one rule.
    const bridgeH = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(5, 1));
    const bridgeV = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(1, 5));
    mats.push(bridgeH, bridgeV);
    cv.morphologyEx(hMask, hMask, cv.MORPH_CLOSE, bridgeH);
    cv.morphologyEx(vMask, vMask, cv.MORPH_CLOSE, bridgeV);
    const thick = Math.max(6, Math.round(Math.max(cols, rows) / 150));
    const segments = [
      ...segmentsOf(cv, hMask, 'h', hLength * 1.5, thick),
      ...segmentsOf(cv, vMask, 'v', vLength * 1.5, thick),
    ];
    return segments.map((s) => ({ dir: s.dir, at: s.at / k, from: s.from / k, to: s.to / k }));
  } finally {
    for (const m of mats) if (!m.isDeleted()) m.delete();
  }
}
