/**
 * Operator-supplied models (manifest.ts):
 * - `GET /api/models` → `{models: [{id, task, name, input, normalisation, licence, source, bytes, url}]}` (and
 *   `format`, `engine`, `languages` for sherpa-onnx speech models), `?task=` to filter; an empty list when
 *   MODELS_DIR is unset, missing or empty;
 * - `GET /api/models/:id/file` → the model file (long cache: a new model gets a new id or file size).
 * MODELS_DIR is read again at most every 30 s, so an operator can drop a model in without a restart.
 */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';
import { MODEL_TASKS } from './manifest.js';
import { modelCatalogue } from './catalogue.js';
const id = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9_-]*$' } as const;

export async function modelRoutes(app: FastifyInstance): Promise<void> {
  const models = modelCatalogue(app);

  app.get(
    '/api/models',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { task: { type: 'string', enum: [...MODEL_TASKS] } },
        },
      },
    },
    async (request, reply) => {
      const { task } = request.query as { task?: string };
      const list = (await models()).filter((m) => !task || m.task === task);
      reply.header('cache-control', 'no-cache');
      return {
        models: list.map((m) => ({
          id: m.id,
          task: m.task,
          name: m.name,
          input: m.input,
          normalisation: m.normalisation ?? null,
          licence: m.licence,
          source: m.source ?? null,
          bytes: m.bytes,
          url: `/api/models/${m.id}/file`,
          // Newer fields only where they apply, so an image model's entry reads as it always did.
          ...(m.format !== 'onnx' && { format: m.format }),
          ...(m.engine && { engine: m.engine }),
          ...(m.languages && { languages: m.languages }),
        })),
      };
    },
  );

  app.get(
    '/api/models/:id/file',
    { schema: { params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id } } } },
    async (request, reply) => {
      const model = (await models()).find((m) => m.id === (request.params as { id: string }).id);
      if (!model) return replyError(reply, 404, ErrorCodes.notFound, 'model not found');
      reply.header('content-type', 'application/octet-stream');
      reply.header('content-length', String(model.bytes));
      reply.header('cache-control', 'public, max-age=86400');
      return reply.send(createReadStream(model.path));
    },
  );
}
