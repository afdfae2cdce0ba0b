import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { migrationProvider, type Dialect } from './migrations.js';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema in use, when not the default. */
  schema?: string;
}

// PostgreSQL bigint counts come back as strings by default; ours fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** SQLite file under the data directory by default; PostgreSQL when DATABASE_URL is set. */
export function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>): Db {
  if (config.databaseUrl) {
    const options = config.databaseSchema ? `-c search_path=${config.databaseSchema}` : undefined;
    const pool = new pg.Pool({ connectionString: config.databaseUrl, options, max: 10 });
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', schema: config.databaseSchema };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'toolbox.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

export async function migrate(db: Db): Promise<void> {
  // Without the schema, Kysely takes another schema's migration tables for ours (tests run many schemas at once).
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db.dialect), migrationTableSchema: db.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
