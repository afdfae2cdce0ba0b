import path from 'node:path';

/** Every setting comes from the environment; the README's configuration table lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves with one). */
  databaseSchema?: string;
  redisUrl?: string;
  logLevel: string;
  /** Where the built site is (pre-rendered pages and assets). */
  clientDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
  };
}
