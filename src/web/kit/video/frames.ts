/** Timing and sizing maths for turning video into frames (pure). */

/** The times (s) to take frames at: every 1/fps from start while before end, within the video. */
export function frameTimes(start: number, end: number, fps: number, duration = Infinity): number[] {
  const from = Math.max(0, start);
  const to = Math.min(end, duration);
  if (!(fps > 0) || !(to > from)) return [];
  // Rounded on a fixed decimal: 0.1–0.35 s at 10 fps is 3 frames, though (0.35 - 0.1) * 10 is 2.4999… in binary.
  const count = Math.max(1, Math.round(Number(((to - from) * fps).toFixed(6))));
  // Aim a little inside each frame's interval so a seek lands on the intended frame, never past the end.
  const last = Math.max(from, duration === Infinity ? to : Math.min(to, duration - 0.001));
  return Array.from({ length: count }, (_, i) => Math.min(last, Number((from + i / fps).toFixed(4))));
}

/** Fits width × height inside `max` on the long side (never enlarging), even numbers, at least 2. */
export function fitVideoSize(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  const even = (v: number) => Math.max(2, Math.round((v * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** The delay a GIF frame gets at `fps`, in ms. */
export function frameDelay(fps: number): number {
  return Math.round(1000 / fps);
}

/** m:ss.t */
export function formatClock(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${m}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** A trim range kept inside the video and at most `maxLength` seconds long (moving the end). */
export function clampTrim(start: number, end: number, duration: number, maxLength: number): [number, number] {
  const s = Math.min(Math.max(0, start), Math.max(0, duration - 0.1));
  const e = Math.min(duration, Math.max(s + 0.1, end), s + maxLength);
  return [Number(s.toFixed(2)), Number(e.toFixed(2))];
}

/** Rough size of the GIF in bytes before encoding (to warn about huge outputs): pixels × frames × ~0.35. */
export function roughGifBytes(width: number, height: number, frames: number): number {
  return Math.round(width * height * frames * 0.35);
}
