/**
 * Frames of a clip at chosen times. The fast way: WebCodecs in a Worker (decode.worker.ts) decodes the
 * clip straight through and keeps the frames wanted. The way every browser has: seek the <video> (any
 * format it plays), wait for the frame, draw it on a canvas, read the pixels, which costs a seek per frame.
 * Browser only; the timing maths is in `frames.ts` and `pick.ts`.
 */
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import type { DecodeRequest, DecodeResponse } from './decode.worker.js';
import { frameTimes } from './frames.js';

export interface OpenedVideo {
  video: HTMLVideoElement;
  url: string;
  duration: number;
  width: number;
  height: number;
  close(): void;
}

/** Loads a video file's metadata; rejects when the browser cannot play it. */
export async function openVideo(file: Blob): Promise<OpenedVideo> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.src = url;
  try {
    await new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve();
      video.onerror = () => reject(new Error('video cannot be played'));
    });
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  let duration = video.duration;
  if (!Number.isFinite(duration)) {
    // MediaRecorder's WebM has no duration in its header: seek far to learn it.
    video.currentTime = 1e9;
    await new Promise((r) => (video.onseeked = r));
    duration = video.duration;
    video.currentTime = 0;
    await new Promise((r) => (video.onseeked = r));
  }
  return {
    video,
    url,
    duration,
    width: video.videoWidth,
    height: video.videoHeight,
    close: () => {
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
    },
  };
}

function seek(video: HTMLVideoElement, time: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
    const done = () => {
      video.removeEventListener('seeked', done);
      resolve();
    };
    video.addEventListener('seeked', done);
    video.currentTime = time;
  });
}

export interface CaptureOptions {
  start: number;
  end: number;
  fps: number;
  width: number;
  height: number;
  signal?: AbortSignal;
  /** Each frame's pixels (a fresh buffer the callee may keep or transfer) and its time in the clip. */
  onFrame: (frame: ImageData, index: number, time: number) => void | Promise<void>;
  onProgress?: (done: number, total: number) => void;
}

/** Captures frames at `fps` between start and end (seconds), scaled to width × height. Resolves with the count. */
export async function captureFrames(video: HTMLVideoElement, o: CaptureOptions): Promise<number> {
  const times = frameTimes(o.start, o.end, o.fps, video.duration);
  const canvas = document.createElement('canvas');
  canvas.width = o.width;
  canvas.height = o.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('Canvas not initialized');
  ctx.imageSmoothingQuality = 'high';
  for (let i = 0; i < times.length; i++) {
    await seek(video, times[i], o.signal);
    if (o.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    ctx.drawImage(video, 0, 0, o.width, o.height);
    await o.onFrame(ctx.getImageData(0, 0, o.width, o.height), i, times[i]);
    o.onProgress?.(i + 1, times.length);
  }
  return times.length;
}

const decoder = createWorkerClient<DecodeRequest, DecodeResponse>(
  () => new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

/** Which way the frames came: WebCodecs in a Worker, or seeking the <video>. */
export type FrameSource = 'webcodecs' | 'seek';

/**
 * Captures the clip's frames from `file` through WebCodecs where the browser and the file allow it, else
 * (or when that fails before its first frame) by seeking `video`. Resolves with the count and the way.
 */
export async function captureClip(
  file: Blob,
  video: HTMLVideoElement,
  o: CaptureOptions,
): Promise<{ frames: number; source: FrameSource }> {
  const times = frameTimes(o.start, o.end, o.fps, video.duration);
  const seekInstead = async () => ({ frames: await captureFrames(video, o), source: 'seek' as const });
  try {
    await decoder.call({ op: 'open', file, times, width: o.width, height: o.height }, { signal: o.signal });
  } catch (error) {
    if (o.signal?.aborted) throw error;
    return seekInstead();
  }
  let delivered = 0;
  try {
    for (;;) {
      const { frames = [], done } = await decoder.call({ op: 'next' }, { signal: o.signal });
      for (const f of frames) {
        await o.onFrame(new ImageData(f.data as Uint8ClampedArray<ArrayBuffer>, o.width, o.height), f.index, f.time);
        o.onProgress?.(++delivered, times.length);
      }
      if (done) break;
    }
  } catch (error) {
    if (o.signal?.aborted || delivered > 0) throw error;
    return seekInstead();
  } finally {
    if (!o.signal?.aborted) void decoder.call({ op: 'close' }).catch(() => undefined);
  }
  return { frames: delivered, source: 'webcodecs' };
}
