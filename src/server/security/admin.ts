/** The operator's endpoints: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** True when `header` is `Bearer <token>` with exactly this token. Hashing first makes the comparison length-independent. */
export function adminTokenMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer ([^\s]+)$/.exec(header ?? '');
  const given = digest(m ? m[1] : '');
  return timingSafeEqual(given, digest(token)) && m !== null;
}

/**
 * An onRequest hook for admin routes: 404 when no admin token is configured (the endpoint does not
 * exist for anyone), 401 without the right bearer token.
 */
export function requireAdmin(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) return replyError(reply, 404, ErrorCodes.notFound, 'not found');
    if (!adminTokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="admin"');
      return replyError(reply, 401, ErrorCodes.loginRequired, 'admin token required');
    }
  };
}
