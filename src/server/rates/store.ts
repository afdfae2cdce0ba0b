/**
 * Loading rates datasets into the database. A dataset is replaced as a whole in one transaction: the
 * file is validated against the codes already in the database (inside that transaction), and any bad
 * row refuses the file and changes nothing. The bundled files in `rates-data/` are loaded on first use
 * (`ensureSeeded`); a later operator import (`npm run rates:import`) wins over a bundled file compiled
 * on the same day or earlier.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/index.js';
import { DATASETS, DATASET_NAMES, type DatasetName, type Row } from './datasets.js';
import { parseDataset, type KnownCodes, type ParseError, type ParsedDataset } from './parse.js';

export const DATA_DIR = fileURLToPath(new URL('./rates-data', import.meta.url));

export const bundledFile = (name: DatasetName) => path.join(DATA_DIR, `${name}.csv`);

export type ImportResult =
  | { ok: true; dataset: DatasetName; rows: number; coversFrom: string; coversTo: string; skipped?: boolean }
  | { ok: false; errors: ParseError[] };

async function knownCodes(trx: Kysely<Database>): Promise<KnownCodes> {
  const banks = await trx.selectFrom('rate_banks').select('code').execute();
  const cities = await trx.selectFrom('rate_cities').select('code').execute();
  return { banks: new Set(banks.map((b) => b.code)), cities: new Set(cities.map((c) => c.code)) };
}

/** Codes still used by other datasets' rows: a new bank or city list must keep them. */
async function usedCodes(trx: Kysely<Database>, name: 'banks' | 'cities'): Promise<Set<string>> {
  if (name === 'banks') {
    const rows = await trx.selectFrom('rate_deposit').select('bank').distinct().execute();
    return new Set(rows.map((r) => r.bank));
  }
  const a = await trx.selectFrom('rate_mortgage_policy').select('scope as code').distinct().execute();
  const b = await trx.selectFrom('rate_social_insurance').select('region as code').distinct().execute();
  return new Set([...a, ...b].map((r) => r.code));
}

/**
 * Loads run one at a time: on PostgreSQL a self-conflicting table lock (readers are not blocked); on
 * SQLite the transaction's write lock does the same.
 */
async function lockLoads(trx: Transaction<Database>, db: Db): Promise<void> {
  if (db.dialect === 'postgres') await sql`lock table rate_datasets in share row exclusive mode`.execute(trx);
}

const CHUNK = 200;

/**
 * Validates `text` and, when every row is good, replaces its dataset in one transaction.
 * `decide` (seeding) may look at the stored version and skip the load.
 */
export async function loadDataset(
  db: Db,
  text: string,
  origin: 'seed' | 'import',
  decide?: (
    stored: { compiled_on: string; sha256: string; origin: string } | undefined,
    file: ParsedDataset,
  ) => boolean,
): Promise<ImportResult> {
  // A first pass without the database catches malformed files before any transaction.
  const first = parseDataset(text);
  if (!first.ok) return first;
  const name = first.dataset.meta.name;
  const spec = DATASETS[name];
  return db.kysely.transaction().execute(async (trx): Promise<ImportResult> => {
    await lockLoads(trx, db);
    const stored = await trx
      .selectFrom('rate_datasets')
      .select(['compiled_on', 'sha256', 'origin'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (decide && !decide(stored, first.dataset)) {
      const m = first.dataset.meta;
      return {
        ok: true,
        dataset: name,
        rows: first.dataset.rows.length,
        coversFrom: m.coversFrom,
        coversTo: m.coversTo,
        skipped: true,
      };
    }
    const parsed = parseDataset(text, await knownCodes(trx));
    if (!parsed.ok) return parsed;
    const { meta, rows } = parsed.dataset;
    if (name === 'banks' || name === 'cities') {
      const keep = new Set(rows.map((r) => r.code as string));
      const missing = [...(await usedCodes(trx, name))].filter((c) => c !== 'CN' && !keep.has(c));
      if (missing.length) {
        return { ok: false, errors: [{ line: 0, message: `codes still used by other data: ${missing.join(', ')}` }] };
      }
    }
    await trx.deleteFrom(spec.table).execute();
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto(spec.table)
        .values(rows.slice(i, i + CHUNK) as never)
        .execute();
    }
    const record = {
      title: meta.title,
      compiled_on: meta.compiled,
      covers_from: meta.coversFrom,
      covers_to: meta.coversTo,
      sources: JSON.stringify(meta.sources),
      notes: JSON.stringify(meta.notes),
      row_count: rows.length,
      sha256: meta.sha256,
      origin,
      imported_at: Date.now(),
    };
    await trx
      .insertInto('rate_datasets')
      .values({ name, ...record })
      .onConflict((oc) => oc.column('name').doUpdateSet(record))
      .execute();
    return { ok: true, dataset: name, rows: rows.length, coversFrom: meta.coversFrom, coversTo: meta.coversTo };
  });
}

/** A bundled file replaces what is stored when it is new, newer, or a changed seed of the same day. */
export function bundledWins(
  stored: { compiled_on: string; sha256: string; origin: string } | undefined,
  file: ParsedDataset,
): boolean {
  if (!stored) return true;
  if (stored.sha256 === file.meta.sha256) return false;
  if (file.meta.compiled > stored.compiled_on) return true;
  return file.meta.compiled === stored.compiled_on && stored.origin === 'seed';
}

/** Loads every bundled file that is missing or outdated in the database (banks and cities first). */
export async function seedBundled(db: Db): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const name of DATASET_NAMES) {
    const result = await loadDataset(db, readFileSync(bundledFile(name), 'utf8'), 'seed', bundledWins);
    if (!result.ok) {
      const detail = result.errors.map((e) => `line ${e.line}: ${e.message}`).join('\n');
      throw new Error(`bundled rates file ${name}.csv is invalid:\n${detail}`);
    }
    results.push(result);
  }
  return results;
}

export type { Row };
