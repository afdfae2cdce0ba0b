/**
 * Runs → lines: runs that share a baseline (by vertical overlap, so a Latin run and a CJK run of one line
 * stay together although their fonts put their baselines apart), left to right, split where a wide gap
 * shows a column or cell boundary, with the spaces between words put back (none between CJK characters).
 */
import type { Line, TextRun } from './model.js';
import { isCjk } from './text.js';

/** A gap wider than this many font sizes splits a line (columns, tab stops, borderless cells). */
export const SPLIT_GAP_EM = 1.5;

const ASCENT = 0.82;
const DESCENT = 0.2;

function extent(run: TextRun): [number, number] {
  return [run.y - run.size * ASCENT, run.y + run.size * DESCENT];
}

/** The size most characters have. */
export function dominantSize(runs: TextRun[]): number {
  const weight = new Map<number, number>();
  for (const r of runs) weight.set(r.size, (weight.get(r.size) ?? 0) + r.text.length);
  let best = runs[0]?.size ?? 10;
  let most = -1;
  for (const [size, w] of weight)
    if (w > most || (w === most && size < best)) {
      best = size;
      most = w;
    }
  return best;
}

function sameStyle(a: TextRun, b: TextRun): boolean {
  return a.font === b.font && a.size === b.size && a.bold === b.bold && a.italic === b.italic && a.color === b.color;
}

/** Whether a space goes between two pieces `gap` apart (none between CJK characters unless far apart). */
function spaceBetween(before: string, after: string, gap: number, size: number): boolean {
  const a = before.at(-1);
  const b = after[0];
  if (/\s/.test(a ?? '') || /\s/.test(b ?? '')) return false;
  return gap > size * (isCjk(a) || isCjk(b) ? 0.5 : 0.15);
}

/**
 * Neighbouring runs of one style become one run (some PDFs draw every glyph on its own), with the spaces
 * between words put back.
 */
export function mergeRuns(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const r of [...runs].sort((a, b) => a.x - b.x)) {
    const last = out.at(-1);
    const gap = last ? r.x - (last.x + last.width) : Infinity;
    if (last && sameStyle(last, r) && Math.abs(last.y - r.y) < 0.5 && gap > -r.size * 0.3 && gap < r.size * 0.8) {
      last.text += (spaceBetween(last.text, r.text, gap, r.size) ? ' ' : '') + r.text;
      last.width = r.x + r.width - last.x;
    } else out.push({ ...r });
  }
  return out;
}

export function makeLine(runs: TextRun[]): Line {
  const sorted = mergeRuns(runs);
  const parts: string[] = [];
  let text = '';
  let end = -Infinity;
  for (const r of sorted) {
    let part = r.text;
    if (text !== '') {
      if (spaceBetween(text, r.text, r.x - end, Math.min(r.size, sorted[0].size))) part = ` ${part}`;
    }
    parts.push(part);
    text += part;
    end = Math.max(end, r.x + r.width);
  }
  const size = dominantSize(sorted);
  const main = sorted.filter((r) => r.size === size);
  const y = main.reduce((s, r) => s + r.y, 0) / main.length;
  return {
    runs: sorted,
    words: [...runs].sort((a, b) => a.x - b.x),
    parts,
    text,
    x: sorted[0].x,
    y,
    width: end - sorted[0].x,
    top: Math.min(...sorted.map((r) => extent(r)[0])),
    bottom: Math.max(...sorted.map((r) => extent(r)[1])),
    size,
  };
}

/** Level runs (angle within 2°) into lines, top to bottom, each line's fragments left to right. */
export function buildLines(runs: TextRun[]): Line[] {
  const level = runs.filter((r) => Math.abs(r.angle) <= 2 && r.text.trim() !== '');
  level.sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: { top: number; bottom: number; runs: TextRun[] }[] = [];
  for (const run of level) {
    const [top, bottom] = extent(run);
    let home: (typeof rows)[number] | null = null;
    let bestOverlap = 0;
    // Only the last few rows can hold this run (runs come top to bottom).
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 6; i--) {
      const row = rows[i];
      const overlap = Math.min(bottom, row.bottom) - Math.max(top, row.top);
      const smaller = Math.min(bottom - top, row.bottom - row.top);
      if (overlap / smaller >= 0.55 && overlap > bestOverlap) {
        home = row;
        bestOverlap = overlap;
      }
    }
    if (!home) {
      rows.push({ top, bottom, runs: [run] });
      continue;
    }
    // Text printed twice at the same place (a fake bold) counts once, as bold.
    const twin = home.runs.find(
      (r) => r.text === run.text && Math.abs(r.x - run.x) < 1.5 && Math.abs(r.y - run.y) < 1.5,
    );
    if (twin) {
      twin.bold = true;
      continue;
    }
    home.runs.push(run);
    home.top = Math.min(home.top, top);
    home.bottom = Math.max(home.bottom, bottom);
  }
  const lines: Line[] = [];
  for (const row of rows) {
    const sorted = row.runs.sort((a, b) => a.x - b.x);
    let fragment: TextRun[] = [];
    let end = -Infinity;
    for (const run of sorted) {
      const size = Math.min(run.size, fragment[0]?.size ?? run.size);
      if (fragment.length && run.x - end > Math.max(size * SPLIT_GAP_EM, 6)) {
        lines.push(makeLine(fragment));
        fragment = [];
      }
      fragment.push(run);
      end = Math.max(fragment.length > 1 ? end : -Infinity, run.x + run.width);
    }
    if (fragment.length) lines.push(makeLine(fragment));
  }
  return lines.sort((a, b) => a.top - b.top || a.x - b.x);
}
