/** Image types: which names count as images (by extension) and what a file really is (by its first bytes). */

import { detectImageType, imageTypeFromName, SNIFF_BYTES, type ImageType } from '../../common/image-format.js';

export {
  detectImageType,
  extensionOf,
  IMAGE_EXTENSIONS,
  imageTypeFromName,
  isImageName,
  SNIFF_BYTES,
  type ImageType,
} from '../../common/image-format.js';

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
  return {
    isImage: claimed !== null,
    claimed,
    detected,
    type: claimed === null ? null : detected !== 'unknown' ? detected : claimed,
  };
}

/** Reads a file's first bytes and classifies it. */
export async function inspectImage(file: Blob & { name: string }): Promise<ImageInfo> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return imageInfo(file.name, head);
}
