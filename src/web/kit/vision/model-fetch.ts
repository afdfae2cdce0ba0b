/// <reference lib="webworker" />
/**
 * Human asks for `<base>/<model>.json` and then the weights file the JSON names; this fetch maps those
 * names to the hashed asset URLs of our own build and counts the weight bytes for a progress bar, so the
 * models come from our origin and nothing is fetched from a model hub.
 */
import { WorkerJobError } from '../worker/protocol.js';
import type { VisionProgress } from './vision-types.js';

/** Replaces the Worker's fetch; `report()` is read per download (null: nobody is listening). */
export function installModelFetch(
  files: Record<string, string>,
  base: string,
  report: () => ((p: VisionProgress) => void) | null,
): void {
  const byName = new Map(Object.entries(files).map(([p, url]) => [p.slice(p.lastIndexOf('/') + 1), url]));
  const nativeFetch = self.fetch.bind(self);
  const modelFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const name = url.startsWith(base) ? url.slice(url.lastIndexOf('/') + 1) : null;
    if (!name) return nativeFetch(input, init);
    const real = byName.get(name);
    if (!real) throw new WorkerJobError('model-missing', `model file ${name} is not in the build`);
    const response = await nativeFetch(new URL(real, self.location.href).href, init);
    if (!response.ok || !response.body || !name.endsWith('.bin')) return response;
    const total = Number(response.headers.get('content-length')) || null;
    let loaded = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          loaded += chunk.byteLength;
          report()?.({ stage: 'model', loaded, total });
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, headers: response.headers });
  };
  self.fetch = modelFetch as typeof fetch;
}
