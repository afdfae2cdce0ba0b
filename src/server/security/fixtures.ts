/** Test-only routes for the call-rule tests (real tool endpoints, uploads and ratings are marked the same way). */
import type { FastifyInstance } from 'fastify';

export function addWorkRoutes(app: FastifyInstance) {
  const schema = {
    body: { type: 'object', required: ['n'], additionalProperties: false, properties: { n: { type: 'integer' } } },
  };
  app.post('/api/test-work', { config: { work: true }, schema }, async (request) => ({
    ret: 0,
    data: { caller: request.caller },
  }));
  app.get('/api/test-work', { config: { work: true } }, async (request) => ({
    ret: 0,
    data: { caller: request.caller },
  }));
  app.post('/api/test-plain', { schema }, async () => ({ ret: 0 }));
}
