import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

const reportSchema = {
  type: 'object',
  required: ['toolUrl', 'toolName'],
  additionalProperties: false,
  properties: {
    toolUrl: { type: 'string', minLength: 1, maxLength: 512 },
    toolName: { type: 'string', minLength: 1, maxLength: 128 },
    tabName: { type: 'string', maxLength: 128, default: '' },
  },
} as const;

/** Usage statistics: the "helped N people" count and one report per tool use. */
export async function statisticsRoutes(app: FastifyInstance) {
  const { kysely } = app.deps.db;

  app.get('/cgi-bin/tools/get_statistics', async () => {
    const row = await kysely.selectFrom('counters').select('value').where('name', '=', 'pv').executeTakeFirst();
    return { header: { retCode: 0 }, pvCount: Number(row?.value ?? 0) };
  });

  app.post<{ Body: { toolUrl: string; toolName: string; tabName: string } }>(
    '/cgi-bin/tools/report',
    { schema: { body: reportSchema } },
    async (request) => {
      const { toolUrl, toolName, tabName } = request.body;
      const now = new Date();
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
