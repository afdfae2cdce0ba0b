/** XSRF double submit: the `XSRF-TOKEN` cookie the server sets must come back in the `x-xsrf-token` header. */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

const XSRF_VALUE = /^[A-Za-z0-9_-]{16,128}$/;

export function isXsrfValue(value: unknown): value is string {
  return typeof value === 'string' && XSRF_VALUE.test(value);
}

export function newXsrfValue(): string {
  return randomBytes(24).toString('base64url');
}

/** True when both are well formed and equal (compared in constant time). */
export function xsrfMatches(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (!isXsrfValue(cookie) || !isXsrfValue(header)) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Readable by the page's script (not HttpOnly), sent only by our own pages (SameSite=Strict), Secure over https. */
export const XSRF_COOKIE_OPTIONS: CookieSerializeOptions = {
  path: '/',
  sameSite: 'strict',
  httpOnly: false,
  secure: 'auto',
  maxAge: 365 * 86_400,
};
