/**
 * A task created by a tool's own JSON route (tts, ocr), whose one input arrives in the request body, and
 * the answer to a refused task that every create route gives.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCodes } from '../../common/errors.js';
import { ensureDir, inputPath, newTaskId, removeTaskFiles } from './files.js';
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
