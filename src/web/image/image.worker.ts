/// <reference lib="webworker" />
/** Image decoding and encoding off the main thread (OffscreenCanvas). */
import { transcodeHere, type TranscodeOptions } from './transcode.js';

export interface TranscodeRequest extends TranscodeOptions {
  id: number;
  blob: Blob;
}

export type TranscodeResponse = { id: number; ok: true; blob: Blob | null } | { id: number; ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<TranscodeRequest>) => {
  const { id, blob, type, quality } = event.data;
  let response: TranscodeResponse;
  try {
    response = { id, ok: true, blob: await transcodeHere(blob, { type, quality }) };
  } catch (error) {
    response = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
};
