/**
 * The rates datasets: one CSV file each under `rates-data/`, one fact a row. A file starts with `# key: value`
 * header lines (dataset, title, compiled, covers `from..to`, `source <id>: text`, `note: text`), then the
 * column header line, then the rows. Every row names one of the file's sources by id.
 *
 * Decimal columns (rates in percent, amounts in yuan) are read exactly from their text and kept as
 * integers in thousandths (`3.025` → 3025), so no binary floating point touches a stored value.
 */

/** The datasets, in the order they are loaded (banks and cities first: other rows refer to them). */
export const DATASET_NAMES = [
  'banks',
  'cities',
  'lpr',
  'pboc-benchmark',
  'provident-fund',
  'bank-deposit',
  'mortgage-policy',
  'social-insurance',
] as const;
export type DatasetName = (typeof DATASET_NAMES)[number];

export type Column =
  | { name: string; kind: 'date'; optional?: boolean }
  | { name: string; kind: 'enum'; values: readonly string[] }
  | { name: string; kind: 'text'; pattern: RegExp }
  /** Stored ×1000 as an integer; `none` (when allowed) is stored as null. */
  | { name: string; kind: 'decimal'; min: number; max: number; none?: boolean }
  /** A code that must exist in another dataset (or be one of `also`). */
  | { name: string; kind: 'ref'; dataset: 'banks' | 'cities'; also?: readonly string[] };

/** One parsed row: dates and texts as strings, decimals as thousandths (null for `none`). */
export type Row = Record<string, string | number | null>;

export interface DatasetSpec {
  name: DatasetName;
  table: RateTable;
  columns: Column[];
  /** Columns that identify a fact (no two rows may share them). */
  key: string[];
  /** The date column rows are ordered by (ascending, within each key group). */
  dateColumn?: string;
  /** Checks of one row that depend on several columns; returns a message or null. */
  checkRow?: (row: Row) => string | null;
  /** Checks of the whole file (e.g. no gaps); returns messages. */
  checkAll?: (rows: Row[]) => string[];
}

export type RateTable =
  | 'rate_banks'
  | 'rate_cities'
  | 'rate_lpr'
  | 'rate_benchmark'
  | 'rate_provident'
  | 'rate_deposit'
  | 'rate_mortgage_policy'
  | 'rate_social_insurance';

export const BANK_TYPES = ['state', 'joint_stock'] as const;
export const LPR_TERMS = ['1y', '5y+'] as const;
export const LOAN_TERMS = ['6m', '1y', '3y', '5y', '5y+'] as const;
export const DEPOSIT_TERMS = ['demand', '3m', '6m', '1y', '2y', '3y', '5y'] as const;
export const MORTGAGE_ITEMS = ['min_down_payment_pct', 'lpr_spread_floor_bp'] as const;
/** Social-insurance items in yuan a month; every other item is a percent. */
export const YUAN_ITEMS = [
  'base_min',
  'base_max',
  'housing_fund_base_min',
  'housing_fund_base_max',
  'medical_fixed',
] as const;
export const PERCENT_ITEMS = [
  'pension',
  'pension_max',
  'medical',
  'unemployment',
  'injury',
  'maternity',
  'housing_fund_rate_min',
  'housing_fund_rate_max',
  'base_min_pct_of_avg_wage',
  'base_max_pct_of_avg_wage',
] as const;
export const NATIONAL = 'CN';

const source: Column = { name: 'source', kind: 'text', pattern: /^S\d{1,3}$/ };
const pct = (name: string, min: number, max: number): Column => ({ name, kind: 'decimal', min, max });

/** The month `YYYY-MM` of a date, and the month after it. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** LPR: one fixing a month, both terms every time, no month missing between the first and the last. */
function lprChecks(rows: Row[]): string[] {
  const errors: string[] = [];
  const byDate = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = byDate.get(r.date as string) ?? new Set<string>();
    set.add(r.term as string);
    byDate.set(r.date as string, set);
  }
  const dates = [...byDate.keys()].sort();
  for (const d of dates) {
    if (byDate.get(d)!.size !== LPR_TERMS.length) errors.push(`LPR fixing ${d} lacks a term`);
  }
  for (let i = 1; i < dates.length; i++) {
    const prev = dates[i - 1].slice(0, 7);
    const cur = dates[i].slice(0, 7);
    if (cur === prev) errors.push(`two LPR fixings in ${cur}`);
    else if (cur !== nextMonth(prev)) errors.push(`LPR month(s) missing between ${prev} and ${cur}`);
  }
  return errors;
}

