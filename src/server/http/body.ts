import type { FastifyInstance } from 'fastify';

/**
 * The client sends JSON as a `text/plain` body (sendBeacon and simple requests cannot set another type):
 * it is parsed exactly like `application/json` (same prototype-poisoning guard, same 400 on bad JSON).
 * Call on the root instance, before any route.
 */
export function parseTextPlainAsJson(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
}
