/**
 * The image engine's Worker pool: the site's generic pool (`kit/worker/pool.ts`) running the codec
 * pipeline, one Worker per core, with the pixels of the images being worked on kept under a budget.
 */
import { defaultPoolSize, WorkerPool, type WorkerLike } from '../../kit/worker/pool.js';
import { POOL_PIXEL_BUDGET, type ImageJob, type ImageProgress, type ImageResult } from './job.js';

/** What a job of unknown size is counted as: a 12-megapixel photo. */
export const DEFAULT_JOB_PIXELS = 12_000_000;

export type ImagePool = WorkerPool<ImageJob, ImageResult, ImageProgress>;

export function createImagePool(
  size = defaultPoolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
): ImagePool {
  return new WorkerPool(
    () => new Worker(new URL('./codec.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
    { size, budget: POOL_PIXEL_BUDGET, defaultCost: DEFAULT_JOB_PIXELS },
  );
}
