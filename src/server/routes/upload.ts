/**
 * Uploads for server-side work (spec section 7): `POST /cgi-bin/tools/upload`, multipart `file_data` and
 * optional `custom_name` → `{header: {retCode: 0}, tempUrl}`. Files are typed by their content, size and
 * pixel limited, stored under the data directory with random names, served back only through their
 * unguessable URL (safe type, nosniff, Content-Disposition, a sandbox CSP) and deleted after UPLOAD_TTL_SECONDS.
 * What one visitor and one IP may store is a byte bucket each (refilled over an hour), and all files together
 * stay under the storage cap (storage/usage.ts). A body that is not well-formed multipart is a 400.
 */
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { ErrorCodes } from '../../common/errors.js';
import { CatalogueError, replyError } from '../http/reply-error.js';
import { takeUploadBytes } from '../limits/upload-bytes.js';
import { readDimensions } from '../../common/image-format.js';
import { contentDisposition, safeFileName, sniffContent } from '../uploads/sniff.js';
import { newUploadId, removeFilesOlderThan, removeUpload, saveUpload, uploadPath } from '../uploads/store.js';

export const UPLOAD_URL = '/cgi-bin/tools/upload';
const FILE_FIELD = 'file_data';
const NAME_FIELD = 'custom_name';
const TOLERATED_FIELDS = new Set(['userInfo']);
/** How often expired files are looked for (at most; a short TTL sweeps more often). */
const SWEEP_EVERY_MS = 60_000;

/** A refusal with its status and catalogue code. */
class UploadRefused extends CatalogueError {}

/** The served name: the visitor's name made safe, with the extension of what the file really is. */
function servedName(requested: string, ext: string): string {
  const base = requested.replace(/\.[^.]*$/, '') || 'file';
  return `${base.slice(0, 120)}.${ext}`;
}

/** Deletes every upload whose time is up (rows and files); returns how many rows went. */
export async function sweepExpiredUploads(app: FastifyInstance, now = Date.now()): Promise<number> {
  const { kysely } = app.deps.db;
  const { dataDir, upload } = app.deps.config;
  const nowIso = new Date(now).toISOString();
  const expired = await kysely.selectFrom('uploads').select('id').where('expires_at', '<=', nowIso).execute();
  for (const row of expired) await removeUpload(dataDir, row.id);
  if (expired.length) await kysely.deleteFrom('uploads').where('expires_at', '<=', nowIso).execute();
  // Files whose row is gone (another instance swept it, or a crash between the two writes).
  await removeFilesOlderThan(dataDir, now - upload.ttlSeconds * 1000);
  return expired.length;
}

