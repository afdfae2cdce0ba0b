/**
 * The one place the platform's call rules are enforced, driven by route config flags:
 * - every state-changing call (POST, PUT, PATCH, DELETE) needs `x-timestamp` within 5 minutes of the
 *   server clock (else 400 `1100,invalid timestamp`) and `x-xsrf-token` equal to the `XSRF-TOKEN`
 *   cookie (else 403 `1100,invalid xsrf token`), except beacons (`config: { beacon: true }`);
 * - work calls (`config: { work: true }`) need a valid token or the built-in default (else 401
 *   `1101,...`), and are counted per visitor and per IP: per minute (429 code 3) and per day (429 code 2);
 * - beacons and `config: { beaconLimit: true }` routes are counted per IP per minute (429 code 3);
 * - HTML pages set the `XSRF-TOKEN` cookie when the visitor has none.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_AUTH, XSRF_COOKIE, XSRF_HEADER, TIMESTAMP_HEADER, AUTH_HEADER } from '../../common/protocol.js';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';
import { createLimiter, type Limiter } from '../limits/limiter.js';
import { beaconChecks, exceeded, quotaChecks, rateChecks, type Caller, type LimitCheck } from '../limits/policy.js';
import { bearerToken, verifyToken } from './token.js';
import { timestampOk } from './timestamp.js';
import { isXsrfValue, newXsrfValue, XSRF_COOKIE_OPTIONS, xsrfMatches } from './xsrf.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Does work for the visitor (tool endpoints, uploads, ratings): token required, rate limits and daily quotas. */
    work?: boolean;
    /** A sendBeacon endpoint: no timestamp or XSRF check (beacons cannot set headers), per-IP rate limit. */
    beacon?: boolean;
    /** The per-IP beacon rate limit also applies (a cheap call that still writes). */
    beaconLimit?: boolean;
  }
  interface FastifyInstance {
    /** The counters behind rate limits and quotas (memory, or Redis with REDIS_URL). */
    limiter: Limiter;
  }
  interface FastifyRequest {
    /** Who a work call counts against (set on work routes once the token is checked). */
    caller: Caller | null;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sets the XSRF cookie on `reply` unless the request already carries a well-formed one. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (isXsrfValue(request.cookies[XSRF_COOKIE])) return;
  reply.setCookie(XSRF_COOKIE, newXsrfValue(), XSRF_COOKIE_OPTIONS);
}

async function guardPlugin(app: FastifyInstance) {
  const { config } = app.deps;
  const limiter: Limiter = await createLimiter(config.redisUrl, config.redisKeyPrefix);
  app.decorate('limiter', limiter);
  app.addHook('onClose', () => limiter.close());
  if (!config.tokenSecretFromEnv) {
    app.log.warn(
      'TOKEN_SECRET is not set: tokens are signed with a random per-process secret (set it when running several instances)',
    );
  }

  app.decorateRequest('caller', null);

  /** Counts the call; answers 429 with the check's code when one goes over. Lets the call through if the store fails. */
  async function overLimit(request: FastifyRequest, reply: FastifyReply, checks: LimitCheck[]): Promise<boolean> {
    if (checks.length === 0) return false;
    let counts: number[];
    try {
      counts = await limiter.hit(checks);
    } catch (error) {
      request.log.error({ err: error }, 'rate limiter unavailable; call let through');
      return false;
    }
    const over = exceeded(checks, counts);
    if (!over) return false;
    reply.header('retry-after', String(over.retryAfterS));
    replyError(reply, 429, over.code);
    return true;
  }

  /** Timestamp, XSRF, token and per-minute limits: before the body is read. */
  async function checkCall(request: FastifyRequest, reply: FastifyReply) {
    if (request.is404) return;
    const flags = request.routeOptions.config;

    if (STATE_CHANGING.has(request.method) && !flags.beacon) {
      if (!timestampOk(request.headers[TIMESTAMP_HEADER], Date.now()))
        return replyError(reply, 400, ErrorCodes.badRequest, 'invalid timestamp');
      if (!xsrfMatches(request.cookies[XSRF_COOKIE], request.headers[XSRF_HEADER]))
        return replyError(reply, 403, ErrorCodes.badRequest, 'invalid xsrf token');
    }

    if (flags.work) {
      const auth = request.headers[AUTH_HEADER];
      let visitorId: string | null = null;
      if (auth !== DEFAULT_AUTH) {
        const token = bearerToken(auth);
        const check = token ? verifyToken(config.tokenSecret, token, Math.floor(Date.now() / 1000)) : null;
        if (!check) return replyError(reply, 401, ErrorCodes.loginRequired, 'token required');
        if (!check.ok)
          return replyError(
            reply,
            401,
            ErrorCodes.loginRequired,
            check.reason === 'expired' ? 'token expired' : 'invalid token',
          );
        visitorId = check.visitorId;
      }
      request.caller = { visitorId, ip: request.ip };
      if (await overLimit(request, reply, rateChecks(request.caller, config.limits, Date.now()))) return reply;
    }

    if (flags.beacon || flags.beaconLimit) {
      if (await overLimit(request, reply, beaconChecks(request.ip, config.limits, Date.now()))) return reply;
    }
  }

  /** The daily quota counts only calls that passed validation: a malformed call is not a use. */
  async function checkQuota(request: FastifyRequest, reply: FastifyReply) {
    if (!request.caller) return;
    if (await overLimit(request, reply, quotaChecks(request.caller, config.limits, Date.now()))) return reply;
  }

  // The checks are attached only to the routes they concern, so other calls (pages, GETs) pay nothing.
  app.addHook('onRoute', (route) => {
    const flags = route.config ?? {};
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const changesState = methods.some((m) => STATE_CHANGING.has(m)) && !flags.beacon;
    if (changesState || flags.work || flags.beacon || flags.beaconLimit)
      route.onRequest = [checkCall, ...hookList(route.onRequest)];
    if (flags.work) route.preHandler = [...hookList(route.preHandler), checkQuota];
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) ensureXsrfCookie(request, reply);
    done(null, payload);
  });
}

function hookList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

export const guard = fp(guardPlugin, { name: 'guard', dependencies: ['@fastify/cookie'] });
