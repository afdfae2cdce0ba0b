/** Messages between the page and the vision Worker (`vision.worker.ts`). */
import type { Mask } from './mask.js';
import type { RenderRequest } from './render.js';

/**
 * MediaPipe Selfie (0.2 MB). Human's RVM model gave empty masks on the CPU backend (Chromium without a
 * GPU) in our tests, so it is not offered until it can be checked.
 */
export type SegmentModel = 'selfie';

export interface VisionRequest {
  blob: Blob;
  model: SegmentModel;
  /** Also find faces (blazeface). */
  faces: boolean;
  /** The long side of the copy the models see. */
  maxSide: number;
  /** Force one backend (benchmarks); default WebGL, then CPU. */
  backend?: 'webgl' | 'cpu';
}

export interface FaceBox {
  /** x, y, width, height in the mask's pixels. */
  box: [number, number, number, number];
  score: number;
}

export interface VisionResult {
  /** Alpha of the person, at the size the model saw. */
  mask: Mask;
  faces: FaceBox[];
  /** The photo's own size. */
  source: { width: number; height: number };
  backend: string;
  ms: number;
}

/** `model`: bytes of the model download (total null when unknown); `load`/`run`: a stage started. */
export interface VisionProgress {
  stage: 'load' | 'model' | 'run';
  loaded: number;
  total: number | null;
}

export type VisionJob = { op: 'analyse'; request: VisionRequest } | { op: 'render'; request: RenderRequest };
