/** Image formats recognised by their first bytes (shared by the browser's image helpers and the server's uploads). */
export type ImageType = 'avif' | 'gif' | 'jpeg' | 'png' | 'jxl' | 'webp' | 'wp2' | 'bmp';

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
