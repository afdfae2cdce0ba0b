/**
 * 提取文字 on the server, for clients that cannot run the OCR Worker: the same PP-OCR models and pipeline
 * (`src/web/kit/ocr/node.ts`, onnxruntime-node) as an `ocr` task on the work queue.
 * - `POST /cgi-bin/tools/ocr` (the spec's path; the shape is ours) with JSON `{image, options?}` (the
 *   image file, base64; a tool's engine options: contrast, detLimit, unclipRatio) → `{header: {retCode: 0}, taskId}`. The same task can be created with a multipart
 *   `createtask` (`tool=ocr`, `file_data`).
 * - The task's download is JSON `{header: {retCode: 0}, text, lines: [{text, confidence, box, boxes}],
 *   paragraphs, rotation, width, height}` (src/common/ocr.ts: lines in reading order with their pieces'
 *   corners, paragraphs as indexes into lines), followed with `/cgi-bin/convert/querytask`.
 * Bad input (not an image by its content, too large, too many pixels, undecodable) is a 400 with the
 * catalogue's code, never a 500.
 */
import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import { OCR_PATH, type OcrServerAnswer } from '../../common/ocr.js';
import { DIMENSION_BYTES, readDimensions, sniffFormat } from '../../common/image-format.js';
import { defineToolServer } from '../../server/tool-server.js';
import { replyError } from '../../server/http/reply-error.js';
import { userInfoSchema } from '../../server/http/schemas.js';
import { TaskError, type TaskKind } from '../../server/tasks/types.js';
import type { NodeOcr } from '../../web/kit/ocr/node.js';
import { engineOptions, type EngineOptions } from '../../web/kit/ocr/pipeline.js';
import { MAX_SIDE, type Rgba } from '../../web/kit/ocr/raster.js';
import { formatText } from '../../web/kit/ocr/text.js';
import { requestVisitor } from '../../server/security/visitor.js';
import { queueOneInput, TASK_CREATED_RESPONSE, taskErrorStatus } from '../../server/tasks/one-input.js';

export { OCR_PATH };
/** As the page's limit (OCR_MAX_MB). */
export const OCR_MAX_BYTES = 20 * 1024 * 1024;
/** Decoding refuses images above this (a decompression bomb is refused from its header). */
export const OCR_MAX_PIXELS = 50_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'bmp', 'gif', 'avif']);

/** Why these bytes are not an image the server reads, or null (content sniffed; the name is never trusted). */
export function imageProblem(head: Uint8Array): string | null {
  const format = sniffFormat(head);
  if (!format || !FORMATS.has(format)) return 'not a JPEG, PNG, WebP, BMP, GIF or AVIF image';
  const size = readDimensions(format, head);
  if (!size || size.width < 1 || size.height < 1) return 'image size unreadable';
  if (size.width * size.height > OCR_MAX_PIXELS) return 'image has too many pixels';
  return null;
}

async function checkFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(DIMENSION_BYTES);
    const { bytesRead } = await handle.read(head, 0, DIMENSION_BYTES, 0);
    const problem = imageProblem(head.subarray(0, bytesRead));
    if (problem) throw new TaskError(ErrorCodes.notWhatItClaims, problem);
  } finally {
    await handle.close();
  }
}

/** Decodes as the page does: EXIF orientation applied, photos over MAX_SIDE shrunk. */
async function decode(file: string): Promise<Rgba> {
  try {
    const { data, info } = await sharp(file, { limitInputPixels: OCR_MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  } catch {
    throw new TaskError(ErrorCodes.notWhatItClaims, 'the image cannot be decoded');
  }
}

/** One engine per queue worker, loaded at its first task and kept (model load is the slow part). */
const engines = new Map<number, Promise<NodeOcr>>();

/** A tool's choice of engine options (as EngineOptions in kit/ocr/pipeline.ts), validated. */
const engineSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    contrast: { type: 'boolean' },
    detLimit: { type: 'integer', minimum: 320, maximum: MAX_SIDE },
    unclipRatio: { type: 'number', minimum: 1, maximum: 4 },
  },
} as const;

