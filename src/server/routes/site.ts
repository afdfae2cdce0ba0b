import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCodes, errorBody } from '../../common/errors.js';
import { pageRoutes } from './site-pages.js';

/** Hashed build output (`/assets/<name>-<hash>.<ext>`): a new version gets a new name, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, the service worker, the web app manifest): revalidated on each use (ETag). */
export const REVALIDATE = 'no-cache';

/**
 * The built site: pre-rendered pages (site-pages.ts: language redirect, public origin, compression), hashed
 * assets, and a real 404 page. Other text files are sent as the brotli or gzip copies the build wrote next to
 * them (scripts/precompress.ts), picked by Accept-Encoding, with `Vary: accept-encoding`.
 */
export async function siteRoutes(app: FastifyInstance) {
  const root = app.deps.config.clientDir;
  const hasSite = existsSync(path.join(root, 'index.html'));
  let notFoundPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null = null;

  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      preCompressed: true,
      // Pages are served by site-pages.ts; the compressed copies are reached through their file's own URL only.
      globIgnore: ['**/*.html', '**/*.html.br', '**/*.html.gz'],
      allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName),
      setHeaders(reply, file) {
        reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
    notFoundPage = await pageRoutes(app, root);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // Without a built site (API-only runs, route tests) every answer is the catalogue's, like the API's.
    if (url.startsWith('/api/') || url.startsWith('/cgi-bin/') || !notFoundPage) {
      return reply.status(404).type('text/plain; charset=utf-8').send(errorBody(ErrorCodes.notFound, 'not found'));
    }
    return notFoundPage(request, reply);
  });
}
