import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { toToolListItem } from '../../common/tool-meta.js';
import { ErrorCodes, errorBody } from '../../common/errors.js';
import { TOOLS_DIR } from '../registry.js';

export async function toolRoutes(app: FastifyInstance) {
  const list = app.deps.tools.map(toToolListItem);
  const slugs = new Set(app.deps.tools.map((t) => t.slug));

  app.get('/api/get_tool_list', async () => ({ ret: 0, data: list }));

  // A renamed tool keeps its old links: `/{old}.html` moves permanently to `/{slug}.html`, query kept.
  for (const tool of app.deps.tools) {
    for (const old of tool.redirectFrom ?? []) {
      app.get(`/${old}.html`, (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(`/${tool.slug}.html${query >= 0 ? request.url.slice(query) : ''}`, 301);
      });
    }
  }

  // Tool icons live in their tool's folder; only a registered slug is ever read.
  app.get<{ Params: { slug: string } }>('/icons/:slug', async (request, reply) => {
    const slug = request.params.slug.replace(/\.svg$/, '');
    if (!request.params.slug.endsWith('.svg') || !slugs.has(slug)) {
      return reply.status(404).type('text/plain; charset=utf-8').send(errorBody(ErrorCodes.notFound, 'not found'));
    }
    const svg = await readFile(path.join(TOOLS_DIR, slug, 'icon.svg'));
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
