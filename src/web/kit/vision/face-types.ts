/** Messages between the page and the face Worker (`face.worker.ts`). */
import type { VisionProgress } from './vision-types.js';

export type { VisionProgress };

export interface FaceRequest {
  blob: Blob;
  /** The long side of the copy the models see. */
  maxSide: number;
  /** Also estimate age, gender and expression (two more models). */
  attributes: boolean;
  /** Force one backend (benchmarks); default WebGL, then CPU. */
  backend?: 'webgl' | 'cpu';
}

export interface Point {
  x: number;
  y: number;
}

/** A few points of the face mesh, in the photo's own pixels; "left" is the left of the picture. */
export interface FaceLandmarks {
  leftEye: Point;
  rightEye: Point;
  nose: Point;
  mouth: Point;
  chin: Point;
  /** Top of the forehead (the mesh stops at the hairline). */
  forehead: Point;
  leftCheek: Point;
  rightCheek: Point;
}

export type Expression = 'angry' | 'disgust' | 'fear' | 'happy' | 'sad' | 'surprise' | 'neutral';

export interface FoundFace {
  /** x, y, width, height in the photo's own pixels. */
  box: [number, number, number, number];
  score: number;
  landmarks: FaceLandmarks | null;
  /** Estimated age in years (model estimate). */
  age?: number;
  gender?: 'male' | 'female';
  /** 0..1: how sure the model is of `gender`. */
  genderScore?: number;
  /** Expressions by score, highest first. */
  expressions?: { expression: Expression; score: number }[];
}

export interface FaceAnalysis {
  faces: FoundFace[];
  /** The photo's own size. */
  source: { width: number; height: number };
  backend: string;
  ms: number;
}
