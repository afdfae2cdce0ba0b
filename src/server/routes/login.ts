/**
 * Login (spec sections 3, 4 and 7): QQ and WeChat through OAuth 2.0 authorization code, the host
 * browser's tokens through `check_ctk`, and a local demo login. Sessions and cookies: src/server/login/.
 *
 * - `GET /api/login/options` → what is on: `{qq, wx, demo, wxScriptUrl}`.
 * - `POST /api/login/start` `{type, _path, search, autoLogin, mobile}` → a single-use state (also in a
 *   Lax cookie) and the provider's address; the return address is checked against our own origin.
 * - `GET /api/login/callback?_path&search[&logintype=qq][&session=1]&code&state` → the provider's
 *   redirect: state checked and consumed, code exchanged, cookies set, 302 back to the page (with
 *   `login_error=<reason>` when it did not work).
 * - `POST /api/login/demo` `{autoLogin}` → a demo user, only when DEMO_LOGIN allows it.
 * - `GET /api/getLoginInfo` → `{ret: 0, data: {qbid, logo, nick_name}}`, or `{ret: 1101, data: null}`.
 * - `GET /api/logout` → the session is revoked and the cookies cleared.
 * - `GET /api/check_ctk?ctk&openid&clientid[&logintype]` → a host browser token checked with its
 *   provider and exchanged for a session (logintype becomes qq for QQ SDK tokens) → `{ret: 0, data: token}`.
 */
import { timingSafeEqual, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, XSRF_COOKIE, XSRF_HEADER } from '../../common/protocol.js';
import { ERROR_CATALOGUE, ErrorCodes } from '../../common/errors.js';
import {
  LOGIN_COOKIES,
  OAUTH_STATE_COOKIE,
  RETURN_PARAMS,
  type LoginErrorReason,
  type LoginOptions,
  type LoginProvider,
  type LoginStart,
} from '../../common/login.js';
import { noQuerySchema, userInfoSchema } from '../http/schemas.js';
import { replyError } from '../http/reply-error.js';
import { xsrfMatches } from '../security/xsrf.js';
import {
  clearLoginCookies,
  clearStateCookie,
  cookieContext,
  setLoginCookies,
  setStateCookie,
} from '../login/cookies.js';
import { callbackUrl, safeReturnPath, withLoginError } from '../login/return-to.js';
import { siteOrigin } from '../login/site-origin.js';
import { consumeState, createState } from '../login/state.js';
import {
  createSession,
  newOpaqueToken,
  revokeSession,
  sweepSessions,
  upsertUser,
  type User,
} from '../login/sessions.js';
import { currentSession } from '../login/auth.js';
import { qqAuthorizeUrl, qqLogin, qqProfile, QQ_SCOPE, type ProviderProfile } from '../login/qq.js';
import { wxLogin, wxProfile, wxQrconnectUrl, WX_SCOPE } from '../login/wx.js';
import { ProviderError } from '../login/provider-http.js';

const SWEEP_EVERY_MS = 15 * 60_000;

const startSchema = {
  type: 'object',
  required: ['type', '_path'],
  additionalProperties: false,
  properties: {
    type: { enum: ['qq', 'wx'] },
    _path: { type: 'string', minLength: 1, maxLength: 512 },
    search: { type: 'string', maxLength: 1024, default: '' },
    autoLogin: { type: 'boolean', default: true },
    mobile: { type: 'boolean', default: false },
    userInfo: userInfoSchema,
  },
} as const;

const callbackQuerySchema = {
  type: 'object',
  // Providers may add parameters of their own; the ones we read are typed and bounded.
  additionalProperties: { type: 'string', maxLength: 2048 },
  properties: {
    _path: { type: 'string', maxLength: 512 },
    search: { type: 'string', maxLength: 1024 },
    logintype: { type: 'string', maxLength: 8 },
    session: { type: 'string', maxLength: 2 },
    code: { type: 'string', maxLength: 512 },
    state: { type: 'string', maxLength: 128 },
  },
} as const;

const demoSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { autoLogin: { type: 'boolean', default: true }, userInfo: userInfoSchema },
} as const;

const checkCtkSchema = {
  type: 'object',
  required: ['ctk', 'openid', 'clientid'],
  additionalProperties: false,
  properties: {
    ctk: { type: 'string', minLength: 1, maxLength: 512 },
    openid: { type: 'string', minLength: 1, maxLength: 128 },
    clientid: { type: 'string', minLength: 1, maxLength: 64 },
    logintype: { enum: ['qqsdk', 'qq', 'wx'], default: 'qqsdk' },
    userInfo: { type: 'string', maxLength: 1024 },
  },
} as const;

const loginInfoData = {
  type: ['object', 'null'],
  properties: { qbid: { type: 'string' }, logo: { type: 'string' }, nick_name: { type: 'string' } },
} as const;

