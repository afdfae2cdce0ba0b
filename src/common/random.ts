/** Unbiased randomness from the cryptographic generator, shared by the random draws and pickers. */

/** Fills an array with random 32-bit words (crypto.getRandomValues in the page; a fixed stream in tests). */
export type RandomWords = (n: number) => Uint32Array;

export const cryptoWords: RandomWords = (n) => crypto.getRandomValues(new Uint32Array(n));

const RANGE = 2 ** 32;

/** An integer in [min, max], unbiased (rejection sampling: words above the last whole multiple are drawn again). */
export function randomInt(min: number, max: number, words: RandomWords = cryptoWords): number {
  const span = max - min + 1;
  const limit = RANGE - (RANGE % span);
  for (;;) {
    const [w] = words(1);
    if (w < limit) return min + (w % span);
  }
}

/** One item of a non-empty list, each equally likely. */
export function pickOne<T>(items: readonly T[], words: RandomWords = cryptoWords): T {
  return items[randomInt(0, items.length - 1, words)];
}
