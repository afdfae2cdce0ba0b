/**
 * The rates data held in memory: every table is small (hundreds of rows), so the API answers from one
 * snapshot read from the database. The snapshot is kept until the stored data changes: an import in
 * this process drops it at once; an import by another process (`npm run rates:import`, another
 * instance) is noticed by re-reading the datasets' versions at most every `checkSeconds`.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../db/index.js';
import type {
  RateBanksTable,
  RateBenchmarkTable,
  RateCitiesTable,
  RateDatasetsTable,
  RateDepositTable,
  RateLprTable,
  RateMortgagePolicyTable,
  RateProvidentTable,
  RateSocialInsuranceTable,
} from '../db/schema.js';
import type { DatasetName } from './datasets.js';
import { seedBundled } from './store.js';

export interface DatasetInfo {
  name: DatasetName;
  title: string;
  compiledOn: string;
  coversFrom: string;
  coversTo: string;
  sources: Record<string, string>;
  origin: 'seed' | 'import';
}

export interface Snapshot {
  version: string;
  datasets: Map<DatasetName, DatasetInfo>;
  banks: Selectable<RateBanksTable>[];
  cities: Selectable<RateCitiesTable>[];
  /** Sorted by date. */
  lpr: Selectable<RateLprTable>[];
  benchmark: Selectable<RateBenchmarkTable>[];
  provident: Selectable<RateProvidentTable>[];
  deposit: Selectable<RateDepositTable>[];
  mortgage: Selectable<RateMortgagePolicyTable>[];
  social: Selectable<RateSocialInsuranceTable>[];
}

async function readVersion(db: Db): Promise<string> {
  const rows = await db.kysely
    .selectFrom('rate_datasets')
    .select(['name', 'sha256', 'imported_at'])
    .orderBy('name')
    .execute();
  return rows.map((r) => `${r.name}:${r.sha256}:${r.imported_at}`).join(';');
}

function info(row: Selectable<RateDatasetsTable>): DatasetInfo {
  return {
    name: row.name as DatasetName,
    title: row.title,
    compiledOn: row.compiled_on,
    coversFrom: row.covers_from,
    coversTo: row.covers_to,
    sources: JSON.parse(row.sources) as Record<string, string>,
    origin: row.origin,
  };
}

async function readSnapshot(db: Db): Promise<Snapshot> {
  const k = db.kysely;
  // One transaction: a concurrent import is seen entirely or not at all.
  return k.transaction().execute(async (trx) => {
    const datasets = await trx.selectFrom('rate_datasets').selectAll().execute();
    const version = datasets
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((r) => `${r.name}:${r.sha256}:${r.imported_at}`)
      .join(';');
    return {
      version,
      datasets: new Map(datasets.map((d) => [d.name as DatasetName, info(d)])),
      banks: await trx.selectFrom('rate_banks').selectAll().orderBy('code').execute(),
      cities: await trx.selectFrom('rate_cities').selectAll().orderBy('code').execute(),
      lpr: await trx.selectFrom('rate_lpr').selectAll().orderBy('date').orderBy('term').execute(),
      benchmark: await trx.selectFrom('rate_benchmark').selectAll().orderBy('effective_date').execute(),
      provident: await trx.selectFrom('rate_provident').selectAll().orderBy('effective_date').execute(),
      deposit: await trx.selectFrom('rate_deposit').selectAll().orderBy('effective_date').execute(),
      mortgage: await trx.selectFrom('rate_mortgage_policy').selectAll().orderBy('effective_date').execute(),
      social: await trx.selectFrom('rate_social_insurance').selectAll().orderBy('valid_from').execute(),
    };
  });
}

export class RatesCache {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private checkedAt = 0;
  private seeded: Promise<unknown> | null = null;

  constructor(
    private readonly db: Db,
    private readonly checkSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops the snapshot (after an import in this process). */
  invalidate(): void {
    this.snapshot = null;
    this.checkedAt = 0;
  }

  /** The current data: the bundled files are loaded first if the database lacks them. */
  async get(): Promise<Snapshot> {
    this.seeded ??= seedBundled(this.db).catch((error: unknown) => {
      this.seeded = null;
      throw error;
    });
    await this.seeded;
    const current = this.snapshot;
    if (current && this.now() - this.checkedAt < this.checkSeconds * 1000) return current;
    if (current && (await readVersion(this.db)) === current.version) {
      this.checkedAt = this.now();
      return current;
    }
    this.loading ??= readSnapshot(this.db).finally(() => (this.loading = null));
    const fresh = await this.loading;
    this.snapshot = fresh;
    this.checkedAt = this.now();
    return fresh;
  }
}
