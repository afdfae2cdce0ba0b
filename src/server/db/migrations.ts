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
    await db.schema.createIndex('analytics_events_name_day').on('analytics_events').columns(['eventname', 'day']).execute();
    await db.schema.createIndex('analytics_events_day_source').on('analytics_events').columns(['day', 'source']).execute();
    await db.schema.createIndex('analytics_events_day_callfrom').on('analytics_events').columns(['day', 'callfrom']).execute();

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
    await db.schema.createIndex('login_sessions_refresh_expiry').on('login_sessions').column('refresh_expires_at').execute();
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
};

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(steps).map(([name, up]) => [name, { up: (db: Kysely<unknown>) => up(db, dialect) }])),
  };
}
