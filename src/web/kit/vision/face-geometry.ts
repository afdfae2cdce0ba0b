/**
 * Pure geometry of found faces: the few landmarks we use picked from the 468-point face mesh, the face's
 * tilt, the largest face, and a square crop around a face for avatars. No DOM: tested in Node.
 */
import type { FaceLandmarks, FoundFace, Point } from './face-types.js';

/** Indices in the MediaPipe face mesh (468 points) of the landmarks we keep. */
export const MESH_INDEX = {
  forehead: 10,
  chin: 152,
  nose: 1,
  upperLip: 13,
  lowerLip: 14,
  /** Corners of the eye on the picture's left (the person's right eye). */
  leftEyeOuter: 33,
  leftEyeInner: 133,
  rightEyeInner: 362,
  rightEyeOuter: 263,
  leftCheek: 234,
  rightCheek: 454,
} as const;

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Landmarks from a mesh of [x, y, z] points scaled by `scale` (mesh pixels → photo pixels); null if short. */
export function landmarksFromMesh(
  mesh: readonly (readonly (number | undefined)[])[],
  scale: number,
): FaceLandmarks | null {
  if (mesh.length < 468) return null;
  const p = (i: number): Point => ({ x: mesh[i]![0]! * scale, y: mesh[i]![1]! * scale });
  const I = MESH_INDEX;
  return {
    leftEye: mid(p(I.leftEyeOuter), p(I.leftEyeInner)),
    rightEye: mid(p(I.rightEyeInner), p(I.rightEyeOuter)),
    nose: p(I.nose),
    mouth: mid(p(I.upperLip), p(I.lowerLip)),
    chin: p(I.chin),
    forehead: p(I.forehead),
    leftCheek: p(I.leftCheek),
    rightCheek: p(I.rightCheek),
  };
}

/** Tilt of the face in radians (0 upright, positive clockwise on screen), from the line through the eyes. */
export function faceRoll(l: Pick<FaceLandmarks, 'leftEye' | 'rightEye'>): number {
  return Math.atan2(l.rightEye.y - l.leftEye.y, l.rightEye.x - l.leftEye.x);
}

/** Width of the face from cheek to cheek (the box's width without landmarks). */
export function faceWidth(face: FoundFace): number {
  const l = face.landmarks;
  return l ? Math.hypot(l.rightCheek.x - l.leftCheek.x, l.rightCheek.y - l.leftCheek.y) : face.box[2];
}

/** The face with the largest box, or null. */
export function largestFace(faces: readonly FoundFace[]): FoundFace | null {
  let best: FoundFace | null = null;
  for (const f of faces) if (!best || f.box[2] * f.box[3] > best.box[2] * best.box[3]) best = f;
  return best;
}

export interface Square {
  x: number;
  y: number;
  side: number;
}

/**
 * A square around a face for an avatar: `zoom` times the face box's larger side, the face a little above
 * the middle (room for the shoulders), moved inside the photo when it can be and never larger than it.
 */
export function avatarSquare(
  box: readonly [number, number, number, number],
  photo: { width: number; height: number },
  zoom = 2.2,
): Square {
  const [bx, by, bw, bh] = box;
  const side = Math.round(Math.min(Math.max(bw, bh) * zoom, photo.width, photo.height));
  const cx = bx + bw / 2;
  const cy = by + bh * 0.62;
  const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(v, 0), Math.max(0, max)));
  return { x: clamp(cx - side / 2, photo.width - side), y: clamp(cy - side / 2, photo.height - side), side };
}

/** Faces sorted left to right (numbering on the picture follows reading order). */
export function inReadingOrder(faces: readonly FoundFace[]): FoundFace[] {
  return [...faces].sort((a, b) => a.box[0] - b.box[0]);
}
