/** base64编码: text (UTF-8) and files to Base64 and back; what a decoded file is, from its first bytes. */
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { formatBytes } from '../../web/kit/results/files.js';
import { format } from '../../common/messages.js';
import { Base64Error, base64ToBytes, bytesToBase64, utf8Decode, utf8Encode } from '../../common/bytes.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const SCHEMA = defineOptions({
  source: opt.choice(['text', 'file'], 'text'),
  direction: opt.choice(['encode', 'decode'], 'encode'),
  urlSafe: opt.bool(false),
  wrap: opt.bool(false),
  dataUrl: opt.bool(true),
});
export type Options = Values<typeof SCHEMA>;

export function encodeBytes(bytes: Uint8Array, options: Pick<Options, 'urlSafe' | 'wrap'>): string {
  return bytesToBase64(bytes, { urlSafe: options.urlSafe, pad: !options.urlSafe, lineLength: options.wrap ? 76 : 0 });
}

export function encodeText(text: string, options: Pick<Options, 'urlSafe' | 'wrap'>): string {
  return encodeBytes(utf8Encode(text), options);
}

export function decodeBytes(text: string, lang: Lang): Uint8Array {
  const m = messages[lang];
  try {
    return base64ToBytes(text);
  } catch (error) {
    if (!(error instanceof Base64Error)) throw error;
    const p = error.problem;
    if (p.kind === 'badChar') throw new InputError(format(m.badChar, { index: p.index + 1, char: p.char }));
    if (p.kind === 'badPadding') throw new InputError(format(m.badPadding, { index: p.index + 1 }));
    throw new InputError(m.badLength);
  }
}

export function decodeText(text: string, lang: Lang): string {
  const bytes = decodeBytes(text, lang);
  const decoded = utf8Decode(bytes);
  if (decoded === null) {
    const type = sniffType(bytes);
    throw new InputError(
      format(messages[lang].notText, {
        size: formatBytes(bytes.length),
        type: type ? type.label : messages[lang].binary,
      }),
    );
  }
  return decoded.replace(/^\ufeff/, '');
}

export function transformText(text: string, options: Options, lang: Lang): string {
  return options.direction === 'encode' ? encodeText(text, options) : decodeText(text, lang);
}

export interface FileType {
  mime: string;
  ext: string;
  label: string;
}

const SIGNATURES: [number[], number, FileType][] = [
  [[0x89, 0x50, 0x4e, 0x47], 0, { mime: 'image/png', ext: 'png', label: 'PNG' }],
  [[0xff, 0xd8, 0xff], 0, { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' }],
  [[0x47, 0x49, 0x46, 0x38], 0, { mime: 'image/gif', ext: 'gif', label: 'GIF' }],
  [[0x42, 0x4d], 0, { mime: 'image/bmp', ext: 'bmp', label: 'BMP' }],
  [[0x00, 0x00, 0x01, 0x00], 0, { mime: 'image/x-icon', ext: 'ico', label: 'ICO' }],
  [[0x25, 0x50, 0x44, 0x46], 0, { mime: 'application/pdf', ext: 'pdf', label: 'PDF' }],
  [[0x50, 0x4b, 0x03, 0x04], 0, { mime: 'application/zip', ext: 'zip', label: 'ZIP' }],
  [[0x1f, 0x8b], 0, { mime: 'application/gzip', ext: 'gz', label: 'GZIP' }],
  [[0x49, 0x44, 0x33], 0, { mime: 'audio/mpeg', ext: 'mp3', label: 'MP3' }],
  [[0x4f, 0x67, 0x67, 0x53], 0, { mime: 'audio/ogg', ext: 'ogg', label: 'OGG' }],
  [[0x66, 0x74, 0x79, 0x70], 4, { mime: 'video/mp4', ext: 'mp4', label: 'MP4' }],
  [[0x77, 0x4f, 0x46, 0x32], 0, { mime: 'font/woff2', ext: 'woff2', label: 'WOFF2' }],
];
const RIFF: Record<string, FileType> = {
  WEBP: { mime: 'image/webp', ext: 'webp', label: 'WebP' },
  WAVE: { mime: 'audio/wav', ext: 'wav', label: 'WAV' },
  AVI: { mime: 'video/x-msvideo', ext: 'avi', label: 'AVI' },
};

/** The file type its first bytes say (null when unknown). */
export function sniffType(bytes: Uint8Array): FileType | null {
  const at = (sig: number[], offset: number) => sig.every((b, i) => bytes[offset + i] === b);
  if (at([0x52, 0x49, 0x46, 0x46], 0)) {
    const kind = String.fromCharCode(...bytes.slice(8, 12)).trim();
    return RIFF[kind] ?? null;
  }
  for (const [sig, offset, type] of SIGNATURES) if (at(sig, offset)) return type;
  const head = new TextDecoder().decode(bytes.slice(0, 256)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) return { mime: 'image/svg+xml', ext: 'svg', label: 'SVG' };
  return null;
}

const EXT_BY_MIME: Record<string, string> = { 'text/plain': 'txt', 'application/json': 'json', 'text/html': 'html' };

export interface DecodedFile {
  bytes: Uint8Array;
  type: FileType;
}

/** Base64 or a data: URL back to a file; its type from a data URL, its first bytes, or text/binary. */
export function decodeFile(text: string, lang: Lang): DecodedFile {
  const bytes = decodeBytes(text, lang);
  const declared = /^\s*data:([\w.+-]+\/[\w.+-]+)[^,]*;base64,/i.exec(text)?.[1]?.toLowerCase();
  const sniffed = sniffType(bytes);
  if (sniffed) return { bytes, type: sniffed };
  if (declared) {
    const ext = EXT_BY_MIME[declared] ?? declared.split('/')[1].replace(/^x-/, '').slice(0, 8);
    return { bytes, type: { mime: declared, ext, label: declared } };
  }
  const asText = utf8Decode(bytes);
  if (asText !== null && !/[\x00-\x08\x0e-\x1f]/.test(asText))
    return { bytes, type: { mime: 'text/plain', ext: 'txt', label: 'TXT' } };
  return { bytes, type: { mime: 'application/octet-stream', ext: 'bin', label: messages[lang].binary } };
}

/** A file as Base64, or as a data URL with its type. */
export function encodeFile(
  bytes: Uint8Array,
  mime: string,
  options: Pick<Options, 'urlSafe' | 'wrap' | 'dataUrl'>,
): string {
  const body = encodeBytes(bytes, {
    urlSafe: options.dataUrl ? false : options.urlSafe,
    wrap: options.dataUrl ? false : options.wrap,
  });
  return options.dataUrl ? `data:${mime || 'application/octet-stream'};base64,${body}` : body;
}
