import { loadConfig } from './config.js';
import { migrate, openDb } from './db/index.js';
import { loadTools } from './registry.js';
import { buildApp } from './app.js';

const config = loadConfig();
const db = openDb(config);
await migrate(db);
const app = await buildApp({ config, db, tools: await loadTools() });

/**
 * SIGTERM/SIGINT: /readyz turns 503 and new requests are refused (health.ts), the listener stops accepting,
 * requests already running finish, then the onClose hooks run (usage reports flushed, task workers finish
 * or hand back their claims, limiters close) and the database is closed. A second signal, or
 * SHUTDOWN_TIMEOUT_SECONDS passing, exits at once.
 */
let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'stopping: finishing in-flight requests');
  app.draining = true;
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long: exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close();
    await db.kysely.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
