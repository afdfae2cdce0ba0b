/**
 * Tables: ruled ones from the page's lines (a grid of horizontal and vertical rules, merged cells where
 * a rule is missing between two grid cells), and borderless ones from text alone (lines split into
 * fragments whose left edges or right edges line up in columns over several rows). Pure.
 */
import type { FilledRect, Line, Ruling } from './model.js';

export interface GridCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  x: number;
  y: number;
  width: number;
  height: number;
  fill?: string;
}

export interface Grid {
  columns: number[];
  rows: number[];
  cells: GridCell[];
  ruled: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

const SNAP = 2;

/** Joins collinear rules that touch or overlap (a border drawn in pieces). */
export function mergeRulings(rulings: Ruling[]): Ruling[] {
  const out: Ruling[] = [];
  for (const dir of ['h', 'v'] as const) {
    const list = rulings.filter((r) => r.dir === dir).sort((a, b) => a.at - b.at || a.from - b.from);
    const merged: Ruling[] = [];
    for (const r of list) {
      const same = merged.find((m) => Math.abs(m.at - r.at) <= SNAP && r.from <= m.to + SNAP && r.to >= m.from - SNAP);
      if (same) {
        same.from = Math.min(same.from, r.from);
        same.to = Math.max(same.to, r.to);
        same.at = (same.at + r.at) / 2;
      } else merged.push({ ...r });
    }
    out.push(...merged);
  }
  return out;
}

/** The edges of filled rectangles that tile a region (shaded cells with no rules) as rules. */
export function fillEdges(fills: FilledRect[], pageWidth: number, pageHeight: number): Ruling[] {
  const out: Ruling[] = [];
  const cells = fills.filter(
    (f) =>
      f.width < pageWidth * 0.95 &&
      f.height < pageHeight * 0.5 &&
      f.width > 4 &&
      f.height > 4 &&
      !/^#f{6}$/i.test(f.color),
  );
  for (const f of cells) {
    // A fill only makes rules when another fill touches it (a shaded row, a striped table).
    const touching = cells.some(
      (g) =>
        (g !== f &&
          (Math.abs(g.y - (f.y + f.height)) <= SNAP || Math.abs(f.y - (g.y + g.height)) <= SNAP) &&
          g.x < f.x + f.width &&
          g.x + g.width > f.x) ||
        ((Math.abs(g.x - (f.x + f.width)) <= SNAP || Math.abs(f.x - (g.x + g.width)) <= SNAP) &&
          g.y < f.y + f.height &&
          g.y + g.height > f.y),
    );
    if (!touching) continue;
    out.push(
      { dir: 'h', at: f.y, from: f.x, to: f.x + f.width, color: f.color },
      { dir: 'h', at: f.y + f.height, from: f.x, to: f.x + f.width, color: f.color },
      { dir: 'v', at: f.x, from: f.y, to: f.y + f.height, color: f.color },
      { dir: 'v', at: f.x + f.width, from: f.y, to: f.y + f.height, color: f.color },
    );
  }
  return out;
}

function crosses(h: Ruling, v: Ruling): boolean {
  return v.at >= h.from - SNAP && v.at <= h.to + SNAP && h.at >= v.from - SNAP && h.at <= v.to + SNAP;
}

/** Distinct values, close ones merged. */
function edges(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of sorted) {
    if (out.length && v - out[out.length - 1] <= SNAP * 1.5) out[out.length - 1] = (out[out.length - 1] + v) / 2;
    else out.push(v);
  }
  return out;
}

