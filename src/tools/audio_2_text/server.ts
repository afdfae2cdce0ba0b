/**
 * 音频转文字 on the server work queue (shapes in src/common/asr.ts):
 * - `POST /cgi-bin/tools/rec_task`: the audio as a task create's body (multipart `file_data` with `options`
 *   `{lang}`, or JSON `fileKeys` for a resumable upload) → the task id; the file is checked (an audio
 *   container ffprobe can read, at most 30 minutes) before it is queued;
 * - `GET /cgi-bin/tools/rec_result?taskId=`: state, progress, queue place, then the transcript; only to the
 *   visitor who created the task (anyone else, or an unknown id: 404 1300);
 * - `GET /api/tools/audio_2_text/languages`: what this server recognises now;
 * - the `audio_2_text` task kind: ffmpeg decodes and resamples to 16 kHz mono, then PocketSphinx (English)
 *   or an operator's sherpa-onnx model (MODELS_DIR) recognises; the answer is a timed transcript.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { Ajv } from 'ajv';
import { ErrorCodes } from '../../common/errors.js';
import {
  ASR_LANGS,
  ASR_LANGUAGES_PATH,
  ASR_MAX_SECONDS,
  ASR_TOOL,
  REC_RESULT_PATH,
  REC_TASK_PATH,
  type AsrLang,
  type AsrLanguage,
  type AsrOptions,
  type RecResult,
} from '../../common/asr.js';
import { TASK_FIELDS, TASK_ID_PATTERN } from '../../common/task-api.js';
import { segmentWords, type Transcript } from '../../common/transcript.js';
import { defineToolServer } from '../../server/tool-server.js';
import { CatalogueError, replyError } from '../../server/http/reply-error.js';
import { userInfoSchema } from '../../server/http/schemas.js';
import { requestVisitor } from '../../server/security/visitor.js';
import { modelCatalogue } from '../../server/models/catalogue.js';
import type { ModelEntry } from '../../server/models/manifest.js';
import { inputPath, linkOrCopy, newTaskId, removeTaskFiles, saveStream, stagedPath } from '../../server/tasks/files.js';
import type { StoredInput } from '../../server/tasks/store.js';
import { replyCreateFailure, TASK_CREATED_RESPONSE } from '../../server/tasks/one-input.js';
import { TaskError, type TaskKind } from '../../server/tasks/types.js';
import { safeFileName } from '../../server/uploads/sniff.js';
import { decode, probe, type ProbeVerdict } from './decode.js';
import { modelFor, recogniseWithModel, sherpaRequest } from './sherpa.server.js';
import { recogniseEnglish, SPHINX_ENGINE, SPHINX_MODEL_NAME, sphinxAvailable } from './sphinx.js';

const optionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lang'],
  properties: { lang: { type: 'string', enum: [...ASR_LANGS] } },
} as const;

const jsonCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['options', 'fileKeys'],
  properties: {
    tool: { type: 'string', enum: [ASR_TOOL] },
    options: { type: 'object' },
    fileKeys: { type: 'array', minItems: 1, maxItems: 1, items: { type: 'string', pattern: TASK_ID_PATTERN } },
    userInfo: userInfoSchema,
  },
} as const;
const validateJsonCreate = new Ajv({ strict: false, coerceTypes: false }).compile(jsonCreateSchema);

/** A probe's refusal as the catalogue says it. */
function refusal(verdict: Exclude<ProbeVerdict, { ok: true }>): TaskError {
  switch (verdict.reason) {
    case 'too-long':
      return new TaskError(ErrorCodes.fileTooLarge, `audio longer than ${ASR_MAX_SECONDS / 60} minutes`);
    case 'silk':
      return new TaskError(ErrorCodes.unsupportedFormat, 'WeChat SILK voice: convert it to MP3 or M4A first');
    case 'not-audio':
      return new TaskError(ErrorCodes.unsupportedFormat, 'the file holds no audio');
    default:
      return new TaskError(ErrorCodes.notWhatItClaims, 'not an audio file we can read');
  }
}

