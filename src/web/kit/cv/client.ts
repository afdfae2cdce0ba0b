/**
 * The page's side of the cv engine. The Worker's script carries opencv.js (about 7.7 MB, 2 MB brotli), so
 * the first use downloads it here with progress, then starts the Worker from the same URL (the HTTP cache
 * and the service worker answer it at once); later visits find it cached.
 */
import cvWorkerUrl from './cv.worker.ts?worker&url';
import { createWorkerClient, type WorkerClient, type WorkerLike } from '../worker/pool.js';
import type { VisionProgress } from '../vision/vision-types.js';
import type { CvJob, CvResult, DocumentImage, OutlineResult } from './cv-types.js';
import type { DocumentOptions } from './document.js';

/** The Worker script's size, for the progress bar when the answer is compressed (its length is then unknown). */
const ENGINE_BYTES = 7_750_000;

let client: Promise<WorkerClient<CvJob, CvResult>> | null = null;

async function download(onProgress: (p: VisionProgress) => void): Promise<void> {
  const response = await fetch(cvWorkerUrl);
  if (!response.ok || !response.body) throw new Error(`cv engine: HTTP ${response.status}`);
  const plain = !response.headers.get('content-encoding');
  const total = (plain && Number(response.headers.get('content-length'))) || ENGINE_BYTES;
  const reader = response.body.getReader();
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.length;
    onProgress({ stage: 'model', loaded: Math.min(loaded, total), total });
  }
}

function engine(onProgress: (p: VisionProgress) => void): Promise<WorkerClient<CvJob, CvResult>> {
  client ??= (async () => {
    onProgress({ stage: 'load', loaded: 0, total: null });
    await download(onProgress);
    return createWorkerClient<CvJob, CvResult>(
      () => new Worker(cvWorkerUrl, { type: 'module' }) as unknown as WorkerLike,
    );
  })();
  client.catch(() => (client = null));
  return client;
}

export interface CvCallOptions {
  signal?: AbortSignal;
  onProgress?: (p: VisionProgress) => void;
}

async function call<R extends CvResult>(job: CvJob, options: CvCallOptions): Promise<R> {
  const progress = options.onProgress ?? (() => {});
  const worker = await engine(progress);
  progress({ stage: 'run', loaded: 0, total: null });
  return (await worker.call(job, { signal: options.signal })) as R;
}

/** The page's outline in a photo (in the pixels of the decoded copy, see `OutlineResult`). */
export function findOutline(blob: Blob, options: CvCallOptions = {}): Promise<OutlineResult> {
  return call({ op: 'outline', blob }, options);
}

/** The page flattened and enhanced, encoded as `type`. */
export function enhancePage(
  blob: Blob,
  documentOptions: DocumentOptions,
  type: 'image/png' | 'image/jpeg',
  options: CvCallOptions = {},
): Promise<DocumentImage> {
  return call({ op: 'document', blob, options: documentOptions, type }, options);
}
