/**
 * md5加密: digests with hash-wasm (WebAssembly, incremental, so files of any size stream through in
 * chunks): MD5, SHA-1/256/384/512, SHA3-256, SM3, CRC32, and HMAC over the cryptographic ones.
 */
import {
  createCRC32,
  createHMAC,
  createMD5,
  createSHA1,
  createSHA256,
  createSHA3,
  createSHA384,
  createSHA512,
  createSM3,
  type IHasher,
} from 'hash-wasm';
import { defineOptions, opt, type Values } from '../../web/kit/options/schema.js';
import { utf8Encode } from '../../common/bytes.js';

export const ALGORITHMS = ['MD5', 'SHA-1', 'SHA-256', 'SHA-384', 'SHA-512', 'SHA3-256', 'SM3', 'CRC32'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export const SCHEMA = defineOptions({
  source: opt.choice(['text', 'file'], 'text'),
  upper: opt.bool(false),
  hmac: opt.bool(false),
});
export type Options = Values<typeof SCHEMA>;

const FACTORY: Record<Algorithm, () => Promise<IHasher>> = {
  MD5: createMD5,
  'SHA-1': createSHA1,
  'SHA-256': createSHA256,
  'SHA-384': createSHA384,
  'SHA-512': createSHA512,
  'SHA3-256': () => createSHA3(256),
  SM3: createSM3,
  CRC32: createCRC32,
};

/** The algorithms that apply: HMAC is defined over cryptographic hashes only (not CRC32). */
export function algorithmsFor(hmac: boolean): Algorithm[] {
  return ALGORITHMS.filter((a) => !hmac || a !== 'CRC32');
}

export interface Digest {
  algorithm: Algorithm;
  hex: string;
}

/** All digests of a stream of chunks, fed once through every hasher. */
export async function hashChunks(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  hmacKey: string | null,
): Promise<Digest[]> {
  const algorithms = algorithmsFor(hmacKey !== null);
  const key = hmacKey === null ? null : utf8Encode(hmacKey);
  const hashers = await Promise.all(
    algorithms.map(async (a) => {
      const h = key ? await createHMAC(FACTORY[a](), key) : await FACTORY[a]();
      h.init();
      return h;
    }),
  );
  for await (const chunk of chunks) for (const h of hashers) h.update(chunk);
  return algorithms.map((algorithm, i) => ({ algorithm, hex: hashers[i].digest('hex') }));
}

export function hashText(text: string, hmacKey: string | null): Promise<Digest[]> {
  return hashChunks([utf8Encode(text)], hmacKey);
}

/** The 16-character MD5 many Chinese sites show: the middle of the 32-character one. */
export function md5Short(md5: string): string {
  return md5.slice(8, 24);
}

/** The digests as shown and saved: upper case if asked, MD5's short form added after MD5. */
export function digestRows(digests: Digest[], upper: boolean, shortLabel: string): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  for (const d of digests) {
    const value = upper ? d.hex.toUpperCase() : d.hex;
    rows.push({ label: d.algorithm, value });
    if (d.algorithm === 'MD5') rows.push({ label: shortLabel, value: md5Short(value) });
  }
  return rows;
}

/** Which row a pasted checksum matches (case, spaces and a leading "algo:" ignored), or null. */
export function matchChecksum(rows: { label: string; value: string }[], expected: string): string | null {
  const clean = expected
    .trim()
    .replace(/^[\w-]+[:=]\s*/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  if (!/^[0-9a-f]+$/.test(clean)) return null;
  return rows.find((r) => r.value.toLowerCase() === clean)?.label ?? null;
}

export function rowsText(rows: { label: string; value: string }[]): string {
  const width = Math.max(...rows.map((r) => r.label.length));
  return rows.map((r) => `${r.label.padEnd(width)}  ${r.value}`).join('\n');
}