export const ocrKind: TaskKind<EngineOptions> = {
  name: 'ocr',
  quota: 'ocr',
  optionsSchema: engineSchema,
  maxBytes: OCR_MAX_BYTES,
  async accept(inputs) {
    await checkFile(inputs[0].path);
  },
  async run(ctx) {
    await checkFile(ctx.inputs[0].path);
    const image = await decode(ctx.inputs[0].path);
    let engine = engines.get(ctx.worker.index);
    if (!engine) {
      // Loaded on first use: onnxruntime-node's native library stays out of servers that never read an image.
      engine = import('../../web/kit/ocr/node.js').then(({ nodeOcr }) => nodeOcr());
      engines.set(ctx.worker.index, engine);
      engine.catch(() => engines.delete(ctx.worker.index));
    }
    ctx.progress(10);
    const result = await (await engine).recognize(image, engineOptions(ctx.options));
    const round = (v: number, k = 10) => Math.round(v * k) / k;
    const body: OcrServerAnswer = {
      header: { retCode: 0 },
      text: formatText(result, { layout: 'lines' }),
      lines: result.lines.map((l) => ({
        text: l.text,
        confidence: round(l.confidence, 1000),
        box: { left: round(l.left), top: round(l.top), right: round(l.right), bottom: round(l.bottom) },
        boxes: l.boxes.map((b) => ({
          text: b.text,
          confidence: round(b.confidence, 1000),
          quad: b.quad.flatMap((p) => [round(p.x), round(p.y)]),
        })),
      })),
      paragraphs: result.paragraphs,
      rotation: result.rotation,
      width: result.width,
      height: result.height,
    };
    const file = path.join(ctx.workDir, 'ocr.json');
    await writeFile(file, JSON.stringify(body));
    return { path: file, name: 'ocr.json', mime: 'application/json' };
  },
  async close() {
    const all = [...engines.values()];
    engines.clear();
    for (const engine of all) await (await engine.catch(() => null))?.release();
  },
};

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['image'],
  properties: {
    image: { type: 'string', minLength: 8, maxLength: Math.ceil(OCR_MAX_BYTES / 3) * 4 + 4 },
    options: engineSchema,
    userInfo: userInfoSchema,
  },
} as const;

export default defineToolServer(async (app: FastifyInstance) => {
  const { config } = app.deps;
  app.tasks.register(ocrKind);

  const visitorOf = (request: FastifyRequest) => requestVisitor(request, config.tokenSecret);

  app.post<{ Body: { image: string; options?: EngineOptions } }>(
    OCR_PATH,
    {
      config: { work: true },
      bodyLimit: Math.ceil(OCR_MAX_BYTES / 3) * 4 + 4096,
      schema: {
        body: bodySchema,
        response: TASK_CREATED_RESPONSE,
      },
    },
    async (request, reply: FastifyReply) => {
      const visitor = visitorOf(request);
      if (!visitor) return replyError(reply, 401, ErrorCodes.loginRequired, 'token required');
      const encoded = request.body.image.replace(/^data:[^,]*;base64,/, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded))
        return replyError(reply, 400, ErrorCodes.badRequest, 'image is not base64');
      const bytes = Buffer.from(encoded, 'base64');
      if (bytes.length > OCR_MAX_BYTES) return replyError(reply, 413, ErrorCodes.fileTooLarge, 'image too large');
      const problem = imageProblem(bytes.subarray(0, DIMENSION_BYTES));
      if (problem) return replyError(reply, 400, ErrorCodes.notWhatItClaims, problem);
      try {
        const taskId = await queueOneInput(app.tasks, config.dataDir, {
          visitor,
          kind: 'ocr',
          options: request.body.options ?? {},
          name: 'image',
          data: bytes,
        });
        return { header: { retCode: 0 }, taskId };
      } catch (error) {
        if (error instanceof TaskError) return replyError(reply, taskErrorStatus(error), error.code, error.detail);
        throw error;
      }
    },
  );
});
