import type { FastifyInstance } from 'fastify';
import { API, IDENTITY_COOKIE } from '../../common/protocol.js';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';
import { visitorSetKey } from '../limits/policy.js';
import { noQuerySchema } from '../http/schemas.js';
import { ensureXsrfCookie } from '../security/guard.js';
import { isVisitorId, newVisitorId, signToken } from '../security/token.js';

/**
 * `GET /api/getToken`: an anonymous signed token bound to the visitor id (the identity cookie, or a new id).
 * One client IP gets tokens for at most NEW_VISITORS_PER_IP_PER_HOUR distinct visitor ids in any hour (429 code 3
 * beyond), so minting ids cannot multiply the per-visitor limits; a refused client keeps the built-in default,
 * which has only the IP's limits.
 */
export async function tokenRoutes(app: FastifyInstance) {
  const { tokenSecret, tokenTtlSeconds, limits } = app.deps.config;

  app.get(
    API.getToken,
    {
      schema: {
        querystring: noQuerySchema,
        response: {
          200: {
            type: 'object',
            properties: {
              ret: { type: 'integer' },
              data: { type: 'object', properties: { token: { type: 'string' } } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[IDENTITY_COOKIE];
      const visitorId = isVisitorId(cookie) ? cookie : newVisitorId();
      reply.header('cache-control', 'no-store');
      if (limits.newVisitorsPerIpPerHour > 0) {
        const admitted = await app.limiter
          .admit(visitorSetKey(request.ip), visitorId, limits.newVisitorsPerIpPerHour, 3600, Date.now())
          .catch((error) => {
            request.log.error({ err: error }, 'rate limiter unavailable; token let through');
            return true;
          });
        if (!admitted) return replyError(reply.header('retry-after', '3600'), 429, ErrorCodes.rateTooHigh);
      }
      const token = signToken(tokenSecret, visitorId, Math.floor(Date.now() / 1000) + tokenTtlSeconds);
      ensureXsrfCookie(request, reply);
      return { ret: 0, data: { token } };
    },
  );
}
