/**
 * `GET /api/getNetStatus` → `{ret: 0, data: {reachable, serverTools, reasons}}`: a cheap answer for the
 * client's "server tools unavailable" banner. No database write and no token: it reads the storage meter
 * (its periodic scan, shared with every writer) and counts the queued tasks at most once every few seconds,
 * so many clients polling it cost one small read. While the server stops, the health plugin answers 503
 * before this route runs (the client then says the server cannot be reached).
 */
import type { FastifyInstance } from 'fastify';
import { NET_STATUS_PATH, type NetStatusData, type NetStatusReason } from '../../common/net-status.js';
import { noQuerySchema, retDataSchema } from '../http/schemas.js';

/** How long one count of the queued tasks answers every caller. */
const QUEUE_COUNT_MS = 3000;

export const netStatusSchema = retDataSchema({
  type: 'object',
  required: ['reachable', 'serverTools', 'reasons'],
  properties: {
    reachable: { type: 'boolean' },
    serverTools: { type: 'boolean' },
    reasons: { type: 'array', items: { enum: ['queue busy', 'storage full'] } },
  },
});

export async function netStatusRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  let counted = { at: 0, n: 0 };
  let counting: Promise<number> | null = null;

  async function queuedTasks(): Promise<number> {
    if (Date.now() - counted.at < QUEUE_COUNT_MS) return counted.n;
    counting ??= db.kysely
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'queued')
      .executeTakeFirstOrThrow()
      .then(({ n }) => {
        counted = { at: Date.now(), n: Number(n) };
        return counted.n;
      })
      .finally(() => (counting = null));
    return counting;
  }

  async function storageFull(): Promise<boolean> {
    const s = await app.storage.status();
    return (s.maxBytes > 0 && s.usedBytes >= s.maxBytes) || (s.minFreeBytes > 0 && s.freeBytes <= s.minFreeBytes);
  }

  app.get(
    NET_STATUS_PATH,
    { schema: { querystring: noQuerySchema, response: { 200: netStatusSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const busyAt = config.tasks.busyQueued ?? 0;
      // A database that does not answer means tasks cannot be created either: busy, not a 500.
      const queued = busyAt > 0 ? await queuedTasks().catch(() => Number.POSITIVE_INFINITY) : 0;
      const reasons: NetStatusReason[] = [];
      if (busyAt > 0 && queued >= busyAt) reasons.push('queue busy');
      if (await storageFull()) reasons.push('storage full');
      if (reasons.length) request.log.info({ reasons }, 'server tools unavailable');
      const data: NetStatusData = { reachable: true, serverTools: reasons.length === 0, reasons };
      return { ret: 0, data };
    },
  );
}
