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
    return {
      kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      schema: config.databaseSchema,
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'toolbox.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  cachePreparedStatements(sqlite);
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

/**
 * Kysely prepares every query it sends to better-sqlite3; with this, the same SQL text reuses its
 * statement (SQLite re-prepares it by itself after a schema change). Safe because Kysely runs one query
 * at a time on its single connection, streams included.
 */
function cachePreparedStatements(sqlite: SQLite.Database, max = 256): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let stmt = cache.get(source);
    if (stmt) {
      cache.delete(source); // most recently used last
    } else {
      stmt = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, stmt);
    return stmt;
  }) as typeof sqlite.prepare;
}

export async function migrate(db: Db): Promise<void> {
  // Without the schema, Kysely takes another schema's migration tables for ours (tests run many schemas at once).
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider(db.dialect),
    migrationTableSchema: db.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
