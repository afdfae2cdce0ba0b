/**
 * Task files on disk, all under `<dataDir>/tasks/` and named by us (random ids), never by the visitor:
 * - `<id>/in/<n>`: inputs (deleted as soon as the task ends);
 * - `<id>/work-<attempt>/`: a worker's scratch folder (deleted after the attempt);
 * - `<id>/out/<file>`: the result (deleted with the task when its time to live is over);
 * - `files/<key>`: files stored by upload2cos for a later create (deleted after their time to live).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export const TASK_ID = /^[a-f0-9]{32}$/;

export function newTaskId(): string {
  return randomBytes(16).toString('hex');
}

export function tasksRoot(dataDir: string): string {
  return path.join(dataDir, 'tasks');
}

/** The folder of a task; throws on anything that is not an id. */
export function taskDir(dataDir: string, id: string): string {
  if (!TASK_ID.test(id)) throw new Error('bad task id');
  return path.join(tasksRoot(dataDir), id);
}

export function inputPath(dataDir: string, id: string, index: number): string {
  return path.join(taskDir(dataDir, id), 'in', String(index));
}

export function outputPath(dataDir: string, id: string, file: string): string {
  if (!/^[a-z0-9.]{1,32}$/.test(file) || file.includes('..')) throw new Error('bad output file');
  return path.join(taskDir(dataDir, id), 'out', file);
}

export function workDir(dataDir: string, id: string, attempt: number): string {
  return path.join(taskDir(dataDir, id), `work-${attempt}`);
}

export function stagedPath(dataDir: string, key: string): string {
  if (!TASK_ID.test(key)) throw new Error('bad file key');
  return path.join(tasksRoot(dataDir), 'files', key);
}

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

export class TooLarge extends Error {}

/**
 * Writes a stream to `file`, at most `maxBytes` (else TooLarge, and the partial file is deleted).
 * `truncated()` tells whether the source stopped at its own limit (busboy's fileSize).
 */
export async function saveStream(
  source: Readable,
  file: string,
  maxBytes: number,
  truncated: () => boolean = () => false,
): Promise<number> {
  await ensureDir(path.dirname(file));
  let size = 0;
  const counter = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > maxBytes) throw new TooLarge('file too large');
      yield chunk;
    }
  };
  try {
    await pipeline(source, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    if (truncated()) throw new TooLarge('file too large');
  } catch (error) {
    await rm(file, { force: true });
    if (!source.destroyed) source.resume(); // drain the rest of the part so the request can end
    throw error;
  }
  return size;
}

/** Makes `to` the same file as `from` (a hard link, or a copy across file systems). */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  await ensureDir(path.dirname(to));
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

export async function removeTaskFiles(dataDir: string, id: string): Promise<void> {
  await rm(taskDir(dataDir, id), { recursive: true, force: true });
}

export async function removeInputs(dataDir: string, id: string): Promise<void> {
  await rm(path.join(taskDir(dataDir, id), 'in'), { recursive: true, force: true });
}

/** Task folders (ids) and staged files last changed before `before` (ms). */
export async function oldEntries(dataDir: string, before: number): Promise<{ tasks: string[]; files: string[] }> {
  const old = async (dir: string) => {
    const names = await readdir(dir).catch(() => [] as string[]);
    const found: string[] = [];
    for (const name of names) {
      if (!TASK_ID.test(name)) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info && info.mtimeMs < before) found.push(name);
    }
    return found;
  };
  return { tasks: await old(tasksRoot(dataDir)), files: await old(path.join(tasksRoot(dataDir), 'files')) };
}
