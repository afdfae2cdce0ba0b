/**
 * What PDF→Office conversion knows about a document, from the PDF's drawing operations up to the blocks
 * the writers emit. Coordinates are PDF points with the origin at the page's top-left corner, y down
 * (the page as it is shown, rotation applied).
 */

/** A piece of text drawn in one go with one style, on one baseline. */
export interface TextRun {
  text: string;
  /** Baseline start. */
  x: number;
  y: number;
  /** Advance along the baseline. */
  width: number;
  /** Font size on the page (points). */
  size: number;
  /** The font's name without its subset prefix (e.g. `NotoSerifCJKjp-Bold`). */
  font: string;
  bold: boolean;
  italic: boolean;
  /** `#rrggbb`. */
  color: string;
  /** Baseline angle in degrees (0 = left to right); text that is not level is kept apart. */
  angle: number;
}

/** An image drawn on the page, already encoded for the writers. */
export interface PageImage {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Encoded image (PNG or JPEG); null when it could not be read. */
  data: Uint8Array | null;
  type: 'png' | 'jpg';
}

/** A horizontal or vertical line (a stroked segment, or a thin filled rectangle). */
export interface Ruling {
  /** 'h': from (x1, y) to (x2, y); 'v': from (x, y1) to (x, y2). */
  dir: 'h' | 'v';
  /** The fixed coordinate (y of an 'h', x of a 'v'). */
  at: number;
  from: number;
  to: number;
  color: string;
}

/** A filled rectangle that is not a line (cell shading, boxes, backgrounds). */
export interface FilledRect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

export interface PageContent {
  /** 0-based. */
  index: number;
  width: number;
  height: number;
  runs: TextRun[];
  images: PageImage[];
  rulings: Ruling[];
  fills: FilledRect[];
  /** The text was read from the page's pictures by OCR (a scan); the pictures read are gone from `images`. */
  ocr?: boolean;
}

// ------------------------------------------------------------------ layout

/** Runs on one baseline, left to right, with the spaces between words put back. */
export interface Line {
  /** The line's runs, neighbours of one style merged. */
  runs: TextRun[];
  /** The runs as drawn (a word or less each), for where each word sits. */
  words: TextRun[];
  /** Each run's text as it joins the line (a space put back in front where words were apart). */
  parts: string[];
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  /** Top and bottom of the line box. */
  top: number;
  bottom: number;
  /** Main font size (most characters). */
  size: number;
}

/** A span of text with one style, as it goes into a paragraph. */
export interface Span {
  text: string;
  /** A page break comes before this span (a paragraph the PDF's page break cut, joined again). */
  pageBreak?: boolean;
  size: number;
  font: string;
  bold: boolean;
  italic: boolean;
  color: string;
}

export type ParagraphKind = 'paragraph' | 'heading' | 'list';

export interface Paragraph {
  type: 'paragraph';
  kind: ParagraphKind;
  /** 1–3 for headings. */
  level?: number;
  /** Lists: the marker as printed (•, 1., (a), 一、…) and whether it counts. */
  marker?: string;
  ordered?: boolean;
  spans: Span[];
  align: 'left' | 'center' | 'right' | 'justify';
  /** Left indent from the page's text margin, and the first line's extra indent (points). */
  indent: number;
  firstLine: number;
  /** Space before the paragraph (points) and line spacing (multiple of the font size). */
  spaceBefore: number;
  lineHeight: number;
  /** Bounding box on the page. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TableCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  /** The cell's paragraphs (usually one). */
  paragraphs: Paragraph[];
  /** Shading, when the cell is filled. */
  fill?: string;
}

export interface Table {
  type: 'table';
  /** Column edges and row edges (points), so widths and heights carry over. */
  columns: number[];
  rows: number[];
  cells: TableCell[];
  /** Drawn with lines (true), or found from the alignment of text alone. */
  ruled: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageBlock {
  type: 'image';
  image: PageImage;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Block = Paragraph | Table | ImageBlock;

export interface PageLayout {
  index: number;
  width: number;
  height: number;
  /** Text margins found on the page (points). */
  margins: { top: number; right: number; bottom: number; left: number };
  /** Blocks in reading order. */
  blocks: Block[];
  /** The page has no text, only images (a scan). */
  scanned: boolean;
  /** Body text size of the document (for headings). */
  bodySize: number;
}
