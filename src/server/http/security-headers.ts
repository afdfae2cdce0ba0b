/**
 * Security headers on every answer (pages, assets, API, errors): @fastify/helmet's set (nosniff, frame
 * denial, referrer policy, cross-origin policies...), plus a Content-Security-Policy chosen by what is
 * answered, a Permissions-Policy, and HSTS when the request came over https (behind a proxy: TRUST_PROXY).
 *
 * The CSP allows no inline script (the pre-rendered pages have none; `e2e/routes.e2e.test.ts` loads every page
 * with it enforced). Styles may be inline (MUI/Emotion writes style tags at run time). Tool pages and the
 * assets they load (Worker scripts get the CSP of their own response) may compile WebAssembly
 * ('wasm-unsafe-eval': image codecs, QR reader); other pages may not. A route that sets its own CSP (uploads,
 * icons) keeps it.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface CspSources {
  /** Origins scripts may come from besides ours (the WeChat login script, the host browser's JS API). */
  scriptOrigins: string[];
  /** Origins that may be framed (WeChat's QR login page). */
  frameOrigins: string[];
  /** Origins fetch/beacons may reach (an analytics sink). */
  connectOrigins: string[];
  /**
   * Origins avatars may come from besides any https one: the login providers' configured addresses (a
   * provider run over plain http, as the test providers are, serves its avatars there).
   */
  imageOrigins?: string[];
}

export type CspKind = 'page' | 'tool' | 'api';

/** The policy of one kind of answer. */
export function contentSecurityPolicy(kind: CspKind, sources: CspSources, https: boolean): string {
  if (kind === 'api') return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  const script = ["'self'", ...(kind === 'tool' ? ["'wasm-unsafe-eval'"] : []), ...sources.scriptOrigins];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Avatars come from the login providers' image hosts; previews and results are blob: and data: URLs.
    [
      'img-src',
      ["'self'", 'data:', 'blob:', 'https:', ...(sources.imageOrigins ?? []).filter((o) => !o.startsWith('https:'))],
    ],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'data:', 'blob:']],
    ['connect-src', ["'self'", 'data:', 'blob:', ...sources.connectOrigins]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', sources.frameOrigins.length ? sources.frameOrigins : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** Powerful features: only our own pages may ask for camera, microphone and location (scan, speech, location tools). */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=(), serial=(), hid=(), midi=()';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Which CSP an answer gets: API and other data answers the strictest, tool pages and assets WebAssembly, other pages neither. */
export function cspKind(url: string, contentType: string, isToolPage: (path: string) => boolean): CspKind {
  const path = url.split('?')[0];
  if (contentType.startsWith('text/html')) return isToolPage(path) ? 'tool' : 'page';
  if (path.startsWith('/api/') || path.startsWith('/cgi-bin/')) return 'api';
  if (/^(application\/json|text\/plain)/.test(contentType)) return 'api'; // health, errors
  return 'tool';
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const { config, tools } = app.deps;
  const sources: CspSources = {
    scriptOrigins: [...originOf(config.login.wx?.scriptUrl), ...originOf(config.csp.hostJsApiUrl)],
    frameOrigins: originOf(config.login.wx?.openBaseUrl),
    connectOrigins: originOf(config.csp.analyticsSinkUrl),
    imageOrigins: [
      ...originOf(config.login.qq?.baseUrl),
      ...originOf(config.login.wx?.apiBaseUrl),
      ...originOf(config.login.wx?.openBaseUrl),
    ],
  };
  const policies = {
    page: [contentSecurityPolicy('page', sources, false), contentSecurityPolicy('page', sources, true)],
    tool: [contentSecurityPolicy('tool', sources, false), contentSecurityPolicy('tool', sources, true)],
    api: [contentSecurityPolicy('api', sources, false), contentSecurityPolicy('api', sources, true)],
  };
  const toolPages = new Set(tools.flatMap((t) => [`/${t.slug}.html`, `/${t.slug}`]));
  const isToolPage = (path: string) => toolPages.has(path);

  await app.register(helmet, {
    contentSecurityPolicy: false, // set per answer below
    hsts: false, // only over https, below
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' }, // same-origin referrers feed the entry-source report
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const https = request.protocol === 'https';
    if (!reply.hasHeader('content-security-policy')) {
      const kind = cspKind(request.url, String(reply.getHeader('content-type') ?? ''), isToolPage);
      reply.header('content-security-policy', policies[kind][https ? 1 : 0]);
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
