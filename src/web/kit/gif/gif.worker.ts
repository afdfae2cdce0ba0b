/// <reference lib="webworker" />
/** GIF work off the main thread: our encoder, fed frame by frame (sessions), and decoding for splitters. */
import { decodeGifFrames, type GifFrame } from '../../image/engine/gif.js';
import { exposeWorker } from '../worker/expose.js';
import { GifEncoder, type GifFrameInput, type GifOptions } from './encode.js';

export type GifRequest =
  | { op: 'start'; session: number; options: GifOptions }
  | { op: 'frame'; session: number; frame: GifFrameInput }
  | { op: 'finish'; session: number }
  | { op: 'abort'; session: number }
  | { op: 'decode'; bytes: Uint8Array };

export type GifResponse = { bytes?: Uint8Array; frames?: GifFrame[] };

const sessions = new Map<number, GifEncoder>();

function encoder(session: number): GifEncoder {
  const e = sessions.get(session);
  if (!e) throw new Error('no such GIF session');
  return e;
}

exposeWorker<GifRequest, GifResponse>(
  (request) => {
    switch (request.op) {
      case 'start':
        sessions.set(request.session, new GifEncoder(request.options));
        return {};
      case 'frame':
        encoder(request.session).add(request.frame);
        return {};
      case 'finish': {
        const bytes = encoder(request.session).finish();
        sessions.delete(request.session);
        return { bytes };
      }
      case 'abort':
        sessions.delete(request.session);
        return {};
      case 'decode':
        return { frames: decodeGifFrames(request.bytes) };
    }
  },
  {
    transfer: (r) => [
      ...(r.bytes ? [r.bytes.buffer as ArrayBuffer] : []),
      ...(r.frames ?? []).map((f) => f.data.buffer as ArrayBuffer),
    ],
  },
);
