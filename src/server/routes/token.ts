import type { FastifyInstance } from 'fastify';
import { API, IDENTITY_COOKIE } from '../../common/protocol.js';
import { noQuerySchema } from '../http/schemas.js';
import { ensureXsrfCookie } from '../security/guard.js';
import { isVisitorId, newVisitorId, signToken } from '../security/token.js';

/** `GET /api/getToken`: an anonymous signed token bound to the visitor id (the identity cookie, or a new id). */
export async function tokenRoutes(app: FastifyInstance) {
  const { tokenSecret, tokenTtlSeconds } = app.deps.config;

  app.get(
    API.getToken,
    {
      schema: {
        querystring: noQuerySchema,
        response: {
          200: {
            type: 'object',
            properties: { ret: { type: 'integer' }, data: { type: 'object', properties: { token: { type: 'string' } } } },
          },
        },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[IDENTITY_COOKIE];
      const visitorId = isVisitorId(cookie) ? cookie : newVisitorId();
      const token = signToken(tokenSecret, visitorId, Math.floor(Date.now() / 1000) + tokenTtlSeconds);
      ensureXsrfCookie(request, reply);
      reply.header('cache-control', 'no-store');
      return { ret: 0, data: { token } };
    },
  );
}
