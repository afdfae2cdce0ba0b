/**
 * The page's side of the vision engine: portrait mask and faces from the vision Worker (Human models
 * served by our origin), and the full-size cut-out drawn there too (on the page where OffscreenCanvas is
 * missing). Progress: the model download in bytes the first time, then the stages.
 */
import { hasOffscreenCanvas } from '../../image/raster.js';
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import { renderCutout, type Rendered, type RenderRequest } from './render.js';
import type { VisionJob, VisionProgress, VisionRequest, VisionResult } from './vision-types.js';

export type { FaceBox, SegmentModel, VisionProgress, VisionRequest, VisionResult } from './vision-types.js';
export type { Rendered, RenderRequest } from './render.js';

const worker = createWorkerClient<VisionJob, VisionResult | Rendered, VisionProgress>(
  () => new Worker(new URL('./vision.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

export function analysePhoto(
  request: VisionRequest,
  options: { signal?: AbortSignal; onProgress?: (p: VisionProgress) => void } = {},
): Promise<VisionResult> {
  return worker.call({ op: 'analyse', request }, options) as Promise<VisionResult>;
}

export function renderPhoto(request: RenderRequest, signal?: AbortSignal): Promise<Rendered> {
  if (!hasOffscreenCanvas()) return renderCutout(request);
  // A copy of the mask goes to the Worker: the page keeps its own for the next render.
  return worker.call({ op: 'render', request }, { signal }) as Promise<Rendered>;
}

/** 0..1 for a progress bar: the download while it runs (a rough share when its size is unknown). */
export function progressShare(p: VisionProgress): number | null {
  if (p.stage !== 'model') return null;
  if (p.total) return Math.min(p.loaded / p.total, 1);
  return null;
}
