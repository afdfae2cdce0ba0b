/** Naming and timing of a GIF's frames (pure). */

/** frame-007-100ms.png: numbered so they sort in order, with the frame's delay. */
export function frameName(index: number, count: number, delay: number): string {
  const width = Math.max(3, String(count).length);
  return `frame-${String(index + 1).padStart(width, '0')}-${delay}ms.png`;
}

export interface Timing {
  frames: number;
  /** Total time of one loop, ms. */
  duration: number;
  /** Frames per second, one decimal. */
  fps: number;
}

export function timing(delays: readonly number[]): Timing {
  const duration = delays.reduce((a, b) => a + b, 0);
  return {
    frames: delays.length,
    duration,
    fps: duration > 0 ? Math.round((delays.length * 10000) / duration) / 10 : 0,
  };
}

/** The delays as a text table (in the zip beside the frames): one "file<TAB>delay ms" line per frame. */
export function delaysTable(delays: readonly number[]): string {
  return ['file\tdelay_ms', ...delays.map((d, i) => `${frameName(i, delays.length, d)}\t${d}`)].join('\n') + '\n';
}
