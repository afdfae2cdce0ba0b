/**
 * 词语注解: the word explanations of cnchar-data (data/words-NN.tsv, written by scripts/extract-explain.ts),
 * sharded by the first character so that a lookup reads one small file. Pure parsing and lookup; the
 * server route (server.ts) reads the files.
 */

export const EXPLAIN_PATH = '/api/tools/explain';

/** Number of data files; a word is in file `shardOf(word)`. */
export const SHARDS = 64;

/** A word is 1 to 20 Chinese characters (CJK unified ideographs and extension A). */
export const WORD_PATTERN = '^[\\u3400-\\u4dbf\\u4e00-\\u9fff]{1,20}$';

export function shardOf(word: string): number {
  return word.codePointAt(0)! % SHARDS;
}

/**
 * The senses of a source entry, without their "1." numbers, spaces tidied. Senses are on lines of their own,
 * but some entries run later ones on after a space ("…不含胡。 6.了解;知道。"); "2.5米" is not a number.
 */
export function sensesOf(text: string): string[] {
  return text
    .split(/\n|\s+(?=\d{1,2}\.(?!\d))/)
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^\d+\.\s*/, ''),
    )
    .filter(Boolean);
}

export interface Shard {
  senses: Map<string, string[]>;
  /** The words in code point order (for words that begin with a query). */
  words: string[];
}

export function parseShard(tsv: string): Shard {
  const senses = new Map<string, string[]>();
  for (const line of tsv.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [word, ...rest] = line.split('\t');
    if (word && rest.length) senses.set(word, rest);
  }
  return { senses, words: [...senses.keys()].sort() };
}

export interface Answer {
  word: string;
  /** null: the word itself is not in the data. */
  senses: string[] | null;
  /** Other words that begin with `word`, shortest first, at most `limit`. */
  related: string[];
}

export function lookup(shard: Shard, word: string, limit = 24): Answer {
  const related: string[] = [];
  // Binary search for the first word ≥ query, then walk while the prefix matches.
  let lo = 0;
  let hi = shard.words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (shard.words[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < shard.words.length && shard.words[i].startsWith(word); i++) {
    if (shard.words[i] !== word) related.push(shard.words[i]);
  }
  related.sort((a, b) => [...a].length - [...b].length || (a < b ? -1 : 1));
  return { word, senses: shard.senses.get(word) ?? null, related: related.slice(0, limit) };
}

export const CHARS_PATH = '/api/tools/explain/chars';

/** The 3,755 characters of GB 2312 level 1 (the common characters), decoded from their code table. */
export function commonChars(): Set<string> {
  const bytes: number[] = [];
  for (let hi = 0xb0; hi <= 0xd7; hi++)
    for (let lo = 0xa1; lo <= 0xfe; lo++) if (hi < 0xd7 || lo <= 0xf9) bytes.push(hi, lo);
  return new Set(new TextDecoder('gb2312').decode(new Uint8Array(bytes)));
}

/** A sense that only sends the reader elsewhere (见"…", 同"…") says nothing about the character. */
const REFERENCE = /^(见|同|参见|亦作|亦称|即)/;

export interface CharWords {
  char: string;
  /** Two-character words beginning with `char`, with their first sense. */
  words: { word: string; sense: string }[];
}

/** Senses that quote old texts or name a place or a surname tell little about the character today. */
const REMOTE = /[《"“]|地名|县名|山名|水名|国名|官名|姓/;
/** Words of death, illness and crime: a poor first example of a character chosen for a name. */
const GLOOM = /[死丧葬棺坟墓尸病疾祸灾凶罪囚刑]/;

/**
 * What a character means, shown through words: up to `limit` two-character words beginning with it whose
 * characters are both common and whose first sense is an explanation rather than a cross-reference;
 * plain senses before remote ones, gloomy ones last, shorter before longer.
 */
export function charWords(shard: Shard, char: string, common: Set<string>, limit = 3): CharWords {
  const found: (CharWords['words'][number] & { rank: number })[] = [];
  for (const word of lookup(shard, char, Infinity).related) {
    const chars = [...word];
    if (chars.length !== 2 || !chars.every((c) => common.has(c))) continue;
    const sense = shard.senses.get(word)![0];
    if (!REFERENCE.test(sense))
      found.push({
        word,
        sense,
        rank: (REMOTE.test(sense) ? 1000 : 0) + (GLOOM.test(word + sense) ? 2000 : 0) + sense.length,
      });
  }
  // Array.prototype.sort is stable: equal ranks keep the words' order.
  found.sort((a, b) => a.rank - b.rank);
  return { char, words: found.slice(0, limit).map(({ word, sense }) => ({ word, sense })) };
}