interface CallbackQuery {
  _path?: string;
  search?: string;
  logintype?: string;
  session?: string;
  code?: string;
  state?: string;
}

function sameText(a: string | undefined, b: string | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

function loginInfo(user: User) {
  return { qbid: user.qbid, logo: user.logo, nick_name: user.nick_name };
}

export async function loginRoutes(app: FastifyInstance) {
  const { config, db } = app.deps;
  const login = config.login;
  const { kysely } = db;

  const timer = setInterval(() => {
    sweepSessions(kysely).catch((error) => app.log.error({ err: error }, 'login session sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  if (login.demo && !login.qq && !login.wx) app.log.info('demo login is on (no provider configured, loopback address)');
  else if (login.demo) app.log.warn('demo login is on (DEMO_LOGIN=1)');

  /** This site's origin: PUBLIC_URL, or an allowed (or, on a developer's machine, loopback) request host; else null. */
  const rules = { publicUrl: login.publicUrl, allowedHosts: config.allowedHosts, listenHost: config.host };
  const originOf = (request: FastifyRequest) => siteOrigin(rules, request);
  if ((login.qq || login.wx) && !login.publicUrl && config.allowedHosts.length === 0)
    app.log.warn('QQ/WeChat login is configured without PUBLIC_URL or ALLOWED_HOSTS: logins are refused off loopback');

  app.get(API.loginOptions, { schema: { querystring: noQuerySchema } }, async (_request, reply) => {
    noStore(reply);
    const data: LoginOptions = {
      qq: Boolean(login.qq),
      wx: Boolean(login.wx),
      demo: login.demo,
      ...(login.wx ? { wxScriptUrl: login.wx.scriptUrl } : {}),
    };
    return { ret: 0, data };
  });

  app.post<{ Body: { type: LoginProvider; _path: string; search: string; autoLogin: boolean; mobile: boolean } }>(
    API.loginStart,
    { schema: { body: startSchema }, config: { beaconLimit: true } },
    async (request, reply) => {
      const { type, _path, search, autoLogin, mobile } = request.body;
      const provider = type === 'qq' ? login.qq : login.wx;
      if (!provider) return replyError(reply, 400, ErrorCodes.notOpen);
      const origin = originOf(request);
      if (!origin) {
        request.log.warn({ host: request.host }, 'login refused: host not allowed (set PUBLIC_URL or ALLOWED_HOSTS)');
        return replyError(reply, 400, ErrorCodes.badRequest, 'host not allowed');
      }
      const returnTo = safeReturnPath(_path, search, origin);
      if (!returnTo) return replyError(reply, 400, ErrorCodes.badRequest, 'invalid return address');
      const redirectUri = callbackUrl(origin, returnTo, type, !autoLogin);
      const state = await createState(kysely, { provider: type, returnTo, redirectUri, sessionOnly: !autoLogin });
      setStateCookie(reply, cookieContext(request, login), state);
      noStore(reply);
      const data: LoginStart =
        type === 'qq'
          ? {
              url: qqAuthorizeUrl(login.qq!, redirectUri, state, mobile),
              appid: login.qq!.appId,
              redirect_uri: redirectUri,
              state,
              scope: QQ_SCOPE,
            }
          : {
              url: wxQrconnectUrl(login.wx!, redirectUri, state),
              appid: login.wx!.appId,
              redirect_uri: redirectUri,
              state,
              scope: WX_SCOPE,
            };
      return { ret: 0, data };
    },
  );

  app.get<{ Querystring: CallbackQuery }>(
    API.loginCallback,
    { schema: { querystring: callbackQuerySchema }, config: { beaconLimit: true } },
    async (request, reply) => {
      const q = request.query;
      const ctx = cookieContext(request, login);
      const origin = originOf(request);
      noStore(reply);
      clearStateCookie(reply, ctx);
      if (!origin) return reply.redirect(withLoginError('/', 'failed'), 302);
      // Where to go when the login fails: the page asked for, if it is ours, else home.
      const fallback = safeReturnPath(q._path ?? '', q.search ?? '', origin) ?? '/';
      const fail = (reason: LoginErrorReason, why: string) => {
        request.log.warn({ reason: why }, 'login callback refused');
        return reply.redirect(withLoginError(fallback, reason), 302);
      };

      // The state must be this browser's (the Lax cookie) and unused; it is consumed here.
      if (!sameText(request.cookies[OAUTH_STATE_COOKIE], q.state))
        return fail('expired', 'state does not match this browser');
      const pending = await consumeState(kysely, q.state);
      if (!pending) return fail('expired', 'state unknown, used or expired');
      const provider: LoginProvider = q[RETURN_PARAMS.logintype] === 'qq' ? 'qq' : 'wx';
      const redirectUri = callbackUrl(origin, fallback, provider, q.session === '1');
      if (pending.provider !== provider || pending.redirectUri !== redirectUri)
        return fail('failed', 'return address differs from the one the state was made for');
      if (!q.code) return fail('cancelled', 'no code (the visitor cancelled)');

      let profile: ProviderProfile;
      try {
        if (provider === 'qq') {
          if (!login.qq) return fail('failed', 'QQ login is off');
          profile = await qqLogin(login.qq, q.code, pending.redirectUri);
        } else {
          if (!login.wx) return fail('failed', 'WeChat login is off');
          profile = await wxLogin(login.wx, q.code);
        }
      } catch (error) {
        if (error instanceof ProviderError) return fail('failed', error.message);
        throw error;
      }
      const user = await upsertUser(kysely, provider, profile);
      const persistent = !pending.sessionOnly;
      const session = await createSession(kysely, user, provider, persistent, login);
      setLoginCookies(reply, ctx, {
        user,
        logintype: provider,
        token: session.token,
        refreshToken: session.refreshToken,
        maxAgeS: session.cookieMaxAgeS,
      });
      return reply.redirect(pending.returnTo, 302);
    },
  );

  app.post<{ Body: { autoLogin: boolean } }>(
    API.demoLogin,
    { schema: { body: demoSchema }, config: { beaconLimit: true } },
    async (request, reply) => {
      if (!login.demo) return replyError(reply, 403, ErrorCodes.notOpen);
      const n = randomInt(1000, 10_000);
      const user = await upsertUser(kysely, 'demo', {
        openid: newOpaqueToken(),
        appid: 'demo',
        nickName: `演示用户${n}`,
        logo: '',
      });
      const session = await createSession(kysely, user, 'demo', request.body.autoLogin, login);
      setLoginCookies(reply, cookieContext(request, login), {
        user,
        logintype: 'demo',
        token: session.token,
        refreshToken: session.refreshToken,
        maxAgeS: session.cookieMaxAgeS,
      });
      noStore(reply);
      return { ret: 0, data: loginInfo(user) };
    },
  );

  app.get(
    API.getLoginInfo,
    {
      schema: {
        querystring: noQuerySchema,
        response: {
          200: {
            type: 'object',
            properties: { ret: { type: 'integer' }, msg: { type: 'string' }, data: loginInfoData },
          },
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = await currentSession(request, reply);
      if (!session)
        return { ret: ErrorCodes.loginRequired, msg: ERROR_CATALOGUE[ErrorCodes.loginRequired], data: null };
      return { ret: 0, data: loginInfo(session.user) };
    },
  );

  app.get(API.logout, { schema: { querystring: noQuerySchema } }, async (request, reply) => {
    noStore(reply);
    await revokeSession(kysely, request.cookies[LOGIN_COOKIES.token], request.cookies[LOGIN_COOKIES.refreshToken]);
    clearLoginCookies(reply, cookieContext(request, login));
    return { ret: 0 };
  });

  app.get<{ Querystring: { ctk: string; openid: string; clientid: string; logintype: 'qqsdk' | 'qq' | 'wx' } }>(
    API.checkCtk,
    { schema: { querystring: checkCtkSchema }, config: { beaconLimit: true } },
    async (request, reply) => {
      noStore(reply);
      // A GET that logs the browser in: only our own pages may make it (login CSRF), so it needs the XSRF header too.
      if (!xsrfMatches(request.cookies[XSRF_COOKIE], request.headers[XSRF_HEADER]))
        return replyError(reply, 403, ErrorCodes.badRequest, 'invalid xsrf token');
      const { ctk, openid, clientid, logintype } = request.query;
      const refused = { ret: ErrorCodes.loginRequired, msg: ERROR_CATALOGUE[ErrorCodes.loginRequired], data: '' };
      let profile: ProviderProfile;
      let provider: 'qq' | 'wx';
      try {
        if (logintype === 'wx') {
          if (!login.wx || clientid !== login.wx.appId) return refused;
          provider = 'wx';
          profile = await wxProfile(login.wx, ctk, openid);
        } else {
          if (!login.qq || !login.qq.sdkAppIds.includes(clientid)) return refused;
          provider = 'qq';
          profile = await qqProfile(login.qq, ctk, [clientid], openid);
        }
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ reason: error.message }, 'check_ctk refused');
        return refused;
      }
      const user = await upsertUser(kysely, provider, profile);
      const session = await createSession(kysely, user, provider, true, login);
      setLoginCookies(reply, cookieContext(request, login), {
        user,
        logintype: provider,
        token: session.token,
        refreshToken: session.refreshToken,
        maxAgeS: session.cookieMaxAgeS,
      });
      return { ret: 0, data: session.token };
    },
  );
}
