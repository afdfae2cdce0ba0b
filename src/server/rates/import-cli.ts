/**
 * `npm run rates:import <file>`: validates a rates data file (format: src/server/rates/datasets.ts) and
 * replaces its dataset in the configured database (DATA_DIR / DATABASE_URL, as the server) in one
 * transaction. Any bad row: every problem is printed, nothing is changed, exit code 1. Running servers
 * see the new data within RATES_CACHE_SECONDS.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { migrate, openDb, type Db } from '../db/index.js';
import { loadDataset, seedBundled, type ImportResult } from './store.js';

/** Imports one file's text: the bundled datasets are loaded first, so a file may refer to their codes. */
export async function importRatesText(db: Db, text: string): Promise<ImportResult> {
  await seedBundled(db);
  return loadDataset(db, text, 'import');
}

export function describe(result: ImportResult, file: string): string {
  if (result.ok) {
    return `imported ${result.dataset}: ${result.rows} rows, covering ${result.coversFrom}..${result.coversTo}`;
  }
  const lines = result.errors.map((e) => (e.line ? `  line ${e.line}: ${e.message}` : `  ${e.message}`));
  return [`refused ${file}: nothing was changed`, ...lines].join('\n');
}

/** The command: returns the exit code (0 imported, 1 refused, 2 usage or unreadable file). */
export async function runImport(argv: string[]): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    process.stderr.write('usage: npm run rates:import <file.csv>\n');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  const config = loadConfig();
  const db = openDb(config);
  try {
    await migrate(db);
    const result = await importRatesText(db, text);
    (result.ok ? process.stdout : process.stderr).write(`${describe(result, file)}\n`);
    return result.ok ? 0 : 1;
  } finally {
    await db.kysely.destroy();
  }
}
