/** 成语接龙: checks the starting idiom and keeps a played chain valid. */
import type { ChainMode, IdiomChain } from '../../common/idioms.js';

export type StartCheck = { ok: true; word: string } | { ok: false; reason: 'empty' | 'notChinese' | 'unknown' };

/** The starting idiom: trimmed, Chinese, and in the list. */
export function checkStart(chain: IdiomChain, text: string): StartCheck {
  const word = text.replace(/\s+/g, '');
  if (!word) return { ok: false, reason: 'empty' };
  if (!/^\p{Script=Han}+$/u.test(word)) return { ok: false, reason: 'notChinese' };
  if (!chain.has(word)) return { ok: false, reason: 'unknown' };
  return { ok: true, word };
}

export type PlayCheck = 'ok' | 'unknown' | 'noLink' | 'repeated';

/** Can `word` be played after the chain so far? */
export function checkPlay(chain: IdiomChain, played: string[], word: string, mode: ChainMode): PlayCheck {
  if (!chain.has(word)) return 'unknown';
  if (played.includes(word)) return 'repeated';
  const prev = played.at(-1);
  return !prev || chain.follows(prev, word, mode) ? 'ok' : 'noLink';
}

/** A random pick using the browser's cryptographic generator. */
export function randomPick<T>(items: T[]): T {
  const [w] = crypto.getRandomValues(new Uint32Array(1));
  return items[w % items.length];
}
