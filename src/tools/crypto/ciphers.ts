/**
 * 在线加解密: AES (CBC, ECB, CTR, CFB, OFB with crypto-js; GCM with Web Crypto), DES, 3DES and RC4
 * (crypto-js), SM4 (sm-crypto, GB/T 32907: ECB, CBC). Keys are used as given (raw bytes, of the cipher's
 * size) or derived from a passphrase the way OpenSSL's `enc -md md5` does (EVP_BytesToKey, MD5, random
 * 8-byte salt, output "Salted__" + salt + ciphertext: what crypto-js does with a string key). Padding is
 * ours (PKCS#7, zeros or none) so that a wrong key is reported, not shown as garbage.
 */
import CryptoJS from 'crypto-js';
import * as smCryptoModule from 'sm-crypto';
import type { SM4Mode_ArrayOutput } from 'sm-crypto';
import {
  Base64Error,
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  concatBytes,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from '../../common/bytes.js';
import { format } from '../../common/messages.js';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { InputError } from '../../web/kit/tools/text-transform.js';
import { messages } from './messages.js';

type Lang = keyof typeof messages;

export const ALGORITHMS = ['aes', 'sm4', 'des', '3des', 'rc4'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export const MODES = ['cbc', 'gcm', 'ecb', 'ctr', 'cfb', 'ofb'] as const;
export type Mode = (typeof MODES)[number];
export const PADDINGS = ['pkcs7', 'zero', 'none'] as const;
export type Padding = (typeof PADDINGS)[number];
export const ENCODINGS = ['utf8', 'hex', 'base64'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export const SCHEMA = defineOptions({
  direction: opt.choice(['encrypt', 'decrypt'], 'encrypt'),
  algorithm: opt.choice(ALGORITHMS, 'aes'),
  mode: opt.choice(MODES, 'cbc'),
  padding: opt.choice(PADDINGS, 'pkcs7'),
  keyMode: opt.choice(['raw', 'passphrase'], 'raw'),
  keyEncoding: opt.choice(ENCODINGS, 'utf8'),
  ivEncoding: opt.choice(ENCODINGS, 'utf8'),
  /** The plain side: text (UTF-8), or bytes written in hex or Base64. */
  plainEncoding: opt.choice(ENCODINGS, 'utf8'),
  cipherEncoding: opt.choice(['base64', 'hex'], 'base64'),
});
export type Options = Values<typeof SCHEMA>;

/** What CryptoJS.AES.encrypt('你好，CryptoJS', 'secret').toString() gave (crypto-js 4.2): an example and a test. */
export const CRYPTOJS_SAMPLE = 'U2FsdGVkX1/Qf4QTYuKUI5kvEfz86zZ3vFW8HKp/6nBSpVrijEVGUfjPiinBI5dG';

export interface Secrets {
  key: string;
  iv: string;
}

/** The modes each cipher has here (RC4 is a stream cipher: none). */
export function modesOf(algorithm: Algorithm): readonly Mode[] {
  if (algorithm === 'aes') return MODES;
  if (algorithm === 'sm4') return ['cbc', 'ecb'];
  if (algorithm === 'rc4') return [];
  return ['cbc', 'ecb', 'ctr', 'cfb', 'ofb'];
}

/** The key sizes in bytes (3DES: two keys K1 K2 with K3 = K1, or three; AES-GCM: 128 or 256 bits in browsers). */
export function keySizes(algorithm: Algorithm, mode: Mode): number[] {
  switch (algorithm) {
    case 'aes':
      return mode === 'gcm' ? [16, 32] : [16, 24, 32];
    case 'sm4':
      return [16];
    case 'des':
      return [8];
    case '3des':
      return [16, 24];
    case 'rc4':
      return [];
  }
}

export function blockSize(algorithm: Algorithm): number {
  return algorithm === 'des' || algorithm === '3des' ? 8 : algorithm === 'rc4' ? 1 : 16;
}

/** The IV's size in bytes, or 0 when the mode takes none (ECB, RC4). GCM takes the recommended 12. */
export function ivSize(algorithm: Algorithm, mode: Mode): number {
  if (algorithm === 'rc4' || mode === 'ecb') return 0;
  if (mode === 'gcm') return 12;
  return blockSize(algorithm);
}

/** The options as they apply (a mode the cipher lacks falls back to its first; GCM pads nothing). */
export function effective(o: Options): Options {
  const modes = modesOf(o.algorithm);
  const mode = modes.length === 0 ? 'ecb' : modes.includes(o.mode) ? o.mode : modes[0]!;
  const keyMode = o.algorithm === 'sm4' || mode === 'gcm' ? 'raw' : o.keyMode;
  const padding = o.algorithm === 'rc4' || mode === 'gcm' ? 'none' : o.padding;
  return { ...o, mode, keyMode, padding };
}

export function decodeText(text: string, encoding: Encoding, what: string, lang: Lang): Uint8Array {
  const m = messages[lang];
  if (encoding === 'utf8') return utf8Encode(text);
  const clean = text.replace(/\s+/g, '');
  if (encoding === 'hex') {
    const bytes = hexToBytes(clean.replace(/^0x/i, ''));
    if (!bytes) throw new InputError(format(m.badHex, { what }));
    return bytes;
  }
  try {
    return base64ToBytes(clean);
  } catch (error) {
    if (error instanceof Base64Error) throw new InputError(format(m.badBase64, { what }));
    throw error;
  }
}

export function encodeBytes(bytes: Uint8Array, encoding: Encoding, lang: Lang): string {
  if (encoding === 'hex') return bytesToHex(bytes);
  if (encoding === 'base64') return bytesToBase64(bytes);
  const text = utf8Decode(bytes);
  if (text === null) throw new InputError(messages[lang].notUtf8);
  return text;
}

function pad(data: Uint8Array, size: number, padding: Padding, lang: Lang): Uint8Array {
  if (size === 1) return data;
  if (padding === 'pkcs7') {
    const n = size - (data.length % size);
    return concatBytes(data, new Uint8Array(n).fill(n));
  }
  if (padding === 'zero') {
    const n = data.length % size === 0 ? 0 : size - (data.length % size);
    return concatBytes(data, new Uint8Array(n));
  }
  if (data.length % size !== 0) throw new InputError(format(messages[lang].notMultiple, { size }));
  return data;
}

function unpad(data: Uint8Array, size: number, padding: Padding, lang: Lang): Uint8Array {
  if (padding === 'pkcs7') {
    const n = data[data.length - 1] ?? 0;
    const ok = n >= 1 && n <= size && data.length >= n && data.subarray(data.length - n).every((b) => b === n);
    if (!ok) throw new InputError(messages[lang].badPadding);
    return data.subarray(0, data.length - n);
  }
  if (padding === 'zero') {
    let end = data.length;
    while (end > 0 && data[end - 1] === 0) end--;
    return data.subarray(0, end);
  }
  return data;
}

const toWords = (b: Uint8Array) => CryptoJS.lib.WordArray.create(b as unknown as number[], b.length);

function fromWords(w: CryptoJS.lib.WordArray): Uint8Array {
  const out = new Uint8Array(Math.max(0, w.sigBytes));
  for (let i = 0; i < out.length; i++) out[i] = (w.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

const CJS_MODES = {
  cbc: CryptoJS.mode.CBC,
  ecb: CryptoJS.mode.ECB,
  ctr: CryptoJS.mode.CTR,
  cfb: CryptoJS.mode.CFB,
  ofb: CryptoJS.mode.OFB,
} as const;

function cjsCipher(algorithm: Algorithm) {
  if (algorithm === 'aes') return CryptoJS.AES;
  if (algorithm === 'des') return CryptoJS.DES;
  if (algorithm === '3des') return CryptoJS.TripleDES;
  return CryptoJS.RC4;
}

function checkKey(key: Uint8Array, o: Options, lang: Lang): void {
  const m = messages[lang];
  const sizes = keySizes(o.algorithm, o.mode);
  if (key.length === 0) throw new InputError(m.noKey);
  if (sizes.length === 0 ? key.length > 256 : !sizes.includes(key.length))
    throw new InputError(
      format(m.badKeySize, {
        got: key.length,
        want: sizes.length ? sizes.join(' / ') : '1–256',
      }),
    );
}

function checkIv(iv: Uint8Array, o: Options, lang: Lang): void {
  const size = ivSize(o.algorithm, o.mode);
  if (size && iv.length !== size)
    throw new InputError(format(messages[lang].badIvSize, { got: iv.length, want: size }));
}

/** sm-crypto's options: ECB when no mode is given; our padding, so none there. */
function sm4Config(mode: Mode, iv: Uint8Array): SM4Mode_ArrayOutput {
  return mode === 'cbc'
    ? { mode: 'cbc', iv: Array.from(iv), padding: 'none', output: 'array' }
    : { padding: 'none', output: 'array' };
}

/** sm-crypto is CommonJS: its `sm4` is on the default export when Node loads it as ESM (pre-rendering). */
const sm4 = () => ((smCryptoModule as unknown as { default?: typeof smCryptoModule }).default ?? smCryptoModule).sm4;

const subtle = () => globalThis.crypto.subtle;
/** Web Crypto takes bytes on an ArrayBuffer (not a shared one): a copy. */
const own = (b: Uint8Array) => new Uint8Array(b);

/** Encrypts bytes; the result in raw-key mode is the ciphertext (GCM: with its 16-byte tag at the end). */
export async function encryptBytes(
  plain: Uint8Array,
  options: Options,
  secrets: Secrets,
  lang: Lang,
): Promise<Uint8Array> {
  const o = effective(options);
  const m = messages[lang];
  const bs = blockSize(o.algorithm);
  if (o.keyMode === 'passphrase') {
    if (secrets.key === '') throw new InputError(m.noKey);
    const data = o.algorithm === 'rc4' ? plain : pad(plain, bs, o.padding, lang);
    const params = cjsCipher(o.algorithm).encrypt(toWords(data), secrets.key, {
      mode: CJS_MODES[o.mode as keyof typeof CJS_MODES],
      padding: CryptoJS.pad.NoPadding,
    });
    return base64ToBytes(params.toString());
  }
  const key = decodeText(secrets.key, o.keyEncoding, m.key, lang);
  checkKey(key, o, lang);
  const iv = ivSize(o.algorithm, o.mode) ? decodeText(secrets.iv, o.ivEncoding, m.iv, lang) : new Uint8Array();
  checkIv(iv, o, lang);
  if (o.mode === 'gcm') {
    const k = await subtle().importKey('raw', own(key), 'AES-GCM', false, ['encrypt']);
    return new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: own(iv) }, k, own(plain)));
  }
  const data = pad(plain, bs, o.padding, lang);
  if (o.algorithm === 'sm4') {
    return Uint8Array.from(sm4().encrypt(Array.from(data), Array.from(key), sm4Config(o.mode, iv)));
  }
  const params = cjsCipher(o.algorithm).encrypt(toWords(data), toWords(key), {
    iv: iv.length ? toWords(iv) : undefined,
    mode: CJS_MODES[o.mode as keyof typeof CJS_MODES],
    padding: CryptoJS.pad.NoPadding,
  });
  return fromWords(params.ciphertext);
}

export async function decryptBytes(
  data: Uint8Array,
  options: Options,
  secrets: Secrets,
  lang: Lang,
): Promise<Uint8Array> {
  const o = effective(options);
  const m = messages[lang];
  const bs = blockSize(o.algorithm);
  if (data.length === 0) throw new InputError(m.emptyCipher);
  const block = o.algorithm !== 'rc4' && (o.mode === 'cbc' || o.mode === 'ecb');
  if (o.keyMode === 'passphrase') {
    if (secrets.key === '') throw new InputError(m.noKey);
    const head = new TextDecoder().decode(data.subarray(0, 8));
    if (head !== 'Salted__' || data.length < 16) throw new InputError(m.notSalted);
    if (block && (data.length - 16) % bs !== 0) throw new InputError(format(m.cipherLength, { size: bs }));
    const words = cjsCipher(o.algorithm).decrypt(bytesToBase64(data), secrets.key, {
      mode: CJS_MODES[o.mode as keyof typeof CJS_MODES],
      padding: CryptoJS.pad.NoPadding,
    });
    const plain = fromWords(words);
    return o.algorithm === 'rc4' ? plain : unpad(plain, bs, o.padding, lang);
  }
  const key = decodeText(secrets.key, o.keyEncoding, m.key, lang);
  checkKey(key, o, lang);
  const iv = ivSize(o.algorithm, o.mode) ? decodeText(secrets.iv, o.ivEncoding, m.iv, lang) : new Uint8Array();
  checkIv(iv, o, lang);
  if (o.mode === 'gcm') {
    if (data.length < 16) throw new InputError(m.gcmFailed);
    const k = await subtle().importKey('raw', own(key), 'AES-GCM', false, ['decrypt']);
    try {
      return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: own(iv) }, k, own(data)));
    } catch {
      throw new InputError(m.gcmFailed);
    }
  }
  if (block && data.length % bs !== 0) throw new InputError(format(m.cipherLength, { size: bs }));
  let plain: Uint8Array;
  if (o.algorithm === 'sm4') {
    plain = Uint8Array.from(sm4().decrypt(Array.from(data), Array.from(key), sm4Config(o.mode, iv)));
  } else {
    const params = CryptoJS.lib.CipherParams.create({ ciphertext: toWords(data) });
    plain = fromWords(
      cjsCipher(o.algorithm).decrypt(params, toWords(key), {
        iv: iv.length ? toWords(iv) : undefined,
        mode: CJS_MODES[o.mode as keyof typeof CJS_MODES],
        padding: CryptoJS.pad.NoPadding,
      }),
    );
  }
  return o.algorithm === 'rc4' ? plain : unpad(plain, bs, o.padding, lang);
}

/** The page's transform: text in, text out, in the encodings the options name. */
export async function runCipher(text: string, options: Options, secrets: Secrets, lang: Lang): Promise<string> {
  const m = messages[lang];
  if (options.direction === 'encrypt') {
    const plain = decodeText(text, options.plainEncoding, m.plainText, lang);
    return encodeBytes(await encryptBytes(plain, options, secrets, lang), options.cipherEncoding, lang);
  }
  const data = decodeText(text, options.cipherEncoding, m.cipherText, lang);
  return encodeBytes(await decryptBytes(data, options, secrets, lang), options.plainEncoding, lang);
}
