/// <reference lib="webworker" />
/**
 * The cv Worker: opencv.js (bundled into this Worker's script, which the page downloads with progress
 * before starting it: `client.ts`) and the document engine. Photos are decoded here, at most
 * `CV_DECODE_SIDE` on the long side.
 */
import { blobToPixels, context2d, encodeCanvas, makeCanvas } from '../../image/raster.js';
import { exposeWorker } from '../worker/expose.js';
import { WorkerJobError } from '../worker/protocol.js';
import {
  CV_DECODE_SIDE,
  OUTLINE_DECODE_SIDE,
  type CvJob,
  type CvResult,
  type DocumentImage,
  type OutlineResult,
  type RulingsResult,
} from './cv-types.js';
import { rescaleQuad } from './corners.js';
import { enhanceDocument, findPageOutline } from './document.js';
import type { Rgba } from './geometry.js';
import { loadOpenCv } from './opencv.js';
import { findRulings } from './rulings.js';

async function decode(blob: Blob, maxSide = CV_DECODE_SIDE): Promise<Rgba> {
  const pixels = await blobToPixels(blob, maxSide);
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
  // The outline is found on a small copy anyway: decoding a 12 MP photo whole for it would only cost time.
  // A preview (small maxSide) needs no 12 MP decode: twice its side keeps a page of half the photo sharp.
  const side =
    job.op === 'outline'
      ? OUTLINE_DECODE_SIDE
      : job.op === 'document'
        ? Math.min(CV_DECODE_SIDE, job.options.maxSide * 2)
        : CV_DECODE_SIDE;
  const image = await decode(job.blob, side);
  if (job.op === 'outline') {
    const result: OutlineResult = { quad: findPageOutline(cv, image), width: image.width, height: image.height };
    return result;
  }
  if (job.op === 'rulings') {
    const result: RulingsResult = { segments: findRulings(cv, image), width: image.width, height: image.height };
    return result;
  }
  const started = performance.now();
  const { quad } = job.options;
  const options = quad && job.quadOf ? { ...job.options, quad: rescaleQuad(quad, job.quadOf, image) } : job.options;
  const out = enhanceDocument(cv, image, options);
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
