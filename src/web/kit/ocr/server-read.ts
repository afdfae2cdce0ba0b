/**
 * Recognition on the server (`/cgi-bin/tools/ocr`, the same PP-OCR models on onnxruntime-node through the
 * work queue) for browsers that cannot run the recognition Worker — no module Workers or no WebAssembly
 * SIMD (older phones) — or when the visitor asks for it with `?server=1`. The answer is laid out as the
 * Worker's own, so the tools read it the same way.
 */
import { OCR_PATH, type OcrServerAnswer } from '../../../common/ocr.js';
import { blobToDataUrl } from '../../image/raster.js';
import { createTaskClient, type RunOptions, type TaskClient } from '../../tasks/client.js';
import type { OcrResponse } from './ocr.worker.js';
import type { PageRotation } from './orientation.js';
import type { EngineOptions } from './pipeline.js';
import type { Quad } from './raster.js';

/** wasm-feature-detect's SIMD probe: a module using one v128 instruction. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

function moduleWorkers(): boolean {
  if (typeof Worker === 'undefined') return false;
  let asked = false;
  // The options are read before the (invalid) URL fails: nothing is fetched or started.
  const options = {
    get type() {
      asked = true;
      return 'module' as const;
    },
  };
  try {
    new Worker('blob://', options).terminate();
  } catch {
    // Expected.
  }
  return asked;
}

/** Whether this browser can run the recognition Worker (onnxruntime-web's SIMD build in a module Worker). */
export function canReadInBrowser(): boolean {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE) && moduleWorkers();
  } catch {
    return false;
  }
}

/** The server's answer as the Worker's (lines with their pieces, in the upright page's pixels). */
export function fromServerAnswer(answer: OcrServerAnswer, ms: number): OcrResponse {
  const quad = (q: number[]): Quad => [0, 1, 2, 3].map((i) => ({ x: q[2 * i]!, y: q[2 * i + 1]! })) as Quad;
  return {
    lines: answer.lines.map((l) => ({
      text: l.text,
      confidence: l.confidence,
      boxes: l.boxes.map((b) => ({ text: b.text, confidence: b.confidence, quad: quad(b.quad) })),
      ...l.box,
    })),
    paragraphs: answer.paragraphs,
    text: answer.text,
    rotation: answer.rotation as PageRotation,
    width: answer.width,
    height: answer.height,
    timings: { det: 0, cls: 0, rec: 0 },
    loadMs: 0,
    ms,
  };
}

let client: TaskClient | null = null;

/** Sends the image to the server's OCR task and waits for its reading. */
export async function recognizeOnServer(
  image: Blob,
  options: RunOptions = {},
  engine: EngineOptions = {},
): Promise<OcrResponse> {
  const started = performance.now();
  client ??= createTaskClient();
  const { blob } = await client.runJson(OCR_PATH, { image: await blobToDataUrl(image), options: engine }, options);
  const answer = JSON.parse(await blob.text()) as OcrServerAnswer;
  return fromServerAnswer(answer, performance.now() - started);
}
