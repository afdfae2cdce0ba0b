/**
 * 文章摘要's ranking, pure (the tokenizer is passed in: jieba on the server for Chinese, `englishTokens`
 * for English): TextRank (Mihalcea & Tarau 2004) over the sentences, with a mild preference for early
 * sentences (news puts its point first), keeps the top sentences in their original order; keywords are
 * TextRank over the words that co-occur within a few words of each other.
 */

export type Tokenize = (sentence: string) => string[];

export interface Ranked {
  /** Every sentence of the text, in order. */
  sentences: string[];
  /** Indexes of the chosen sentences, in text order. */
  chosen: number[];
  keywords: { word: string; score: number }[];
}

const DAMPING = 0.85;
const ITERATIONS = 40;
/** Words this close are linked in the keyword graph. */
const WINDOW = 4;
/** Share of the teleport weight that follows position (the rest is uniform). */
const LEAD_BIAS = 0.5;

/** Sentences: cut after 。！？!?；… and after a full stop followed by a space or the end; line breaks cut too. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const parts = line.match(/[^。！？!?；;…]+(?:[。！？!?；;…]+[”’"'）)]*)?/g) ?? [];
    for (const part of parts) {
      // English full stops (not decimals or abbreviations like "U.S." followed by a lower-case word).
      for (const piece of part.split(/(?<=[a-z0-9)"”][.])\s+(?=[A-Z"“(])/)) {
        const s = piece.trim();
        if (s !== '' && /[\p{L}\p{N}]/u.test(s)) out.push(s);
      }
    }
  }
  return out;
}

/** PageRank by power iteration over a symmetric weight matrix (rows = out-links), with a teleport vector. */
export function pageRank(weights: number[][], teleport?: number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const jump = teleport ?? new Array<number>(n).fill(1 / n);
  const outSum = weights.map((row) => row.reduce((a, b) => a + b, 0));
  let score = new Array<number>(n).fill(1 / n);
  for (let it = 0; it < ITERATIONS; it++) {
    const next = jump.map((j) => (1 - DAMPING) * j);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      if (outSum[i] === 0) {
        dangling += score[i];
        continue;
      }
      const share = (DAMPING * score[i]) / outSum[i];
      const row = weights[i];
      for (let k = 0; k < n; k++) if (row[k] !== 0) next[k] += share * row[k];
    }
    // A sentence sharing no word with any other passes its score on by the teleport vector.
    for (let k = 0; k < n; k++) next[k] += DAMPING * dangling * jump[k];
    let delta = 0;
    for (let k = 0; k < n; k++) delta += Math.abs(next[k] - score[k]);
    score = next;
    if (delta < 1e-9) break;
  }
  return score;
}

/** TextRank's sentence similarity: shared words over the log lengths. */
export function similarity(a: Set<string>, b: Set<string>, lengthA: number, lengthB: number): number {
  if (lengthA < 2 || lengthB < 2) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared === 0 ? 0 : shared / (Math.log(lengthA) + Math.log(lengthB));
}

export function keywords(tokenLists: string[][], count: number): { word: string; score: number }[] {
  const index = new Map<string, number>();
  for (const tokens of tokenLists) for (const t of tokens) if (!index.has(t)) index.set(t, index.size);
  const n = index.size;
  if (n === 0 || count <= 0) return [];
  const links = Array.from({ length: n }, () => new Map<number, number>());
  for (const tokens of tokenLists) {
    for (let i = 0; i < tokens.length; i++) {
      for (let j = i + 1; j < Math.min(tokens.length, i + WINDOW); j++) {
        const a = index.get(tokens[i])!;
        const b = index.get(tokens[j])!;
        if (a === b) continue;
        links[a].set(b, (links[a].get(b) ?? 0) + 1);
        links[b].set(a, (links[b].get(a) ?? 0) + 1);
      }
    }
  }
  // Sparse power iteration (a dense matrix of every word would be too large for long texts).
  const outSum = links.map((m) => [...m.values()].reduce((x, y) => x + y, 0));
  let score = new Array<number>(n).fill(1 / n);
  for (let it = 0; it < ITERATIONS; it++) {
    const next = new Array<number>(n).fill((1 - DAMPING) / n);
    let dangling = 0;
    links.forEach((m, i) => {
      if (outSum[i] === 0) dangling += score[i];
      else for (const [k, w] of m) next[k] += (DAMPING * score[i] * w) / outSum[i];
    });
    for (let k = 0; k < n; k++) next[k] += (DAMPING * dangling) / n;
    score = next;
  }
  const words = [...index.keys()];
  return words
    .map((word, i) => ({ word, score: score[i] }))
    .sort((x, y) => y.score - x.score || x.word.localeCompare(y.word))
    .slice(0, count);
}

/** The `count` best sentences in text order, and `keywordCount` keywords. */
export function rank(text: string, tokenize: Tokenize, count: number, keywordCount: number): Ranked {
  const sentences = splitSentences(text);
  const tokens = sentences.map(tokenize);
  const sets = tokens.map((t) => new Set(t));
  const n = sentences.length;
  const weights = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = similarity(sets[i], sets[j], tokens[i].length, tokens[j].length);
      weights[i][j] = w;
      weights[j][i] = w;
    }
  }
  const lead = sentences.map((_, i) => 1 / (i + 1));
  const leadSum = lead.reduce((a, b) => a + b, 0);
  const teleport = lead.map((l) => LEAD_BIAS * (l / leadSum) + (1 - LEAD_BIAS) / n);
  const scores = pageRank(weights, teleport);
  const chosen = scores
    .map((score, i) => ({ score, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, Math.max(0, count))
    .map((x) => x.i)
    .sort((a, b) => a - b);
  return { sentences, chosen, keywords: keywords(tokens, keywordCount) };
}
