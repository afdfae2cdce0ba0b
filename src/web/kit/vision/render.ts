/** Draws the cut-out at full size (in the vision Worker, or on the page where OffscreenCanvas is missing). */
import { context2d, decodeBitmap, encodeCanvas, fitWithin, makeCanvas } from '../../image/raster.js';
import { applyCurve, compositeInPlace, edgeCurve, resizeMask, sampleMask, type Mask, type Rgb } from './mask.js';

export interface RenderRequest {
  blob: Blob;
  mask: Mask;
  /** null: transparent PNG. */
  background: Rgb | null;
  /** 0 hard edge … 100 the model's own soft edge. */
  softness: number;
  /** Long side of the output (the photo's own size when it is smaller). */
  maxSide: number;
  type: 'image/png' | 'image/jpeg';
  /** A part of the photo (its own pixels; may reach past its edges) drawn at `size`: ID photos. */
  crop?: { x: number; y: number; width: number; height: number; size: { width: number; height: number } };
}

export interface Rendered {
  blob: Blob;
  width: number;
  height: number;
}

/** Our largest output side: 12 MP phone photos (4032×3024) stay full size. */
export const MAX_OUTPUT_SIDE = 6000;

export async function renderCutout(request: RenderRequest): Promise<Rendered> {
  const bitmap = await decodeBitmap(request.blob);
  if (!bitmap) throw new Error('image could not be decoded');
  try {
    const { crop } = request;
    const { width, height } = crop
      ? crop.size
      : fitWithin(bitmap.width, bitmap.height, Math.min(request.maxSide, MAX_OUTPUT_SIDE));
    const canvas = makeCanvas(width, height);
    const ctx = context2d(canvas, { willReadFrequently: true });
    ctx.imageSmoothingQuality = 'high';
    if (crop) ctx.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
    else ctx.drawImage(bitmap, 0, 0, width, height);
    const image = ctx.getImageData(0, 0, width, height);
    const k = request.mask.width / bitmap.width;
    const fitted = crop
      ? sampleMask(
          request.mask,
          { x: crop.x * k, y: crop.y * k, width: crop.width * k, height: crop.height * k },
          width,
          height,
        )
      : resizeMask(request.mask, width, height);
    const mask = applyCurve(fitted, edgeCurve(request.softness));
    compositeInPlace(image.data, mask, request.background);
    ctx.putImageData(image, 0, 0);
    const type = request.background ? request.type : 'image/png';
    return { blob: await encodeCanvas(canvas, type, 0.92), width, height };
  } finally {
    bitmap.close();
  }
}
