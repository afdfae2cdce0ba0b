/// <reference lib="webworker" />
/**
 * The retouch Worker: opencv.js and the retouching engine (`retouch.ts`), so a 12 MP photo never blocks
 * the page. Photos are decoded here (EXIF orientation applied), at most `RETOUCH_SIDE` on the long side.
 */
import { context2d, decodeBitmap, drawBitmap, encodeCanvas, makeCanvas } from '../../image/raster.js';
import { exposeWorker } from '../worker/expose.js';
import { WorkerJobError } from '../worker/protocol.js';
import type { Rgba } from './geometry.js';
import { loadOpenCv } from './opencv.js';
import { beautify, inpaintImage, pageInkMap, removeMoire } from './retouch.js';
import { RETOUCH_SIDE, type RetouchedImage, type RetouchJob, type RetouchResult } from './retouch-types.js';

/**
 * opencv.js's Emscripten module is a thenable (`Module.then`). In the bundle, the dynamic import's
 * CommonJS interop copies that `then` onto the object the import resolves with, so awaiting it adopts the
 * module again and again and never settles (the Worker spins). The module object opencv.js fills is the
 * global `Module` (`loadOpenCv` keeps one set here), so its `then` is swallowed before it is written.
 */
function keepModuleUnthenable(scope: { Module?: object } = globalThis as { Module?: object }): void {
  const module = scope.Module ?? {};
  Object.defineProperty(module, 'then', { get: () => undefined, set: () => {}, configurable: true });
  scope.Module = module;
}

async function decode(blob: Blob, maxSide: number): Promise<{ image: Rgba; shrunk: boolean }> {
  const bitmap = await decodeBitmap(blob);
  if (!bitmap) throw new WorkerJobError('unreadable', 'image could not be decoded');
  try {
    const { canvas, ctx } = drawBitmap(bitmap, false, maxSide);
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { image, shrunk: Math.max(bitmap.width, bitmap.height) > maxSide };
  } finally {
    bitmap.close();
  }
}

async function encode(image: Rgba, type: string): Promise<Blob> {
  const canvas = makeCanvas(image.width, image.height);
  const data = new Uint8ClampedArray(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.length);
  context2d(canvas).putImageData(new ImageData(data, image.width, image.height), 0, 0);
  return encodeCanvas(canvas, type, 0.92);
}

async function run(job: RetouchJob): Promise<RetouchResult> {
  keepModuleUnthenable();
  const cv = await loadOpenCv();
  const started = performance.now();
  if (job.op === 'inks') {
    const { image } = await decode(job.blob, job.maxSide);
    return pageInkMap(cv, image);
  }
  const { image, shrunk } = await decode(job.blob, RETOUCH_SIDE);
  let out: Rgba;
  let measure = 0;
  if (job.op === 'inpaint') out = inpaintImage(cv, image, job.mask, job.options);
  else if (job.op === 'moire') ({ image: out, notched: measure } = removeMoire(cv, image, job.options));
  else ({ image: out, skin: measure } = beautify(cv, image, job.options));
  const blob = await encode(out, job.type);
  const result: RetouchedImage = {
    blob,
    width: out.width,
    height: out.height,
    shrunk,
    ms: performance.now() - started,
    measure,
  };
  return result;
}

exposeWorker<RetouchJob, RetouchResult>((job) => run(job), {
  transfer: (result) => ('classes' in result ? [result.classes.buffer] : []),
});