export const DATASETS: Record<DatasetName, DatasetSpec> = {
  banks: {
    name: 'banks',
    table: 'rate_banks',
    columns: [
      { name: 'code', kind: 'text', pattern: /^[a-z][a-z0-9]{1,15}$/ },
      { name: 'name_zh', kind: 'text', pattern: /^\S{2,32}$/ },
      { name: 'name_en', kind: 'text', pattern: /^[A-Za-z][A-Za-z .'&-]{1,79}$/ },
      { name: 'type', kind: 'enum', values: BANK_TYPES },
      source,
    ],
    key: ['code'],
  },
  cities: {
    name: 'cities',
    table: 'rate_cities',
    columns: [
      { name: 'code', kind: 'text', pattern: /^[1-8]\d{5}$/ },
      { name: 'name_zh', kind: 'text', pattern: /^\S{2,16}$/ },
      { name: 'name_en', kind: 'text', pattern: /^[A-Za-z][A-Za-z '-]{1,39}$/ },
      { name: 'province', kind: 'text', pattern: /^\S{2,16}$/ },
      source,
    ],
    key: ['code'],
  },
  lpr: {
    name: 'lpr',
    table: 'rate_lpr',
    columns: [
      { name: 'date', kind: 'date' },
      { name: 'term', kind: 'enum', values: LPR_TERMS },
      pct('rate_pct', 1, 10),
      source,
    ],
    key: ['date', 'term'],
    dateColumn: 'date',
    checkAll: lprChecks,
  },
  'pboc-benchmark': {
    name: 'pboc-benchmark',
    table: 'rate_benchmark',
    columns: [
      { name: 'effective_date', kind: 'date' },
      { name: 'kind', kind: 'enum', values: ['loan', 'deposit'] },
      { name: 'term', kind: 'enum', values: [...new Set([...LOAN_TERMS, ...DEPOSIT_TERMS])] },
      pct('rate_pct', 0, 15),
      source,
    ],
    key: ['kind', 'term', 'effective_date'],
    dateColumn: 'effective_date',
    checkRow: (r) => {
      const terms: readonly string[] = r.kind === 'loan' ? LOAN_TERMS : DEPOSIT_TERMS;
      return terms.includes(r.term as string) ? null : `term ${String(r.term)} is not a ${String(r.kind)} term`;
    },
  },
  'provident-fund': {
    name: 'provident-fund',
    table: 'rate_provident',
    columns: [
      { name: 'effective_date', kind: 'date' },
      { name: 'home', kind: 'enum', values: ['first', 'second'] },
      { name: 'term', kind: 'enum', values: ['le5y', 'gt5y'] },
      pct('rate_pct', 1, 8),
      source,
    ],
    key: ['home', 'term', 'effective_date'],
    dateColumn: 'effective_date',
  },
  'bank-deposit': {
    name: 'bank-deposit',
    table: 'rate_deposit',
    columns: [
      { name: 'bank', kind: 'ref', dataset: 'banks' },
      { name: 'effective_date', kind: 'date' },
      { name: 'product', kind: 'enum', values: ['demand', 'fixed', 'cd'] },
      { name: 'term', kind: 'enum', values: DEPOSIT_TERMS },
      pct('rate_pct', 0, 10),
      source,
    ],
    key: ['bank', 'product', 'term', 'effective_date'],
    dateColumn: 'effective_date',
    checkRow: (r) =>
      (r.product === 'demand') === (r.term === 'demand') ? null : 'demand deposits have term demand, and only they',
  },
  'mortgage-policy': {
    name: 'mortgage-policy',
    table: 'rate_mortgage_policy',
    columns: [
      { name: 'scope', kind: 'ref', dataset: 'cities', also: [NATIONAL] },
      { name: 'effective_date', kind: 'date' },
      { name: 'home', kind: 'enum', values: ['first', 'second'] },
      { name: 'item', kind: 'enum', values: MORTGAGE_ITEMS },
      { name: 'value', kind: 'decimal', min: -300, max: 300, none: true },
      source,
    ],
    key: ['scope', 'home', 'item', 'effective_date'],
    dateColumn: 'effective_date',
    checkRow: (r) => {
      const v = r.value as number | null;
      if (r.item === 'min_down_payment_pct') {
        return v !== null && v >= 0 && v <= 100_000 ? null : 'a down payment is 0 to 100 percent';
      }
      return v === null || v % 1000 === 0 ? null : 'a spread is a whole number of basis points or none';
    },
  },
  'social-insurance': {
    name: 'social-insurance',
    table: 'rate_social_insurance',
    columns: [
      { name: 'region', kind: 'ref', dataset: 'cities', also: [NATIONAL] },
      { name: 'valid_from', kind: 'date' },
      { name: 'valid_to', kind: 'date', optional: true },
      { name: 'item', kind: 'enum', values: [...YUAN_ITEMS, ...PERCENT_ITEMS] },
      { name: 'side', kind: 'enum', values: ['employer', 'employee', 'both'] },
      { name: 'value', kind: 'decimal', min: 0, max: 200_000 },
      source,
    ],
    key: ['region', 'item', 'side', 'valid_from'],
    dateColumn: 'valid_from',
    checkRow: (r) => {
      if (r.valid_to !== null && (r.valid_to as string) < (r.valid_from as string)) return 'valid_to before valid_from';
      const v = r.value as number;
      if ((YUAN_ITEMS as readonly string[]).includes(r.item as string)) {
        const max = r.item === 'medical_fixed' ? 1_000_000 : 200_000_000;
        return v >= 0 && v <= max ? null : `${String(r.item)} out of range`;
      }
      const max = String(r.item).startsWith('base_') ? 500_000 : 30_000;
      return v >= 0 && v <= max ? null : `${String(r.item)} out of range (percent)`;
    },
  },
};
