/**
 * The operator: `Authorization: Bearer <ADMIN_TOKEN>` (scripts), or the session cookie the /admin login form
 * gets for the same token (the dashboard). The cookie holds only an expiry and an HMAC keyed by the token, so
 * every instance accepts it and changing ADMIN_TOKEN ends every session. Compared in constant time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';

export const ADMIN_COOKIE = 'toolbox_admin';
export const ADMIN_SESSION_SECONDS = 12 * 3600;

/** HttpOnly, same-site only, Secure over https; sent to the dashboard and its API only. */
export const ADMIN_COOKIE_OPTIONS: CookieSerializeOptions = {
  path: '/',
  sameSite: 'strict',
  httpOnly: true,
  secure: 'auto',
  maxAge: ADMIN_SESSION_SECONDS,
};

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when `given` is exactly the token. Hashing first makes the comparison length-independent. */
export function adminTokenEquals(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/** True when `header` is `Bearer <token>` with exactly this token. */
export function adminTokenMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer ([^\s]+)$/.exec(header ?? '');
  return adminTokenEquals(m ? m[1] : '', token) && m !== null;
}

function sessionMac(token: string, expiresAtS: number): string {
  return createHmac('sha256', digest(`admin-session:${token}`))
    .update(`v1.${expiresAtS}`)
    .digest('base64url');
}

/** A session cookie value valid until `nowS + ADMIN_SESSION_SECONDS`. */
export function adminSessionValue(token: string, nowS: number): string {
  const expires = nowS + ADMIN_SESSION_SECONDS;
  return `v1.${expires}.${sessionMac(token, expires)}`;
}

export function adminSessionValid(value: string | undefined, token: string, nowS: number): boolean {
  const m = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!m) return false;
  const expires = Number(m[1]);
  return sameBytes(Buffer.from(m[2]), Buffer.from(sessionMac(token, expires))) && expires > nowS;
}

/** The request carries the admin token or a valid admin session. */
export function isAdmin(request: FastifyRequest, token: string): boolean {
  return (
    adminTokenMatches(request.headers.authorization, token) ||
    adminSessionValid(request.cookies[ADMIN_COOKIE], token, Math.floor(Date.now() / 1000))
  );
}

/**
 * An onRequest hook for admin routes: 404 when no admin token is configured (the endpoint does not
 * exist for anyone), 401 without the right bearer token or session.
 */
export function requireAdmin(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) return replyError(reply, 404, ErrorCodes.notFound, 'not found');
    if (!isAdmin(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="admin"');
      return replyError(reply, 401, ErrorCodes.loginRequired, 'admin token required');
    }
  };
}
