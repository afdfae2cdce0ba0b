/**
 * Resumable uploads (tus 1.0 via @tus/server and @tus/file-store, files under DATA_DIR/tus):
 * - `POST /api/getcoscredential` `{size, name?}` → `{ret: 0, data: {ticket, fileKey, uploadUrl, maxBytes, expiresAt}}`
 *   and `POST /cgi-bin/convert/getcoscredential` → `{header: {retCode: 0}, ticket, ...}`: a work call (the
 *   visitor's token, rate limits and daily quotas); `size` above TASK_MAX_BYTES is 413 `1204`.
 * - `/api/tus` (creation, with the ticket in `Upload-Metadata`) and `/api/tus/<fileKey>` (HEAD, PATCH, DELETE):
 *   the visitor's token on every request; creation checks the ticket (ours, this visitor's, not expired, not
 *   used before) and `Upload-Length` against its limit, and reserves the room against the storage cap.
 * - When the last byte arrives the file moves to the queue's staged files (`task_files`), so a create call
 *   names it in `fileKeys`, exactly like an `upload2cos` file; it expires with the tasks' TTL.
 */
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server as TusServer } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { ErrorCodes } from '../../common/errors.js';
import { RESUMABLE_API, TICKET_METADATA, type UploadCredential } from '../../common/resumable-upload.js';
import { replyError } from '../http/reply-error.js';
import { userInfoSchema } from '../http/schemas.js';
import { newTaskId, stagedPath } from '../tasks/files.js';
import { safeFileName } from './sniff.js';
import { readUploadTicket, signUploadTicket, UPLOAD_TICKET_TTL_S } from './upload-ticket.js';
import { requestVisitor } from '../security/visitor.js';
import { takeUploadBytes } from '../limits/upload-bytes.js';

const credentialBody = {
  type: 'object',
  required: ['size'],
  additionalProperties: false,
  properties: {
    size: { type: 'integer', minimum: 1 },
    name: { type: 'string', maxLength: 255 },
    userInfo: userInfoSchema,
  },
} as const;

const credentialProps = {
  ticket: { type: 'string' },
  fileKey: { type: 'string' },
  uploadUrl: { type: 'string' },
  maxBytes: { type: 'integer' },
  expiresAt: { type: 'integer' },
} as const;

export const credentialSchemas = {
  api: {
    type: 'object',
    required: ['ret', 'data'],
    properties: {
      ret: { type: 'integer' },
      msg: { type: 'string' },
      data: { type: 'object', required: Object.keys(credentialProps), properties: credentialProps },
    },
  },
  convert: {
    type: 'object',
    required: ['header', ...Object.keys(credentialProps)],
    properties: {
      header: { type: 'object', required: ['retCode'], properties: { retCode: { type: 'integer' } } },
      ...credentialProps,
    },
  },
} as const;

/** How often unfinished uploads older than the tasks' TTL are removed. */
const SWEEP_MS = 10 * 60_000;

/** Parses tus `Upload-Metadata` (`key base64,key2 base64`). */
export function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

