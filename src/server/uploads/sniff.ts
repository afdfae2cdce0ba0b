/**
 * What an uploaded file really is, from its content (never its name), and the size an image claims in its
 * header (read before anything decodes it, so a decompression bomb is refused cheaply).
 */
import { detectImageType } from '../../common/image-format.js';

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

const ascii = (b: Uint8Array, at: number, text: string) =>
  text.length + at <= b.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const bytesAt = (b: Uint8Array, at: number, sig: number[]) =>
  sig.length + at <= b.length && sig.every((x, i) => b[at + i] === x);

/** Markup a browser could run script in (HTML, SVG, XML): refused whatever the name says. */
export function looksLikeMarkup(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(b.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
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

/**
 * Markup a browser would run, in the head of a file whatever its signature says (a polyglot: `GIF89a<html>`,
 * UTF-16 HTML behind a byte-order mark): read as Latin-1 and as UTF-16 in both byte orders.
 */
export function containsMarkup(b: Uint8Array): boolean {
  const head = b.subarray(0, 1024);
  const texts = [
    new TextDecoder('latin1').decode(head),
    new TextDecoder('utf-16le').decode(head.subarray(0, head.length & ~1)),
    new TextDecoder('utf-16be').decode(head.subarray(0, head.length & ~1)),
  ];
  return texts.some((t) => /<(script|html|body|head|iframe|svg|object|embed|meta|!doctype\s+html)[\s>/]/i.test(t));
}

const MPEG_BITRATES_KBPS = {
  v1: [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448], // layer I
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384], // layer II
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320], // layer III
  ],
  v2: [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
const MPEG_SAMPLE_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] } as Record<
  number,
  number[]
>;

/** The length of the MPEG audio frame whose header is at `i`, or 0 when there is no valid header there. */
export function mpegFrameLength(b: Uint8Array, i: number): number {
  if (i + 4 > b.length || b[i] !== 0xff || (b[i + 1] & 0xe0) !== 0xe0) return 0;
  const version = (b[i + 1] >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = 4 - ((b[i + 1] >> 1) & 3); // 1..3; 4 is reserved
  const bitrateIndex = b[i + 2] >> 4;
  const rateIndex = (b[i + 2] >> 2) & 3;
  if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0;
  const kbps = MPEG_BITRATES_KBPS[version === 3 ? 'v1' : 'v2'][layer - 1][bitrateIndex - 1];
  const rate = MPEG_SAMPLE_RATES[version][rateIndex];
  const padding = (b[i + 2] >> 1) & 1;
  if (layer === 1) return (Math.floor((12 * kbps * 1000) / rate) + padding) * 4;
  const perFrame = layer === 3 && version !== 3 ? 72 : 144;
  return Math.floor((perFrame * kbps * 1000) / rate) + padding;
}

/**
 * MP3: an optional ID3v2 tag (and zero padding), then MPEG audio frames that follow one another: three in a
 * row, or a whole short file of them (an ID3v1 tag may end it). One `FF Ex` pair proves nothing.
 */
function isMpegAudio(b: Uint8Array): boolean {
  let i = 0;
  if (ascii(b, 0, 'ID3') && b.length >= 10) {
    i = 10 + ((b[6] & 0x7f) << 21) + ((b[7] & 0x7f) << 14) + ((b[8] & 0x7f) << 7) + (b[9] & 0x7f);
    if (b[5] & 0x10) i += 10; // footer
    while (i < b.length && b[i] === 0 && i < 1 << 16) i++;
  }
  for (let frames = 0; frames < 3; frames++) {
    const length = mpegFrameLength(b, i);
    if (length === 0) return frames > 0 && (i === b.length || (b.length - i === 128 && ascii(b, i, 'TAG')));
    i += length;
  }
  return true;
}

/** The content's type, or null when it is not one we accept (unknown binary, markup anywhere in its head). */
export function sniffContent(b: Uint8Array): ContentType | null {
  const type = sniffSignature(b);
  return type && !containsMarkup(b) ? type : null;
}

function sniffSignature(b: Uint8Array): ContentType | null {
  const image = detectImageType(b);
  if (image in IMAGE_TYPES) return IMAGE_TYPES[image];
  if (ascii(b, 0, '%PDF-')) return { mime: 'application/pdf', ext: 'pdf', inline: false };
  // Office Open XML, OpenDocument and other zips; legacy Office (OLE compound files).
  if (bytesAt(b, 0, [0x50, 0x4b, 0x03, 0x04])) return { mime: 'application/zip', ext: 'zip', inline: false };
  if (bytesAt(b, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { mime: 'application/x-ole-storage', ext: 'ole', inline: false };
  // Audio for speech tools.
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) return { mime: 'audio/wav', ext: 'wav', inline: false };
  if (isMpegAudio(b)) return { mime: 'audio/mpeg', ext: 'mp3', inline: false };
  if (ascii(b, 0, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg', inline: false };
  if (ascii(b, 0, 'fLaC')) return { mime: 'audio/flac', ext: 'flac', inline: false };
  if (ascii(b, 0, '#!AMR')) return { mime: 'audio/amr', ext: 'amr', inline: false };
  if (ascii(b, 4, 'ftyp'))
    return {
      mime: ascii(b, 8, 'M4A ') ? 'audio/mp4' : 'video/mp4',
      ext: ascii(b, 8, 'M4A ') ? 'm4a' : 'mp4',
      inline: false,
    };
  // Plain text, as a download only; never markup.
  if (!looksLikeMarkup(b) && isUtf8Text(b)) return { mime: 'text/plain; charset=utf-8', ext: 'txt', inline: false };
  return null;
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
