/**
 * Page views and ratings (spec sections 3, 5 and 7):
 * - `POST /api/addToolPV` `{toolid}` → `{ret: 0, data: {pv}}`;
 * - `GET /api/getToolRecord?toolid=` → `{ret: 0, data: {score_pv, score, my_score}}` (`my_score` is the
 *   logged-in caller's own star count, 0 when none);
 * - `POST /api/addToolScore` `{toolid, score}` → `{ret: 0, data: {score_pv, score, my_score}}`.
 * A score is an integer 1–5 for a registered tool, from a logged-in user (else 401 `1101`), once per
 * user and tool (a unique constraint; a second try is 409 `1100,already rated` and changes nothing).
 * The rating row and the tool's aggregate (count, sum) are written in one transaction, the aggregate
 * with an atomic upsert, so the count and average stay exact under concurrent ratings. Page views are
 * group-committed (statistics/page-views.ts): exact, and answered once stored.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { API } from '../../common/protocol.js';
import { ErrorCodes } from '../../common/errors.js';
import { MAX_SCORE, MIN_SCORE, type ToolRecord } from '../../common/rating.js';
import { replyError } from '../http/reply-error.js';
import { userInfoSchema } from '../http/schemas.js';
import type { Database } from '../db/schema.js';
import { currentSession } from '../login/auth.js';
import { pageViewWriter } from '../statistics/page-views.js';

const toolid = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

const pvSchema = {
  type: 'object',
  required: ['toolid'],
  additionalProperties: false,
  properties: { toolid, userInfo: userInfoSchema },
} as const;
const recordQuerySchema = {
  type: 'object',
  required: ['toolid'],
  additionalProperties: false,
  properties: { toolid, userInfo: { type: 'string', maxLength: 1024 } },
} as const;
const scoreSchema = {
  type: 'object',
  required: ['toolid', 'score'],
  additionalProperties: false,
  properties: { toolid, score: { type: 'integer', minimum: MIN_SCORE, maximum: MAX_SCORE }, userInfo: userInfoSchema },
} as const;

const recordSchema = {
  type: 'object',
  properties: { score_pv: { type: 'integer' }, score: { type: 'number' }, my_score: { type: 'integer' } },
} as const;

/** The average to two decimals (the client shows one). */
export function average(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0;
}

async function readRecord(db: Kysely<Database>, tool: string, userId: number | null): Promise<ToolRecord> {
  const stats = await db
    .selectFrom('tool_stats')
    .select(['score_pv', 'score_sum'])
    .where('tool_id', '=', tool)
    .executeTakeFirst();
  let mine = 0;
  if (userId !== null) {
    const row = await db
      .selectFrom('tool_ratings')
      .select('score')
      .where('tool_id', '=', tool)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    mine = row?.score ?? 0;
  }
  const count = Number(stats?.score_pv ?? 0);
  return { score_pv: count, score: average(Number(stats?.score_sum ?? 0), count), my_score: mine };
}

/** True when the error is a unique-constraint violation (SQLite or PostgreSQL). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

export async function ratingRoutes(app: FastifyInstance) {
  const { kysely } = app.deps.db;
  const known = new Set(app.deps.tools.map((t) => t.slug));
  const pageViews = pageViewWriter(app.deps.db);
  app.addHook('onClose', () => pageViews.flushed());

  app.post<{ Body: { toolid: string } }>(
    API.addToolPV,
    {
      schema: {
        body: pvSchema,
        response: {
          200: {
            type: 'object',
            properties: { ret: { type: 'integer' }, data: { type: 'object', properties: { pv: { type: 'integer' } } } },
          },
        },
      },
      config: { beaconLimit: true },
    },
    async (request, reply) => {
      const tool = request.body.toolid;
      if (!known.has(tool)) return replyError(reply, 400, ErrorCodes.badRequest, 'unknown tool');
      const counts = await pageViews.add({ tool, at: new Date() });
      return { ret: 0, data: { pv: counts.get(tool) ?? 0 } };
    },
  );

  app.get<{ Querystring: { toolid: string } }>(
    API.getToolRecord,
    {
      schema: {
        querystring: recordQuerySchema,
        response: { 200: { type: 'object', properties: { ret: { type: 'integer' }, data: recordSchema } } },
      },
    },
    async (request, reply) => {
      const tool = request.query.toolid;
      if (!known.has(tool)) return replyError(reply, 400, ErrorCodes.badRequest, 'unknown tool');
      const session = await currentSession(request, reply);
      reply.header('cache-control', 'no-store');
      return { ret: 0, data: await readRecord(kysely, tool, session?.user.id ?? null) };
    },
  );

  app.post<{ Body: { toolid: string; score: number } }>(
    API.addToolScore,
    {
      schema: {
        body: scoreSchema,
        response: { 200: { type: 'object', properties: { ret: { type: 'integer' }, data: recordSchema } } },
      },
      config: { work: true },
    },
    async (request, reply) => {
      const { toolid: tool, score } = request.body;
      if (!known.has(tool)) return replyError(reply, 400, ErrorCodes.badRequest, 'unknown tool');
      const session = await currentSession(request, reply);
      if (!session) return replyError(reply, 401, ErrorCodes.loginRequired);
      const userId = session.user.id;
      try {
        await kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto('tool_ratings')
            .values({ tool_id: tool, user_id: userId, score, created_at: Date.now() })
            .execute();
          await trx
            .insertInto('tool_stats')
            .values({ tool_id: tool, score_pv: 1, score_sum: score })
            .onConflict((oc) =>
              oc.column('tool_id').doUpdateSet({
                score_pv: sql`tool_stats.score_pv + 1`,
                score_sum: sql`tool_stats.score_sum + ${score}`,
              }),
            )
            .execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) return replyError(reply, 409, ErrorCodes.badRequest, 'already rated');
        throw error;
      }
      return { ret: 0, data: await readRecord(kysely, tool, userId) };
    },
  );
}
