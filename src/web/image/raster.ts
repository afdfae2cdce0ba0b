/**
 * Canvas helpers that work both in a Worker (OffscreenCanvas) and on the main thread (a canvas element as
 * the fallback). Their errors are the spec's: 'Canvas not initialized', 'Encoding failed'; a failed decode
 * yields null.
 */
export const CANVAS_NOT_INITIALIZED = 'Canvas not initialized';
export const ENCODING_FAILED = 'Encoding failed';
export const DATA_URL_FAILED = 'Data URL reading failed';

export type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
export type AnyContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export function hasOffscreenCanvas(): boolean {
  return typeof OffscreenCanvas !== 'undefined' && typeof OffscreenCanvas.prototype.convertToBlob === 'function';
}

export function makeCanvas(width: number, height: number): AnyCanvas {
  if (hasOffscreenCanvas()) return new OffscreenCanvas(width, height);
  if (typeof document === 'undefined') throw new Error(CANVAS_NOT_INITIALIZED);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export function context2d(
  canvas: AnyCanvas | null | undefined,
  options?: CanvasRenderingContext2DSettings,
): AnyContext {
  const ctx = canvas ? (canvas.getContext('2d', options) as AnyContext | null) : null;
  if (!ctx) throw new Error(CANVAS_NOT_INITIALIZED);
  return ctx;
}

/** Decodes an image file; null when the browser cannot decode it. */
export async function decodeBitmap(blob: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(blob);
  } catch {
    return null;
  }
}

/** The largest dimension the helpers rasterise at (bigger images are scaled down to it). */
export const MAX_RASTER_SIDE = 4096;

export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws a bitmap on a new canvas (white behind it when `opaque`, for formats without transparency). */
export function drawBitmap(
  bitmap: ImageBitmap,
  opaque: boolean,
  maxSide = MAX_RASTER_SIDE,
): { canvas: AnyCanvas; ctx: AnyContext } {
  const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = makeCanvas(width, height);
  const ctx = context2d(canvas, { willReadFrequently: true });
  if (opaque) {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.drawImage(bitmap, 0, 0, width, height);
  return { canvas, ctx };
}

/** The RGBA pixels of an image file, or null when it cannot be decoded. */
export async function blobToPixels(blob: Blob, maxSide = MAX_RASTER_SIDE): Promise<ImageData | null> {
  const bitmap = await decodeBitmap(blob);
  if (!bitmap) return null;
  try {
    const { canvas, ctx } = drawBitmap(bitmap, false, maxSide);
    return ctx.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    bitmap.close();
  }
}

/** Encodes a canvas; throws 'Encoding failed' when the browser produces nothing or another format. */
export async function encodeCanvas(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  let blob: Blob | null;
  try {
    blob =
      'convertToBlob' in canvas
        ? await canvas.convertToBlob({ type, quality })
        : await new Promise<Blob | null>((resolve) => (canvas as HTMLCanvasElement).toBlob(resolve, type, quality));
  } catch {
    blob = null;
  }
  if (!blob || blob.size === 0 || blob.type !== type) throw new Error(ENCODING_FAILED);
  return blob;
}

/** Reads a blob as a data: URL; throws 'Data URL reading failed'. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    try {
      const reader = new FileReader();
      reader.onload = () =>
        typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(DATA_URL_FAILED));
      reader.onerror = () => reject(new Error(DATA_URL_FAILED));
      reader.readAsDataURL(blob);
    } catch {
      reject(new Error(DATA_URL_FAILED));
    }
  });
}
