/** `GET /api/tools/time` → `{now}`: the server's clock in epoch milliseconds, for the accurate clock's offset. */
import type { FastifyInstance } from 'fastify';
import { defineToolServer } from '../../server/tool-server.js';

export const TIME_PATH = '/api/tools/time';

export default defineToolServer(async (app: FastifyInstance) => {
  app.get(TIME_PATH, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ now: Date.now() }));
});
