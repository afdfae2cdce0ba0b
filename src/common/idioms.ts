/**
 * Idioms (成语): the list of cnchar-idiom (30,741, loaded on first use) and the chain (接龙) rules: the next
 * idiom starts with the last character of the one before (by character), or with a character read the same
 * way, tones ignored (by sound). Pure: used by the idiom tools' pages and tested in Node.
 */
import type { PinyinFn } from './cn-search.js';

export async function loadIdiomList(): Promise<string[]> {
  const [{ default: cnchar }, { default: idiom }] = await Promise.all([import('cnchar'), import('cnchar-idiom')]);
  cnchar.use(idiom);
  return (cnchar.idiom as unknown as { dict: { idiom: string[] } }).dict.idiom;
}

export type ChainMode = 'char' | 'sound';

export interface IdiomChain {
  has(word: string): boolean;
  /** Idioms that may follow `word` (not `word` itself), in list order. */
  next(word: string, mode: ChainMode): string[];
  /** Does `b` properly follow `a`? */
  follows(a: string, b: string, mode: ChainMode): boolean;
  /** Whether sound chains are available (the pinyin has been worked out). */
  readonly sound: boolean;
}

const first = (w: string) => [...w][0];
const last = (w: string) => [...w].at(-1) ?? '';

/** Builds the chain over `idioms`; with `syllables` (each idiom's toneless pinyin) it also chains by sound. */
export function createChain(idioms: readonly string[], syllables?: ReadonlyMap<string, string[]>): IdiomChain {
  const byChar = new Map<string, string[]>();
  const bySound = new Map<string, string[]>();
  const words = new Set(idioms);
  for (const w of idioms) {
    const c = first(w);
    if (!byChar.has(c)) byChar.set(c, []);
    byChar.get(c)!.push(w);
    const s = syllables?.get(w)?.[0];
    if (s && !bySound.has(s)) bySound.set(s, []);
    if (s) bySound.get(s)!.push(w);
  }
  const lastSound = (w: string) => syllables?.get(w)?.at(-1);
  const chain: IdiomChain = {
    sound: Boolean(syllables),
    has: (w) => words.has(w),
    next(word, mode) {
      const list = mode === 'char' ? byChar.get(last(word)) : bySound.get(lastSound(word) ?? '');
      return (list ?? []).filter((w) => w !== word);
    },
    follows(a, b, mode) {
      if (mode === 'char') return last(a) === first(b);
      const s = lastSound(a);
      return Boolean(s) && s === syllables?.get(b)?.[0];
    },
  };
  return chain;
}

/** Toneless syllables of each idiom (context-aware), worked out in slices so the page stays responsive. */
export async function idiomSyllables(idioms: readonly string[], toPinyin: PinyinFn, signal?: AbortSignal) {
  const map = new Map<string, string[]>();
  for (let i = 0; i < idioms.length; i += 500) {
    signal?.throwIfAborted();
    for (const w of idioms.slice(i, i + 500))
      map.set(
        w,
        toPinyin(w).map((s) => s.toLowerCase()),
      );
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return map;
}

/**
 * A chain of up to `steps` idioms after `start`, each following the one before, never repeating an idiom;
 * `pick` chooses among the candidates (random in the page, the first in tests). Stops early at a dead end.
 */
export function buildChain(
  chain: IdiomChain,
  start: string,
  steps: number,
  mode: ChainMode,
  pick: (candidates: string[]) => string,
): string[] {
  const out = [start];
  const used = new Set(out);
  while (out.length <= steps) {
    const options = chain.next(out.at(-1)!, mode).filter((w) => !used.has(w));
    if (options.length === 0) break;
    const w = pick(options);
    out.push(w);
    used.add(w);
  }
  return out;
}