/** Whether rules cover the segment [from, to] at `at` (most of it). */
function covered(rules: Ruling[], at: number, from: number, to: number): boolean {
  const spans = rules
    .filter((r) => Math.abs(r.at - at) <= SNAP && r.to > from && r.from < to)
    .map((r) => [Math.max(r.from, from), Math.min(r.to, to)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = from;
  for (const [a, b] of spans) {
    if (b <= reach) continue;
    total += b - Math.max(a, reach);
    reach = b;
  }
  return total >= (to - from) * 0.6;
}

/** Ruled tables: groups of crossing rules with at least two rows or two columns of cells. */
export function findRuledGrids(rulings: Ruling[], fills: FilledRect[] = []): Grid[] {
  const rules = mergeRulings(rulings).filter((r) => r.to - r.from > 3);
  const hs = rules.filter((r) => r.dir === 'h');
  const vs = rules.filter((r) => r.dir === 'v');
  // Connected groups of crossing rules.
  const parent = rules.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const index = new Map(rules.map((r, i) => [r, i]));
  for (const h of hs) for (const v of vs) if (crosses(h, v)) parent[find(index.get(h)!)] = find(index.get(v)!);
  const groups = new Map<number, Ruling[]>();
  rules.forEach((r, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), r]);
  });
  const grids: Grid[] = [];
  for (const group of groups.values()) {
    const gh = group.filter((r) => r.dir === 'h');
    const gv = group.filter((r) => r.dir === 'v');
    if (gh.length < 2 || gv.length < 2) continue;
    const rows = edges(gh.map((r) => r.at));
    const columns = edges(gv.map((r) => r.at));
    if (rows.length < 2 || columns.length < 2) continue;
    const nr = rows.length - 1;
    const nc = columns.length - 1;
    if (nr * nc < 2) continue;
    // Which neighbouring grid cells are joined (no rule between them).
    const joinedRight = (r: number, c: number) => !covered(gv, columns[c + 1], rows[r], rows[r + 1]);
    const joinedDown = (r: number, c: number) => !covered(gh, rows[r + 1], columns[c], columns[c + 1]);
    const owner: number[][] = Array.from({ length: nr }, () => Array(nc).fill(-1));
    const cells: GridCell[] = [];
    for (let r = 0; r < nr; r++)
      for (let c = 0; c < nc; c++) {
        if (owner[r][c] !== -1) continue;
        let colSpan = 1;
        while (c + colSpan < nc && joinedRight(r, c + colSpan - 1) && owner[r][c + colSpan] === -1) colSpan++;
        let rowSpan = 1;
        while (r + rowSpan < nr) {
          let all = true;
          for (let k = 0; k < colSpan; k++)
            if (!joinedDown(r + rowSpan - 1, c + k) || owner[r + rowSpan][c + k] !== -1) all = false;
          if (!all) break;
          rowSpan++;
        }
        for (let i = 0; i < rowSpan; i++) for (let k = 0; k < colSpan; k++) owner[r + i][c + k] = cells.length;
        cells.push({
          row: r,
          col: c,
          rowSpan,
          colSpan,
          x: columns[c],
          y: rows[r],
          width: columns[c + colSpan] - columns[c],
          height: rows[r + rowSpan] - rows[r],
        });
      }
    if (cells.length < 2) continue;
    for (const cell of cells) {
      const fill = fills.find(
        (f) =>
          Math.abs(f.x - cell.x) <= SNAP * 2 &&
          Math.abs(f.y - cell.y) <= SNAP * 2 &&
          Math.abs(f.width - cell.width) <= SNAP * 3 &&
          Math.abs(f.height - cell.height) <= SNAP * 3 &&
          !/^#f{6}$/i.test(f.color),
      );
      if (fill) cell.fill = fill.color;
    }
    grids.push({
      columns,
      rows,
      cells,
      ruled: true,
      x: columns[0],
      y: rows[0],
      width: columns[nc] - columns[0],
      height: rows[nr] - rows[0],
    });
  }
  return grids.sort((a, b) => a.y - b.y);
}

/**
 * Borderless tables: blocks of at least `minRows` consecutive rows (lines on one baseline) that are split
 * into two or more fragments. The columns are where the block's words leave a vertical strip of
 * whitespace on every row (so right-aligned numbers next to left-aligned text still part); two
 * neighbouring columns that no row fills both (a left-aligned header over right-aligned numbers) are one
 * column. A page set in two or three columns of sentences is not a table.
 */