/** The languages recognisable now: English when PocketSphinx is installed, others with an operator model. */
async function languages(models: readonly ModelEntry[]): Promise<AsrLanguage[]> {
  const found: AsrLanguage[] = [];
  for (const lang of ASR_LANGS) {
    const model = modelFor(models, lang);
    if (model) found.push({ lang, engine: 'sherpa-onnx', model: model.name.en });
    else if (lang === 'en' && (await sphinxAvailable()))
      found.push({ lang, engine: SPHINX_ENGINE, model: SPHINX_MODEL_NAME });
  }
  return found;
}

function asrKind(models: () => Promise<ModelEntry[]>): TaskKind<AsrOptions> {
  const engineFor = async (lang: AsrLang) => {
    const list = await models();
    const model = modelFor(list, lang);
    if (model) return { model };
    if (lang === 'en' && (await sphinxAvailable())) return { model: null };
    throw new TaskError(ErrorCodes.notOpen, `no speech model for ${lang} on this server`);
  };
  return {
    name: ASR_TOOL,
    quota: 'speech', // transcriptions never use up a visitor's Office conversions
    optionsSchema,
    async accept(inputs, options) {
      await engineFor(options.lang);
      const verdict = await probe(inputs[0].path);
      if (!verdict.ok) throw refusal(verdict);
    },
    async run(ctx) {
      const { lang } = ctx.options;
      const { model } = await engineFor(lang);
      const wav = path.join(ctx.workDir, 'audio.wav');
      let duration: number;
      try {
        duration = await decode(ctx.inputs[0].path, wav, ctx.signal);
      } catch (error) {
        if (ctx.signal.aborted) throw error;
        throw new TaskError(ErrorCodes.notWhatItClaims, 'the audio could not be decoded');
      }
      if (duration > ASR_MAX_SECONDS + 0.5) throw refusal({ ok: false, reason: 'too-long' });
      ctx.progress(5);
      const onProgress = (fraction: number) => ctx.progress(5 + Math.floor(fraction * 94));
      const { words, breaks } = model
        ? await recogniseWithModel(sherpaRequest(model, lang, wav), onProgress, ctx.signal)
        : await recogniseEnglish(wav, duration, onProgress, ctx.signal);
      const transcript: Transcript = {
        lang,
        engine: model ? `sherpa-onnx · ${model.name.en}` : `${SPHINX_ENGINE} · ${SPHINX_MODEL_NAME}`,
        duration: Math.round(duration * 1000) / 1000,
        segments: segmentWords(words, lang, breaks),
      };
      const file = path.join(ctx.workDir, 'transcript.json');
      await writeFile(file, JSON.stringify(transcript));
      return { path: file, name: 'transcript.json', mime: 'application/json' };
    },
  };
}

