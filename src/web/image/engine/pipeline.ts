/// <reference lib="webworker" />
/**
 * One job inside a Worker: read the file's real format, decode it upright (EXIF orientation applied),
 * resize, encode with the chosen codec, apply the size rule, copy EXIF on request, make a thumbnail.
 */
import { decodeGifFrames, encodeGif } from './gif.js';
import { decodeHeic, decodeJxl, encodePixels, type Pixels } from './codecs.js';
import { extractExif, insertExif, resetOrientation } from './exif.js';
import { FORMAT_MIME, hasAlpha, isDisplayable, sniffFormat, type InputFormat, type OutputFormat } from './formats.js';
import {
  checkPixels,
  encodeSettings,
  keepResult,
  keepsAnimation,
  resolveTarget,
  searchQuality,
  targetSize,
  type ImageJob,
  type ImageProgress,
  type ImageResult,
  type JobErrorCode,
  type JobStage,
} from './job.js';
import { WorkerJobError } from '../../kit/worker/protocol.js';
import { mosaicOf, ssimTiles, type Mosaic } from './ssim.js';
import { parseGIF } from 'gifuct-js';

export class JobError extends WorkerJobError {
  constructor(code: JobErrorCode, message: string = code) {
    super(code, message);
  }
}

const THUMB_SIDE = 240;
const PREVIEW_SIDE = 2048;

function canvas2d(width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('Canvas not initialized');
  return { canvas, ctx };
}

