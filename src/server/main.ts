import { loadConfig } from './config.js';
import { migrate, openDb } from './db/index.js';
import { loadTools } from './registry.js';
import { buildApp } from './app.js';

const config = loadConfig();
const db = openDb(config);
await migrate(db);
const app = await buildApp({ config, db, tools: await loadTools() });

const close = async () => {
  await app.close();
  await db.kysely.destroy();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
