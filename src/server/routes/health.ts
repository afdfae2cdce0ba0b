/**
 * Health for orchestrators and load balancers, and the first step of a graceful stop:
 * - `GET /healthz`: the process answers (liveness);
 * - `GET /readyz`: the database answers within 2 s, the disk holding DATA_DIR has its free-space floor, and
 *   the server is not stopping (readiness); else 503 `1000,not ready: <what>`;
 * - once `app.draining` is set (SIGTERM, see main.ts), new requests are answered 503 `1000,shutting down`
 *   with `Connection: close` while those already running finish.
 */
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the server is stopping: new requests are refused, running ones finish. */
    draining: boolean;
  }
}

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;
const DB_TIMEOUT_MS = 2000;

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      sql`select 1`.execute(app.deps.db.kysely).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DB_TIMEOUT_MS))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const statusSchema = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    checks: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

async function healthPlugin(app: FastifyInstance) {
  app.decorate('draining', false);

  app.addHook('onRequest', async (request, reply) => {
    if (!app.draining || request.url === HEALTH_PATHS.live || request.url === HEALTH_PATHS.ready) return;
    reply.header('connection', 'close');
    return replyError(reply, 503, ErrorCodes.server, 'shutting down');
  });

  app.get(HEALTH_PATHS.live, { schema: { response: { 200: statusSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get(HEALTH_PATHS.ready, { schema: { response: { 200: statusSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [database, disk] = await Promise.all([databaseAnswers(app), app.storage.diskOk()]);
    const failing = [!database && 'database', !disk && 'disk space', app.draining && 'shutting down'].filter(Boolean);
    if (failing.length) return replyError(reply, 503, ErrorCodes.server, `not ready: ${failing.join(', ')}`);
    return { status: 'ready', checks: { database: 'ok', disk: 'ok' } };
  });
}

export const healthRoutes = fp(healthPlugin, { name: 'health' });
