/** Image types: which names count as images (by extension) and what a file really is (by its first bytes). */

export type ImageType = 'avif' | 'gif' | 'jpeg' | 'png' | 'jxl' | 'webp' | 'wp2' | 'bmp';

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

/** How many leading bytes `detectImageType` needs. */
export const SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  text.length + at <= bytes.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.length + at <= bytes.length && sig.every((b, i) => bytes[at + i] === b);

/** The real type from the content's magic bytes; 'unknown' when none matches. */
export function detectImageType(bytes: Uint8Array): ImageType | 'unknown' {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBPVP8')) return 'webp';
  if (ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) return 'avif';
  // JPEG XL: a bare codestream (FF 0A) or the ISO BMFF container.
  if (startsWith(bytes, [0xff, 0x0a]) || (startsWith(bytes, [0, 0, 0, 0x0c]) && ascii(bytes, 4, 'JXL ') && startsWith(bytes, [0x0d, 0x0a, 0x87, 0x0a], 8))) return 'jxl';
  if (startsWith(bytes, [0xf4, 0xff, 0x6f])) return 'wp2';
  if (ascii(bytes, 0, 'BM') && bytes.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(bytes[14] | (bytes[15] << 8))) return 'bmp';
  return 'unknown';
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
