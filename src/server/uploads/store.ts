/** Uploaded files on disk: `<dataDir>/uploads/<random id>`, nothing of the visitor's choosing in the path. */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOAD_ID = /^[a-f0-9]{32}$/;

export function newUploadId(): string {
  return randomBytes(16).toString('hex');
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The file of an id; throws on anything that is not an id (so no caller can reach outside the folder). */
export function uploadPath(dataDir: string, id: string): string {
  if (!UPLOAD_ID.test(id)) throw new Error('bad upload id');
  return path.join(uploadsDir(dataDir), id);
}

export async function saveUpload(dataDir: string, id: string, bytes: Uint8Array): Promise<void> {
  await mkdir(uploadsDir(dataDir), { recursive: true, mode: 0o700 });
  // 'wx': never overwrite (an id is used once).
  await writeFile(uploadPath(dataDir, id), bytes, { flag: 'wx', mode: 0o600 });
}

export async function removeUpload(dataDir: string, id: string): Promise<void> {
  await unlink(uploadPath(dataDir, id)).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
}

/** Deletes every file in the uploads folder last written before `before` (ms); returns how many. */
export async function removeFilesOlderThan(dataDir: string, before: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsDir(dataDir));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!UPLOAD_ID.test(name)) continue;
    const file = path.join(uploadsDir(dataDir), name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < before) {
      await unlink(file).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}
