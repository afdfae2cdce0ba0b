/**
 * Words that count for ranking. English: lower-cased, common function words dropped, a light suffix strip so
 * that "rates" and "rate" meet. Chinese words come from jieba on the server (`chineseTokens` takes its
 * tagged words): content words only (nouns, verbs, adjectives, names), function words and one-character
 * particles dropped.
 */

/** Common English function words (a short list of our own: articles, pronouns, auxiliaries, prepositions). */
const EN_STOP = new Set(
  (
    'a an the and or but if then than so as of at by for from in into on onto to with without about above ' +
    'after before below between during over under again further once here there when where why how all any ' +
    'both each few more most other some such no nor not only own same too very can will just should now is ' +
    'are was were be been being have has had having do does did doing would could might must shall may i me ' +
    'my we our you your he him his she her it its they them their what which who whom this that these those ' +
    'am up down out off also said says say one two new like get got us per via mr mrs ms'
  ).split(' '),
);

/** A light English suffix strip (not a full stemmer): plural s, -ing, -ed. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** An English word as a ranking token, or null when it does not count. */
export function englishToken(word: string): string | null {
  const w = word
    .toLowerCase()
    .replace(/^'+|'+$/g, '')
    .replace(/'s$/, '');
  if (w.length < 2 || EN_STOP.has(w) || /^\d/.test(w)) return null;
  return stem(w);
}

/** The simple English tokenizer: words as a tagger gives them (for a text with no Chinese, jieba is not needed). */
export function englishWords(sentence: string): { word: string; tag: string }[] {
  return (sentence.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).map((word) => ({ word, tag: 'eng' }));
}

/** jieba part-of-speech tags of content words: nouns (n, nr, ns, nt, nz, vn…), verbs, adjectives, idioms. */
const KEEP_TAG = /^(n|v|a|i|l|j|eng)/;
/** Verbs too common to say anything about a text. */
const ZH_STOP = new Set([
  '是',
  '有',
  '说',
  '表示',
  '认为',
  '进行',
  '可以',
  '没有',
  '成为',
  '需要',
  '能够',
  '这个',
  '一个',
]);

export interface Tagged {
  word: string;
  tag: string;
}

/** Ranking tokens of a jieba-tagged sentence; `seen` hears each token with the word it came from. */
export function chineseTokens(tagged: Tagged[], seen: (token: string, word: string) => void = () => {}): string[] {
  const out: string[] = [];
  for (const { word, tag } of tagged) {
    if (/^[A-Za-z]/.test(word)) {
      const t = englishToken(word);
      if (t) {
        out.push(t);
        seen(t, word.toLowerCase());
      }
      continue;
    }
    if (!KEEP_TAG.test(tag) || ZH_STOP.has(word) || [...word].length < 2) continue;
    out.push(word);
    seen(word, word);
  }
  return out;
}

/**
 * A tokenizer over a tagger (jieba's `tag`), remembering which written word each token came from most often,
 * so that keywords are shown as written ("rates", not the token "rate").
 */
export function makeTokenizer(tag: (sentence: string) => Tagged[]) {
  const forms = new Map<string, Map<string, number>>();
  const seen = (token: string, word: string) => {
    const m = forms.get(token) ?? new Map<string, number>();
    m.set(word, (m.get(word) ?? 0) + 1);
    forms.set(token, m);
  };
  return {
    tokenize: (sentence: string) => chineseTokens(tag(sentence), seen),
    written(token: string): string {
      const m = forms.get(token);
      if (!m) return token;
      return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
    },
  };
}
