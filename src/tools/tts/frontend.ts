/**
 * The text front end of 文本转语音: text → sentences → runs for the speech engine. Chinese becomes numbered
 * pinyin (pinyin-pro reads polyphonic characters by the words around them: 银行 hang2, 行走 xing2) for
 * espeak-ng's `cmn-latn-pinyin` voice, which reads pinyin right (its plain `cmn` voice reads tone digits
 * as English); Latin words go to an English voice; numbers, money and dates are first said in words.
 */
import { pinyin } from 'pinyin-pro';
import { sayNumbers } from './numbers.js';
import { applyPhrases } from './phrases.js';

/** Most characters one request may carry. */
export const TTS_MAX_CHARS = 5000;

export type Lang = 'zh' | 'en';

/** One stretch in one voice: numbered pinyin (`ni3 hao3`) or English words. */
export interface Run {
  lang: Lang;
  text: string;
}

export interface Sentence {
  /** The sentence as written (for progress and tests). */
  source: string;
  runs: Run[];
}

/** Ends of sentences: a pause follows, and long texts are cut only here. */
const SENTENCE_END = /([。！？!?；;…]+[”’"'）)]*|\.(?=\s|$)|\n+)/;
/** Pauses inside a sentence (a comma for the engine). */
const PAUSE = /^[，,、：:（）()“”"《》〈〉—\-–·]+$/;
/** A sentence longer than this is cut at its commas too (keeps every engine call short). */
const LONG_SENTENCE = 120;

/** Splits at sentence ends (the end mark stays with its sentence); very long sentences also at commas. */
export function splitSentences(text: string): string[] {
  const parts = text.split(SENTENCE_END);
  const sentences: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const body = parts[i] + (parts[i + 1] ?? '');
    for (const piece of cutLong(body)) if (piece.trim() !== '') sentences.push(piece.trim());
  }
  return sentences;
}

function cutLong(sentence: string): string[] {
  if ([...sentence].length <= LONG_SENTENCE) return [sentence];
  const out: string[] = [];
  let current = '';
  for (const piece of sentence.split(/(?<=[，,、：:])/)) {
    if ([...current].length + [...piece].length > LONG_SENTENCE && current !== '') {
      out.push(current);
      current = '';
    }
    current += piece;
    // A run of characters with no comma at all is cut hard.
    while ([...current].length > LONG_SENTENCE) {
      const chars = [...current];
      out.push(chars.slice(0, LONG_SENTENCE).join(''));
      current = chars.slice(LONG_SENTENCE).join('');
    }
  }
  if (current !== '') out.push(current);
  return out;
}

const HAN_RUN = /([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)/;
const IS_HAN = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$/;
const LATIN_WORD = /^[A-Za-z][A-Za-z'’-]*$/;

function push(runs: Run[], lang: Lang, text: string): void {
  const last = runs.at(-1);
  if (last && last.lang === lang) last.text += ' ' + text;
  else runs.push({ lang, text });
}

/** Numbered pinyin for one syllable as the pinyin voice wants it: ü as v, the neutral tone as 5. */
export function engineSyllable(syllable: string): string {
  return syllable.replace(/ü/g, 'v').replace(/0$/, '5');
}

/** One sentence → its runs (pauses inside become commas of the run they follow). */
export function sentenceRuns(sentence: string): Run[] {
  const runs: Run[] = [];
  // Each stretch of Chinese characters goes to pinyin-pro whole, so that its words decide the readings.
  for (const part of sayNumbers(sentence).split(HAN_RUN)) {
    if (part === '') continue;
    if (IS_HAN.test(part)) {
      const readings = applyPhrases(
        [...part],
        pinyin(part, { toneType: 'num', type: 'array', v: true }).map(engineSyllable),
      );
      for (const syllable of readings) if (/^[a-zv]+[1-5]$/.test(syllable)) push(runs, 'zh', syllable);
      continue;
    }
    // A non-Chinese stretch: English words, pauses, and anything else (emoji, symbols) left out.
    for (const token of part.split(/([A-Za-z][A-Za-z'’-]*|[，,、：:;；（）()“”"《》—–·]+)/)) {
      if (token === '') continue;
      if (LATIN_WORD.test(token)) push(runs, 'en', token);
      else if (PAUSE.test(token) || /^[;；]+$/.test(token)) {
        const last = runs.at(-1);
        if (last && !last.text.endsWith(',')) last.text += ',';
      }
    }
  }
  for (const run of runs) run.text = run.text.replace(/,$/, '');
  return runs.filter((r) => r.text !== '');
}

/** The whole text for the engine: sentences with at least one thing to say. */
export function frontEnd(text: string): Sentence[] {
  return splitSentences(text)
    .map((source) => ({ source, runs: sentenceRuns(source) }))
    .filter((s) => s.runs.length > 0);
}

/** The Chinese syllables the front end gives a text, in order (what the accuracy benchmark compares). */
export function syllables(text: string): string[] {
  return frontEnd(text).flatMap((s) =>
    s.runs.filter((r) => r.lang === 'zh').flatMap((r) => r.text.replace(/,/g, ' ').split(/\s+/).filter(Boolean)),
  );
}

/** Numbered pinyin typed directly (汉字标准发音 plays one reading: `hang2`): 1 to 50 syllables, tones 1–5. */
export const PINYIN_INPUT = /^[a-zv]{1,6}[1-5](?: [a-zv]{1,6}[1-5]){0,49}$/;

/** A reading given as pinyin, as one sentence for the engine; null when it is not numbered pinyin. */
export function pinyinSentence(text: string): Sentence | null {
  const clean = text.trim().toLowerCase().replace(/ü/g, 'v').replace(/\s+/g, ' ');
  if (!PINYIN_INPUT.test(clean)) return null;
  return { source: clean, runs: [{ lang: 'zh', text: clean }] };
}
