/**
 * What an uploaded file really is, from its content (never its name), and the size an image claims in its
 * header (read before anything decodes it, so a decompression bomb is refused cheaply).
 */
import { detectImageType } from '../../common/image-signature.js';

export interface ContentType {
  mime: string;
  ext: string;
  /** Images may be shown inline; everything else is served as a download. */
  inline: boolean;
  /** Set for images: check the header dimensions. */
  image?: 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'avif';
}

const IMAGE_TYPES: Record<string, ContentType> = {
  png: { mime: 'image/png', ext: 'png', inline: true, image: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', inline: true, image: 'jpeg' },
  gif: { mime: 'image/gif', ext: 'gif', inline: true, image: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp', inline: true, image: 'webp' },
  bmp: { mime: 'image/bmp', ext: 'bmp', inline: true, image: 'bmp' },
  avif: { mime: 'image/avif', ext: 'avif', inline: true, image: 'avif' },
};

const ascii = (b: Uint8Array, at: number, text: string) => text.length + at <= b.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const bytesAt = (b: Uint8Array, at: number, sig: number[]) => sig.length + at <= b.length && sig.every((x, i) => b[at + i] === x);

/** Markup a browser could run script in (HTML, SVG, XML): refused whatever the name says. */
export function looksLikeMarkup(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<')) return true;
  return /<(script|svg|html|!doctype|iframe|object|embed|body|head|meta|xml|\?xml)\b/.test(head);
}

function isUtf8Text(b: Uint8Array): boolean {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/** The content's type, or null when it is not one we accept (unknown binary, markup). */
export function sniffContent(b: Uint8Array): ContentType | null {
  const image = detectImageType(b);
  if (image in IMAGE_TYPES) return IMAGE_TYPES[image];
  if (ascii(b, 0, '%PDF-')) return { mime: 'application/pdf', ext: 'pdf', inline: false };
  // Office Open XML, OpenDocument and other zips; legacy Office (OLE compound files).
  if (bytesAt(b, 0, [0x50, 0x4b, 0x03, 0x04])) return { mime: 'application/zip', ext: 'zip', inline: false };
  if (bytesAt(b, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { mime: 'application/x-ole-storage', ext: 'ole', inline: false };
  // Audio for speech tools.
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) return { mime: 'audio/wav', ext: 'wav', inline: false };
  if (ascii(b, 0, 'ID3') || (b.length > 1 && b[0] === 0xff && (b[1] & 0xe0) === 0xe0 && (b[1] & 0x06) !== 0)) return { mime: 'audio/mpeg', ext: 'mp3', inline: false };
  if (ascii(b, 0, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg', inline: false };
  if (ascii(b, 0, 'fLaC')) return { mime: 'audio/flac', ext: 'flac', inline: false };
  if (ascii(b, 0, '#!AMR')) return { mime: 'audio/amr', ext: 'amr', inline: false };
  if (ascii(b, 4, 'ftyp')) return { mime: ascii(b, 8, 'M4A ') ? 'audio/mp4' : 'video/mp4', ext: ascii(b, 8, 'M4A ') ? 'm4a' : 'mp4', inline: false };
  // Plain text, as a download only; never markup.
  if (!looksLikeMarkup(b) && isUtf8Text(b)) return { mime: 'text/plain; charset=utf-8', ext: 'txt', inline: false };
  return null;
}

const be16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const le16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const be32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const le24 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const le32s = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);

export interface Dimensions {
  width: number;
  height: number;
}

function jpegDimensions(b: Uint8Array): Dimensions | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { height: be16(b, i + 5), width: be16(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null;
    i += 2 + be16(b, i + 2);
  }
  return null;
}

function webpDimensions(b: Uint8Array): Dimensions | null {
  if (ascii(b, 12, 'VP8X') && b.length >= 30) return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  if (ascii(b, 12, 'VP8L') && b.length >= 25 && b[20] === 0x2f) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && bytesAt(b, 23, [0x9d, 0x01, 0x2a])) return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  return null;
}

function avifDimensions(b: Uint8Array): Dimensions | null {
  const limit = Math.min(b.length, 1 << 16) - 16;
  for (let i = 4; i < limit; i++) {
    if (b[i] === 0x69 && ascii(b, i, 'ispe')) return { width: be32(b, i + 8), height: be32(b, i + 12) };
  }
  return null;
}

/** The width and height an image's header declares; null when the header cannot be read. */
export function imageDimensions(type: NonNullable<ContentType['image']>, b: Uint8Array): Dimensions | null {
  switch (type) {
    case 'png':
      return b.length >= 24 && ascii(b, 12, 'IHDR') ? { width: be32(b, 16), height: be32(b, 20) } : null;
    case 'gif':
      return b.length >= 10 ? { width: le16(b, 6), height: le16(b, 8) } : null;
    case 'bmp': {
      if (b.length < 26) return null;
      const header = le16(b, 14);
      return header === 12 ? { width: le16(b, 18), height: le16(b, 20) } : { width: Math.abs(le32s(b, 18)), height: Math.abs(le32s(b, 22)) };
    }
    case 'jpeg':
      return jpegDimensions(b);
    case 'webp':
      return webpDimensions(b);
    case 'avif':
      return avifDimensions(b);
  }
}

/** A file name for the Content-Disposition header, or null when it is hostile (path separators, control characters, "..", too long). */
export function safeFileName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200) return null;
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed) || trimmed.includes('..')) return null;
  return trimmed;
}

/** `attachment`/`inline` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