/** The pixels of a bitmap at the given size, on white when the target has no alpha. */
function pixelsOf(source: ImageBitmap, width: number, height: number, opaque: boolean): Pixels {
  const { ctx } = canvas2d(width, height);
  if (opaque) {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  const image = ctx.getImageData(0, 0, width, height);
  return { data: image.data, width, height };
}

async function bitmapOf(pixels: Pixels): Promise<ImageBitmap> {
  // Our pixel arrays are never shared memory.
  return createImageBitmap(new ImageData(pixels.data as Uint8ClampedArray<ArrayBuffer>, pixels.width, pixels.height));
}

/** A downscaled copy (browser resampling, high quality) of a bitmap, or the bitmap itself when no resize. */
async function resized(bitmap: ImageBitmap, width: number, height: number): Promise<ImageBitmap> {
  if (bitmap.width === width && bitmap.height === height) return bitmap;
  return createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
}

async function encodePreview(
  source: ImageBitmap,
  maxSide: number,
  type: string,
  quality: number,
): Promise<Blob | null> {
  try {
    const { width, height } = targetSize(source.width, source.height, maxSide);
    const small = await resized(source, width, height);
    const { canvas, ctx } = canvas2d(width, height);
    ctx.drawImage(small, 0, 0);
    if (small !== source) small.close();
    const blob = await canvas.convertToBlob({ type, quality });
    return blob.size > 0 ? blob : null;
  } catch {
    return null;
  }
}

/** SSIM of an encoded result against the pixels it was made from (decoded by the browser, same size). */
async function similarity(
  pixels: Pixels,
  encoded: Uint8Array,
  format: OutputFormat,
  tiles?: Mosaic['tiles'],
): Promise<number> {
  const bitmap = await createImageBitmap(new Blob([encoded as Uint8Array<ArrayBuffer>], { type: FORMAT_MIME[format] }));
  try {
    const decoded = pixelsOf(bitmap, pixels.width, pixels.height, false);
    return ssimTiles(pixels.data, decoded.data, pixels.width, pixels.height, undefined, undefined, tiles);
  } finally {
    bitmap.close();
  }
}

/** How many frames a GIF has (cheap: LZW data is not decompressed). */
function gifFrameCount(bytes: ArrayBuffer): number {
  try {
    return parseGIF(bytes).frames.filter((f) => 'image' in f).length;
  } catch {
    return 1;
  }
}

export interface Decoded {
  bitmap: ImageBitmap;
  frames: number;
}

/** The first (or only) picture as a bitmap, upright, for the formats browsers and our decoders read. */
async function decodeStill(file: Blob, bytes: ArrayBuffer, format: InputFormat): Promise<ImageBitmap> {
  if (format === 'wp2') throw new JobError('webp2');
  try {
    if (format === 'jxl') return await bitmapOf(await decodeJxl(bytes));
    if (format === 'heic') return await bitmapOf(await decodeHeic(bytes));
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (error instanceof JobError) throw error;
    throw new JobError('decode', error instanceof Error ? error.message : String(error));
  }
}

export async function runJob(job: ImageJob, report: (progress: ImageProgress) => void): Promise<ImageResult> {
  const started = performance.now();
  const { file, settings } = job;
  const stage = (s: JobStage, progress: number) => report({ stage: s, progress });
  stage('decode', 0.05);
  const bytes = await file.arrayBuffer();
  const input = sniffFormat(new Uint8Array(bytes, 0, Math.min(64, bytes.byteLength)));
  if (!input) throw new JobError('unsupported');
  const output: OutputFormat = resolveTarget(input, settings);
  const frameCount = input === 'gif' ? gifFrameCount(bytes) : 1;
  const bitmap = await decodeStill(file, bytes, input);
  try {
    const sourceWidth = bitmap.width;
    const sourceHeight = bitmap.height;
    if (checkPixels(sourceWidth, sourceHeight)) throw new JobError('tooLarge');
    const { width, height } = targetSize(sourceWidth, sourceHeight, settings.maxSide);
    const thumb = await encodePreview(bitmap, THUMB_SIDE, 'image/webp', 0.8);
    const sourcePreview = isDisplayable(input) ? null : await encodePreview(bitmap, PREVIEW_SIDE, 'image/jpeg', 0.9);
    stage('encode', 0.3);

    let encoded: Uint8Array;
    let frames = 1;
    let usedQuality: number | null = null;
    let score: number | null = null;
    const animate = keepsAnimation(frameCount, output);
    try {
      if (animate) {
        const all = decodeGifFrames(new Uint8Array(bytes));
        const scaled = [];
        for (const frame of all) {
          if (frame.width === width && frame.height === height) {
            scaled.push(frame);
            continue;
          }
          const b = await bitmapOf(frame);
          const small = await resized(b, width, height);
          scaled.push({ ...pixelsOf(small, width, height, false), delay: frame.delay });
          small.close();
          b.close();
        }
        frames = scaled.length;
        encoded = encodeGif(scaled, settings.colors || 256);
      } else {
        const small = await resized(bitmap, width, height);
        const pixels = pixelsOf(small, width, height, !hasAlpha(output));
        if (small !== bitmap) small.close();
        const base = encodeSettings(output, settings);
        if (settings.minSsim > 0 && (output === 'jpeg' || output === 'webp' || output === 'avif')) {
          // Raise the quality until the result still looks like the picture. A big picture is judged on a
          // mosaic of its tiles (a megapixel), then encoded once at the quality found.
          const mosaic = mosaicOf(pixels.data, pixels.width, pixels.height);
          const probe: Pixels = mosaic ?? pixels;
          const found = await searchQuality(settings.quality, settings.minSsim, async (quality) => {
            const value = await encodePixels(probe, { ...base, quality });
            return { value, score: await similarity(probe, value, output, mosaic?.tiles) };
          });
          encoded = mosaic ? await encodePixels(pixels, { ...base, quality: found.quality }) : found.value;
          usedQuality = found.quality;
          score = found.score;
        } else {
          encoded = await encodePixels(pixels, base, () => stage('optimise', 0.7));
          if (output === 'jpeg' || output === 'webp' || output === 'avif' || output === 'jxl')
            usedQuality = settings.quality;
        }
      }
    } catch (error) {
      throw new JobError('encode', error instanceof Error ? error.message : String(error));
    }

    if (settings.keepMetadata && input === 'jpeg' && output === 'jpeg') {
      const exif = extractExif(new Uint8Array(bytes));
      if (exif) encoded = insertExif(encoded, resetOrientation(exif));
    }

    const kept = keepResult(settings.mode, input, file.size, encoded.byteLength);
    const blob = kept ? new Blob([encoded as Uint8Array<ArrayBuffer>], { type: FORMAT_MIME[output] }) : file;
    return {
      blob,
      format: kept ? output : input,
      width: kept ? width : sourceWidth,
      height: kept ? height : sourceHeight,
      sourceWidth,
      sourceHeight,
      frames: kept ? frames : frameCount,
      keptOriginal: !kept,
      quality: kept ? usedQuality : null,
      ssim: kept ? score : null,
      firstFrameOnly: kept && frameCount > 1 && !animate,
      thumb,
      sourcePreview,
      ms: performance.now() - started,
    };
  } finally {
    bitmap.close();
  }
}
