/**
 * The task flows of spec section 7 on the one queue (shapes in src/common/task-api.ts):
 * - create (`createtask`, `createPdfTask`, `/toolproxy/v1/create`): multipart (`tool`, `options` JSON
 *   text, one or more `file_data`; `token` for toolproxy) or JSON `{tool, options, fileUrls | fileKeys}`
 *   (files from `/cgi-bin/tools/upload` or `upload2cos`) → the task id;
 * - query (`querytask`, `queryPdfTask`, `/toolproxy/v1/query`): `?taskId=a,b,…` → each task's state,
 *   progress, queue position, and when done the download URL, name and size;
 * - cancel, `upload2cos`, `queryConsumeCount`, `/toolproxy/v1/token`, and the download itself.
 * Every call needs the visitor's signed token (not the built-in default): a task belongs to the visitor
 * who created it, and no other visitor can see, cancel or download it, whatever id they hold.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { Ajv } from 'ajv';
import { ErrorCodes } from '../../common/errors.js';
import {
  MAX_QUERY_IDS,
  TASK_API,
  TASK_FIELDS,
  QUOTA_FAMILIES,
  TASK_ID_PATTERN,
  type QuotaFamily,
  type TaskFamily,
  type TaskView,
} from '../../common/task-api.js';
import { CatalogueError, replyError } from '../http/reply-error.js';
import { userInfoSchema } from '../http/schemas.js';
import { contentDisposition, safeFileName } from '../uploads/sniff.js';
import { uploadPath } from '../uploads/store.js';
import { UPLOAD_URL } from '../routes/upload.js';
import type { StoredInput, TaskRow } from './store.js';
import { inputPath, linkOrCopy, newTaskId, removeTaskFiles, saveStream, stagedPath } from './files.js';
import { signTicket, ticketValid, TICKET_TTL_S } from './ticket.js';
import { requestVisitor } from '../security/visitor.js';
import { replyCreateFailure } from './one-input.js';

/** Most files one create call may carry (a kind may allow fewer). */
const MAX_FILES = 20;
const toolName = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const uploadUrl = { type: 'string', maxLength: 100, pattern: `^${UPLOAD_URL}/[a-f0-9]{32}$` } as const;
const fileKey = { type: 'string', pattern: TASK_ID_PATTERN } as const;

const createJsonSchema = {
  type: 'object',
  required: ['tool'],
  additionalProperties: false,
  properties: {
    tool: toolName,
    options: { type: 'object' },
    fileUrls: { type: 'array', minItems: 1, maxItems: MAX_FILES, items: uploadUrl },
    fileKeys: { type: 'array', minItems: 1, maxItems: MAX_FILES, items: fileKey },
    token: { type: 'string', maxLength: 300 },
    userInfo: userInfoSchema,
  },
} as const;

const querySchema = {
  type: 'object',
  required: ['taskId'],
  additionalProperties: false,
  properties: {
    taskId: { type: 'string', pattern: `^[a-f0-9]{32}(,[a-f0-9]{32}){0,${MAX_QUERY_IDS - 1}}$` },
    userInfo: { type: 'string', maxLength: 1024 },
  },
} as const;

const cancelSchema = {
  type: 'object',
  required: ['taskId'],
  additionalProperties: false,
  properties: { taskId: { type: 'string', pattern: TASK_ID_PATTERN }, userInfo: userInfoSchema },
} as const;

const viewSchema = {
  type: 'object',
  properties: {
    taskId: { type: 'string' },
    state: { type: 'string' },
    tool: { type: 'string' },
    progress: { type: 'integer' },
    position: { type: 'integer' },
    downloadUrl: { type: 'string' },
    outputName: { type: 'string' },
    outputSize: { type: 'integer' },
    errorCode: { type: 'integer' },
    errMsg: { type: 'string' },
    expiresAt: { type: 'integer' },
  },
} as const;

type Body = Record<string, unknown>;

const jsonAjv = new Ajv({ removeAdditional: false, allErrors: false, strict: false, coerceTypes: false });
const validateCreate = jsonAjv.compile(createJsonSchema);

