/**
 * Steganography in a PNG's low bits (pure; Web Crypto in browsers and Node): a message (text or a small
 * file) is packed into a container — magic, flags, length, CRC-32 — optionally sealed with AES-GCM under a
 * key derived from a password (PBKDF2-SHA-256), and written one bit into the lowest bit of each R, G and B
 * value of fully opaque pixels, in reading order. Any lossy re-encoding (JPEG, chat apps' compression)
 * changes those bits and destroys the message; a lossless PNG keeps it.
 */
import { crc32 } from '../../common/png.js';

const MAGIC = [0x54, 0x42, 0x53, 0x47]; // "TBSG"
const VERSION = 1;
const FLAG_ENCRYPTED = 1;
const FLAG_FILE = 2;
/** magic(4) version(1) flags(1) length(4) */
const HEADER = 10;
const CRC = 4;
export const PBKDF2_ITERATIONS = 200_000;
const SALT = 16;
const IV = 12;

export type Secret = { kind: 'text'; text: string } | { kind: 'file'; name: string; type: string; bytes: Uint8Array };

export type RevealError = 'none' | 'password' | 'wrongPassword' | 'corrupt';
export class StegoError extends Error {
  constructor(readonly code: RevealError | 'tooBig' | 'empty') {
    super(code);
  }
}

export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const enc = new TextEncoder();
const dec = new TextDecoder('utf-8', { fatal: true });

/** The secret as bytes: text as UTF-8; a file as name and type (length-prefixed) then its bytes. */
export function serialise(secret: Secret): Uint8Array {
  if (secret.kind === 'text') return enc.encode(secret.text);
  const name = enc.encode(secret.name.slice(0, 200));
  const type = enc.encode(secret.type.slice(0, 100));
  const out = new Uint8Array(2 + name.length + 1 + type.length + secret.bytes.length);
  out[0] = name.length >> 8;
  out[1] = name.length & 255;
  out.set(name, 2);
  out[2 + name.length] = type.length;
  out.set(type, 3 + name.length);
  out.set(secret.bytes, 3 + name.length + type.length);
  return out;
}

export function deserialise(bytes: Uint8Array, isFile: boolean): Secret {
  if (!isFile) return { kind: 'text', text: dec.decode(bytes) };
  const nameLength = (bytes[0] << 8) | bytes[1];
  const name = dec.decode(bytes.subarray(2, 2 + nameLength));
  const typeLength = bytes[2 + nameLength];
  const type = dec.decode(bytes.subarray(3 + nameLength, 3 + nameLength + typeLength));
  return { kind: 'file', name, type, bytes: bytes.slice(3 + nameLength + typeLength) };
}

async function keyFrom(password: string, salt: Uint8Array): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt: salt as Uint8Array<ArrayBuffer>, iterations: PBKDF2_ITERATIONS, hash: 'SHA-256' },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The container for a secret, sealed when a password is given. */
export async function pack(secret: Secret, password = ''): Promise<Uint8Array> {
  let body = serialise(secret);
  if (secret.kind === 'text' && secret.text === '') throw new StegoError('empty');
  let flags = secret.kind === 'file' ? FLAG_FILE : 0;
  if (password) {
    flags |= FLAG_ENCRYPTED;
    const salt = crypto.getRandomValues(new Uint8Array(SALT));
    const iv = crypto.getRandomValues(new Uint8Array(IV));
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        await keyFrom(password, salt),
        body as Uint8Array<ArrayBuffer>,
      ),
    );
    body = new Uint8Array(SALT + IV + sealed.length);
    body.set(salt);
    body.set(iv, SALT);
    body.set(sealed, SALT + IV);
  }
  const out = new Uint8Array(HEADER + body.length + CRC);
  out.set(MAGIC);
  out[4] = VERSION;
  out[5] = flags;
  new DataView(out.buffer).setUint32(6, body.length);
  out.set(body, HEADER);
  new DataView(out.buffer).setUint32(HEADER + body.length, crc32(out.subarray(0, HEADER + body.length)));
  return out;
}

/** What a container holds; throws StegoError('password' | 'wrongPassword' | 'corrupt'). */
export async function unpack(container: Uint8Array, password = ''): Promise<Secret> {
  const view = new DataView(container.buffer, container.byteOffset, container.byteLength);
  const length = view.getUint32(6);
  const flags = container[5];
  if (container.length < HEADER + length + CRC) throw new StegoError('corrupt');
  if (view.getUint32(HEADER + length) !== crc32(container.subarray(0, HEADER + length)))
    throw new StegoError('corrupt');
  let body = container.subarray(HEADER, HEADER + length);
  if (flags & FLAG_ENCRYPTED) {
    if (!password) throw new StegoError('password');
    try {
      body = new Uint8Array(
        await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: body.slice(SALT, SALT + IV) },
          await keyFrom(password, body.slice(0, SALT)),
          body.slice(SALT + IV),
        ),
      );
    } catch {
      throw new StegoError('wrongPassword');
    }
  }
  try {
    return deserialise(body, Boolean(flags & FLAG_FILE));
  } catch {
    throw new StegoError('corrupt');
  }
}

/** Bytes a picture can hide: 3 bits per fully opaque pixel, less the container's own bytes. */
export function capacity(image: Rgba): number {
  let opaque = 0;
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i] === 255) opaque++;
  return Math.max(0, Math.floor((opaque * 3) / 8) - HEADER - CRC);
}

/** Room a secret takes in the picture: the container's size. */
export function containerSize(secretBytes: number, encrypted: boolean): number {
  return HEADER + secretBytes + (encrypted ? SALT + IV + 16 : 0) + CRC;
}

/** The bit slots: indices into RGBA data of R, G, B values of opaque pixels, in order, lazily. */
function* slots(data: Uint8ClampedArray): Generator<number> {
  for (let p = 0; p < data.length; p += 4) {
    if (data[p + 3] !== 255) continue;
    yield p;
    yield p + 1;
    yield p + 2;
  }
}

/** A copy of the picture with the container in its low bits. Throws StegoError('tooBig'). */
export function embed(image: Rgba, container: Uint8Array): Rgba {
  const data = new Uint8ClampedArray(image.data);
  const bits = container.length * 8;
  let i = 0;
  for (const slot of slots(data)) {
    if (i >= bits) break;
    const bit = (container[i >> 3] >> (7 - (i & 7))) & 1;
    data[slot] = (data[slot] & 0xfe) | bit;
    i++;
  }
  if (i < bits) throw new StegoError('tooBig');
  return { data, width: image.width, height: image.height };
}

/** The container hidden in a picture; throws StegoError('none') when there is none. */
export function extract(image: Rgba): Uint8Array {
  const it = slots(image.data);
  const read = (count: number, into: Uint8Array, offset: number) => {
    for (let b = 0; b < count; b++) {
      let v = 0;
      for (let k = 0; k < 8; k++) {
        const next = it.next();
        if (next.done) throw new StegoError('none');
        v = (v << 1) | (image.data[next.value] & 1);
      }
      into[offset + b] = v;
    }
  };
  const header = new Uint8Array(HEADER);
  read(HEADER, header, 0);
  if (MAGIC.some((m, k) => header[k] !== m) || header[4] !== VERSION) throw new StegoError('none');
  const length = new DataView(header.buffer).getUint32(6);
  if (length > (image.data.length / 4) * 3) throw new StegoError('none');
  const out = new Uint8Array(HEADER + length + CRC);
  out.set(header);
  try {
    read(length + CRC, out, HEADER);
  } catch {
    throw new StegoError('corrupt');
  }
  return out;
}
