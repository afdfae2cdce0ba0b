/**
 * 图片转Excel's cell grid (pure): a table's cells from the image's ruling lines (the PDF tools' ruled-grid
 * finder, fed with the rules cleaned up: pieces of one rule joined, rules a few pixels apart made one,
 * ends stretched to meet the rules they nearly touch), or, for a table without lines, from the alignment
 * of the OCR boxes (rows by baseline, columns by strips of whitespace); then each box's text into the
 * cell its centre falls in, lines of a cell in reading order.
 */
import { findRuledGrids, findTextGrids, type Grid } from '../../web/kit/pdf-office/tables.js';
import type { Line, Ruling } from '../../web/kit/pdf-office/model.js';
import { layoutLines, type TextBox } from '../../web/kit/ocr/layout.js';
import type { Segment } from '../../web/kit/cv/rulings.js';

export interface TableCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  text: string;
}

export interface Table {
  rows: number;
  cols: number;
  cells: TableCell[];
  /** Found by ruling lines (else by text alignment, or one row per text line). */
  source: 'lines' | 'alignment' | 'text';
  /** Column widths in image pixels (for the spreadsheet's widths). */
  widths: number[];
}

const extent = (b: TextBox) => {
  const xs = b.quad.map((p) => p.x);
  const ys = b.quad.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};

/**
 * Segments as rulings the grid finder can use: those within `tol` of one another across (one rule drawn
 * thick, or seen twice) share one position; pieces along one position less than `2·tol` apart are one
 * rule; each end is stretched by `tol` so that a rule stopping just short of another still crosses it.
 */
export function cleanRulings(segments: Segment[], tol: number): Ruling[] {
  const out: Ruling[] = [];
  for (const dir of ['h', 'v'] as const) {
    const list = segments.filter((s) => s.dir === dir).sort((a, b) => a.at - b.at);
    const bands: Segment[][] = [];
    for (const s of list) {
      const band = bands.at(-1);
      if (band && s.at - band.at(-1)!.at <= tol) band.push(s);
      else bands.push([s]);
    }
    for (const band of bands) {
      const at = band.reduce((sum, s) => sum + s.at * (s.to - s.from), 0) / band.reduce((n, s) => n + s.to - s.from, 0);
      const spans = band.map((s) => [s.from, s.to] as [number, number]).sort((a, b) => a[0] - b[0]);
      const joined: [number, number][] = [];
      for (const [from, to] of spans) {
        const last = joined.at(-1);
        if (last && from - last[1] <= 2 * tol) last[1] = Math.max(last[1], to);
        else joined.push([from, to]);
      }
      for (const [from, to] of joined) out.push({ dir, at, from: from - tol, to: to + tol, color: '#000000' });
    }
  }
  return out;
}

/** Boxes as the PDF model's one-word lines (baseline at the bottom, size the height), for `findTextGrids`. */
function boxLines(boxes: TextBox[]): Line[] {
  return boxes.map((b) => {
    const e = extent(b);
    const size = Math.max(1, e.bottom - e.top);
    const run = {
      text: b.text,
      x: e.left,
      y: e.bottom,
      width: e.right - e.left,
      size,
      font: '',
      bold: false,
      italic: false,
      color: '#000000',
      angle: 0,
    };
    return {
      runs: [run],
      words: [run],
      parts: [b.text],
      text: b.text,
      x: e.left,
      y: e.bottom,
      width: run.width,
      top: e.top,
      bottom: e.bottom,
      size,
    };
  });
}

/** The text of the boxes whose centres fall in each cell of the grid, lines in reading order. */
function fill(grid: Grid, boxes: TextBox[], source: Table['source']): Table {
  const inCell = grid.cells.map(() => [] as TextBox[]);
  for (const b of boxes) {
    const e = extent(b);
    const cx = (e.left + e.right) / 2;
    const cy = (e.top + e.bottom) / 2;
    const i = grid.cells.findIndex((c) => cx >= c.x && cx < c.x + c.width && cy >= c.y && cy < c.y + c.height);
    if (i >= 0) inCell[i]!.push(b);
  }
  const widths = grid.columns.slice(1).map((x, i) => x - grid.columns[i]!);
  return {
    rows: grid.rows.length - 1,
    cols: grid.columns.length - 1,
    source,
    widths,
    cells: grid.cells.map((c, i) => ({
      row: c.row,
      col: c.col,
      rowSpan: c.rowSpan,
      colSpan: c.colSpan,
      text: layoutLines(inCell[i]!)
        .lines.map((l) => l.text)
        .join('\n'),
    })),
  };
}

const area = (g: Grid) => g.width * g.height;

/** One row per text line, its boxes left to right: what is left when the image holds no table. */
function textRows(boxes: TextBox[]): Table {
  const lines = layoutLines(boxes).lines;
  const cols = Math.max(1, ...lines.map((l) => l.boxes.length));
  const cells = lines.flatMap((l, row) =>
    l.boxes.map((b, col) => ({ row, col, rowSpan: 1, colSpan: 1, text: b.text })),
  );
  const widths = Array.from({ length: cols }, (_, c) =>
    Math.max(0, ...lines.map((l) => (l.boxes[c] ? extent(l.boxes[c]).right - extent(l.boxes[c]).left : 0))),
  );
  return { rows: lines.length, cols, cells, source: 'text', widths };
}

/**
 * The table of an image: by its ruling lines when they make a grid (the largest one), else by the
 * alignment of its text, else its text lines as rows. `segments` are in the boxes' pixels; `size` is the
 * image's (rules shorter than a small share of it are not table borders).
 */
export function tableOf(boxes: TextBox[], segments: Segment[], size: { width: number; height: number }): Table {
  const tol = Math.max(3, Math.max(size.width, size.height) * 0.004);
  const grids = findRuledGrids(cleanRulings(segments, tol)).filter((g) => g.rows.length >= 2 && g.columns.length >= 2);
  const ruled = grids.sort((a, b) => area(b) - area(a))[0];
  const written = boxes.filter((b) => b.text.trim() !== '');
  if (ruled) return fill(ruled, written, 'lines');
  const aligned = findTextGrids(boxLines(written), 2).sort((a, b) => area(b) - area(a))[0];
  // Text above and below the table (a title, a note) falls in no cell and stays out, as in the PDF tools.
  if (aligned) return fill(aligned, written, 'alignment');
  return textRows(written);
}

/** The table as rows of texts (a merged cell's text in its first grid cell, the others empty). */
export function tableMatrix(table: Table): string[][] {
  const out = Array.from({ length: table.rows }, () => Array<string>(table.cols).fill(''));
  for (const c of table.cells) if (out[c.row]) out[c.row]![c.col] = c.text;
  return out;
}
