/** Random text from the platform's cryptographic generator (never `Math.random`). */
export const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type RandomSource = Pick<Crypto, 'getRandomValues'>;

/**
 * `length` characters drawn uniformly from `alphabet` (default: 20 lowercase letters and digits).
 * Bytes that would bias the choice (the tail above the largest multiple of the alphabet size) are
 * drawn again. Throws when no cryptographic generator is available.
 */
export function randomString(length = 20, alphabet = LOWER_ALNUM, source: RandomSource = globalThis.crypto): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('length must be a non-negative integer');
  if (alphabet.length < 1 || alphabet.length > 256) throw new RangeError('alphabet must hold 1 to 256 characters');
  if (!source?.getRandomValues) throw new Error('No cryptographic random generator');
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = source.getRandomValues(new Uint8Array(Math.min(65_536, Math.max(16, (length - out.length) * 2))));
    for (const b of bytes) {
      if (b >= limit) continue;
      out += alphabet[b % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}
