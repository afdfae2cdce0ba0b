/** Pictures → GIF: options, the output size and where each picture sits in a frame (pure). */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { GIF_OPTIONS } from '../../web/kit/video/gif-options.js';

export const SCHEMA = defineOptions({
  delay: opt.int(500, { min: 20, max: 5000 }),
  fit: opt.choice(['contain', 'cover'] as const, 'contain'),
  background: opt.color('#ffffff'),
  // Size and loop; frame rate for video clips (the same maker as video_2_gif).
  ...GIF_OPTIONS,
});
export type SequenceOptions = Values<typeof SCHEMA>;

export const MAX_IMAGES = 100;

/** The GIF's size: the first picture's shape, its long side at most `side`, even numbers never needed. */
export function outputSize(width: number, height: number, side: number): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Where a picture is drawn in a frame: whole and centred (contain) or filling it, cropped (cover). */
export function placement(
  srcW: number,
  srcH: number,
  outW: number,
  outH: number,
  fit: 'contain' | 'cover',
): { x: number; y: number; w: number; h: number } {
  const scale = fit === 'contain' ? Math.min(outW / srcW, outH / srcH) : Math.max(outW / srcW, outH / srcH);
  const w = srcW * scale;
  const h = srcH * scale;
  return { x: (outW - w) / 2, y: (outH - h) / 2, w, h };
}

/** Moves item `from` to `to` (reordering the frames). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}
