import type { FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import { API } from '../../common/protocol.js';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';
import { userInfoSchema } from '../http/schemas.js';
import { withPlainText } from '../http/plain-text.js';

export const MAX_EVENTS_PER_BATCH = 50;

const eventSchema = {
  type: 'object',
  required: ['eventname', 'guid', 'app_version', 'extra'],
  additionalProperties: false,
  properties: {
    eventname: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' },
    guid: { type: 'string', minLength: 1, maxLength: 128 },
    app_version: { type: 'string', maxLength: 32 },
    /** JSON text of {page, callfrom, is_pc, source, ...}. */
    extra: { type: 'string', maxLength: 2048 },
  },
} as const;

const bodySchema = {
  type: 'object',
  required: ['events'],
  additionalProperties: false,
  properties: {
    events: { type: 'array', minItems: 1, maxItems: MAX_EVENTS_PER_BATCH, items: eventSchema },
    userInfo: userInfoSchema,
  },
} as const;

/** What `extra` must hold; further keys (event-specific details) are allowed and not stored. */
const extraSchema = {
  type: 'object',
  properties: {
    page: { type: 'string', maxLength: 256 },
    callfrom: { type: 'string', maxLength: 64 },
    source: { type: 'string', maxLength: 256 },
    is_pc: { enum: [0, 1, true, false] },
  },
} as const;
const validExtra = new Ajv({ strict: false }).compile<{
  page?: string;
  callfrom?: string;
  source?: string;
  is_pc?: 0 | 1 | boolean;
}>(withPlainText(extraSchema));

interface Event {
  eventname: string;
  guid: string;
  app_version: string;
  extra: string;
}

function parseExtra(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return validExtra(value) ? value : null;
}

/** `POST /api/analytics`: a sendBeacon batch of events, stored one row each (all or none). */
export async function analyticsRoutes(app: FastifyInstance) {
  const { kysely } = app.deps.db;

  app.post<{ Body: { events: Event[] } }>(
    API.analytics,
    { schema: { body: bodySchema }, config: { beacon: true }, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const now = new Date();
      const createdAt = now.toISOString();
      const day = createdAt.slice(0, 10);
      const rows = [];
      for (const [i, e] of request.body.events.entries()) {
        const extra = parseExtra(e.extra);
        if (!extra) return replyError(reply, 400, ErrorCodes.badRequest, `参数错误: events[${i}].extra`);
        rows.push({
          eventname: e.eventname,
          guid: e.guid,
          app_version: e.app_version,
          page: extra.page ?? '',
          callfrom: extra.callfrom ?? '',
          source: extra.source ?? '',
          is_pc: extra.is_pc === 1 || extra.is_pc === true ? 1 : 0,
          created_at: createdAt,
          day,
        });
      }
      await kysely.insertInto('analytics_events').values(rows).execute();
      return reply.status(204).send();
    },
  );
}
