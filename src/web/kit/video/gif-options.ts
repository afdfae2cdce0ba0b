/** The options every GIF maker shares (pictures or video clips), and the spec's video-tool event (pure). */
import { opt } from '../options/schema.js';

export const GIF_SIDES = [240, 320, 480, 640, 800] as const;
export const GIF_FPS = [5, 8, 10, 12, 15, 20, 25] as const;

/** Long side, frame rate (clips) and loop: spread into a tool's own `defineOptions`. */
export const GIF_OPTIONS = {
  side: opt.oneOf(GIF_SIDES, 480),
  fps: opt.oneOf(GIF_FPS, 10),
  loop: opt.choice(['forever', 'once'] as const, 'forever'),
};

/** Sent once when a video tool's page opens (`{ tool }`); the spec's spelling. See docs/image-video-tools.md. */
export const VIDEO_TITLE_EVENT = 'VIDO_TITLE_001';

/**
 * The encoder settings for video frames: codec noise below this squared RGB distance on still parts is
 * not rewritten (see GifOptions.tolerance). Measured in bench/gif-encoder.bench.ts.
 */
export const VIDEO_GIF_OPTIONS = { tolerance: 48 };
