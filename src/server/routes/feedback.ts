/**
 * Feedback: `POST /api/feedback` stores a visitor's message (validated, rate-limited), and
 * `GET /api/admin/feedback?page&pageSize&q` lists them, newest first (only those containing `q`), for the
 * operator (bearer ADMIN_TOKEN or the dashboard's session).
 * Messages are stored exactly as sent and only ever answered as JSON text, never as markup.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../common/protocol.js';
import { ErrorCodes } from '../../common/errors.js';
import { FEEDBACK_LIMITS, FEEDBACK_PAGE_SIZE, type FeedbackPage } from '../../common/feedback.js';
import { FEEDBACK_SEARCH_MAX, feedbackPage } from '../admin/feedback-list.js';
import { userInfoSchema } from '../http/schemas.js';
import { NOT_BLANK_TEXT_PATTERN, PLAIN_TEXT_PATTERN } from '../http/plain-text.js';
import { replyError } from '../http/reply-error.js';
import { createLimiter, type Limiter } from '../limits/limiter.js';
import { exceeded, ipKey, type LimitCheck } from '../limits/policy.js';
import { requireAdmin } from '../security/admin.js';

const bodySchema = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: {
    content: { type: 'string', minLength: 1, maxLength: FEEDBACK_LIMITS.content, pattern: NOT_BLANK_TEXT_PATTERN },
    contact: { type: 'string', maxLength: FEEDBACK_LIMITS.contact, pattern: PLAIN_TEXT_PATTERN, default: '' },
    host: { type: 'string', maxLength: FEEDBACK_LIMITS.host, pattern: PLAIN_TEXT_PATTERN, default: '' },
    path: { type: 'string', maxLength: FEEDBACK_LIMITS.path, pattern: PLAIN_TEXT_PATTERN, default: '' },
    userInfo: userInfoSchema,
  },
} as const;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: FEEDBACK_PAGE_SIZE.max, default: FEEDBACK_PAGE_SIZE.default },
    /** Only messages whose content, contact, page or host contains this text. */
    q: { type: 'string', maxLength: FEEDBACK_SEARCH_MAX },
  },
} as const;

interface FeedbackBody {
  content: string;
  contact: string;
  host: string;
  path: string;
  userInfo?: { guid?: string } | string;
}

/** A guid worth keeping: printable ASCII, as both identity sources make them. Anything else is dropped. */
function storedGuid(userInfo: FeedbackBody['userInfo']): string | null {
  const guid = typeof userInfo === 'object' ? userInfo.guid : undefined;
  return guid && /^[\x21-\x7e]{1,128}$/.test(guid) ? guid : null;
}

const HOUR_MS = 3_600_000;

/** This hour's feedback counters: the visitor's (when the token names one) and the client IP's. */
export function feedbackChecks(
  request: Pick<FastifyRequest, 'ip' | 'caller'>,
  perHour: number,
  nowMs: number,
): LimitCheck[] {
  if (perHour <= 0) return [];
  const index = Math.floor(nowMs / HOUR_MS);
  const base = {
    ttlSeconds: 3_700,
    retryAfterS: Math.ceil(((index + 1) * HOUR_MS - nowMs) / 1000),
    code: ErrorCodes.rateTooHigh,
    limit: perHour,
  };
  const visitor = request.caller?.visitorId;
  return [
    ...(visitor ? [{ ...base, key: `feedback:v:${visitor}:${index}` }] : []),
    { ...base, key: `feedback:ip:${ipKey(request.ip)}:${index}` },
  ];
}

export async function feedbackRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const { kysely } = db;
  const limiter: Limiter = await createLimiter(config.redisUrl, config.redisKeyPrefix);
  app.addHook('onClose', () => limiter.close());

  app.post<{ Body: FeedbackBody }>(
    API.feedback,
    {
      schema: {
        body: bodySchema,
        response: {
          200: {
            type: 'object',
            properties: { ret: { type: 'integer' }, data: { type: 'object', properties: { id: { type: 'integer' } } } },
          },
        },
      },
      // A work call: token, per-minute limits and the daily quota; plus the hourly feedback limit below.
      config: { work: true },
      bodyLimit: 16 * 1024,
    },
    async (request, reply) => {
      const checks = feedbackChecks(request, config.feedbackPerHour, Date.now());
      if (checks.length) {
        try {
          const over = exceeded(checks, await limiter.hit(checks));
          if (over) {
            reply.header('retry-after', String(over.retryAfterS));
            return replyError(reply, 429, over.code);
          }
        } catch (error) {
          request.log.error({ err: error }, 'rate limiter unavailable; feedback let through');
        }
      }
      const { content, contact, host, path, userInfo } = request.body;
      const row = await kysely
        .insertInto('feedback')
        .values({
          content,
          contact,
          host,
          path,
          guid: storedGuid(userInfo),
          user_agent: String(request.headers['user-agent'] ?? '').slice(0, 512),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ret: 0, data: { id: row.id } };
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number; q?: string } }>(
    API.adminFeedback,
    {
      schema: { querystring: listQuerySchema },
      onRequest: requireAdmin(config.adminToken),
      config: { beaconLimit: true },
    },
    async (request, reply): Promise<{ ret: 0; data: FeedbackPage }> => {
      reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
      return { ret: 0, data: await feedbackPage(db, request.query) };
    },
  );
}
