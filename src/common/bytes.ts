/**
 * Bytes as text: UTF-8, Base64 (standard and URL-safe, any size, strict decoding that says where a bad
 * character is) and hex. Pure: pages, Workers and Node alike.
 */

const encoder = new TextEncoder();

export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

/** UTF-8 bytes as text, or null when they are not valid UTF-8. */
export function utf8Decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

const STD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export interface Base64Options {
  /** `-` and `_` instead of `+` and `/` (RFC 4648 §5). */
  urlSafe?: boolean;
  /** Write the `=` padding (default true). */
  pad?: boolean;
  /** Break lines after this many characters (76 for MIME); 0 for none. */
  lineLength?: number;
}

export function bytesToBase64(bytes: Uint8Array, options: Base64Options = {}): string {
  const { urlSafe = false, pad = true, lineLength = 0 } = options;
  const abc = Uint8Array.from(urlSafe ? URL_SAFE : STD, (c) => c.charCodeAt(0));
  // ASCII codes into one buffer, decoded once: fast for megabytes.
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = abc[n >> 18];
    out[o++] = abc[(n >> 12) & 63];
    out[o++] = abc[(n >> 6) & 63];
    out[o++] = abc[n & 63];
  }
  if (i < bytes.length) {
    const two = i + 1 < bytes.length;
    const n = (bytes[i] << 16) | ((two ? bytes[i + 1] : 0) << 8);
    out[o++] = abc[n >> 18];
    out[o++] = abc[(n >> 12) & 63];
    if (two) out[o++] = abc[(n >> 6) & 63];
    if (pad) {
      if (!two) out[o++] = 0x3d;
      out[o++] = 0x3d;
    }
  }
  const text = new TextDecoder().decode(out.subarray(0, o));
  if (!lineLength) return text;
  const lines: string[] = [];
  for (let j = 0; j < text.length; j += lineLength) lines.push(text.slice(j, j + lineLength));
  return lines.join('\n');
}

export type Base64Problem =
  { kind: 'badChar'; char: string; index: number } | { kind: 'badLength' } | { kind: 'badPadding'; index: number };

export class Base64Error extends Error {
  constructor(readonly problem: Base64Problem) {
    super(problem.kind);
  }
}

const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  DECODE[STD.charCodeAt(i)] = i;
  DECODE[URL_SAFE.charCodeAt(i)] = i;
}

/**
 * Base64 (standard or URL-safe, padding optional, white space and line breaks ignored) to bytes;
 * a `data:...;base64,` prefix is skipped. Throws `Base64Error` saying what is wrong and where.
 */
export function base64ToBytes(input: string): Uint8Array {
  let text = input;
  let offset = 0;
  const dataUrl = /^\s*data:[^,]*;base64,/i.exec(text);
  if (dataUrl) {
    offset = dataUrl[0].length;
    text = text.slice(offset);
  }
  const values = new Uint8Array(text.length);
  let n = 0;
  let padAt = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    if (c === 0x3d) {
      if (padAt === -1) padAt = i;
      continue;
    }
    const v = c < 128 ? DECODE[c] : -1;
    if (v === -1)
      throw new Base64Error({ kind: 'badChar', char: String.fromCodePoint(text.codePointAt(i)!), index: offset + i });
    if (padAt !== -1) throw new Base64Error({ kind: 'badPadding', index: offset + padAt });
    values[n++] = v;
  }
  if (n % 4 === 1) throw new Base64Error({ kind: 'badLength' });
  const out = new Uint8Array(Math.floor((n * 3) / 4));
  let o = 0;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    const v = (values[i] << 18) | (values[i + 1] << 12) | (values[i + 2] << 6) | values[i + 3];
    out[o++] = v >> 16;
    out[o++] = (v >> 8) & 255;
    out[o++] = v & 255;
  }
  if (n - i === 2) out[o] = ((values[i] << 18) | (values[i + 1] << 12)) >> 16;
  if (n - i === 3) {
    const v = (values[i] << 18) | (values[i + 1] << 12) | (values[i + 2] << 6);
    out[o] = v >> 16;
    out[o + 1] = (v >> 8) & 255;
  }
  return out;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function bytesToHex(bytes: Uint8Array, separator = ''): string {
  const parts = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) parts[i] = HEX[bytes[i]];
  return parts.join(separator);
}

/** Hex digits (spaces, colons, `0x` prefixes ignored) to bytes; null when not an even run of hex digits. */
export function hexToBytes(text: string): Uint8Array | null {
  const clean = text.replace(/0x/gi, '').replace(/[\s:,-]/g, '');
  if (clean.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(clean)) return null;
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
