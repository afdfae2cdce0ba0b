/**
 * Operator-supplied models (manifest.ts):
 * - `GET /api/models` → `{models: [{id, task, name, input, normalisation, licence, source, bytes, url}]}`,
 *   `?task=` to filter; an empty list when MODELS_DIR is unset, missing or empty;
 * - `GET /api/models/:id/file` → the model file (long cache: a new model gets a new id or file size).
 * MODELS_DIR is read again at most every 30 s, so an operator can drop a model in without a restart.
 */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import { replyError } from '../http/reply-error.js';
import { MODEL_TASKS, scanModels, type ModelEntry } from './manifest.js';

const RESCAN_MS = 30_000;
const id = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9_-]*$' } as const;

export async function modelRoutes(app: FastifyInstance): Promise<void> {
  const dir = app.deps.config.modelsDir;
  let cache: { at: number; models: Promise<ModelEntry[]> } | null = null;
  const models = () => {
    if (!cache || Date.now() - cache.at > RESCAN_MS)
      cache = {
        at: Date.now(),
        models: scanModels(dir, (file, reason) => app.log.warn({ file, reason }, 'model manifest skipped')),
      };
    return cache.models;
  };

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
