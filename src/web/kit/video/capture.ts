/**
 * Frames from a video the browser plays (any format its <video> reads), drawn through a canvas at chosen
 * times: seek, wait for the frame, draw, read the pixels. Browser only; the timing maths is in `frames.ts`.
 */
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
