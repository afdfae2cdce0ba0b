/**
 * A task created by a tool's own JSON route (tts, ocr), whose one input arrives in the request body, and
 * the answer to a refused task that every create route gives.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCodes } from '../../common/errors.js';
import { CatalogueError, replyError } from '../http/reply-error.js';
import { ensureDir, inputPath, newTaskId, removeTaskFiles, TooLarge } from './files.js';
import type { TaskQueue } from './queue.js';
import { TaskError } from './types.js';

/** HTTP status of a refused task by catalogue code. */
export function taskErrorStatus(error: TaskError): number {
  if (error.options.status) return error.options.status;
  switch (error.code) {
    case ErrorCodes.quotaUsedUp:
    case ErrorCodes.rateTooHigh:
      return 429;
    case ErrorCodes.fileTooLarge:
      return 413;
    case ErrorCodes.notWhatItClaims:
    case ErrorCodes.encryptedDocument:
    case ErrorCodes.unsupportedFormat:
    case ErrorCodes.macroDocument:
      return 422;
    case ErrorCodes.server:
      return 503;
    default:
      return 400;
  }
}

/** The answer schema of a tool's own create route: `{header: {retCode: 0}, taskId}`. */
export const TASK_CREATED_RESPONSE = {
  200: {
    type: 'object',
    properties: {
      header: { type: 'object', properties: { retCode: { type: 'integer' } } },
      taskId: { type: 'string' },
    },
  },
} as const;

/**
 * Answers a create call that failed: a catalogue refusal as itself, a refused task by its code, an
 * over-large file 413, another client error (a malformed multipart body) 400. Anything else is the
 * server's own fault and is thrown on.
 */
export function replyCreateFailure(app: FastifyInstance, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof CatalogueError) {
    if (error.retryAfterS !== undefined) reply.header('Retry-After', String(error.retryAfterS));
    return replyError(reply, error.statusCode, error.code, error.detail);
  }
  if (error instanceof TaskError) return replyError(reply, taskErrorStatus(error), error.code, error.detail);
  if (error instanceof TooLarge || error instanceof app.multipartErrors.RequestFileTooLargeError)
    return replyError(reply, 413, ErrorCodes.fileTooLarge, 'file too large');
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500)
    return replyError(reply, status, ErrorCodes.badRequest, (error as Error).message.slice(0, 200));
  throw error;
}

/**
 * Writes the input and queues the task; answers its id. A refusal (a `TaskError`: quota, storage, bad
 * options) leaves no files behind.
 */
export async function queueOneInput(
  queue: TaskQueue,
  dataDir: string,
  task: { visitor: string; kind: string; options: object; name: string; data: Buffer | string },
): Promise<string> {
  const id = newTaskId();
  const file = inputPath(dataDir, id, 0);
  try {
    await ensureDir(path.dirname(file));
    await writeFile(file, task.data, { mode: 0o600 });
    await queue.create({
      id,
      visitor: task.visitor,
      kind: task.kind,
      options: task.options,
      inputs: [{ file: '0', name: task.name, size: Buffer.byteLength(task.data) }],
    });
  } catch (error) {
    await removeTaskFiles(dataDir, id);
    throw error;
  }
  return id;
}
