/** Decode + re-encode in the current thread (the Worker's body, and the main-thread fallback). */
import { decodeBitmap, drawBitmap, encodeCanvas } from './raster.js';

export interface TranscodeOptions {
  /** Output MIME type. */
  type: string;
  /** 0..1, for lossy formats. */
  quality: number;
}

/** Formats without an alpha channel get a white background instead of black. */
export function isOpaqueFormat(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/bmp';
}

/** The re-encoded image, or null when the input cannot be decoded; throws 'Canvas not initialized' / 'Encoding failed'. */
export async function transcodeHere(blob: Blob, options: TranscodeOptions): Promise<Blob | null> {
  const bitmap = await decodeBitmap(blob);
  if (!bitmap) return null;
  try {
    const { canvas } = drawBitmap(bitmap, isOpaqueFormat(options.type), Number.POSITIVE_INFINITY);
    return await encodeCanvas(canvas, options.type, options.quality);
  } finally {
    bitmap.close();
  }
}
