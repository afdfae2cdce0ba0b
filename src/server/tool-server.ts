/**
 * What a tool's `server.ts` default-exports: a Fastify plugin holding the tool's own routes (and, through
 * the app's decorations, whatever server work it registers). The server registers every one it finds, so
 * `app.ts` never grows with tools.
 */
import type { FastifyPluginAsync } from 'fastify';

export function defineToolServer(plugin: FastifyPluginAsync): FastifyPluginAsync {
  return plugin;
}
