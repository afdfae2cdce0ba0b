/**
 * `GET /api/tools/iplocation[?ip=]` → the location of `ip`, or of the caller's own address when none is given
 * (the address Fastify reports, so TRUST_PROXY decides whether X-Forwarded-For is believed). Private and
 * loopback addresses answer `local: true`; anything not an IPv4/IPv6 address is 400 `1100,invalid ip`.
 */
import type { FastifyInstance } from 'fastify';
import { defineToolServer } from '../../server/tool-server.js';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../../server/http/reply-error.js';
import { locateIp } from '../../server/ip-location.js';

export const IPLOCATION_PATH = '/api/tools/iplocation';

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: { ip: { type: 'string', maxLength: 64 } },
} as const;

export default defineToolServer(async (app: FastifyInstance) => {
  app.get<{ Querystring: { ip?: string } }>(IPLOCATION_PATH, { schema: { querystring } }, async (request, reply) => {
    const own = request.query.ip === undefined || request.query.ip.trim() === '';
    const found = locateIp(own ? request.ip : request.query.ip!);
    if (!found) return replyError(reply, 400, ErrorCodes.badRequest, 'invalid ip');
    return reply.header('Cache-Control', 'no-store').send({ ...found, own });
  });
});
