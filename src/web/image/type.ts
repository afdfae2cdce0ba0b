/** Image types: which names count as images (by extension) and what a file really is (by its first bytes). */

import { detectImageType, SNIFF_BYTES, type ImageType } from '../../common/image-signature.js';

export { detectImageType, SNIFF_BYTES, type ImageType };

/** The supported extensions and the type each maps to. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, ImageType>> = {
  avif: 'avif',
  gif: 'gif',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  jxl: 'jxl',
  webp: 'webp',
  wp2: 'wp2',
  bmp: 'bmp',
};

export const MIME_TYPES: Readonly<Record<ImageType, string>> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  jxl: 'image/jxl',
  webp: 'image/webp',
  wp2: 'image/webp2',
  bmp: 'image/bmp',
};

export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The type a file name claims, or null when its extension is not a supported image type. */
export function imageTypeFromName(name: string): ImageType | null {
  return IMAGE_EXTENSIONS[extensionOf(name)] ?? null;
}

/** A file is an image only if its extension maps to a supported type. */
export function isImageName(name: string): boolean {
  return imageTypeFromName(name) !== null;
}

export interface ImageInfo {
  /** Whether the name has a supported image extension. */
  isImage: boolean;
  /** The type the extension claims. */
  claimed: ImageType | null;
  /** The type the content shows, or 'unknown'. */
  detected: ImageType | 'unknown';
  /** What the file is treated as: its content when detected, else its extension. */
  type: ImageType | null;
}

/** Combines the name and the first bytes: content that contradicts the extension wins. */
export function imageInfo(name: string, head: Uint8Array): ImageInfo {
  const claimed = imageTypeFromName(name);
  const detected = detectImageType(head);
  return { isImage: claimed !== null, claimed, detected, type: claimed === null ? null : detected !== 'unknown' ? detected : claimed };
}

/** Reads a file's first bytes and classifies it. */
export async function inspectImage(file: Blob & { name: string }): Promise<ImageInfo> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return imageInfo(file.name, head);
}
