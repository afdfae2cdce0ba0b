/** Reads and validates one rates data file (format in `datasets.ts`); any bad row refuses the whole file. */
import { createHash } from 'node:crypto';
import { DATASETS, DATASET_NAMES, type Column, type DatasetName, type DatasetSpec, type Row } from './datasets.js';

export interface DatasetMeta {
  name: DatasetName;
  title: string;
  /** The day the file was compiled (YYYY-MM-DD). */
  compiled: string;
  /** The period the rows cover: the data is known complete up to `coversTo` (the "as of" date). */
  coversFrom: string;
  coversTo: string;
  /** Source id → text. */
  sources: Record<string, string>;
  notes: string[];
  sha256: string;
}

export interface ParsedDataset {
  meta: DatasetMeta;
  rows: Row[];
}

export interface ParseError {
  /** 1-based line in the file (0: the file as a whole). */
  line: number;
  message: string;
}

export type ParseResult = { ok: true; dataset: ParsedDataset } | { ok: false; errors: ParseError[] };

/** Codes other datasets may refer to (`ref` columns). */
export interface KnownCodes {
  banks: ReadonlySet<string>;
  cities: ReadonlySet<string>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^-?\d{1,9}(\.\d{1,3})?$/;

/** True for a real calendar date written YYYY-MM-DD between 1990 and 2100. */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1990 || y > 2100 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** `"3.025"` → 3025 (thousandths), exactly; null when not a decimal with at most 3 places. */
export function parseThousandths(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = (negative ? text.slice(1) : text).split('.');
  const value = Number(whole) * 1000 + Number(frac.padEnd(3, '0'));
  return negative ? -value : value;
}

/** 3025 → "3.025", 1500 → "1.5", 15000 → "15". */
export function formatThousandths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const frac = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 1000)}${frac ? `.${frac}` : ''}`;
}

function parseCell(col: Column, text: string, known: KnownCodes | undefined): { value?: Row[string]; error?: string } {
  switch (col.kind) {
    case 'date':
      if (text === '' && col.optional) return { value: null };
      return isDate(text) ? { value: text } : { error: `${col.name}: "${text}" is not a date (YYYY-MM-DD)` };
    case 'enum':
      return col.values.includes(text)
        ? { value: text }
        : { error: `${col.name}: "${text}" is not one of ${col.values.join(', ')}` };
    case 'text':
      return col.pattern.test(text) ? { value: text } : { error: `${col.name}: "${text}" is not allowed` };
    case 'ref':
      if (col.also?.includes(text)) return { value: text };
      if (!known) return { value: text };
      return known[col.dataset].has(text)
        ? { value: text }
        : { error: `${col.name}: unknown ${col.dataset === 'banks' ? 'bank' : 'city'} code "${text}"` };
    case 'decimal': {
      if (col.none && text === 'none') return { value: null };
      const v = parseThousandths(text);
      if (v === null) return { error: `${col.name}: "${text}" is not a number with at most 3 decimals` };
      if (v < col.min * 1000 || v > col.max * 1000) {
        return { error: `${col.name}: ${text} is outside ${col.min}..${col.max}` };
      }
      return { value: v };
    }
  }
}

const HEADER = /^#\s*([a-z]+)(?:\s+(S\d{1,3}))?:\s*(.*)$/;

/**
 * Parses and validates a data file. `known` holds the bank and city codes `ref` columns may use
 * (omit it to skip that check). Every problem is reported, each with its line.
 */
export function parseDataset(text: string, known?: KnownCodes): ParseResult {
  const errors: ParseError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const head: Record<string, string> = {};
  const sources: Record<string, string> = {};
  const notes: string[] = [];
  let i = 0;
  for (; i < lines.length && lines[i].startsWith('#'); i++) {
    const m = HEADER.exec(lines[i]);
    if (!m) {
      errors.push({ line: i + 1, message: 'header lines are "# key: value"' });
      continue;
    }
    const [, key, id, value] = m;
    if (key === 'source' && id) sources[id] = value.trim();
    else if (key === 'note') notes.push(value.trim());
    else if (['dataset', 'title', 'compiled', 'covers'].includes(key) && !id) head[key] = value.trim();
    else errors.push({ line: i + 1, message: `unknown header "${key}"` });
  }
  const name = head.dataset as DatasetName | undefined;
  if (!name || !DATASET_NAMES.includes(name)) {
    return { ok: false, errors: [{ line: 0, message: `"# dataset:" must be one of ${DATASET_NAMES.join(', ')}` }] };
  }
  const spec: DatasetSpec = DATASETS[name];
  if (!head.title) errors.push({ line: 0, message: 'missing "# title:"' });
  if (!head.compiled || !isDate(head.compiled)) errors.push({ line: 0, message: '"# compiled:" must be a date' });
  const covers = /^(\S+)\.\.(\S+)$/.exec(head.covers ?? '');
  if (!covers || !isDate(covers[1]) || !isDate(covers[2]) || covers[1] > covers[2]) {
    errors.push({ line: 0, message: '"# covers:" must be "YYYY-MM-DD..YYYY-MM-DD"' });
  }
  if (Object.keys(sources).length === 0) errors.push({ line: 0, message: 'at least one "# source S1: ..." line' });

  const expected = spec.columns.map((c) => c.name).join(',');
  if (lines[i] !== expected) {
    errors.push({ line: i + 1, message: `the column line must be "${expected}"` });
    return { ok: false, errors };
  }
  const rows: Row[] = [];
  const seen = new Map<string, number>();
  const lastDate = new Map<string, string>();
  const maxDate = head.compiled && isDate(head.compiled) ? addDays(head.compiled, 366) : '2100-12-31';
  for (i += 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '') continue;
    const lineNo = i + 1;
    const cells = line.split(',');
    if (cells.length !== spec.columns.length) {
      errors.push({ line: lineNo, message: `${cells.length} cells, expected ${spec.columns.length}` });
      continue;
    }
    const row: Row = {};
    const rowErrors: string[] = [];
    spec.columns.forEach((col, c) => {
      const { value, error } = parseCell(col, cells[c].trim(), known);
      if (error) rowErrors.push(error);
      else row[col.name] = value ?? null;
      if (col.kind === 'date' && typeof value === 'string' && value > maxDate) {
        rowErrors.push(`${col.name}: ${value} is more than a year after the file was compiled`);
      }
    });
    if (rowErrors.length === 0) {
      if (!((row.source as string) in sources)) rowErrors.push(`source ${String(row.source)} is not declared`);
      const extra = spec.checkRow?.(row);
      if (extra) rowErrors.push(extra);
    }
    if (rowErrors.length === 0) {
      const key = spec.key.map((k) => String(row[k])).join('|');
      const dup = seen.get(key);
      if (dup) rowErrors.push(`same ${spec.key.join(', ')} as line ${dup}`);
      seen.set(key, lineNo);
      if (spec.dateColumn) {
        const group = spec.key
          .filter((k) => k !== spec.dateColumn)
          .map((k) => String(row[k]))
          .join('|');
        const date = row[spec.dateColumn] as string;
        const before = lastDate.get(group);
        if (before !== undefined && date < before) rowErrors.push(`dates out of order (${date} after ${before})`);
        lastDate.set(group, date);
        if (covers && (date < covers[1] || date > covers[2])) {
          rowErrors.push(`${spec.dateColumn} ${date} is outside the covered period ${head.covers}`);
        }
      }
    }
    if (rowErrors.length) errors.push({ line: lineNo, message: rowErrors.join('; ') });
    else rows.push(row);
  }
  if (rows.length === 0 && errors.length === 0) errors.push({ line: 0, message: 'no rows' });
  if (errors.length === 0) {
    for (const message of spec.checkAll?.(rows) ?? []) errors.push({ line: 0, message });
    for (const message of overlapChecks(spec, rows)) errors.push({ line: 0, message });
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    dataset: {
      meta: {
        name,
        title: head.title,
        compiled: head.compiled,
        coversFrom: covers![1],
        coversTo: covers![2],
        sources,
        notes,
        sha256: createHash('sha256').update(text).digest('hex'),
      },
      rows,
    },
  };
}

/** Rows with a validity period (`valid_to`) of the same fact may not overlap. */
function overlapChecks(spec: DatasetSpec, rows: Row[]): string[] {
  if (!spec.columns.some((c) => c.name === 'valid_to')) return [];
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const key = spec.key
      .filter((k) => k !== spec.dateColumn)
      .map((k) => String(r[k]))
      .join('|');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const errors: string[] = [];
  for (const [key, list] of groups) {
    for (let i = 1; i < list.length; i++) {
      const prevTo = list[i - 1].valid_to as string | null;
      if (prevTo === null || prevTo >= (list[i].valid_from as string)) {
        errors.push(`${key}: period from ${String(list[i].valid_from)} overlaps the one before`);
      }
    }
  }
  return errors;
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
