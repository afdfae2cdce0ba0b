/**
 * Reading order: recognised boxes become lines (boxes that share most of their height), lines become
 * paragraphs (a wider gap than the usual line spacing, or an indented first line, starts a new one).
 */
import type { Quad } from './raster.js';

export interface TextBox {
  quad: Quad;
  text: string;
  confidence: number;
}

export interface OcrLine {
  text: string;
  /** The line's boxes, left to right. */
  boxes: TextBox[];
  confidence: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface OcrLayout {
  lines: OcrLine[];
  /** Lines grouped into paragraphs (indexes into `lines`, in order). */
  paragraphs: number[][];
}

interface Extent {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

function extent(quad: Quad): Extent {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  return { top: Math.min(...ys), bottom: Math.max(...ys), left: Math.min(...xs), right: Math.max(...xs) };
}

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/**
 * Joins two pieces of one line: Chinese characters that sit close join directly, anything else across a
 * gap (Latin words, table columns) gets one space.
 */
export function joinPieces(left: string, right: string, gap: number, height: number): string {
  if (!left) return right;
  if (!right) return left;
  const wide = WIDE.test(left[left.length - 1]!) && WIDE.test(right[0]!);
  return gap > (wide ? 0.8 : 0.15) * height ? `${left} ${right}` : left + right;
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Lines and paragraphs of the boxes (any order in). */
export function layoutLines(boxes: TextBox[]): OcrLayout {
  const items = boxes
    .filter((b) => b.text.trim() !== '')
    .map((box) => ({ box, ...extent(box.quad) }))
    .sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  const groups: (typeof items)[] = [];
  for (const item of items) {
    const height = item.bottom - item.top;
    // The line this box shares most of its height with (boxes come top to bottom, so look at recent lines).
    let target: typeof items | undefined;
    for (let g = groups.length - 1; g >= Math.max(0, groups.length - 3); g--) {
      const group = groups[g]!;
      const top = median(group.map((i) => i.top));
      const bottom = median(group.map((i) => i.bottom));
      const overlap = Math.min(bottom, item.bottom) - Math.max(top, item.top);
      if (overlap > 0.5 * Math.min(height, bottom - top)) {
        target = group;
        break;
      }
    }
    if (target) target.push(item);
    else groups.push([item]);
  }
  const lines: OcrLine[] = groups.map((group) => {
    group.sort((a, b) => a.left - b.left);
    const height = median(group.map((i) => i.bottom - i.top));
    let text = '';
    let right = -Infinity;
    for (const item of group) {
      text = joinPieces(text, item.box.text, item.left - right, height);
      right = item.right;
    }
    const chars = group.reduce((n, i) => n + [...i.box.text].length, 0);
    const confidence = group.reduce((s, i) => s + i.box.confidence * [...i.box.text].length, 0) / Math.max(1, chars);
    return {
      text,
      boxes: group.map((i) => i.box),
      confidence,
      top: Math.min(...group.map((i) => i.top)),
      bottom: Math.max(...group.map((i) => i.bottom)),
      left: Math.min(...group.map((i) => i.left)),
      right: Math.max(...group.map((i) => i.right)),
    };
  });
  lines.sort((a, b) => a.top - b.top);
  return { lines, paragraphs: paragraphsOf(lines) };
}

/** Groups lines into paragraphs by the vertical gap between them and by a first line's indent. */
export function paragraphsOf(lines: Extent[]): number[][] {
  if (!lines.length) return [];
  const heights = lines.map((l) => l.bottom - l.top);
  const lineHeight = median(heights);
  const gaps = lines.slice(1).map((l, i) => l.top - lines[i]!.bottom);
  // The usual spacing is the median gap, but never more than a line's height (a list of short blocks).
  const usual = Math.min(median(gaps.length ? gaps : [0]), lineHeight);
  const margin = Math.min(...lines.map((l) => l.left));
  const paragraphs: number[][] = [[0]];
  for (let i = 1; i < lines.length; i++) {
    const gap = gaps[i - 1]!;
    const line = lines[i]!;
    const indented = line.left - margin > 1.2 * lineHeight && lines[i - 1]!.left - margin < 0.5 * lineHeight;
    if (gap > usual + 0.6 * lineHeight || indented) paragraphs.push([i]);
    else paragraphs[paragraphs.length - 1]!.push(i);
  }
  return paragraphs;
}

/** The recognised text: lines joined by newlines, paragraphs by a blank line. */
export function layoutText(layout: OcrLayout): string {
  return layout.paragraphs.map((p) => p.map((i) => layout.lines[i]!.text).join('\n')).join('\n\n');
}

/**
 * Reading order of a page set in columns (a newspaper, a two-column paper): the gutters are vertical
 * bands, at least 1.5 line heights wide, that (almost) no box crosses, with text on both sides; a box that
 * crosses one (a heading across the columns) cuts the page into bands read one after the other, and
 * within a band each column is read top to bottom before the next. Without a gutter, as `layoutLines`.
 */
export function layoutColumns(boxes: TextBox[]): OcrLayout {
  const items = boxes.filter((b) => b.text.trim() !== '').map((box) => ({ box, ...extent(box.quad) }));
  if (!items.length) return layoutLines([]);
  const width = Math.max(...items.map((i) => i.right)) - Math.min(...items.map((i) => i.left));
  const lineHeight = median(items.map((i) => i.bottom - i.top));
  const splits = gutters(items, Math.max(1.5 * lineHeight, 0.03 * width));
  if (!splits.length) return layoutLines(boxes);

  // Blocks in reading order: each box across a gutter on its own, and between them each column's boxes.
  const spanning = (i: Extent) => splits.some((x) => i.left < x && i.right > x);
  const cuts = items.filter(spanning).sort((a, b) => a.top - b.top);
  const edges = [-Infinity, ...splits, Infinity];
  const blocks: TextBox[][] = [];
  let from = -Infinity;
  for (const cut of [...cuts, null]) {
    const to = cut ? (cut.top + cut.bottom) / 2 : Infinity;
    const band = items.filter((i) => !spanning(i) && (i.top + i.bottom) / 2 >= from && (i.top + i.bottom) / 2 < to);
    for (let c = 0; c + 1 < edges.length; c++) {
      const column = band.filter((i) => (i.left + i.right) / 2 >= edges[c]! && (i.left + i.right) / 2 < edges[c + 1]!);
      if (column.length) blocks.push(column.map((i) => i.box));
    }
    if (cut) blocks.push([cut.box]);
    from = to;
  }
  const lines: OcrLine[] = [];
  const paragraphs: number[][] = [];
  for (const block of blocks) {
    const layout = layoutLines(block);
    paragraphs.push(...layout.paragraphs.map((p) => p.map((i) => i + lines.length)));
    lines.push(...layout.lines);
  }
  return { lines, paragraphs };
}

/**
 * The centres of the vertical bands at least `min` wide crossed by at most a fifth of the boxes (headings),
 * with at least 3 boxes wholly on each side.
 */
function gutters(items: Extent[], min: number): number[] {
  const left = Math.floor(Math.min(...items.map((i) => i.left)));
  const right = Math.ceil(Math.max(...items.map((i) => i.right)));
  const allowed = Math.max(2, Math.floor(items.length / 5));
  const crossing = new Int32Array(right - left + 1);
  for (const i of items) for (let x = Math.ceil(i.left); x <= Math.floor(i.right); x++) crossing[x - left]!++;
  const out: number[] = [];
  let start = -1;
  for (let x = left; x <= right + 1; x++) {
    const open = x <= right && crossing[x - left]! <= allowed;
    if (open && start < 0) start = x;
    if (!open && start >= 0) {
      const end = x - 1;
      const before = items.filter((i) => i.right <= start).length;
      const after = items.filter((i) => i.left >= end).length;
      if (end - start >= min && before >= 3 && after >= 3) out.push((start + end) / 2);
      start = -1;
    }
  }
  return out;
}

/** A line's piece, with its extent: what a field reader sees when it reads pieces apart. */
export interface LinePiece {
  text: string;
  confidence: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The lines cut where their pieces stand far apart (a gap over `factor` heights of the smaller piece) or
 * are set in clearly different sizes: on a card a name and a title side by side, or a label's value in
 * another column, are separate fields.
 */
export function piecesApart(lines: OcrLine[], factor = 1.5): LinePiece[] {
  const out: LinePiece[] = [];
  for (const line of lines) {
    const height = line.bottom - line.top;
    let piece: LinePiece | null = null;
    for (const box of line.boxes) {
      const e = extent(box.quad);
      const small = piece ? Math.min(piece.bottom - piece.top, e.bottom - e.top) : 0;
      const large = piece ? Math.max(piece.bottom - piece.top, e.bottom - e.top) : 0;
      if (piece && e.left - piece.right <= factor * small && large <= 1.5 * small) {
        piece.text = joinPieces(piece.text, box.text, e.left - piece.right, height);
        piece.confidence = Math.min(piece.confidence, box.confidence);
        piece.right = e.right;
        piece.top = Math.min(piece.top, e.top);
        piece.bottom = Math.max(piece.bottom, e.bottom);
      } else {
        if (piece) out.push(piece);
        piece = { text: box.text, confidence: box.confidence, ...e };
      }
    }
    if (piece) out.push(piece);
  }
  return out;
}
