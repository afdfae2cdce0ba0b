/// <reference lib="webworker" />
/**
 * The cv Worker: opencv.js (bundled into this Worker's script, which the page downloads with progress
 * before starting it: `client.ts`) and the document engine. Photos are decoded here, at most
 * `CV_DECODE_SIDE` on the long side.
 */
import { blobToPixels, context2d, encodeCanvas, makeCanvas } from '../../image/raster.js';
import { exposeWorker } from '../worker/expose.js';
import { WorkerJobError } from '../worker/protocol.js';
import { CV_DECODE_SIDE, type CvJob, type CvResult, type DocumentImage, type OutlineResult } from './cv-types.js';
import { enhanceDocument, findPageOutline } from './document.js';
import type { Rgba } from './geometry.js';
import { loadOpenCv } from './opencv.js';

async function decode(blob: Blob): Promise<Rgba> {
  const pixels = await blobToPixels(blob, CV_DECODE_SIDE);
  if (!pixels) throw new WorkerJobError('unreadable', 'image could not be decoded');
  return pixels;
}

async function encode(image: Rgba, type: string): Promise<Blob> {
  const canvas = makeCanvas(image.width, image.height);
  const data = new Uint8ClampedArray(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.length);
  context2d(canvas).putImageData(new ImageData(data, image.width, image.height), 0, 0);
  return encodeCanvas(canvas, type, 0.92);
}

async function run(job: CvJob): Promise<CvResult> {
  const cv = await loadOpenCv();
  const image = await decode(job.blob);
  if (job.op === 'outline') {
    const result: OutlineResult = { quad: findPageOutline(cv, image), width: image.width, height: image.height };
    return result;
  }
  const started = performance.now();
  const out = enhanceDocument(cv, image, job.options);
  const blob = await encode(out.image, job.type);
  const result: DocumentImage = {
    blob,
    width: out.image.width,
    height: out.image.height,
    skew: out.skew,
    ms: performance.now() - started,
  };
  return result;
}

exposeWorker<CvJob, CvResult>((job) => run(job));
