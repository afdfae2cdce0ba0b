/**
 * `GET /cgi-bin/tools/location` → `{header: {retCode: 0}, location: {local, country, province, city, isp}}`:
 * the caller's approximate region from the address Fastify reports (so TRUST_PROXY decides whether
 * X-Forwarded-For is believed), on the IP location engine the IP归属地 tool uses. A private or loopback
 * address answers `local: true` ("local network"), not an error. The address itself is not echoed.
 */
import type { FastifyInstance } from 'fastify';
import { LOCATION_PATH, type VisitorLocation } from '../../common/location.js';
import { noQuerySchema } from '../http/schemas.js';
import { locateIp } from '../ip-location.js';

export const locationAnswerSchema = {
  type: 'object',
  required: ['header', 'location'],
  properties: {
    header: {
      type: 'object',
      required: ['retCode'],
      properties: { retCode: { type: 'integer' }, msg: { type: 'string' } },
    },
    location: {
      type: 'object',
      required: ['local', 'country', 'province', 'city', 'isp'],
      additionalProperties: false,
      properties: {
        local: { type: 'boolean' },
        country: { type: 'string' },
        province: { type: 'string' },
        city: { type: 'string' },
        isp: { type: 'string' },
      },
    },
  },
} as const;

const LOCAL: VisitorLocation = { local: true, country: '', province: '', city: '', isp: '' };

export async function locationRoutes(app: FastifyInstance) {
  app.get(
    LOCATION_PATH,
    { schema: { querystring: noQuerySchema, response: { 200: locationAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // request.ip is always an address; a socket without one (a test's fake) counts as local.
      const found = locateIp(request.ip ?? '');
      const location: VisitorLocation =
        !found || found.local
          ? LOCAL
          : { local: false, country: found.country, province: found.province, city: found.city, isp: found.isp };
      return { header: { retCode: 0 }, location };
    },
  );
}
