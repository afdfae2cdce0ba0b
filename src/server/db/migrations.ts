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
  '0002_analytics_and_client_logs': async (db, dialect) => {
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('eventname', 'varchar(64)', (c) => c.notNull())
      .addColumn('guid', 'varchar(128)', (c) => c.notNull())
      .addColumn('page', 'varchar(256)', (c) => c.notNull())
      .addColumn('callfrom', 'varchar(64)', (c) => c.notNull())
      .addColumn('source', 'varchar(256)', (c) => c.notNull())
      .addColumn('is_pc', 'integer', (c) => c.notNull())
      .addColumn('app_version', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .execute();
    // Events per name per day; sources and entry points (callfrom) per day.
    await db.schema
      .createIndex('analytics_events_name_day')
      .on('analytics_events')
      .columns(['eventname', 'day'])
      .execute();
    await db.schema
      .createIndex('analytics_events_day_source')
      .on('analytics_events')
      .columns(['day', 'source'])
      .execute();
    await db.schema
      .createIndex('analytics_events_day_callfrom')
      .on('analytics_events')
      .columns(['day', 'callfrom'])
      .execute();

    await db.schema
      .createTable('client_logs')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('level', 'varchar(8)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('body', 'text')
      .addColumn('guid', 'varchar(128)')
      .addColumn('user_agent', 'varchar(512)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('client_logs_day_level').on('client_logs').columns(['day', 'level']).execute();

    // Uses of every tool on a day (group by tool within a day range); (day) alone is covered by it.
    await db.schema.createIndex('usage_reports_day_tool').on('usage_reports').columns(['day', 'tool_url']).execute();
    await db.schema.dropIndex('usage_reports_day').execute();
  },
  '0003_uploads': async (db) => {
    await db.schema
      .createTable('uploads')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('mime', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(256)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('inline', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('uploads_expires_at').on('uploads').column('expires_at').execute();
  },
  '0004_feedback': async (db, dialect) => {
    // Lengths are enforced by the route's schema; text columns keep both databases alike.
    await db.schema
      .createTable('feedback')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('guid', 'varchar(128)')
      .addColumn('user_agent', 'varchar(512)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  '0005_login_and_rating': async (db, dialect) => {
    // Times are epoch milliseconds (bigint): sessions and states are compared against the clock.
    await db.schema
      .createTable('users')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('qbid', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('provider', 'varchar(8)', (c) => c.notNull())
      .addColumn('appid', 'varchar(64)', (c) => c.notNull())
      .addColumn('openid', 'varchar(128)', (c) => c.notNull())
      .addColumn('nick_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('logo', 'varchar(1024)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('users_provider_account', ['provider', 'appid', 'openid'])
      .execute();
    await db.schema
      .createTable('login_sessions')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('logintype', 'varchar(8)', (c) => c.notNull())
      .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
      .addColumn('refresh_hash', 'char(64)', (c) => c.notNull().unique())
      .addColumn('persistent', 'integer', (c) => c.notNull())
      .addColumn('token_expires_at', 'bigint', (c) => c.notNull())
      .addColumn('refresh_expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_sessions_user').on('login_sessions').column('user_id').execute();
    await db.schema
      .createIndex('login_sessions_refresh_expiry')
      .on('login_sessions')
      .column('refresh_expires_at')
      .execute();
    await db.schema
      .createTable('oauth_states')
      .addColumn('state_hash', 'char(64)', (c) => c.primaryKey())
      .addColumn('provider', 'varchar(8)', (c) => c.notNull())
      .addColumn('return_to', 'varchar(2048)', (c) => c.notNull())
      .addColumn('redirect_uri', 'varchar(4096)', (c) => c.notNull())
      .addColumn('session_only', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oauth_states_expiry').on('oauth_states').column('expires_at').execute();
    // One row per tool: page views and the rating aggregate, updated in the rating's own transaction.
    await db.schema
      .createTable('tool_stats')
      .addColumn('tool_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('pv', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('score_pv', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('score_sum', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('tool_ratings')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('tool_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('score', 'integer', (c) => c.notNull().check(sql`score between 1 and 5`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('tool_ratings_once_per_user', ['tool_id', 'user_id'])
      .execute();
  },
  '0006_task_queue': async (db) => {
    // Times are epoch milliseconds. The claim looks for the oldest queued task of the kinds a worker runs.
    await db.schema
      .createTable('tasks')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(64)', (c) => c.notNull())
      .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
      .addColumn('state', 'varchar(12)', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('inputs', 'text', (c) => c.notNull())
      .addColumn('input_bytes', 'bigint', (c) => c.notNull())
      .addColumn('output_file', 'varchar(64)')
      .addColumn('output_name', 'varchar(256)')
      .addColumn('output_size', 'bigint')
      .addColumn('output_mime', 'varchar(128)')
      .addColumn('error_code', 'integer')
      .addColumn('error_detail', 'varchar(300)')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('lease_owner', 'varchar(64)')
      .addColumn('lease_expires_at', 'bigint')
      .addColumn('run_after', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('started_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tasks_state_created').on('tasks').columns(['state', 'created_at']).execute();
    await db.schema.createIndex('tasks_state_lease').on('tasks').columns(['state', 'lease_expires_at']).execute();
    await db.schema.createIndex('tasks_expires_at').on('tasks').column('expires_at').execute();
    // Conversions per visitor per UTC day (kept after the tasks themselves are deleted).
    await db.schema
      .createTable('task_usage')
      .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_usage_pk', ['visitor', 'day'])
      .execute();
    // Files stored by /api/pdfconvert/upload2cos for a later create, owned by the visitor who sent them.
    await db.schema
      .createTable('task_files')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(256)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('task_files_expires_at').on('task_files').column('expires_at').execute();
  },
  '0007_rates': async (db) => {
    // The rates datasets (src/server/rates/): loaded from the reviewed files in src/server/rates/rates-data/ on
    // first use and by `npm run rates:import`. Rates and amounts are integers in thousandths (3.025% → 3025).
    await db.schema
      .createTable('rate_datasets')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('compiled_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('covers_from', 'varchar(10)', (c) => c.notNull())
      .addColumn('covers_to', 'varchar(10)', (c) => c.notNull())
      .addColumn('sources', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'char(64)', (c) => c.notNull())
      .addColumn('origin', 'varchar(8)', (c) => c.notNull())
      .addColumn('imported_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('rate_banks')
      .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('name_zh', 'varchar(32)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('rate_cities')
      .addColumn('code', 'varchar(6)', (c) => c.primaryKey())
      .addColumn('name_zh', 'varchar(16)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(40)', (c) => c.notNull())
      .addColumn('province', 'varchar(16)', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('rate_lpr')
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('term', 'varchar(8)', (c) => c.notNull())
      .addColumn('rate_pct', 'integer', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_lpr_pk', ['term', 'date'])
      .execute();
    await db.schema
      .createTable('rate_benchmark')
      .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('term', 'varchar(8)', (c) => c.notNull())
      .addColumn('rate_pct', 'integer', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_benchmark_pk', ['kind', 'term', 'effective_date'])
      .execute();
    await db.schema
      .createTable('rate_provident')
      .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('home', 'varchar(8)', (c) => c.notNull())
      .addColumn('term', 'varchar(8)', (c) => c.notNull())
      .addColumn('rate_pct', 'integer', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_provident_pk', ['home', 'term', 'effective_date'])
      .execute();
    await db.schema
      .createTable('rate_deposit')
      .addColumn('bank', 'varchar(16)', (c) => c.notNull())
      .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('product', 'varchar(8)', (c) => c.notNull())
      .addColumn('term', 'varchar(8)', (c) => c.notNull())
      .addColumn('rate_pct', 'integer', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_deposit_pk', ['bank', 'product', 'term', 'effective_date'])
      .execute();
    await db.schema
      .createTable('rate_mortgage_policy')
      .addColumn('scope', 'varchar(6)', (c) => c.notNull())
      .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('home', 'varchar(8)', (c) => c.notNull())
      .addColumn('item', 'varchar(32)', (c) => c.notNull())
      .addColumn('value', 'integer')
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_mortgage_policy_pk', ['scope', 'home', 'item', 'effective_date'])
      .execute();
    await db.schema
      .createTable('rate_social_insurance')
      .addColumn('region', 'varchar(6)', (c) => c.notNull())
      .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
      .addColumn('valid_to', 'varchar(10)')
      .addColumn('item', 'varchar(32)', (c) => c.notNull())
      .addColumn('side', 'varchar(8)', (c) => c.notNull())
      .addColumn('value', 'bigint', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_social_insurance_pk', ['region', 'item', 'side', 'valid_from'])
      .execute();
  },
  '0008_tool_pv_daily': async (db) => {
    // Page views per tool per UTC day, for the operator's charts; tool_stats.pv stays the all-time total.
    await db.schema
      .createTable('tool_pv_daily')
      .addColumn('tool_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('pv', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('tool_pv_daily_pk', ['tool_id', 'day'])
      .execute();
    await db.schema.createIndex('tool_pv_daily_day').on('tool_pv_daily').columns(['day', 'tool_id']).execute();
  },
  '0009_task_usage_by_family': async (db) => {
    // Daily limits per tool family (office/PDF conversions, speech, OCR): the day's count gains the family.
    // The counts of the day this runs on start again from zero.
    await db.schema.dropTable('task_usage').execute();
    await db.schema
      .createTable('task_usage')
      .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
      .addColumn('family', 'varchar(16)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_usage_family_pk', ['visitor', 'family', 'day'])
      .execute();
  },
};

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(steps).map(([name, up]) => [name, { up: (db: Kysely<unknown>) => up(db, dialect) }]),
      ),
  };
}
