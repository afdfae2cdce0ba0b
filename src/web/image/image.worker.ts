/// <reference lib="webworker" />
/** Image decoding and encoding off the main thread (OffscreenCanvas), for the upload compression. */
import { exposeWorker } from '../kit/worker/expose.js';
import { transcodeHere, type TranscodeOptions } from './transcode.js';

export interface TranscodeRequest extends TranscodeOptions {
  blob: Blob;
}

exposeWorker<TranscodeRequest, Blob | null>(({ blob, type, quality }) => transcodeHere(blob, { type, quality }));
