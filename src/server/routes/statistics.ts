import type { FastifyInstance } from 'fastify';
import { API } from '../../common/protocol.js';
import { noQuerySchema, userInfoSchema } from '../http/schemas.js';
import { pvCounter, usageReportWriter } from '../statistics/usage-reports.js';

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

const retCodeOnly = {
  type: 'object',
  properties: { header: { type: 'object', properties: { retCode: { type: 'integer' } } } },
} as const;

/** Usage statistics: the "helped N people" count and one report per tool use. */
export async function statisticsRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const reports = usageReportWriter(db);
  const pvCount = pvCounter(db);
  app.addHook('onClose', () => reports.flushed());

  app.get(
    API.statistics,
    {
      schema: {
        querystring: noQuerySchema,
        response: { 200: { type: 'object', properties: { ...retCodeOnly.properties, pvCount: { type: 'integer' } } } },
      },
    },
    async (_request, reply) => {
      const count = await pvCount();
      reply.header('cache-control', 'no-cache');
      return { header: { retCode: 0 }, pvCount: count };
    },
  );

  app.post<{ Body: { toolUrl: string; toolName: string; tabName: string } }>(
    API.report,
    { schema: { body: reportSchema, response: { 200: retCodeOnly } }, config: { beaconLimit: true } },
    async (request) => {
      // Answered once the report is committed together with the counter (see usage-reports.ts).
      const { toolUrl, toolName, tabName } = request.body;
      await reports.add({ toolUrl, toolName, tabName, at: new Date() });
      return { header: { retCode: 0 } };
    },
  );
}
