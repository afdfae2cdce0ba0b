/**
 * OpenAPI for the server's API, generated from the routes' own JSON schemas (@fastify/swagger collects them
 * as routes are added, so register `apiSpec` before any route), served with Swagger UI's files from the
 * package (no CDN) at `/api/docs`, the document itself at `/api/docs/json` and `/api/docs/yaml`.
 * Pages, assets and the dashboard page are left out; a route may give its own `summary` in its schema.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API, AUTH_HEADER, TIMESTAMP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../../common/protocol.js';
import { UPLOAD_URL } from '../routes/upload.js';
import { HEALTH_PATHS } from '../routes/health.js';

export const API_DOCS_PATH = '/api/docs';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** One-line descriptions of the platform's routes (tool routes bring their own, or show their path). */
const SUMMARIES: Record<string, string> = {
  [`GET ${API.getToken}`]: 'An anonymous signed token for the visitor id (the identity cookie, or a new id)',
  [`GET ${API.toolList}`]: 'Every tool: icon, name, keyword, path',
  [`POST ${API.analytics}`]: 'A batch of analytics events (sendBeacon; no timestamp or XSRF)',
  [`POST ${API.log}`]: 'A client-side error, kept for the operator (sendBeacon)',
  [`GET ${API.statistics}`]: 'How many people the toolbox has helped',
  [`POST ${API.report}`]: 'One use of a tool (group-committed: answered once counted)',
  [`POST ${API.addToolPV}`]: "A tool page view (group-committed): the tool's page views after it",
  [`GET ${API.getToolRecord}`]: "A tool's rating count and average, and the caller's own score",
  [`POST ${API.addToolScore}`]: 'Rate a tool 1–5, once per logged-in user',
  [`GET ${API.getLoginInfo}`]: 'The logged-in user (ret 1101 when none)',
  [`GET ${API.logout}`]: 'End the login',
  [`GET ${API.checkCtk}`]: "Exchange the host browser's login token for a session",
  [`GET ${API.loginOptions}`]: 'Which logins this server offers',
  [`POST ${API.loginStart}`]: 'Start a QQ or WeChat login: the provider address and a single-use state',
  [`GET ${API.loginCallback}`]: "The providers' redirect back (sets the login cookies, then 302 to the page)",
  [`POST ${API.demoLogin}`]: 'The local demo login (only where DEMO_LOGIN allows it)',
  [`POST ${API.feedback}`]: 'Send feedback',
  [`GET ${API.adminFeedback}`]: 'Operator: feedback, newest first, with paging and search',
  [`POST ${UPLOAD_URL}`]: 'Upload a file for server-side work (multipart `file_data`, optional `custom_name`)',
  [`GET ${UPLOAD_URL}/:id`]: 'An uploaded file, until it expires',
  [`GET ${HEALTH_PATHS.live}`]: 'Liveness: the process answers',
  [`GET ${HEALTH_PATHS.ready}`]: 'Readiness: database reachable, disk above its floor, not stopping',
};

function tagOf(url: string): string {
  if (url.startsWith('/api/admin/')) return 'Operator';
  if (url === HEALTH_PATHS.live || url === HEALTH_PATHS.ready) return 'Operations';
  if (url.startsWith('/api/login/') || [API.getLoginInfo, API.logout, API.checkCtk].includes(url as never))
    return 'Login';
  if ([API.addToolPV, API.getToolRecord, API.addToolScore].includes(url as never)) return 'Page views and ratings';
  if ([API.statistics, API.report].includes(url as never)) return 'Statistics';
  if (url.startsWith(UPLOAD_URL)) return 'Uploads';
  if (url === API.feedback) return 'Feedback';
  if ([API.getToken, API.toolList, API.analytics, API.log].includes(url as never)) return 'Platform';
  if (/^\/(cgi-bin\/convert|api\/pdfconvert|toolproxy)\//.test(url)) return 'Tasks';
  return 'Tools';
}

export function documented(url: string): boolean {
  if (url.startsWith(API_DOCS_PATH)) return false;
  return /^\/(api|cgi-bin|toolproxy)\//.test(url) || url === HEALTH_PATHS.live || url === HEALTH_PATHS.ready;
}

const DESCRIPTION = `The server behind 随手工具箱 (Handy Toolbox). Every error is answered with an HTTP 4xx/5xx status and a
text body \`<code>,<message>\` from the error catalogue (1 not open, 2 daily quota, 3 rate too high, 1000–1300 server
errors, 1101 login required, 1201 no image).

State-changing calls (POST) need \`${TIMESTAMP_HEADER}\` (epoch seconds, within 5 minutes) and \`${XSRF_HEADER}\` equal to
the \`${XSRF_COOKIE}\` cookie (set by every page and by \`${API.getToken}\`), except the sendBeacon calls. Work calls need
\`${AUTH_HEADER}: Bearer <token from ${API.getToken}>\` (or the built-in default) and count against per-visitor and
per-IP rate limits and daily quotas. Bodies may be sent as \`text/plain\`: they are parsed as JSON.`;

async function apiSpecPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '随手工具箱 API', version: VERSION, description: DESCRIPTION },
      components: {
        securitySchemes: {
          visitorToken: { type: 'http', scheme: 'bearer', description: `A token from ${API.getToken}` },
          adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN (or the dashboard session cookie)' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const key = `${methods.find((m) => m !== 'HEAD')} ${url}`;
      const own = (schema ?? {}) as Record<string, unknown>;
      const doc: Record<string, unknown> = {
        ...own,
        hide: own.hide === true || !documented(url),
        tags: [tagOf(url)],
        summary: own.summary ?? SUMMARIES[key],
      };
      if (url.startsWith('/api/admin/')) doc.security = [{ adminToken: [] }];
      else if (route.config && (route.config as { work?: boolean }).work) doc.security = [{ visitorToken: [] }];
      if (key === `POST ${UPLOAD_URL}`) {
        doc.consumes = ['multipart/form-data'];
        doc.body = {
          type: 'object',
          required: ['file_data'],
          properties: {
            file_data: { type: 'string', format: 'binary' },
            custom_name: { type: 'string', maxLength: 200 },
          },
        };
      }
      return { schema: doc, url };
    },
  });
}

/** Collects the routes' schemas: register before every route. */
export const apiSpec = fp(apiSpecPlugin, { name: 'api-spec' });

/** Swagger UI at /api/docs (its own files, from the package). */
export async function apiDocsRoutes(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: false, defaultModelsExpandDepth: 0 },
  });
}