export async function uploadRoutes(app: FastifyInstance) {
  const { config, db } = app.deps;
  const { kysely } = db;
  const limits = config.upload;
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  const timer = setInterval(
    () => {
      sweepExpiredUploads(app).catch((error) => app.log.error({ err: error }, 'upload sweep failed'));
    },
    Math.min(SWEEP_EVERY_MS, limits.ttlSeconds * 1000),
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(UPLOAD_URL, { config: { work: true } }, async (request, reply) => {
    if (!request.isMultipart()) return replyError(reply, 415, ErrorCodes.badRequest, 'multipart/form-data expected');
    let bytes: Buffer | null = null;
    let fileName = '';
    let customName: string | null = null;
    try {
      const parts = request.parts({
        // preservePath: see the name as sent, so a name with path separators is refused rather than trimmed.
        preservePath: true,
        limits: {
          fileSize: limits.maxBytes,
          files: 1,
          fields: 4,
          fieldSize: 2048,
          parts: 6,
          headerPairs: 50,
          fieldNameSize: 64,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== FILE_FIELD)
            throw new UploadRefused(400, ErrorCodes.badRequest, `unexpected file field ${part.fieldname.slice(0, 32)}`);
          bytes = await part.toBuffer();
          fileName = part.filename ?? '';
        } else if (part.fieldname === NAME_FIELD) {
          if (typeof part.value !== 'string' || part.valueTruncated)
            throw new UploadRefused(400, ErrorCodes.badRequest, 'bad custom_name');
          customName = part.value;
        } else if (!TOLERATED_FIELDS.has(part.fieldname) || part.valueTruncated) {
          throw new UploadRefused(400, ErrorCodes.badRequest, `unexpected field ${part.fieldname.slice(0, 32)}`);
        }
      }
    } catch (error) {
      return refuse(reply, error, true);
    }
    try {
      if (!bytes) throw new UploadRefused(400, ErrorCodes.badRequest, 'file_data is required');
      if (bytes.length === 0) throw new UploadRefused(400, ErrorCodes.upload, 'empty file');
      const requested = customName ?? fileName;
      const name = requested === '' ? 'file' : safeFileName(requested);
      if (name === null) throw new UploadRefused(400, ErrorCodes.badRequest, 'bad file name');
      const type = sniffContent(bytes);
      if (!type) throw new UploadRefused(415, ErrorCodes.upload, 'unsupported file type');
      if (type.image) {
        // Read from the header, before anything decodes the image: a decompression bomb stops here.
        const size = readDimensions(type.image, bytes);
        if (!size || size.width < 1 || size.height < 1)
          throw new UploadRefused(400, ErrorCodes.upload, 'unreadable image');
        if (size.width * size.height > limits.maxPixels)
          throw new UploadRefused(413, ErrorCodes.upload, 'image dimensions too large');
      }
      // The visitor's and the IP's byte buckets, then room under the storage cap (StorageFull is a 507).
      await takeUploadBytes(app, request, request.caller ?? { visitorId: null, ip: request.ip }, bytes.length);
      const release = await app.storage.reserve(bytes.length);
      const id = newUploadId();
      const now = Date.now();
      try {
        await saveUpload(config.dataDir, id, bytes);
      } catch (error) {
        release();
        throw error;
      }
      try {
        await kysely
          .insertInto('uploads')
          .values({
            id,
            mime: type.mime,
            name: servedName(name, type.ext),
            size: bytes.length,
            inline: type.inline ? 1 : 0,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + limits.ttlSeconds * 1000).toISOString(),
          })
          .execute();
      } catch (error) {
        await removeUpload(config.dataDir, id);
        release();
        throw error;
      }
      return { header: { retCode: 0 }, tempUrl: `${UPLOAD_URL}/${id}` };
    } catch (error) {
      return refuse(reply, error);
    }
  });

  /** Our refusals and multipart's own limits with their status; while parsing, anything else is a malformed body. */
  function refuse(reply: FastifyReply, error: unknown, parsing = false) {
    if (error instanceof CatalogueError) {
      if (error.retryAfterS) reply.header('retry-after', String(error.retryAfterS));
      return replyError(reply, error.statusCode, error.code, error.detail);
    }
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      return replyError(reply, 413, ErrorCodes.upload, 'file too large');
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return replyError(reply, status, ErrorCodes.badRequest, (error as Error).message.slice(0, 200));
    if (parsing) {
      reply.log.info({ reason: (error as Error)?.message }, 'malformed multipart body');
      return replyError(reply, 400, ErrorCodes.badRequest, 'malformed multipart body');
    }
    throw error;
  }

  app.get<{ Params: { id: string } }>(
    `${UPLOAD_URL}/:id`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', pattern: '^[a-f0-9]{32}$' } },
        },
      },
    },
    async (request, reply) => {
      const row = await kysely
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      if (!row) return replyError(reply, 404, ErrorCodes.notFound, 'not found');
      const stream = createReadStream(uploadPath(config.dataDir, row.id));
      const opened = await new Promise<boolean>((resolve) => {
        stream.once('open', () => resolve(true));
        stream.once('error', () => resolve(false));
      });
      if (!opened) return replyError(reply, 404, ErrorCodes.notFound, 'not found');
      return reply
        .header('Content-Type', row.mime)
        .header('Content-Length', String(row.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(row.inline ? 'inline' : 'attachment', row.name))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(stream);
    },
  );
}
