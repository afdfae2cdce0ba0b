/** Compression before upload (spec section 9): quality 0.3, PNG stays PNG, everything else becomes JPEG. */
import { inspectImage, type ImageType } from './type.js';
import { transcodeImage } from './codec.js';
import type { TranscodeOptions } from './transcode.js';

export const UPLOAD_QUALITY = 0.3;

export function uploadTargetType(type: ImageType): 'image/png' | 'image/jpeg' {
  return type === 'png' ? 'image/png' : 'image/jpeg';
}

/** A result bigger than (or as big as) the original is discarded: the original is returned. */
export function keepSmaller<T extends Blob>(original: T, result: Blob | null): T | Blob {
  return result && result.size < original.size ? result : original;
}

export function withExtension(name: string, type: 'image/png' | 'image/jpeg'): string {
  const ext = type === 'image/png' ? 'png' : 'jpg';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

export type Transcoder = (blob: Blob, options: TranscodeOptions) => Promise<Blob | null>;

/** Compresses an image file for upload; anything that is not an image, or does not get smaller, is returned as it is. */
export async function compressForUpload(file: File, transcode: Transcoder = transcodeImage): Promise<File> {
  const info = await inspectImage(file);
  if (!info.isImage || !info.type) return file;
  const type = uploadTargetType(info.type);
  let result: Blob | null;
  try {
    result = await transcode(file, { type, quality: UPLOAD_QUALITY });
  } catch {
    result = null;
  }
  const kept = keepSmaller(file, result);
  if (kept === file) return file;
  return new File([kept], withExtension(file.name, type), { type, lastModified: file.lastModified });
}
