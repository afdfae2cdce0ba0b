/**
 * The benchmarks' video: a 10-second 1280×720 30 fps clip made with Debian's ffmpeg (`apt-get install
 * ffmpeg`; the benches only, not CI): a Mandelbrot zoom with sensor-like noise, so every pixel changes every
 * frame as in a hand-held phone video. H.264 in MP4 (what phones record) and VP8 in WebM (what Chromium's
 * MediaRecorder writes). Made once under /tmp and reused.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

export const VIDEO_DIR = '/tmp/video-gif-bench';
const SOURCE =
  'mandelbrot=s=1280x720:r=30:start_scale=2:end_scale=0.5:outer=normalized_iteration_count,noise=alls=6:allf=t';

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** Path of the clip in `format`, made on first use. */
export function benchVideo(format: 'mp4' | 'webm'): string {
  mkdirSync(VIDEO_DIR, { recursive: true });
  const mp4 = `${VIDEO_DIR}/clip-720p-10s.mp4`;
  if (!existsSync(mp4))
    ffmpeg(
      ['-f', 'lavfi', '-i', SOURCE, '-t', '10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'].concat([
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-movflags',
        '+faststart',
        mp4,
      ]),
    );
  if (format === 'mp4') return mp4;
  const webm = `${VIDEO_DIR}/clip-720p-10s.webm`;
  if (!existsSync(webm))
    ffmpeg(['-i', mp4, '-c:v', 'libvpx', '-b:v', '4M', '-deadline', 'realtime', '-cpu-used', '8', webm]);
  return webm;
}

/** `count` RGBA frames of the clip at `fps`, scaled to width × height (as the video maker would take them). */
export function videoFrames(width: number, height: number, fps: number, count: number) {
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', benchVideo('mp4'), '-vf', `fps=${fps},scale=${width}:${height}:flags=bicubic`].concat([
      '-frames:v',
      String(count),
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-',
    ]),
    { maxBuffer: width * height * 4 * count + 1024 },
  );
  const size = width * height * 4;
  return Array.from({ length: Math.floor(raw.length / size) }, (_, i) => ({
    // A copy each: encoders may read `data.buffer` whole (gifenc does).
    data: Uint8ClampedArray.from(raw.subarray(i * size, (i + 1) * size)),
    width,
    height,
    delay: Math.round(1000 / fps),
  }));
}