interface Family {
  /** Wraps a success answer in the family's convention. */
  ok: (data: Body) => Body;
  /** The response schema of `ok(data)`. */
  okSchema: (data: Record<string, unknown>) => Record<string, unknown>;
  paths: { create: string; query: string; cancel: string };
}

const FAMILIES: Record<TaskFamily, Family> = {
  convert: {
    ok: (data) => ({ header: { retCode: 0 }, ...data }),
    okSchema: (props) => ({
      type: 'object',
      properties: { header: { type: 'object', properties: { retCode: { type: 'integer' } } }, ...props },
    }),
    paths: TASK_API.convert,
  },
  pdfconvert: {
    ok: (data) => ({ ret: 0, data }),
    okSchema: (props) => ({
      type: 'object',
      properties: { ret: { type: 'integer' }, data: { type: 'object', properties: props } },
    }),
    paths: TASK_API.pdfconvert,
  },
  toolproxy: {
    ok: (data) => ({ ret: 0, data }),
    okSchema: (props) => ({
      type: 'object',
      properties: { ret: { type: 'integer' }, data: { type: 'object', properties: props } },
    }),
    paths: TASK_API.toolproxy,
  },
};

export async function taskRoutes(app: FastifyInstance) {
  const { config, db } = app.deps;
  const { kysely } = db;
  const queue = app.tasks;
  const maxBytes = config.tasks.maxBytes;
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  const visitorOf = (request: FastifyRequest) => requestVisitor(request, config.tokenSecret);

  function needVisitor(request: FastifyRequest, reply: FastifyReply): string | null {
    const visitor = visitorOf(request);
    if (!visitor) replyError(reply, 401, ErrorCodes.loginRequired, 'token required');
    return visitor;
  }

  // ------------------------------------------------------------------ create

  interface Parsed {
    tool: string;
    options: unknown;
    ticket?: string;
    inputs: StoredInput[];
  }

  /** Reads a multipart create: files stream straight to the task's folder, never whole into memory. */
  async function parseMultipart(request: FastifyRequest, id: string): Promise<Parsed> {
    let tool = '';
    let options: unknown = {};
    let ticket: string | undefined;
    const inputs: StoredInput[] = [];
    const parts = request.parts({
      preservePath: true,
      limits: {
        fileSize: maxBytes,
        files: MAX_FILES,
        fields: 8,
        fieldSize: 16_384,
        parts: MAX_FILES + 8,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== TASK_FIELDS.file)
          throw new CatalogueError(400, ErrorCodes.badRequest, 'unexpected file field');
        const kind = tool ? queue.kind(tool) : undefined;
        const limit = Math.min(maxBytes, kind?.maxBytes ?? maxBytes);
        const name = safeFileName(part.filename ?? '') ?? 'file';
        const size = await saveStream(part.file, inputPath(config.dataDir, id, inputs.length), limit, () =>
          Boolean(part.file.truncated),
        );
        if (size === 0) throw new CatalogueError(400, ErrorCodes.notWhatItClaims, 'empty file');
        inputs.push({ file: String(inputs.length), name, size });
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : '';
      if (part.valueTruncated) throw new CatalogueError(400, ErrorCodes.badRequest, `field ${part.fieldname} too long`);
      if (part.fieldname === TASK_FIELDS.tool) tool = value;
      else if (part.fieldname === TASK_FIELDS.ticket) ticket = value;
      else if (part.fieldname === TASK_FIELDS.options) {
        try {
          options = value === '' ? {} : JSON.parse(value);
        } catch {
          throw new CatalogueError(400, ErrorCodes.badRequest, 'options must be JSON');
        }
        if (typeof options !== 'object' || options === null || Array.isArray(options))
          throw new CatalogueError(400, ErrorCodes.badRequest, 'options must be an object');
      } else if (part.fieldname !== 'userInfo')
        throw new CatalogueError(400, ErrorCodes.badRequest, `unexpected field ${part.fieldname.slice(0, 32)}`);
    }
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(tool)) throw new CatalogueError(400, ErrorCodes.badRequest, 'tool is required');
    if (inputs.length === 0) throw new CatalogueError(400, ErrorCodes.badRequest, 'file_data is required');
    return { tool, options, ticket, inputs };
  }

  /** Reads a JSON create: files named by an upload URL or an upload2cos key are linked into the task. */
  async function parseJson(body: Body, id: string, visitor: string): Promise<Parsed> {
    const fileUrls = (body.fileUrls as string[] | undefined) ?? [];
    const fileKeys = (body.fileKeys as string[] | undefined) ?? [];
    if (fileUrls.length + fileKeys.length === 0)
      throw new CatalogueError(400, ErrorCodes.badRequest, 'fileUrls or fileKeys is required');
    if (fileUrls.length + fileKeys.length > MAX_FILES)
      throw new CatalogueError(400, ErrorCodes.badRequest, 'too many files');
    const inputs: StoredInput[] = [];
    const now = Date.now();
    for (const url of fileUrls) {
      // An upload URL is itself the capability (the upload route serves it to whoever holds it).
      const uploadId = url.slice(UPLOAD_URL.length + 1);
      const row = await kysely
        .selectFrom('uploads')
        .select(['id', 'name', 'size'])
        .where('id', '=', uploadId)
        .where('expires_at', '>', new Date(now).toISOString())
        .executeTakeFirst();
      if (!row) throw new CatalogueError(404, ErrorCodes.notFound, 'upload not found');
      await linkOrCopy(uploadPath(config.dataDir, row.id), inputPath(config.dataDir, id, inputs.length));
      inputs.push({ file: String(inputs.length), name: row.name, size: Number(row.size) });
    }
    for (const key of fileKeys) {
      const row = await kysely
        .selectFrom('task_files')
        .select(['id', 'name', 'size'])
        .where('id', '=', key)
        .where('visitor', '=', visitor)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) throw new CatalogueError(404, ErrorCodes.notFound, 'file not found');
      await linkOrCopy(stagedPath(config.dataDir, row.id), inputPath(config.dataDir, id, inputs.length));
      inputs.push({ file: String(inputs.length), name: row.name, size: Number(row.size) });
    }
    const kind = queue.kind(body.tool as string);
    const limit = Math.min(maxBytes, kind?.maxBytes ?? maxBytes);
    if (inputs.some((i) => i.size > limit)) throw new CatalogueError(413, ErrorCodes.fileTooLarge, 'file too large');
    return { tool: body.tool as string, options: body.options ?? {}, ticket: body.token as string | undefined, inputs };
  }

  function createHandler(family: TaskFamily) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const visitor = needVisitor(request, reply);
      if (!visitor) return reply;
      const id = newTaskId();
      try {
        let parsed: Parsed;
        if (request.isMultipart()) parsed = await parseMultipart(request, id);
        else if (!validateCreate(request.body))
          throw new CatalogueError(
            400,
            ErrorCodes.badRequest,
            `参数错误: ${jsonAjv.errorsText(validateCreate.errors)}`,
          );
        else parsed = await parseJson(request.body as unknown as Body, id, visitor);
        if (family === 'toolproxy') {
          const ok =
            parsed.ticket !== undefined &&
            ticketValid(config.tokenSecret, parsed.ticket, visitor, parsed.tool, Math.floor(Date.now() / 1000));
          if (!ok) throw new CatalogueError(401, ErrorCodes.loginRequired, 'ticket required (/toolproxy/v1/token)');
        }
        await queue.create({ id, visitor, kind: parsed.tool, options: parsed.options, inputs: parsed.inputs });
        return FAMILIES[family].ok({ taskId: id });
      } catch (error) {
        await removeTaskFiles(config.dataDir, id);
        return replyCreateFailure(app, reply, error);
      }
    };
  }

  // ------------------------------------------------------------------ query

  async function view(row: TaskRow): Promise<TaskView> {
    const v: TaskView = { taskId: row.id, state: row.state, tool: row.kind, progress: row.progress };
    if (row.state === 'queued') v.position = await queue.store.position(row);
    if (row.state === 'done') {
      v.progress = 100;
      v.downloadUrl = `${TASK_API.download}/${row.id}`;
      v.outputName = row.output_name ?? undefined;
      v.outputSize = row.output_size === null ? undefined : Number(row.output_size);
    }
    if (row.state === 'failed' && row.error_code !== null) {
      v.errorCode = Number(row.error_code);
      v.errMsg = row.error_detail ?? undefined;
    }
    if (row.state !== 'queued' && row.state !== 'running') v.expiresAt = Number(row.expires_at);
    return v;
  }

  function queryHandler(family: TaskFamily) {
    return async (request: FastifyRequest<{ Querystring: { taskId: string } }>, reply: FastifyReply) => {
      const visitor = needVisitor(request, reply);
      if (!visitor) return reply;
      const ids = [...new Set(request.query.taskId.split(','))];
      const rows = new Map((await queue.store.getMany(ids, visitor)).map((r) => [r.id, r]));
      const tasks: TaskView[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        tasks.push(row ? await view(row) : { taskId: id, state: 'gone', progress: 0 });
      }
      reply.header('cache-control', 'no-store');
      return FAMILIES[family].ok({ tasks });
    };
  }

  function cancelHandler(family: TaskFamily) {
    return async (request: FastifyRequest<{ Body: { taskId: string } }>, reply: FastifyReply) => {
      const visitor = needVisitor(request, reply);
      if (!visitor) return reply;
      const { taskId } = request.body;
      const row = await queue.store.get(taskId, visitor);
      if (!row) return replyError(reply, 404, ErrorCodes.notFound, 'task not found');
      const canceled = await queue.cancel(taskId, visitor);
      return FAMILIES[family].ok({ taskId, canceled });
    };
  }

  for (const family of Object.keys(FAMILIES) as TaskFamily[]) {
    const { paths, okSchema } = FAMILIES[family];
    app.post(
      paths.create,
      {
        config: { work: true },
        // A JSON body is validated in the handler (validateCreate), a multipart one field by field as it streams.
        schema: { response: { 200: okSchema({ taskId: { type: 'string' } }) } },
      },
      createHandler(family),
    );
    app.get(
      paths.query,
      {
        config: { beaconLimit: true },
        schema: {
          querystring: querySchema,
          response: { 200: okSchema({ tasks: { type: 'array', items: viewSchema } }) },
        },
      },
      queryHandler(family),
    );
    app.post(
      paths.cancel,
      {
        config: { beaconLimit: true },
        schema: {
          body: cancelSchema,
          response: { 200: okSchema({ taskId: { type: 'string' }, canceled: { type: 'boolean' } }) },
        },
      },
      cancelHandler(family),
    );
  }

  // ------------------------------------------------------------------ files, counts, tickets

  app.post(
    TASK_API.pdfconvert.upload,
    {
      config: { work: true },
      schema: {
        response: {
          200: FAMILIES.pdfconvert.okSchema({
            fileKey: { type: 'string' },
            name: { type: 'string' },
            size: { type: 'integer' },
            expiresAt: { type: 'integer' },
          }),
        },
      },
    },
    async (request, reply) => {
      const visitor = needVisitor(request, reply);
      if (!visitor) return reply;
      if (!request.isMultipart()) return replyError(reply, 415, ErrorCodes.badRequest, 'multipart/form-data expected');
      const key = newTaskId();
      const file = stagedPath(config.dataDir, key);
      try {
        let stored: { name: string; size: number } | null = null;
        const parts = request.parts({
          preservePath: true,
          limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 2048, parts: 5, headerPairs: 50 },
        });
        for await (const part of parts) {
          if (part.type === 'file') {
            if (part.fieldname !== TASK_FIELDS.file)
              throw new CatalogueError(400, ErrorCodes.badRequest, 'unexpected file field');
            const size = await saveStream(part.file, file, maxBytes, () => Boolean(part.file.truncated));
            stored = { name: safeFileName(part.filename ?? '') ?? 'file', size };
          } else if (part.fieldname !== 'userInfo' || part.valueTruncated) {
            throw new CatalogueError(400, ErrorCodes.badRequest, `unexpected field ${part.fieldname.slice(0, 32)}`);
          }
        }
        if (!stored) throw new CatalogueError(400, ErrorCodes.badRequest, 'file_data is required');
        if (stored.size === 0) throw new CatalogueError(400, ErrorCodes.notWhatItClaims, 'empty file');
        const now = Date.now();
        const expiresAt = now + config.tasks.ttlSeconds * 1000;
        await kysely
          .insertInto('task_files')
          .values({ id: key, visitor, name: stored.name, size: stored.size, created_at: now, expires_at: expiresAt })
          .execute();
        return FAMILIES.pdfconvert.ok({ fileKey: key, name: stored.name, size: stored.size, expiresAt });
      } catch (error) {
        await rm(file, { force: true });
        return replyCreateFailure(app, reply, error);
      }
    },
  );

  app.get<{ Querystring: { family?: QuotaFamily } }>(
    TASK_API.pdfconvert.consumeCount,
    {
      config: { beaconLimit: true },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { family: { type: 'string', enum: [...QUOTA_FAMILIES] }, userInfo: { type: 'string' } },
        },
        response: {
          200: FAMILIES.pdfconvert.okSchema({
            family: { type: 'string' },
            used: { type: 'integer' },
            limit: { type: 'integer' },
            remaining: { type: ['integer', 'null'] },
          }),
        },
      },
    },
    async (request, reply) => {
      const visitor = needVisitor(request, reply);
      if (!visitor) return reply;
      const family = request.query.family ?? 'office';
      const { used, limit } = await queue.usage(visitor, family);
      reply.header('cache-control', 'no-store');
      return FAMILIES.pdfconvert.ok({
        family,
        used,
        limit,
        remaining: limit > 0 ? Math.max(0, limit - used) : null,
      });
    },
  );

  app.post<{ Body: { tool: string; userInfo?: unknown } }>(
    TASK_API.toolproxy.token,
    {
      config: { beaconLimit: true },
      schema: {
        body: {
          type: 'object',
          required: ['tool'],
          additionalProperties: false,
          properties: { tool: toolName, userInfo: userInfoSchema },
        },
        response: {
          200: FAMILIES.toolproxy.okSchema({
            token: { type: 'string' },
            expiresAt: { type: 'integer' },
            maxBytes: { type: 'integer' },
            maxFiles: { type: 'integer' },
            used: { type: 'integer' },
            limit: { type: 'integer' },
          }),
        },
      },
    },
    async (request, reply) => {
      const visitor = needVisitor(request, reply);
      if (!visitor) return reply;
      const kind = queue.kind(request.body.tool);
      if (!kind) return replyError(reply, 404, ErrorCodes.notOpen, 'unknown tool');
      const expiresAt = Math.floor(Date.now() / 1000) + TICKET_TTL_S;
      const { used, limit } = await queue.usage(visitor, queue.familyOf(kind.name));
      return FAMILIES.toolproxy.ok({
        token: signTicket(config.tokenSecret, visitor, kind.name, expiresAt),
        expiresAt,
        maxBytes: Math.min(maxBytes, kind.maxBytes ?? maxBytes),
        maxFiles: kind.maxFiles ?? 1,
        used,
        limit,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${TASK_API.download}/:id`,
    {
      config: { beaconLimit: true },
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', pattern: TASK_ID_PATTERN } },
        },
      },
    },
    async (request, reply) => {
      const visitor = needVisitor(request, reply);
      if (!visitor) return reply;
      const row = await queue.store.get(request.params.id, visitor);
      const file = row && row.state === 'done' ? queue.outputFile(row) : null;
      if (!row || !file) return replyError(reply, 404, ErrorCodes.notFound, 'not found');
      const stream = createReadStream(file);
      const opened = await new Promise<boolean>((resolve) => {
        stream.once('open', () => resolve(true));
        stream.once('error', () => resolve(false));
      });
      if (!opened) return replyError(reply, 404, ErrorCodes.notFound, 'not found');
      return reply
        .header('Content-Type', row.output_mime ?? 'application/octet-stream')
        .header('Content-Length', String(row.output_size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition('attachment', row.output_name ?? 'result'))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(stream);
    },
  );
}