export async function resumableUploads(app: FastifyInstance) {
  const { config, db } = app.deps;
  const secret = config.tokenSecret;
  const maxBytes = config.tasks.maxBytes;
  const ttlMs = config.tasks.ttlSeconds * 1000;
  const directory = path.join(config.dataDir, 'tus');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: ttlMs });

  const tus = new TusServer({
    path: RESUMABLE_API.tus,
    datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    // The upload's id is the ticket's file key (checked in the route before tus sees the request).
    namingFunction: (_req, metadata) => readUploadTicket(secret, metadata?.[TICKET_METADATA] ?? '', 0)!.fileKey,
    // The ticket is spent: keep who owns the upload and its name, not the ticket.
    onUploadCreate: async (_req, upload) => {
      const t = readUploadTicket(secret, upload.metadata?.[TICKET_METADATA] ?? '', 0)!;
      return { metadata: { visitor: t.visitor, filename: safeFileName(upload.metadata?.filename ?? '') ?? 'file' } };
    },
    onUploadFinish: async (_req, upload) => {
      const visitor = upload.metadata?.visitor ?? '';
      const name = upload.metadata?.filename ?? 'file';
      const size = upload.size ?? upload.offset;
      const target = stagedPath(config.dataDir, upload.id);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(path.join(directory, upload.id), target);
      await rm(path.join(directory, `${upload.id}.json`), { force: true });
      const now = Date.now();
      await db.kysely
        .insertInto('task_files')
        .values({ id: upload.id, visitor, name, size, created_at: now, expires_at: now + ttlMs })
        .execute();
      return { headers: { 'Upload-File-Key': upload.id } };
    },
  });

  const timer = setInterval(() => {
    datastore.deleteExpired().catch((error) => app.log.error({ err: error }, 'tus sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const visitorOf = (request: FastifyRequest) => requestVisitor(request, secret);

  function credential(visitor: string, size: number): UploadCredential {
    const fileKey = newTaskId();
    const expiresAtS = Math.floor(Date.now() / 1000) + UPLOAD_TICKET_TTL_S;
    const ticket = signUploadTicket(secret, { visitor, maxBytes: size, expiresAtS, fileKey });
    return { ticket, fileKey, uploadUrl: RESUMABLE_API.tus, maxBytes: size, expiresAt: expiresAtS * 1000 };
  }

  for (const [url, family] of [
    [RESUMABLE_API.credential, 'api'],
    [RESUMABLE_API.convertCredential, 'convert'],
  ] as const) {
    app.post<{ Body: { size: number; name?: string } }>(
      url,
      { config: { work: true }, schema: { body: credentialBody, response: { 200: credentialSchemas[family] } } },
      async (request, reply) => {
        const visitor = visitorOf(request);
        if (!visitor) return replyError(reply, 401, ErrorCodes.loginRequired, 'token required');
        if (request.body.size > maxBytes) return replyError(reply, 413, ErrorCodes.fileTooLarge, 'file too large');
        reply.header('cache-control', 'no-store');
        const c = credential(visitor, request.body.size);
        return family === 'api' ? { ret: 0, data: c } : { header: { retCode: 0 }, ...c };
      },
    );
  }

  async function exists(file: string): Promise<boolean> {
    return access(file).then(
      () => true,
      () => false,
    );
  }

  /** File keys whose creation is under way here: two requests racing with one ticket cannot both pass. */
  const creating = new Set<string>();

  /**
   * Checks a creation request; answers the refusal itself and returns null, or reserves room and returns the
   * file key (held in `creating` until the caller lets it go).
   */
  async function admitCreation(request: FastifyRequest, reply: FastifyReply, visitor: string): Promise<string | null> {
    const meta = parseMetadata(request.headers['upload-metadata'] as string | undefined);
    const ticket = readUploadTicket(secret, meta[TICKET_METADATA] ?? '', Math.floor(Date.now() / 1000));
    if (!ticket || ticket.visitor !== visitor) {
      replyError(reply, 403, ErrorCodes.upload, 'upload ticket invalid or expired');
      return null;
    }
    const lengthHeader = request.headers['upload-length'];
    const length = typeof lengthHeader === 'string' && /^\d{1,15}$/.test(lengthHeader) ? Number(lengthHeader) : NaN;
    if (!Number.isFinite(length)) {
      replyError(reply, 400, ErrorCodes.badRequest, 'Upload-Length required');
      return null;
    }
    if (length > ticket.maxBytes || length > maxBytes) {
      replyError(reply, 413, ErrorCodes.fileTooLarge, 'file too large');
      return null;
    }
    // Claimed before any await: a second request with this ticket sees the claim, or (once this creation is
    // done) the upload's files.
    if (creating.has(ticket.fileKey)) {
      replyError(reply, 409, ErrorCodes.upload, 'upload ticket already used');
      return null;
    }
    creating.add(ticket.fileKey);
    try {
      const used =
        (await exists(path.join(directory, ticket.fileKey))) ||
        (await exists(path.join(directory, `${ticket.fileKey}.json`))) ||
        Boolean(
          await db.kysely.selectFrom('task_files').select('id').where('id', '=', ticket.fileKey).executeTakeFirst(),
        );
      if (used) {
        creating.delete(ticket.fileKey);
        replyError(reply, 409, ErrorCodes.upload, 'upload ticket already used');
        return null;
      }
      // The visitor's and the IP's byte quotas (429), then room under the storage cap (507), before any byte.
      await takeUploadBytes(app, request, { visitorId: visitor, ip: request.ip }, length);
      await app.storage.reserve(length); // StorageFull: 507 from the app's error handler
    } catch (error) {
      creating.delete(ticket.fileKey);
      throw error;
    }
    return ticket.fileKey;
  }

  /** The upload belongs to this visitor (its metadata says so); unknown and others' uploads are 404. */
  async function owns(id: string, visitor: string): Promise<boolean> {
    if (!/^[a-f0-9]{32}$/.test(id)) return false;
    try {
      return (await datastore.getUpload(id)).metadata?.visitor === visitor;
    } catch {
      return false;
    }
  }

  async function handle(request: FastifyRequest, reply: FastifyReply, id: string | null) {
    if (request.method === 'OPTIONS') return forward(request, reply);
    const visitor = visitorOf(request);
    if (!visitor) return replyError(reply, 401, ErrorCodes.loginRequired, 'token required');
    if (id === null) {
      if (request.method !== 'POST') return replyError(reply, 405, ErrorCodes.badRequest, 'method not allowed');
      const key = await admitCreation(request, reply, visitor);
      if (!key) return reply;
      try {
        return await forward(request, reply);
      } finally {
        creating.delete(key);
      }
    } else if (!(await owns(id, visitor))) {
      return replyError(reply, 404, ErrorCodes.notFound, 'upload not found');
    }
    return forward(request, reply);
  }

  /** Hands the request to tus as a web Request (the body streams through) and sends its answer. */
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const headers = new Headers();
    for (const [k, v] of Object.entries(request.headers))
      if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    const streams = request.method === 'PATCH' || request.method === 'POST';
    const url = `http://${request.host || 'localhost'}${request.url}`;
    const res = await tus.handleWeb(
      new Request(url, {
        method: request.method,
        headers,
        body: streams ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
        duplex: 'half',
      } as RequestInit),
    );
    reply.code(res.status);
    res.headers.forEach((value, key) => void reply.header(key, value));
    return reply.send(Buffer.from(await res.arrayBuffer()));
  }

  // The tus bodies are raw bytes: they stream to tus, unparsed and beyond the JSON body limit.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  app.route({
    method: ['POST', 'OPTIONS'],
    url: RESUMABLE_API.tus,
    handler: (request, reply) => handle(request, reply, null),
  });
  app.route<{ Params: { id: string } }>({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${RESUMABLE_API.tus}/:id`,
    handler: (request, reply) => handle(request, reply, request.params.id),
  });
}
