import { sql, type ColumnDefinitionBuilder, type Kysely, type MigrationProvider } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

type Step = (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;

/** An auto-incrementing primary key, spelled as each database wants it. */
function idColumn(dialect: Dialect) {
  return [
    'integer',
    (c: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  ] as const;
}

/** The one set of migrations, for SQLite and PostgreSQL alike; append, never edit. */
const steps: Record<string, Step> = {
  '0001_statistics': async (db, dialect) => {
    await db.schema
        .createTable('counters')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema
        .createTable('usage_reports')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('tool_url', 'varchar(512)', (c) => c.notNull())
        .addColumn('tool_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('tab_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    await db.schema.createIndex('usage_reports_tool_day').on('usage_reports').columns(['tool_url', 'day']).execute();
    await db.schema.createIndex('usage_reports_day').on('usage_reports').column('day').execute();
    await sql`insert into counters (name, value) values ('pv', 0)`.execute(db);
  },
};

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(steps).map(([name, up]) => [name, { up: (db: Kysely<unknown>) => up(db, dialect) }])),
  };
}
