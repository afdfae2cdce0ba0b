/**
 * Scanned pages: a page that holds no text but is covered by pictures is read with the OCR engine
 * (PP-OCR, src/web/kit/ocr/), and the lines it reads become text runs in page points, so the writers lay
 * them out as any other text (paragraphs, headings by size, tables from aligned pieces). The pictures read
 * are dropped from the page: their text stands for them. Pure apart from the engine passed in.
 */
import type { PageImage, TextRun } from './model.js';

/** A point of a recognised box, in the picture's pixels. */
interface Point {
  x: number;
  y: number;
}

/** What the OCR engine answers for one picture (kit/ocr's `OcrResult`, trimmed to what is used here). */
export interface PictureReading {
  /** Size of the picture as read (turned upright: `lines` are in these pixels). */
  width: number;
  height: number;
  lines: { boxes: { quad: Point[]; text: string }[] }[];
}

/** Reads one picture (the encoded image of a PageImage). */
export type ReadPicture = (image: PageImage, signal?: AbortSignal) => Promise<PictureReading>;

export interface OcrPage {
  runs: TextRun[];
  /** The pictures the text was read from. */
  read: PageImage[];
}

/** Text for a page that has none, from its pictures. */
export type OcrHook = (
  page: { index: number; width: number; height: number; images: PageImage[] },
  signal?: AbortSignal,
) => Promise<OcrPage>;

/** Share of the page the pictures must cover for it to be a scan, and the least share one must cover to be read. */
const SCAN_COVER = 0.5;
const MIN_PICTURE = 0.02;

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** A text's width in ems: full-width characters 1, the rest about half (an average Latin face). */
export function emWidth(text: string): number {
  let ems = 0;
  for (const ch of text) ems += WIDE.test(ch) ? 1 : ch === ' ' ? 0.28 : 0.52;
  return ems;
}

function extent(quad: Point[]) {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/**
 * One line's pieces as runs in page points. The font size comes from the line's width per character
 * (the detector's boxes are padded, so their height overstates it), kept within sensible bounds of the box
 * height; the baseline sits where a glyph of that size centred in the box would stand.
 */
export function lineRuns(line: PictureReading['lines'][number], toPage: (p: Point) => Point): TextRun[] {
  const pieces = line.boxes
    .map((b) => ({ text: b.text.trim(), box: extent(b.quad.map(toPage)) }))
    .filter((p) => p.text !== '');
  if (pieces.length === 0) return [];
  const height = Math.max(...pieces.map((p) => p.box.bottom - p.box.top));
  const ems = pieces.reduce((n, p) => n + emWidth(p.text), 0);
  const width = pieces.reduce((n, p) => n + (p.box.right - p.box.left), 0);
  const size = Math.min(height * 1.1, Math.max(height * 0.5, ems > 0 ? width / ems : height * 0.8));
  // Sizes in whole half points, as a document would have them (the same line reads as one size).
  const rounded = Math.max(1, Math.round(size * 2) / 2);
  const middle = pieces.reduce((n, p) => n + (p.box.top + p.box.bottom) / 2, 0) / pieces.length;
  return pieces.map((p) => ({
    text: p.text,
    x: p.box.left,
    y: middle + 0.36 * rounded,
    width: p.box.right - p.box.left,
    size: rounded,
    font: '',
    bold: false,
    italic: false,
    color: '#000000',
    angle: 0,
  }));
}

/** The hook for the converter: reads the pictures of a page that is a scan (they cover most of it). */
export function ocrHook(read: ReadPicture): OcrHook {
  return async (page, signal) => {
    const area = page.width * page.height;
    const shown = (i: PageImage) =>
      Math.max(0, Math.min(i.x + i.width, page.width) - Math.max(i.x, 0)) *
      Math.max(0, Math.min(i.y + i.height, page.height) - Math.max(i.y, 0));
    const pictures = page.images.filter((i) => i.data && shown(i) >= MIN_PICTURE * area);
    if (pictures.reduce((n, i) => n + shown(i), 0) < SCAN_COVER * area) return { runs: [], read: [] };
    const runs: TextRun[] = [];
    const done: PageImage[] = [];
    for (const picture of pictures) {
      signal?.throwIfAborted();
      const reading = await read(picture, signal);
      if (reading.width <= 0 || reading.height <= 0) continue;
      const sx = picture.width / reading.width;
      const sy = picture.height / reading.height;
      const toPage = (p: Point) => ({ x: picture.x + p.x * sx, y: picture.y + p.y * sy });
      const found = reading.lines.flatMap((line) => lineRuns(line, toPage));
      if (found.length === 0) continue;
      runs.push(...found);
      done.push(picture);
    }
    return { runs, read: done };
  };
}