export default defineToolServer(async (app: FastifyInstance) => {
  const { config, db } = app.deps;
  const models = modelCatalogue(app);
  app.tasks.register(asrKind(models));
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const maxBytes = config.tasks.maxBytes;

  /** The multipart create: `tool` (optional), `options` JSON text, one `file_data`, streamed to disk. */
  async function parseMultipart(
    request: FastifyRequest,
    id: string,
  ): Promise<{ options: unknown; input: StoredInput }> {
    let options: unknown = undefined;
    let input: StoredInput | null = null;
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 4096, parts: 5, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== TASK_FIELDS.file)
          throw new CatalogueError(400, ErrorCodes.badRequest, 'unexpected file field');
        const size = await saveStream(part.file, inputPath(config.dataDir, id, 0), maxBytes, () =>
          Boolean(part.file.truncated),
        );
        if (size === 0) throw new CatalogueError(400, ErrorCodes.notWhatItClaims, 'empty file');
        input = { file: '0', name: safeFileName(part.filename ?? '') ?? 'audio', size };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : '';
      if (part.valueTruncated) throw new CatalogueError(400, ErrorCodes.badRequest, `field ${part.fieldname} too long`);
      if (part.fieldname === TASK_FIELDS.options) {
        try {
          options = JSON.parse(value);
        } catch {
          throw new CatalogueError(400, ErrorCodes.badRequest, 'options must be JSON');
        }
      } else if (part.fieldname === TASK_FIELDS.tool) {
        if (value !== ASR_TOOL) throw new CatalogueError(400, ErrorCodes.badRequest, `tool must be ${ASR_TOOL}`);
      } else if (part.fieldname !== 'userInfo')
        throw new CatalogueError(400, ErrorCodes.badRequest, `unexpected field ${part.fieldname.slice(0, 32)}`);
    }
    if (!input) throw new CatalogueError(400, ErrorCodes.badRequest, 'file_data is required');
    return { options, input };
  }

  /** The JSON create: one file the visitor staged before (upload2cos or a resumable upload). */
  async function parseJson(body: unknown, id: string, visitor: string) {
    if (!validateJsonCreate(body))
      throw new CatalogueError(400, ErrorCodes.badRequest, 'options and one fileKey are required');
    const { options, fileKeys } = body as { options: unknown; fileKeys: string[] };
    const row = await db.kysely
      .selectFrom('task_files')
      .select(['id', 'name', 'size'])
      .where('id', '=', fileKeys[0])
      .where('visitor', '=', visitor)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst();
    if (!row) throw new CatalogueError(404, ErrorCodes.notFound, 'file not found');
    if (Number(row.size) > maxBytes) throw new CatalogueError(413, ErrorCodes.fileTooLarge, 'file too large');
    await linkOrCopy(stagedPath(config.dataDir, row.id), inputPath(config.dataDir, id, 0));
    return { options, input: { file: '0', name: row.name, size: Number(row.size) } };
  }

  app.post(
    REC_TASK_PATH,
    {
      config: { work: true },
      schema: {
        response: TASK_CREATED_RESPONSE,
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const visitor = requestVisitor(request, config.tokenSecret);
      if (!visitor) return replyError(reply, 401, ErrorCodes.loginRequired, 'token required');
      const id = newTaskId();
      try {
        const { options, input } = request.isMultipart()
          ? await parseMultipart(request, id)
          : await parseJson(request.body, id, visitor);
        await app.tasks.create({ id, visitor, kind: ASR_TOOL, options, inputs: [input] });
        return { header: { retCode: 0 }, taskId: id };
      } catch (error) {
        await removeTaskFiles(config.dataDir, id);
        return replyCreateFailure(app, reply, error);
      }
    },
  );

  const segmentSchema = {
    type: 'object',
    properties: { start: { type: 'number' }, end: { type: 'number' }, text: { type: 'string' } },
  } as const;

  app.get<{ Querystring: { taskId: string } }>(
    REC_RESULT_PATH,
    {
      config: { beaconLimit: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['taskId'],
          additionalProperties: false,
          properties: {
            taskId: { type: 'string', pattern: TASK_ID_PATTERN },
            userInfo: { type: 'string', maxLength: 1024 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              header: { type: 'object', properties: { retCode: { type: 'integer' } } },
              taskId: { type: 'string' },
              state: { type: 'string' },
              progress: { type: 'integer' },
              position: { type: 'integer' },
              errorCode: { type: 'integer' },
              errMsg: { type: 'string' },
              transcript: {
                type: 'object',
                properties: {
                  lang: { type: 'string' },
                  engine: { type: 'string' },
                  duration: { type: 'number' },
                  segments: { type: 'array', items: segmentSchema },
                },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const visitor = requestVisitor(request, config.tokenSecret);
      if (!visitor) return replyError(reply, 401, ErrorCodes.loginRequired, 'token required');
      const row = await app.tasks.store.get(request.query.taskId, visitor);
      // Another visitor's task is answered exactly like one that does not exist.
      if (!row || row.kind !== ASR_TOOL) return replyError(reply, 404, ErrorCodes.notFound, 'task not found');
      const answer: RecResult = { taskId: row.id, state: row.state, progress: row.progress };
      if (row.state === 'queued') answer.position = await app.tasks.store.position(row);
      if (row.state === 'failed' && row.error_code !== null) {
        answer.errorCode = Number(row.error_code);
        answer.errMsg = row.error_detail ?? undefined;
      }
      if (row.state === 'done') {
        const file = app.tasks.outputFile(row);
        const json = file ? await readFile(file, 'utf8').catch(() => null) : null;
        if (json === null) return replyError(reply, 404, ErrorCodes.notFound, 'result expired');
        answer.progress = 100;
        answer.transcript = JSON.parse(json) as Transcript;
      }
      reply.header('cache-control', 'no-store');
      return { header: { retCode: 0 }, ...answer };
    },
  );

  app.get(ASR_LANGUAGES_PATH, { schema: {} }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { languages: await languages(await models()) };
  });
});
