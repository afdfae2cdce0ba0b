/**
 * 头像挂饰: where a decoration goes on a face (from the landmarks: its anchor point, the face's width and
 * tilt), and the edits of a placed item (move, resize, turn) kept inside sensible limits. Pure.
 */
import type { FoundFace, Point } from '../../web/kit/vision/face-types.js';
import { faceRoll, faceWidth } from '../../web/kit/vision/face-geometry.js';
import type { Decoration } from './decorations.js';

export interface Item {
  key: number;
  decoration: string;
  /** Centre, in the photo's pixels. */
  cx: number;
  cy: number;
  width: number;
  /** Radians, clockwise. */
  angle: number;
}

/** The anchor landmark of a decoration, or a point estimated from the box when there are no landmarks. */
function anchorPoint(d: Decoration, face: FoundFace): Point {
  const [x, y, w, h] = face.box;
  const l = face.landmarks;
  if (d.anchor === 'eyes')
    return l
      ? { x: (l.leftEye.x + l.rightEye.x) / 2, y: (l.leftEye.y + l.rightEye.y) / 2 }
      : { x: x + w / 2, y: y + h * 0.4 };
  if (d.anchor === 'nose') return l ? l.nose : { x: x + w / 2, y: y + h * 0.6 };
  return l ? l.forehead : { x: x + w / 2, y: y + h * 0.08 };
}

/** A decoration placed on a face: its size from the face width, turned with the face, pivot on the anchor. */
export function placeOnFace(d: Decoration, face: FoundFace, key: number): Item {
  const fw = faceWidth(face);
  const angle = face.landmarks ? faceRoll(face.landmarks) : 0;
  const width = d.width * fw;
  const height = (width * d.size[1]) / d.size[0];
  const up = { x: Math.sin(angle), y: -Math.cos(angle) };
  const right = { x: Math.cos(angle), y: Math.sin(angle) };
  const a = anchorPoint(d, face);
  const ax = a.x + up.x * d.lift * fw;
  const ay = a.y + up.y * d.lift * fw;
  // From the pivot to the centre of the picture, in the picture's own (turned) axes.
  const dx = (0.5 - d.pivot[0]) * width;
  const dy = (0.5 - d.pivot[1]) * height;
  return { key, decoration: d.id, cx: ax + right.x * dx - up.x * dy, cy: ay + right.y * dx - up.y * dy, width, angle };
}

/** A decoration with no face to go on: in the upper middle of the photo, a third of its width. */
export function placeFree(d: Decoration, photo: { width: number; height: number }, key: number): Item {
  return { key, decoration: d.id, cx: photo.width / 2, cy: photo.height * 0.3, width: photo.width / 3, angle: 0 };
}

/** Moved by (dx, dy) photo pixels, the centre kept on the photo. */
export function moveItem(item: Item, dx: number, dy: number, photo: { width: number; height: number }): Item {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return { ...item, cx: clamp(item.cx + dx, photo.width), cy: clamp(item.cy + dy, photo.height) };
}

/** A new width, between 2% and 150% of the photo's larger side. */
export function resizeItem(item: Item, width: number, photo: { width: number; height: number }): Item {
  const side = Math.max(photo.width, photo.height);
  return { ...item, width: Math.min(Math.max(width, side * 0.02), side * 1.5) };
}

/** Degrees for a slider (-180..180) and back. */
export const toDegrees = (rad: number) => Math.round((((rad * 180) / Math.PI + 540) % 360) - 180);
export const toRadians = (deg: number) => (deg * Math.PI) / 180;