export function findTextGrids(lines: Line[], minRows = 3): Grid[] {
  const rows: Line[][] = [];
  for (const line of [...lines].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0].y - line.y) <= Math.max(2, line.size * 0.4)) row.push(line);
    else rows.push([line]);
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  const grids: Grid[] = [];
  let i = 0;
  while (i < rows.length) {
    if (rows[i].length < 2) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < rows.length && rows[j].length >= 2) {
      const gap = rows[j][0].top - Math.max(...rows[j - 1].map((l) => l.bottom));
      if (gap > rows[j][0].size * 2.5 || columnsOf(rows.slice(i, j + 1)).length < 2) break;
      j++;
    }
    const block = rows.slice(i, j);
    const cols = block.length >= minRows ? columnsOf(block) : [];
    if (cols.length >= 2 && !looksLikeTextColumns(block)) {
      grids.push(gridOf(block, cols));
      i = j;
    } else i++;
  }
  return grids;
}

/** Column ranges of a block: strips no word crosses, then neighbours that no row fills both joined. */
export function columnsOf(block: Line[][]): [number, number][] {
  const words = block.flat().flatMap((l) => l.words);
  if (words.length === 0) return [];
  const spans = words.map((w) => [w.x, w.x + w.width] as [number, number]).sort((a, b) => a[0] - b[0]);
  const cols: [number, number][] = [];
  for (const [a, b] of spans) {
    const last = cols.at(-1);
    if (last && a < last[1] + 1.5) last[1] = Math.max(last[1], b);
    else cols.push([a, b]);
  }
  // Which rows fill which column.
  const filled = (row: Line[], col: [number, number]) =>
    row.some((l) => l.words.some((w) => w.x < col[1] && w.x + w.width > col[0]));
  let k = 0;
  while (k < cols.length - 1) {
    const both = block.some((row) => filled(row, cols[k]) && filled(row, cols[k + 1]));
    if (!both) {
      cols[k] = [cols[k][0], cols[k + 1][1]];
      cols.splice(k + 1, 1);
    } else k++;
  }
  return cols;
}

function gridOf(block: Line[][], cols: [number, number][]): Grid {
  const rowEdges = block.map((r) => Math.min(...r.map((l) => l.top)));
  const bottom = Math.max(...block.at(-1)!.map((l) => l.bottom));
  rowEdges.push(bottom);
  const columnEdges = [cols[0][0] - 2];
  for (let c = 1; c < cols.length; c++) columnEdges.push((cols[c - 1][1] + cols[c][0]) / 2);
  columnEdges.push(cols.at(-1)![1] + 2);
  const cells: GridCell[] = [];
  block.forEach((row, r) => {
    const words = row.flatMap((l) => l.words);
    for (let c = 0; c < cols.length;) {
      // A word running over the next columns' edges (a merged header) spans them.
      let span = 1;
      for (const w of words)
        if (w.x < columnEdges[c + 1] && w.x + w.width > columnEdges[c])
          while (c + span < cols.length && w.x + w.width > columnEdges[c + span] + 2) span++;
      cells.push({
        row: r,
        col: c,
        rowSpan: 1,
        colSpan: span,
        x: columnEdges[c],
        y: rowEdges[r],
        width: columnEdges[c + span] - columnEdges[c],
        height: rowEdges[r + 1] - rowEdges[r],
      });
      c += span;
    }
  });
  return {
    columns: columnEdges,
    rows: rowEdges,
    cells,
    ruled: false,
    x: columnEdges[0],
    y: rowEdges[0],
    width: columnEdges.at(-1)! - columnEdges[0],
    height: bottom - rowEdges[0],
  };
}

/** Rows of two or three long fragments that read as sentences: a page set in columns, not a table. */
function looksLikeTextColumns(block: Line[][]): boolean {
  if (block.some((row) => row.length > 3)) return false;
  const frags = block.flat();
  const long = frags.filter((l) => l.text.length >= 25 && l.width >= l.size * 14 && /\s\S+\s/.test(l.text));
  return long.length >= frags.length * 0.6;
}
