import type { FastifyRequest } from 'fastify';
import { AUTH_HEADER, DEFAULT_AUTH } from '../../common/protocol.js';
import { bearerToken, verifyToken } from './token.js';

/**
 * The visitor a call comes from: the id the guard already verified for a work route, else the signed
 * token's id; null without a token, with the shared default, or with a bad or expired one.
 */
export function requestVisitor(request: FastifyRequest, secret: string): string | null {
  if (request.caller?.visitorId) return request.caller.visitorId;
  const auth = request.headers[AUTH_HEADER];
  if (!auth || auth === DEFAULT_AUTH) return null;
  const token = bearerToken(auth);
  const check = token ? verifyToken(secret, token, Math.floor(Date.now() / 1000)) : null;
  return check?.ok ? check.visitorId : null;
}
