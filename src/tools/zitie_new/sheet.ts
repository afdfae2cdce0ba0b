/**
 * 字帖: the layout of a copybook sheet, as drawing operations both the on-page preview (SVG) and the PDF use.
 * Pure: A4 in PDF points, cells of a chosen grid, each character as a model in black, tracing copies in grey,
 * then empty cells, and optionally a row of its strokes in writing order.
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 36;
export const GRIDS = ['tian', 'mi', 'fang'] as const;
export type Grid = (typeof GRIDS)[number];

export const OPTIONS = defineOptions({
  grid: opt.choice(GRIDS, 'tian'),
  cols: opt.oneOf([6, 8, 10, 12], 8),
  trace: opt.int(3, { min: 0, max: 11 }),
  rows: opt.int(1, { min: 1, max: 5 }),
  order: opt.bool(true),
});

export type Ink = 'model' | 'trace' | 'done' | 'new';

export type Op =
  | { kind: 'cell'; x: number; y: number; size: number }
  | { kind: 'glyph'; x: number; y: number; size: number; char: string; strokes: number[]; ink: Ink };

export interface SheetSettings {
  cols: number;
  /** Grey copies after the model in each practice row (clamped to the row). */
  trace: number;
  /** Practice rows per character. */
  rows: number;
  /** A row (or more) of the strokes in writing order above the practice rows. */
  order: boolean;
}

/** Pages of operations; `y` grows downwards from the page's top edge (the PDF writer flips it). */
export function layoutSheet(chars: readonly string[], strokeCount: (char: string) => number, s: SheetSettings): Op[][] {
  const size = (A4.width - 2 * MARGIN) / s.cols;
  const perPage = Math.floor((A4.height - 2 * MARGIN) / size);
  const rows: Op[][] = [];
  const row = (fill: (col: number) => Op | null): Op[] => {
    const ops: Op[] = [];
    for (let col = 0; col < s.cols; col++) {
      ops.push({ kind: 'cell', x: MARGIN + col * size, y: 0, size });
      const glyph = fill(col);
      if (glyph) ops.push(glyph);
    }
    return ops;
  };
  const all = (n: number) => Array.from({ length: n }, (_, i) => i);
  for (const char of chars) {
    const n = strokeCount(char);
    if (s.order && n > 0) {
      for (let start = 0; start < n; start += s.cols) {
        rows.push(
          row((col) => {
            const k = start + col; // stroke k is new in this cell, strokes before it are done
            if (k >= n) return null;
            return { kind: 'glyph', x: MARGIN + col * size, y: 0, size, char, strokes: all(k + 1), ink: 'new' };
          }),
        );
      }
    }
    const trace = Math.min(s.trace, s.cols - 1);
    for (let r = 0; r < s.rows; r++) {
      rows.push(
        row((col) => {
          if (col > trace) return null;
          const ink: Ink = col === 0 ? 'model' : 'trace';
          return { kind: 'glyph', x: MARGIN + col * size, y: 0, size, char, strokes: all(n), ink };
        }),
      );
    }
  }
  const pages: Op[][] = [];
  rows.forEach((ops, i) => {
    const p = Math.floor(i / perPage);
    const y = MARGIN + (i % perPage) * size;
    (pages[p] ??= []).push(...ops.map((op) => ({ ...op, y })));
  });
  return pages;
}

/** The guide lines inside a cell of the grid, as [x1, y1, x2, y2] in the cell's own 0-1 box. */
export function guideLines(grid: Grid): [number, number, number, number][] {
  if (grid === 'fang') return [];
  const tian: [number, number, number, number][] = [
    [0.5, 0, 0.5, 1],
    [0, 0.5, 1, 0.5],
  ];
  return grid === 'tian' ? tian : [...tian, [0, 0, 1, 1], [1, 0, 0, 1]];
}

/**
 * hanzi-writer-data draws in a 1024 box with y pointing up and the baseline at y = 0 (glyphs run from -124 to
 * 900); SVG and our layout point y down. Flips every coordinate pair of a stroke path into a 0-1024 y-down box.
 */
export function flipPath(d: string): string {
  const tokens = d.trim().split(/\s+/);
  const out: string[] = [];
  let pair = 0;
  for (const t of tokens) {
    if (/^[A-Za-z]$/.test(t)) {
      out.push(t);
      pair = 0;
      continue;
    }
    const v = Number(t);
    out.push(String(pair % 2 === 0 ? v : 900 - v));
    pair++;
  }
  return out.join(' ');
}

/** The characters of a text that a sheet draws: CJK ideographs only, at most `max`, repeats kept. */
export function sheetChars(text: string, max: number): { chars: string[]; dropped: number } {
  const all = [...text].filter((c) => /[\u3400-\u9fff]/u.test(c));
  return { chars: all.slice(0, max), dropped: Math.max(0, all.length - max) };
}
