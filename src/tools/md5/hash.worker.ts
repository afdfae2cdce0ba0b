/// <reference lib="webworker" />
/** Hashes text, or a file read in 4 MB chunks with progress (bytes done), off the page's thread. */
import { exposeWorker } from '../../web/kit/worker.js';
import { hashChunks, hashText, type Digest } from './hashing.js';

export type HashJob =
  { kind: 'text'; text: string; hmacKey: string | null } | { kind: 'file'; file: Blob; hmacKey: string | null };

const CHUNK = 4 * 1024 * 1024;

async function* read(file: Blob, progress: (done: number) => void): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < file.size; offset += CHUNK) {
    yield new Uint8Array(await file.slice(offset, offset + CHUNK).arrayBuffer());
    progress(Math.min(file.size, offset + CHUNK));
  }
}

exposeWorker<HashJob, Digest[], number>((job, { progress }) =>
  job.kind === 'text' ? hashText(job.text, job.hmacKey) : hashChunks(read(job.file, progress), job.hmacKey),
);
