import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API } from '../../common/protocol.js';
import { noQuerySchema, userInfoSchema } from '../http/schemas.js';

const reportSchema = {
  type: 'object',
  required: ['toolUrl', 'toolName'],
  additionalProperties: false,
  properties: {
    toolUrl: { type: 'string', minLength: 1, maxLength: 512 },
    toolName: { type: 'string', minLength: 1, maxLength: 128 },
    tabName: { type: 'string', maxLength: 128, default: '' },
    userInfo: userInfoSchema,
  },
} as const;

const retCodeOnly = { type: 'object', properties: { header: { type: 'object', properties: { retCode: { type: 'integer' } } } } } as const;

/** Usage statistics: the "helped N people" count and one report per tool use. */
export async function statisticsRoutes(app: FastifyInstance) {
  const { kysely } = app.deps.db;

  app.get(
    API.statistics,
    {
      schema: {
        querystring: noQuerySchema,
        response: { 200: { type: 'object', properties: { ...retCodeOnly.properties, pvCount: { type: 'integer' } } } },
      },
    },
    async (_request, reply) => {
      const row = await kysely.selectFrom('counters').select('value').where('name', '=', 'pv').executeTakeFirst();
      reply.header('cache-control', 'no-cache');
      return { header: { retCode: 0 }, pvCount: Number(row?.value ?? 0) };
    },
  );

  app.post<{ Body: { toolUrl: string; toolName: string; tabName: string } }>(
    API.report,
    { schema: { body: reportSchema, response: { 200: retCodeOnly } }, config: { beaconLimit: true } },
    async (request) => {
      const { toolUrl, toolName, tabName } = request.body;
      const now = new Date();
      // The row and the counter change together or not at all, so the count is exact.
      await kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto('usage_reports')
          .values({ tool_url: toolUrl.split(/[?#]/)[0], tool_name: toolName, tab_name: tabName, day: now.toISOString().slice(0, 10), created_at: now.toISOString() })
          .execute();
        await trx.updateTable('counters').set({ value: sql`value + 1` }).where('name', '=', 'pv').execute();
      });
      return { header: { retCode: 0 } };
    },
  );
}
