/** The page's side of the stylisation Worker (`style.worker.ts`). */
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import type { Pixels } from './pixels.js';
import type { StyleName, StyleOptions, Tone } from './styles.js';

export interface StyleJob {
  style: StyleName;
  options: StyleOptions;
  image: Pixels;
  /** Applied before the style (avatar tools). */
  tone?: Tone;
}

const worker = createWorkerClient<StyleJob, Pixels>(
  () => new Worker(new URL('./style.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

/** The styled picture; the job's pixels are copied to the Worker (the page keeps its own). */
export function stylize(job: StyleJob, signal?: AbortSignal): Promise<Pixels> {
  return worker.call(job, { signal });
}
