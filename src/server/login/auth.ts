/** Who is logged in on a request (by the login cookies); other routes (ratings) use this. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_COOKIES } from '../../common/login.js';
import { cookieContext, setTokenCookie } from './cookies.js';
import { findSession, type ActiveSession } from './sessions.js';

/**
 * The request's login session, or null. When the access token had expired and the refresh token
 * was still good, the reply carries the new access token cookie.
 */
export async function currentSession(request: FastifyRequest, reply: FastifyReply): Promise<ActiveSession | null> {
  const { db, config } = request.server.deps;
  const session = await findSession(
    db.kysely,
    request.cookies[LOGIN_COOKIES.token],
    request.cookies[LOGIN_COOKIES.refreshToken],
    config.login,
  );
  if (session?.renewed)
    setTokenCookie(reply, cookieContext(request, config.login), session.renewed.token, session.renewed.cookieMaxAgeS);
  return session;
}
