/**
 * The operator dashboard, only when ADMIN_TOKEN is set (else every address here is a 404):
 * - `GET /admin`: the dashboard page (its own build, `ADMIN_CLIENT_DIR`, loaded nowhere else; not indexed);
 * - `POST /api/admin/login` `{token}` → the session cookie (HttpOnly, SameSite=Strict; 10 tries per IP a minute);
 *   `POST /api/admin/logout`; `GET /api/admin/session`;
 * - `GET /api/admin/overview?from&to`: page views and uses per tool per day, top tools, entry sources, ratings,
 *   task queue, storage against the cap (admin/reports.ts);
 * - `GET /api/admin/export.csv?kind&from&to[&q]`: the same data as CSV (feedback: all matching messages).
 * The feedback list with paging and search is `GET /api/admin/feedback` (routes/feedback.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import {
  ADMIN_API,
  ADMIN_PAGE,
  EXPORT_KINDS,
  MAX_RANGE_DAYS,
  lastDays,
  type DayRange,
  type ExportKind,
} from '../../common/admin.js';
import { replyError } from '../http/reply-error.js';
import { exceeded, ipKey } from '../limits/policy.js';
import {
  ADMIN_COOKIE,
  ADMIN_COOKIE_OPTIONS,
  adminSessionValue,
  adminTokenEquals,
  isAdmin,
  requireAdmin,
} from '../security/admin.js';
import { overview, pvByDay, sources, toolSummaries, usesByDay } from '../admin/reports.js';
import { FEEDBACK_SEARCH_MAX, feedbackPage } from '../admin/feedback-list.js';
import { toCsv } from '../admin/csv.js';

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const rangeQuery = { from: DAY, to: DAY } as const;
const LOGIN_TRIES_PER_MINUTE = 10;
const EXPORT_FEEDBACK_MAX = 10_000;

const okSchema = { type: 'object', properties: { ret: { type: 'integer' } } } as const;

/** The range asked for (default: the last 30 days), or null when it is not a valid range of at most a year. */
export function parseRange(query: { from?: string; to?: string }, today: string): DayRange | null {
  const to = query.to ?? today;
  const from = query.from ?? lastDays(30, to).from;
  const [a, b] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)];
  if (Number.isNaN(a) || Number.isNaN(b) || new Date(a).toISOString().slice(0, 10) !== from) return null;
  if (new Date(b).toISOString().slice(0, 10) !== to || a > b) return null;
  if ((b - a) / 86_400_000 + 1 > MAX_RANGE_DAYS) return null;
  return { from, to };
}

