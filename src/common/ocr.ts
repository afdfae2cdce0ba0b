/**
 * What the OCR route (src/tools/ocr/server.ts) and the pages that fall back to it (kit/ocr, for browsers
 * that cannot run the recognition Worker, or `?server=1`) agree on.
 */
export const OCR_PATH = '/cgi-bin/tools/ocr';

/** A recognised piece of a line: its text, confidence and corners (x0, y0 … x3, y3, reading order). */
export interface OcrServerBox {
  text: string;
  confidence: number;
  quad: number[];
}

/** The `ocr` task's download (`ocr.json`). */
export interface OcrServerAnswer {
  header: { retCode: number };
  text: string;
  /** Lines in reading order, in the pixels of the page as turned upright (`rotation`). */
  lines: {
    text: string;
    confidence: number;
    box: { left: number; top: number; right: number; bottom: number };
    boxes: OcrServerBox[];
  }[];
  paragraphs: number[][];
  /** The clockwise turn (0, 90, 180, 270) that made the page upright, and its size then. */
  rotation: number;
  width: number;
  height: number;
}
