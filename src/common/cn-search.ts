/**
 * Chinese-aware search over a list, the one every lookup tool uses: a query matches an entry's text by
 * characters, by full pinyin (`changchun`, with or without spaces and tones), by initials (`cc`, 拼音首字母)
 * or by English words, and a query with one wrong, missing, extra or swapped letter or character still finds
 * it (typo tolerance), ranked below exact hits. Pure: the pinyin of each key comes from `toPinyin` (the page
 * passes pinyin-pro's, loaded lazily; big datasets may ship their pinyin precomputed).
 */

/** One searchable key of an entry: its text, and optionally its pinyin syllables (precomputed). */
export type SearchKey = string | { text: string; pinyin?: string[] };

/** Turns a Chinese text into toneless lowercase syllables, one per character (non-Chinese runs as they are). */
export type PinyinFn = (text: string) => string[];

interface Prepared<T> {
  item: T;
  order: number;
  keys: { text: string; lower: string; full: string; initials: string; syllables: string[] }[];
}

export interface SearchIndex<T> {
  readonly size: number;
  entries: Prepared<T>[];
}

export interface SearchHit<T> {
  item: T;
  score: number;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const TONES: Record<string, string> = {
  ā: 'a',
  á: 'a',
  ǎ: 'a',
  à: 'a',
  ē: 'e',
  é: 'e',
  ě: 'e',
  è: 'e',
  ī: 'i',
  í: 'i',
  ǐ: 'i',
  ì: 'i',
  ō: 'o',
  ó: 'o',
  ǒ: 'o',
  ò: 'o',
  ū: 'u',
  ú: 'u',
  ǔ: 'u',
  ù: 'u',
  ǖ: 'v',
  ǘ: 'v',
  ǚ: 'v',
  ǜ: 'v',
  ü: 'v',
};

/** Lowercase, full-width letters and digits folded, tone marks dropped, spaces and separators removed. */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]/g, (c) => TONES[c] ?? c)
    .replace(/[\s'’·,，、.。\-_/]+/g, '');
}

export function hasChinese(text: string): boolean {
  return CJK.test(text);
}

/** Builds the index once per dataset; `keys` lists an entry's searchable texts (name first: it ranks higher). */
export function buildIndex<T>(
  items: readonly T[],
  keys: (item: T) => SearchKey[],
  toPinyin?: PinyinFn,
): SearchIndex<T> {
  const entries = items.map((item, order) => prepare(item, order, keys, toPinyin));
  return { size: entries.length, entries };
}

/**
 * The same index built in slices of `slice` entries, yielding to the event loop between them, so a big dataset's
 * pinyin (tens of thousands of entries) never blocks the page; rejects once `signal` is aborted.
 */
export async function buildIndexAsync<T>(
  items: readonly T[],
  keys: (item: T) => SearchKey[],
  toPinyin: PinyinFn,
  { slice = 400, signal }: { slice?: number; signal?: AbortSignal } = {},
): Promise<SearchIndex<T>> {
  const entries: Prepared<T>[] = [];
  for (let start = 0; start < items.length; start += slice) {
    signal?.throwIfAborted();
    const end = Math.min(items.length, start + slice);
    for (let i = start; i < end; i++) entries.push(prepare(items[i], i, keys, toPinyin));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { size: entries.length, entries };
}

function prepare<T>(item: T, order: number, keys: (item: T) => SearchKey[], toPinyin?: PinyinFn): Prepared<T> {
  return {
    item,
    order,
    keys: keys(item).map((k) => {
      const text = typeof k === 'string' ? k : k.text;
      const given = typeof k === 'string' ? undefined : k.pinyin;
      const syllables =
        given ?? (toPinyin && hasChinese(text) ? toPinyin(text) : []).map((s) => normalizeQuery(s)).filter(Boolean);
      return {
        text,
        lower: normalizeQuery(text),
        full: syllables.join(''),
        initials: syllables.map((s) => s[0]).join(''),
        syllables,
      };
    }),
  };
}

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const al = [...a];
  const bl = [...b];
  if (Math.abs(al.length - bl.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: bl.length + 1 }, (_, j) => j);
  for (let i = 1; i <= al.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= bl.length; j++) {
      const cost = al[i - 1] === bl[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && al[i - 1] === bl[j - 2] && al[i - 2] === bl[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[bl.length];
}

/** Smallest distance between `q` and any prefix of `s` of about q's length (a typo in what is typed so far). */
function prefixDistance(q: string, s: string, max: number): number {
  const ql = [...q].length;
  const chars = [...s];
  let best = max + 1;
  for (let len = Math.max(1, ql - max); len <= Math.min(chars.length, ql + max); len++) {
    best = Math.min(best, editDistance(q, chars.slice(0, len).join(''), max));
    if (best === 0) break;
  }
  return best;
}

/** Does `q` spell the syllables from the start, each as a whole syllable or its initial (`changc`, `cchun`)? */
function syllablePrefix(q: string, syllables: string[], from = 0, at = 0): boolean {
  if (at === q.length) return true;
  if (from >= syllables.length) return false;
  const s = syllables[from];
  const rest = q.slice(at);
  if (s.startsWith(rest)) return true; // the syllable being typed
  if (rest.startsWith(s) && syllablePrefix(q, syllables, from + 1, at + s.length)) return true;
  return rest[0] === s[0] && syllablePrefix(q, syllables, from + 1, at + 1);
}

function maxTypos(q: string, chinese: boolean): number {
  const n = [...q].length;
  if (chinese) return n >= 3 ? 1 : 0;
  return n >= 7 ? 2 : n >= 4 ? 1 : 0;
}

/** Scores one key: 0 for no match, higher for better (exact > prefix > contains > pinyin > typo). */
function scoreKey(q: string, chinese: boolean, key: Prepared<unknown>['keys'][number], allowTypos: boolean): number {
  if (key.lower === q) return 100;
  if (key.lower.startsWith(q)) return 90 - Math.min(10, key.lower.length - q.length);
  if (key.lower.includes(q)) return 75 - Math.min(10, key.lower.length - q.length);
  if (!chinese && key.full) {
    if (key.full === q) return 95;
    if (key.initials === q) return 85;
    if (key.full.startsWith(q)) return 88 - Math.min(10, key.full.length - q.length);
    if (key.initials.startsWith(q)) return 72;
    if (syllablePrefix(q, key.syllables)) return 70;
    if (key.full.includes(q)) return 60;
    if (q.length >= 2 && key.initials.includes(q)) return 55;
  }
  if (!allowTypos) return 0;
  const max = maxTypos(q, chinese);
  if (max === 0) return 0;
  const target = chinese ? key.lower : key.full || key.lower;
  const d = prefixDistance(q, target, max);
  if (d <= max) return 40 - d * 10;
  if (!chinese && key.full && key.lower !== key.full) {
    const d2 = prefixDistance(q, key.lower, max);
    if (d2 <= max) return 38 - d2 * 10;
  }
  return 0;
}

/**
 * The best entries for `query`, best first (ties keep the dataset's order). Typo-tolerant matches are only
 * looked for when exact ones are fewer than `limit`. An empty query finds nothing.
 */
export function search<T>(index: SearchIndex<T>, query: string, limit = 50): SearchHit<T>[] {
  const q = normalizeQuery(query);
  if (!q) return [];
  const chinese = hasChinese(q);
  const rank = (allowTypos: boolean, skip?: Set<Prepared<T>>) => {
    const hits: { entry: Prepared<T>; score: number }[] = [];
    for (const entry of index.entries) {
      if (skip?.has(entry)) continue;
      let best = 0;
      entry.keys.forEach((key, i) => {
        const s = scoreKey(q, chinese, key, allowTypos);
        if (s > 0) best = Math.max(best, s - (i === 0 ? 0 : 3));
      });
      if (best > 0) hits.push({ entry, score: best });
    }
    return hits;
  };
  const exact = rank(false);
  let hits = exact;
  if (exact.length < limit) {
    hits = exact.concat(rank(true, new Set(exact.map((h) => h.entry))));
  }
  hits.sort((a, b) => b.score - a.score || a.entry.order - b.entry.order);
  return hits.slice(0, limit).map((h) => ({ item: h.entry.item, score: h.score }));
}
