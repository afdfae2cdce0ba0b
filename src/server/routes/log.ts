import type { FastifyInstance } from 'fastify';
import { API } from '../../common/protocol.js';
import { userInfoSchema } from '../http/schemas.js';

export const LOG_LIMITS = { message: 2000, url: 2048, body: 8000 } as const;

const bodySchema = {
  type: 'object',
  required: ['level', 'message', 'url'],
  additionalProperties: false,
  properties: {
    level: { enum: ['error', 'warn'] },
    message: { type: 'string', minLength: 1, maxLength: LOG_LIMITS.message },
    url: { type: 'string', maxLength: LOG_LIMITS.url },
    status: { type: 'integer', minimum: 0, maximum: 999 },
    body: { type: 'string', maxLength: LOG_LIMITS.body },
    userInfo: userInfoSchema,
  },
} as const;

interface LogBody {
  level: 'error' | 'warn';
  message: string;
  url: string;
  status?: number;
  body?: string;
  userInfo?: { guid?: string } | string;
}

/** `POST /api/log`: an error the client met (failed call, page error), kept for the operator. */
export async function logRoutes(app: FastifyInstance) {
  const { kysely } = app.deps.db;

  app.post<{ Body: LogBody }>(
    API.log,
    { schema: { body: bodySchema }, config: { beacon: true }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const { level, message, url, status, body, userInfo } = request.body;
      const now = new Date().toISOString();
      await kysely
        .insertInto('client_logs')
        .values({
          level,
          message,
          url,
          status: status ?? null,
          body: body ?? null,
          guid: typeof userInfo === 'object' && userInfo.guid ? userInfo.guid : null,
          user_agent: String(request.headers['user-agent'] ?? '').slice(0, 512),
          created_at: now,
          day: now.slice(0, 10),
        })
        .execute();
      return reply.status(204).send();
    },
  );
}
