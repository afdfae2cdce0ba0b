/**
 * Anonymous tokens from `GET /api/getToken`: `v1.<visitor id>.<expiry, epoch s>.<HMAC-SHA256, base64url>`.
 * They carry no secret and no personal data; they only let the server trust a visitor id it issued.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'v1';
/** What the server accepts as a visitor id (the client's `_t_qbtool_uid` ids and host guids fit). */
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** The client's value when it could not make an id: shared by many visitors, so never an identity. */
const NO_USER_ID = 'no_user_id';

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value) && value !== NO_USER_ID;
}

/** 24 random URL-safe characters. */
export function newVisitorId(): string {
  return randomBytes(18).toString('base64url');
}

function signature(secret: string, visitorId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${VERSION}.${visitorId}.${expires}`).digest('base64url');
}

export function signToken(secret: string, visitorId: string, expiresAt: number): string {
  if (!isVisitorId(visitorId)) throw new Error('not a visitor id');
  return `${VERSION}.${visitorId}.${expiresAt}.${signature(secret, visitorId, expiresAt)}`;
}

export type TokenCheck =
  { ok: true; visitorId: string; expiresAt: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** Checks the signature first, then the expiry (`nowS` in epoch seconds). */
export function verifyToken(secret: string, token: string, nowS: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || !isVisitorId(parts[1]) || !/^\d{1,12}$/.test(parts[2])) {
    return { ok: false, reason: 'malformed' };
  }
  const [, visitorId, exp, sig] = parts;
  const expected = Buffer.from(signature(secret, visitorId, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  if (Number(exp) <= nowS) return { ok: false, reason: 'expired' };
  return { ok: true, visitorId, expiresAt: Number(exp) };
}

/** The token of an `authorization` header value (`Bearer <token>`), or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer ([A-Za-z0-9._-]{1,256})$/.exec(header ?? '');
  return m ? m[1] : null;
}
