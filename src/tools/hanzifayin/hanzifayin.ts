/**
 * 汉字标准发音: a character or word → its reading in context with tone marks, and for each character every
 * standard reading (pinyin-pro's dictionary) with example words that use that reading (cnchar-poly's
 * phrase list of polyphonic characters). Pure: the page passes the two engines in.
 */

/** Most characters looked up at once. */
export const MAX_CHARS = 12;

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;

export interface Engines {
  /** pinyin-pro's `pinyin(text, {type: 'array'})`: tone-marked syllables in context. */
  inContext(text: string): string[];
  /** pinyin-pro's `polyphonic(char, {type: 'array'})[0]`: every reading of one character, tone-marked. */
  readings(char: string): string[];
  /** pinyin-pro's `convert(syllable, {format: 'symbolToNum'})`: xíng → xing2, le → le0. */
  numbered(syllable: string): string;
  /** cnchar-poly's phrases: word → tone-marked pinyin, space-separated. */
  phrases: Record<string, string>;
}

export interface Reading {
  /** Tone-marked, e.g. háng. */
  marked: string;
  /** Numbered for the speech engine, e.g. hang2 (neutral tone 5). */
  numbered: string;
  /** Words where the character has this reading (up to `examples`). */
  examples: string[];
  /** The reading the character has in the word that was typed. */
  inWord: boolean;
}

export interface CharReadings {
  char: string;
  readings: Reading[];
}

export interface Lookup {
  /** The Chinese characters looked up. */
  text: string;
  /** Tone-marked pinyin of the whole, read in context. */
  pinyin: string[];
  chars: CharReadings[];
  /** Characters dropped (not Chinese, or beyond MAX_CHARS). */
  dropped: number;
}

/** Words (from the phrase list) where `char` is read `marked`, shortest first. */
export function examplesFor(char: string, marked: string, phrases: Record<string, string>, limit: number): string[] {
  const found: string[] = [];
  for (const [word, reading] of Object.entries(phrases)) {
    const syllables = reading.split(' ');
    const chars = [...word];
    if (chars.length !== syllables.length) continue;
    if (chars.some((c, i) => c === char && syllables[i] === marked)) found.push(word);
  }
  return found.sort((a, b) => [...a].length - [...b].length || a.localeCompare(b, 'zh')).slice(0, limit);
}

export function lookup(input: string, engines: Engines, examples = 4): Lookup | null {
  const all = [...input].filter((c) => HAN.test(c));
  const chars = all.slice(0, MAX_CHARS);
  if (chars.length === 0) return null;
  const text = chars.join('');
  const pinyin = engines.inContext(text);
  const seen = new Set<string>();
  const out: CharReadings[] = [];
  chars.forEach((char, i) => {
    if (seen.has(char)) return;
    seen.add(char);
    const readings = engines.readings(char);
    out.push({
      char,
      readings: readings.map((marked) => ({
        marked,
        numbered: engines.numbered(marked).replace(/ü/g, 'v').replace(/0$/, '5'),
        examples: readings.length > 1 ? examplesFor(char, marked, engines.phrases, examples) : [],
        inWord: pinyin[i] === marked,
      })),
    });
  });
  return { text, pinyin, chars: out, dropped: [...input].filter((c) => !/\s/.test(c)).length - chars.length };
}
