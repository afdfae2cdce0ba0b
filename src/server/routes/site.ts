import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCodes, errorBody } from '../../common/errors.js';

/** Hashed build output (`/assets/<name>-<hash>.<ext>`): a new version gets a new name, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, the service worker, the web app manifest): revalidated on each use (ETag). */
export const REVALIDATE = 'no-cache';

/**
 * The built site: pre-rendered pages, hashed assets, and a real 404 page. Text files are sent as the
 * brotli or gzip copies the build wrote next to them (scripts/precompress.ts), picked by Accept-Encoding,
 * with `Vary: accept-encoding`.
 */
export async function siteRoutes(app: FastifyInstance) {
  const root = app.deps.config.clientDir;
  const hasSite = existsSync(path.join(root, 'index.html'));

  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      wildcard: false,
      preCompressed: true,
      // The 404 page is only ever sent with status 404 (by the not-found handler below); the
      // compressed copies are reached through their file's own URL only.
      allowedPath: (pathName) => pathName !== '/404.html' && !/\.(br|gz)$/.test(pathName),
      setHeaders(reply, file) {
        reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
    app.get<{ Params: { id: string } }>('/category/:id', (request, reply) => {
      const file = `category/${request.params.id}.html`;
      if (!/^[a-z]+$/.test(request.params.id) || !existsSync(path.join(root, file))) return notFoundPage(reply);
      return reply.header('Cache-Control', REVALIDATE).sendFile(file);
    });
  }

  function notFoundPage(reply: import('fastify').FastifyReply) {
    // Without a built site (API-only runs, route tests) the answer is the catalogue's, like the API's.
    if (!hasSite)
      return reply.status(404).type('text/plain; charset=utf-8').send(errorBody(ErrorCodes.notFound, 'not found'));
    return reply.status(404).header('Cache-Control', REVALIDATE).sendFile('404.html');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/cgi-bin/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send(errorBody(ErrorCodes.notFound, 'not found'));
    }
    return notFoundPage(reply);
  });
}
