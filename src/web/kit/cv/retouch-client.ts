/**
 * The page's side of the retouch engine: one Worker (opencv.js, about 2 MB compressed, cached after the
 * first use), started on the first job.
 */
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import type { Mask } from '../vision/mask.js';
import type { InkMap } from './retouch-ink.js';
import type { BeautyOptions, InpaintOptions, MoireOptions } from './retouch.js';
import type { RetouchedImage, RetouchJob, RetouchResult, RetouchType } from './retouch-types.js';

const worker = createWorkerClient<RetouchJob, RetouchResult>(
  () => new Worker(new URL('./retouch.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

export interface RetouchCall {
  signal?: AbortSignal;
}

/** The type a result is saved as: PNG stays PNG (transparency, crisp pages), anything else JPEG. */
export function retouchType(file: Blob): RetouchType {
  return file.type === 'image/png' ? 'image/png' : 'image/jpeg';
}

/** The photo with the pixels under `mask` repainted from their surroundings, at full size. */
export function inpaintPhoto(blob: Blob, mask: Mask, options: InpaintOptions, call: RetouchCall = {}) {
  return worker.call({ op: 'inpaint', blob, mask, options, type: retouchType(blob) }, call) as Promise<RetouchedImage>;
}

/** The photo with its moiré notched out, at full size. */
export function removeMoirePhoto(blob: Blob, options: MoireOptions, call: RetouchCall = {}) {
  return worker.call({ op: 'moire', blob, options, type: retouchType(blob) }, call) as Promise<RetouchedImage>;
}

/** The photo with skin smoothed and tones lifted, at full size. */
export function beautifyPhoto(blob: Blob, options: BeautyOptions, call: RetouchCall = {}) {
  return worker.call({ op: 'beauty', blob, options, type: retouchType(blob) }, call) as Promise<RetouchedImage>;
}

/** The ink map of a page photo at most `maxSide` on the long side (see `retouch-ink.ts`). */
export function pageInks(blob: Blob, maxSide: number, call: RetouchCall = {}) {
  return worker.call({ op: 'inks', blob, maxSide }, call) as Promise<InkMap>;
}
