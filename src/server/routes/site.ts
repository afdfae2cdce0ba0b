import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCodes, errorBody } from '../../common/errors.js';

/** The built site: pre-rendered pages, hashed assets, and a real 404 page. */
export async function siteRoutes(app: FastifyInstance) {
  const root = app.deps.config.clientDir;
  const hasSite = existsSync(path.join(root, 'index.html'));

  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      wildcard: false,
      // The 404 page is only ever sent with status 404 (by the not-found handler below).
      allowedPath: (pathName) => pathName !== '/404.html',
      setHeaders(reply, file) {
        reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get<{ Params: { id: string } }>('/category/:id', (request, reply) => {
      const file = `category/${request.params.id}.html`;
      if (!/^[a-z]+$/.test(request.params.id) || !existsSync(path.join(root, file))) return notFoundPage(reply);
      return reply.header('Cache-Control', 'no-cache').sendFile(file);
    });
  }

  function notFoundPage(reply: import('fastify').FastifyReply) {
    if (!hasSite) return reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
    return reply.status(404).header('Cache-Control', 'no-cache').sendFile('404.html');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/cgi-bin/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send(errorBody(ErrorCodes.notFound, 'not found'));
    }
    return notFoundPage(reply);
  });
}
