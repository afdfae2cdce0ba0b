/**
 * The page's side of the cv engine. The Worker imports opencv.js (about 7.6 MB, 2 MB brotli) on its first
 * job, so that job's answer waits for the download (the service worker keeps it for later visits); the
 * page is told 'load' until the Worker runs.
 */
import cvWorkerUrl from './cv.worker.ts?worker&url';
import { createWorkerClient, type WorkerClient, type WorkerLike } from '../worker/pool.js';
import type { VisionProgress } from '../vision/vision-types.js';
import type { CvJob, CvResult, DocumentImage, OutlineResult, RulingsResult } from './cv-types.js';
import type { DocumentOptions } from './document.js';

let client: WorkerClient<CvJob, CvResult> | null = null;

function engine(): WorkerClient<CvJob, CvResult> {
  client ??= createWorkerClient<CvJob, CvResult>(
    () => new Worker(cvWorkerUrl, { type: 'module' }) as unknown as WorkerLike,
  );
  return client;
}

export interface CvCallOptions {
  signal?: AbortSignal;
  onProgress?: (p: VisionProgress) => void;
  /** `enhancePage`: the size of the picture the quad's pixels are in (an `OutlineResult`'s). */
  quadOf?: { width: number; height: number };
}

async function call<R extends CvResult>(job: CvJob, options: CvCallOptions): Promise<R> {
  options.onProgress?.({ stage: 'run', loaded: 0, total: null });
  return (await engine().call(job, { signal: options.signal })) as R;
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
  return call({ op: 'document', blob, options: documentOptions, type, quadOf: options.quadOf }, options);
}

/** A table's ruling lines (in the pixels of the decoded copy, see `RulingsResult`). */
export function findTableRulings(blob: Blob, options: CvCallOptions = {}): Promise<RulingsResult> {
  return call({ op: 'rulings', blob }, options);
}
