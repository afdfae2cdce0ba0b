/**
 * The page's side of GIF work: `createGifStream` sends frames to our encoder in a Worker as they are made
 * (capture and encoding overlap), `decodeGif` returns every frame of a GIF with its delay.
 */
import type { GifFrame } from '../../image/engine/gif.js';
import { createWorkerClient, type WorkerLike } from '../worker/pool.js';
import type { GifFrameInput, GifOptions } from './encode.js';
import type { GifRequest, GifResponse } from './gif.worker.js';

const worker = createWorkerClient<GifRequest, GifResponse>(
  () => new Worker(new URL('./gif.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
);

let sessions = 0;

export interface GifStream {
  /** Queues a frame (its pixel buffer is moved to the Worker). Resolves when it is encoded. */
  add(frame: GifFrameInput): Promise<void>;
  /** The GIF file, once every queued frame is encoded. */
  finish(): Promise<Blob>;
  abort(): void;
}

export function createGifStream(options: GifOptions): GifStream {
  const session = ++sessions;
  let chain: Promise<void> = worker.call({ op: 'start', session, options }).then(() => undefined);
  let aborted = false;
  return {
    add(frame) {
      const data = frame.data;
      chain = chain.then(async () => {
        if (aborted) return;
        await worker.call({ op: 'frame', session, frame }, { transfer: [data.buffer as ArrayBuffer] });
      });
      return chain;
    },
    async finish() {
      await chain;
      const { bytes } = await worker.call({ op: 'finish', session });
      return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
    },
    abort() {
      aborted = true;
      void chain.finally(() => worker.call({ op: 'abort', session })).catch(() => undefined);
    },
  };
}

/** Encodes whole frames (all the same size) as a GIF in the Worker. */
export async function encodeGifFrames(
  frames: GifFrameInput[],
  options: Omit<GifOptions, 'width' | 'height'>,
  onProgress?: (done: number) => void,
): Promise<Blob> {
  if (frames.length === 0) throw new Error('no frames');
  const stream = createGifStream({ ...options, width: frames[0].width, height: frames[0].height });
  let done = 0;
  await Promise.all(frames.map((f) => stream.add(f).then(() => onProgress?.(++done / frames.length))));
  return stream.finish();
}

/** Every frame of a GIF (whole pictures, disposal applied) with its delay in ms. */
export async function decodeGif(file: Blob): Promise<GifFrame[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { frames } = await worker.call({ op: 'decode', bytes }, { transfer: [bytes.buffer] });
  return frames ?? [];
}
