/**
 * The login cookies (spec section 3): under the parent domain, SameSite=Strict, Secure. Two decisions:
 * - Over plain http on a loopback host (`http://localhost`, `http://127.0.0.1` while trying the site)
 *   the cookies are not Secure: some browsers drop Secure cookies set over http there. Everywhere else
 *   they are Secure, so a site served over plain http on a public address cannot keep a login at all.
 * - `qbtool_token` and `qbtool_refresh_token` are HttpOnly (the page never needs them: calls carry
 *   them as cookies); the others are readable by the page, as the spec's client expects.
 * The OAuth state cookie is SameSite=Lax (it must come back on the provider's top-level redirect),
 * HttpOnly, limited to the callback path and to STATE_TTL_MS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { API } from '../../common/protocol.js';
import { LOGIN_COOKIES, OAUTH_STATE_COOKIE, type LoginType } from '../../common/login.js';
import { parentDomain } from '../../common/cookies.js';
import type { LoginConfig } from './config.js';
import { isLoopbackHost } from './config.js';
import { STATE_TTL_MS } from './state.js';
import type { User } from './sessions.js';

export interface CookieContext {
  domain?: string;
  secure: boolean;
}

/** Domain and Secure flag for this request. */
export function cookieContext(request: FastifyRequest, config: LoginConfig): CookieContext {
  const host = request.hostname.replace(/:\d+$/, '');
  const domain = config.cookieDomain === null ? undefined : (config.cookieDomain ?? parentDomain(host));
  const secure = !(request.protocol === 'http' && isLoopbackHost(host.replace(/^\[|\]$/g, '')));
  return { domain, secure };
}

function options(ctx: CookieContext, httpOnly: boolean, maxAge: number | undefined): CookieSerializeOptions {
  return {
    path: '/',
    domain: ctx.domain,
    secure: ctx.secure,
    sameSite: 'strict',
    httpOnly,
    ...(maxAge !== undefined ? { maxAge } : {}),
  };
}

export interface LoginCookieValues {
  user: User;
  logintype: LoginType;
  token: string;
  refreshToken: string;
  /** Seconds; undefined for session cookies (下次自动登录 unchecked). */
  maxAgeS?: number;
}

export function setLoginCookies(reply: FastifyReply, ctx: CookieContext, v: LoginCookieValues): void {
  const readable = (name: string, value: string) => reply.setCookie(name, value, options(ctx, false, v.maxAgeS));
  readable(LOGIN_COOKIES.qbid, v.user.qbid);
  readable(LOGIN_COOKIES.openid, v.user.openid);
  readable(LOGIN_COOKIES.logintype, v.logintype);
  readable(LOGIN_COOKIES.loginname, v.user.nick_name);
  readable(LOGIN_COOKIES.loginlogo, v.user.logo);
  readable(LOGIN_COOKIES.appid, v.user.appid);
  reply.setCookie(LOGIN_COOKIES.token, v.token, options(ctx, true, v.maxAgeS));
  reply.setCookie(LOGIN_COOKIES.refreshToken, v.refreshToken, options(ctx, true, v.maxAgeS));
}

/** Replaces only the access token (after a renewal from the refresh token). */
export function setTokenCookie(reply: FastifyReply, ctx: CookieContext, token: string, maxAgeS?: number): void {
  reply.setCookie(LOGIN_COOKIES.token, token, options(ctx, true, maxAgeS));
}

export function clearLoginCookies(reply: FastifyReply, ctx: CookieContext): void {
  for (const name of Object.values(LOGIN_COOKIES)) {
    reply.clearCookie(name, { path: '/', domain: ctx.domain, secure: ctx.secure, sameSite: 'strict' });
  }
}

const STATE_COOKIE_PATH = API.loginCallback;

export function setStateCookie(reply: FastifyReply, ctx: CookieContext, state: string): void {
  reply.setCookie(OAUTH_STATE_COOKIE, state, {
    path: STATE_COOKIE_PATH,
    secure: ctx.secure,
    sameSite: 'lax',
    httpOnly: true,
    maxAge: Math.floor(STATE_TTL_MS / 1000),
  });
}

export function clearStateCookie(reply: FastifyReply, ctx: CookieContext): void {
  reply.clearCookie(OAUTH_STATE_COOKIE, {
    path: STATE_COOKIE_PATH,
    secure: ctx.secure,
    sameSite: 'lax',
    httpOnly: true,
  });
}
