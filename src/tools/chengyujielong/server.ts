/**
 * `GET /api/tools/idiom?word=` → `{word, explanation}`: an idiom's explanation (src/server/idioms). An
 * unknown idiom is 404 `1300,unknown idiom`; a word that is not 2–20 Chinese characters is refused by the schema.
 */
import type { FastifyInstance } from 'fastify';
import { defineToolServer } from '../../server/tool-server.js';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../../server/http/reply-error.js';
import { explainIdiom } from '../../server/idioms/idioms.js';

export const IDIOM_PATH = '/api/tools/idiom';

const querystring = {
  type: 'object',
  required: ['word'],
  additionalProperties: false,
  properties: { word: { type: 'string', pattern: '^[\\u3400-\\u9fff，、]{2,20}$' } },
} as const;

export default defineToolServer(async (app: FastifyInstance) => {
  app.get<{ Querystring: { word: string } }>(IDIOM_PATH, { schema: { querystring } }, async (request, reply) => {
    const explanation = await explainIdiom(request.query.word);
    if (!explanation) return replyError(reply, 404, ErrorCodes.notFound, 'unknown idiom');
    return reply.header('Cache-Control', 'public, max-age=86400').send({ word: request.query.word, explanation });
  });
});
