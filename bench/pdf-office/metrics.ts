/**
 * Measuring a converted document against its truth: text similarity (characters), paragraph count, and
 * table cells in the right row and column. Reads .docx (its paragraphs and tables, text boxes included,
 * fallback copies left out) and .xlsx (ExcelJS).
 */
import { unzipSync } from 'fflate';
import { diffChars } from 'diff';
import ExcelJS from 'exceljs';
import { cellValue } from '../../src/web/kit/pdf-office/cells.js';
import { isCjk } from '../../src/web/kit/pdf-office/text.js';

export interface DocxContent {
  /** Every paragraph's text in document order (table cells included). */
  texts: string[];
  /** Non-empty paragraphs outside tables. */
  paragraphs: number;
  tables: string[][][];
}

function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

export function readDocx(bytes: Uint8Array): DocxContent {
  const files = unzipSync(bytes);
  let xml = new TextDecoder().decode(files['word/document.xml']);
  // Text boxes are written twice (DrawingML and a VML fallback): keep one.
  xml = xml.replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, '');
  const texts: string[] = [];
  let paragraphs = 0;
  const tables: string[][][] = [];
  const pStack: string[] = [];
  const tblStack: {
    rows: string[][];
    row: string[] | null;
    col: number;
    cellText: string[] | null;
    span: number;
    vmerge: 'restart' | 'continue' | null;
  }[] = [];
  const re = /<(\/?)(w:p|w:tbl|w:tr|w:tc|w:t|w:tab|w:br|w:gridSpan|w:vMerge)(\s[^>]*?)?(\/?)>|([^<]+)/g;
  let inT = false;
  let m: RegExpExecArray | null;
  while ((m = re.exec(xml))) {
    const [, close, tag, attrs = '', selfClose, text] = m;
    if (text !== undefined) {
      if (inT && pStack.length) pStack[pStack.length - 1] += decode(text);
      continue;
    }
    const t = tblStack.at(-1);
    if (tag === 'w:t') inT = !close && !selfClose;
    else if (tag === 'w:tab' && !close && pStack.length) pStack[pStack.length - 1] += ' ';
    else if (tag === 'w:p') {
      if (selfClose) continue;
      if (!close) pStack.push('');
      else {
        const p = pStack.pop() ?? '';
        texts.push(p);
        if (t?.cellText) t.cellText.push(p);
        else if (p.trim() !== '') paragraphs++;
      }
    } else if (tag === 'w:tbl') {
      if (!close) tblStack.push({ rows: [], row: null, col: 0, cellText: null, span: 1, vmerge: null });
      else {
        const done = tblStack.pop()!;
        tables.push(done.rows);
      }
    } else if (tag === 'w:tr' && t) {
      if (!close) {
        t.row = [];
        t.col = 0;
      } else if (t.row) {
        t.rows.push(t.row);
        t.row = null;
      }
    } else if (tag === 'w:tc' && t) {
      if (!close) {
        t.cellText = [];
        t.span = 1;
        t.vmerge = null;
      } else if (t.row && t.cellText) {
        const text = t.cellText.join('\n').trim();
        const value = t.vmerge === 'continue' ? '' : text;
        t.row.push(value);
        for (let k = 1; k < t.span; k++) t.row.push('');
        t.cellText = null;
      }
    } else if (tag === 'w:gridSpan' && t) t.span = Number(/w:val="(\d+)"/.exec(attrs)?.[1] ?? 1);
    else if (tag === 'w:vMerge' && t) t.vmerge = /w:val="restart"/.test(attrs) ? 'restart' : 'continue';
  }
  return { texts, paragraphs, tables };
}

export async function readXlsx(bytes: Uint8Array): Promise<string[][][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: string[][][] = [];
  book.eachSheet((sheet) => {
    const grid: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, r) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, c) => {
        let v = '';
        if (!(cell.isMerged && cell.master !== cell)) {
          const value = cell.value;
          if (value instanceof Date) v = value.toISOString().slice(0, 10);
          else if (typeof value === 'number') v = String(Number(value.toPrecision(12)));
          else if (value !== null && value !== undefined)
            v =
              typeof value === 'object'
                ? String((value as { result?: unknown }).result ?? (value as { text?: string }).text ?? '')
                : String(value);
        }
        cells[c - 1] = v;
      });
      grid[r - 1] = Array.from(cells, (x) => x ?? '');
    });
    sheets.push(Array.from(grid, (x) => x ?? []));
  });
  return sheets;
}

/** Text as compared: NFKC, whitespace collapsed, no spaces next to CJK characters. */
export function normalise(text: string): string {
  const t = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  let out = '';
  for (let i = 0; i < t.length; i++) {
    if (t[i] === ' ' && (isCjk(t[i - 1]) || isCjk(t[i + 1]))) continue;
    out += t[i];
  }
  return out;
}

/** Character-level similarity (2 × common characters / total length), 0..1. */
export function similarity(a: string, b: string): number {
  const x = normalise(a);
  const y = normalise(b);
  if (x.length + y.length === 0) return 1;
  let common = 0;
  for (const part of diffChars(x, y)) if (!part.added && !part.removed) common += part.value.length;
  return (2 * common) / (x.length + y.length);
}

function same(a: string, b: string): boolean {
  const x = normalise(a).replace(/\s/g, '');
  const y = normalise(b).replace(/\s/g, '');
  if (x === y) return true;
  const va = cellValue(x);
  const vb = cellValue(y);
  if (va.kind === 'number' && vb.kind === 'number')
    return Math.abs(va.value - vb.value) < 1e-6 * Math.max(1, Math.abs(va.value));
  if (va.kind === 'date' && vb.kind === 'date') return va.value.getTime() === vb.value.getTime();
  if (va.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(y)) return va.value.toISOString().slice(0, 10) === y;
  return false;
}

/**
 * Cells of the truth's tables found at the right row and column in the candidate grids: for each truth
 * table the best placement (any grid, any offset) counts; answers matched and total non-empty cells.
 */
export function tableCells(truth: string[][][], grids: string[][][]): { matched: number; total: number } {
  let matched = 0;
  let total = 0;
  for (const table of truth) {
    const cells: [number, number, string][] = [];
    table.forEach((row, r) => row.forEach((v, c) => v.trim() !== '' && cells.push([r, c, v])));
    total += cells.length;
    let best = 0;
    for (const grid of grids) {
      // Offsets where any truth cell's text appears.
      const offsets = new Set<string>();
      for (const [r, c, v] of cells.slice(0, 6))
        grid.forEach((row, gr) => row.forEach((g, gc) => same(g ?? '', v) && offsets.add(`${gr - r},${gc - c}`)));
      for (const o of offsets) {
        const [dr, dc] = o.split(',').map(Number);
        let n = 0;
        for (const [r, c, v] of cells) if (same(grid[r + dr]?.[c + dc] ?? '', v)) n++;
        best = Math.max(best, n);
      }
    }
    matched += best;
  }
  return { matched, total };
}
