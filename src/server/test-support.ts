/** Route-test helpers: every database test runs against a fresh SQLite file and a fresh PostgreSQL schema. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.js';
import { migrate, openDb, type Db } from './db/index.js';
import { loadTools } from './registry.js';
import { buildApp } from './app.js';
import { AUTH_HEADER, DEFAULT_AUTH, TIMESTAMP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../common/protocol.js';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis key prefix no other test uses; `dropRedisKeys` removes its keys afterwards. */
export function redisTestPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_TEST_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

/** The databases every route test runs on. Set TEST_SKIP_POSTGRES=1 only on a machine without PostgreSQL. */
export const DATABASES: ('sqlite' | 'postgres')[] = process.env.TEST_SKIP_POSTGRES
  ? ['sqlite']
  : ['sqlite', 'postgres'];

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
}

/** A fresh database of the given kind, migrated; `dispose` drops it. */
export async function freshDatabase(kind: 'sqlite' | 'postgres', env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toolbox-test-'));
  let schema: string | undefined;
  if (kind === 'postgres') {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-site'),
    ...(kind === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const db = openDb(config);
  await migrate(db);
  const dispose = async () => {
    await db.kysely.destroy();
    if (schema) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { config, db, dispose };
}

/** Adds test-only routes (or hooks) to the app before it is ready. */
export type TestSetup = (app: FastifyInstance) => void | Promise<void>;

/** The real app on a fresh database (routes are exercised with `app.inject`). */
export async function startTestServer(
  kind: 'sqlite' | 'postgres',
  env: NodeJS.ProcessEnv = {},
  setup?: TestSetup,
): Promise<TestServer> {
  const { config, db, dispose } = await freshDatabase(kind, env);
  const app = await buildApp({ config, db, tools: await loadTools() });
  if (setup) await setup(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/**
 * Headers a state-changing call needs: a timestamp near the server clock (`skewS` moves it), an XSRF
 * cookie and the matching header, and an authorization value (the built-in default unless given).
 */
export function callHeaders(
  opts: { skewS?: number; xsrf?: string; auth?: string; cookies?: Record<string, string> } = {},
): Record<string, string> {
  const xsrf = opts.xsrf ?? 'test-xsrf-value-0123456789';
  const cookies = { [XSRF_COOKIE]: xsrf, ...opts.cookies };
  return {
    [TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000) + (opts.skewS ?? 0)),
    [XSRF_HEADER]: xsrf,
    [AUTH_HEADER]: opts.auth ?? DEFAULT_AUTH,
    cookie: Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  };
}