export async function adminRoutes(app: FastifyInstance) {
  const { config, db } = app.deps;
  const token = config.adminToken;
  const onlyAdmin = requireAdmin(token);
  const pageFile = path.join(config.adminDir, 'index.html');
  const today = () => new Date().toISOString().slice(0, 10);
  const toolNames = Object.fromEntries(app.deps.tools.map((t) => [t.slug, { zh: t.name.zh, en: t.name.en }]));

  function noStore(reply: FastifyReply) {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  }

  // The page and its assets: hashed file names, cached for good; nothing here is linked from the site.
  if (existsSync(path.join(config.adminDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(config.adminDir, 'assets'),
      prefix: `${ADMIN_PAGE}/assets/`,
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-robots-tag', 'noindex, nofollow');
      },
    });
  }
  for (const url of [ADMIN_PAGE, `${ADMIN_PAGE}/`]) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => {
      if (!token || !existsSync(pageFile)) return reply.callNotFound();
      noStore(reply);
      return reply.type('text/html; charset=utf-8').send(await readFile(pageFile));
    });
  }

  app.post<{ Body: { token: string } }>(
    ADMIN_API.login,
    {
      schema: {
        summary: 'Operator login: sets the dashboard session cookie',
        body: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 512 } },
        },
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      if (!token) return replyError(reply, 404, ErrorCodes.notFound, 'not found');
      const minute = Math.floor(Date.now() / 60_000);
      const check = {
        key: `admin-login:ip:${ipKey(request.ip)}:${minute}`,
        ttlSeconds: 90,
        limit: LOGIN_TRIES_PER_MINUTE,
        code: ErrorCodes.rateTooHigh,
        retryAfterS: 60 - (Math.floor(Date.now() / 1000) % 60),
      };
      const counts = await app.limiter.hit([check]).catch(() => [0]);
      if (exceeded([check], counts)) {
        reply.header('retry-after', String(check.retryAfterS));
        return replyError(reply, 429, ErrorCodes.rateTooHigh);
      }
      if (!adminTokenEquals(request.body.token, token)) {
        request.log.warn('admin login refused');
        return replyError(reply, 401, ErrorCodes.loginRequired, 'wrong admin token');
      }
      reply.setCookie(ADMIN_COOKIE, adminSessionValue(token, Math.floor(Date.now() / 1000)), ADMIN_COOKIE_OPTIONS);
      return { ret: 0 };
    },
  );

  app.post(
    ADMIN_API.logout,
    { schema: { summary: 'Operator logout', response: { 200: okSchema } } },
    async (_request, reply) => {
      noStore(reply);
      reply.clearCookie(ADMIN_COOKIE, { path: '/' });
      return { ret: 0 };
    },
  );

  app.get(
    ADMIN_API.session,
    { schema: { summary: 'Whether this browser holds an operator session', response: { 200: okSchema } } },
    async (request, reply) => {
      noStore(reply);
      if (!token) return replyError(reply, 404, ErrorCodes.notFound, 'not found');
      if (!isAdmin(request, token)) return replyError(reply, 401, ErrorCodes.loginRequired, 'admin token required');
      return { ret: 0 };
    },
  );

  app.get<{ Querystring: { from?: string; to?: string } }>(
    ADMIN_API.overview,
    {
      onRequest: onlyAdmin,
      schema: {
        summary: 'Dashboard data for a day range (default the last 30 days)',
        querystring: { type: 'object', additionalProperties: false, properties: rangeQuery },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const range = parseRange(request.query, today());
      if (!range) return replyError(reply, 400, ErrorCodes.badRequest, 'bad day range');
      const s = await app.storage.status();
      const storage = {
        usedBytes: s.usedBytes,
        maxBytes: s.maxBytes,
        freeBytes: Number.isFinite(s.freeBytes) ? s.freeBytes : null,
        minFreeBytes: s.minFreeBytes,
        byFolder: s.byFolder,
      };
      return { ret: 0, data: await overview(db, range, storage, toolNames) };
    },
  );

  app.get<{ Querystring: { kind: ExportKind; from?: string; to?: string; q?: string } }>(
    ADMIN_API.export,
    {
      onRequest: onlyAdmin,
      schema: {
        summary: 'Dashboard data as CSV',
        querystring: {
          type: 'object',
          required: ['kind'],
          additionalProperties: false,
          properties: {
            kind: { enum: [...EXPORT_KINDS] },
            ...rangeQuery,
            q: { type: 'string', maxLength: FEEDBACK_SEARCH_MAX },
          },
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { kind, q } = request.query;
      const range = parseRange(request.query, today());
      if (!range) return replyError(reply, 400, ErrorCodes.badRequest, 'bad day range');
      let csv: string;
      if (kind === 'pv' || kind === 'uses') {
        const rows = kind === 'pv' ? await pvByDay(db, range) : await usesByDay(db, range);
        csv = toCsv(
          ['day', 'tool', kind === 'pv' ? 'page_views' : 'uses'],
          rows.map((r) => [r.day, r.tool, r.count]),
        );
      } else if (kind === 'sources') {
        const rows = await sources(db, range, 10_000);
        csv = toCsv(
          ['source', 'callfrom', 'visits'],
          rows.map((r) => [r.source, r.callfrom, r.visits]),
        );
      } else if (kind === 'tools') {
        const tools = await toolSummaries(db, await pvByDay(db, range), await usesByDay(db, range));
        csv = toCsv(
          ['tool', 'page_views', 'uses', 'ratings', 'average_score'],
          tools.map((t) => [t.tool, t.pv, t.uses, t.ratings, t.score]),
        );
      } else {
        const page = await feedbackPage(db, { page: 1, pageSize: EXPORT_FEEDBACK_MAX, q });
        csv = toCsv(
          ['id', 'created_at', 'content', 'contact', 'host', 'path', 'guid', 'user_agent'],
          page.items.map((f) => [f.id, f.created_at, f.content, f.contact, f.host, f.path, f.guid, f.user_agent]),
        );
      }
      const name = kind === 'feedback' ? `toolbox-feedback.csv` : `toolbox-${kind}-${range.from}-${range.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
}
