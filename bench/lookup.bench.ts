/**
 * The lookup tools of issue 20 (emoji, periodic, capital, carnumber, dynasties): rows in each dataset, time to
 * build its Chinese search index (characters, pinyin, initials) and the median time of a query, as a phone would
 * do them in the page, here in Node; and the copybook (zitie_new) PDF for 20 characters: time and size.
 *
 *   npx tsx bench/lookup.bench.ts [--rounds 5]
 *
 * Prints tables; asserts nothing about timings. Not part of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import { buildIndex, search, type SearchKey } from '../src/common/cn-search.js';
import { emojiKeys, mergeEmoji, type CompactEmoji } from '../src/tools/emoji/emoji.js';
import { elementKeys, parseElements } from '../src/tools/periodic/periodic.js';
import { countryKeys, parseCountries } from '../src/tools/capital/capital.js';
import { parsePlates, plateKeys } from '../src/tools/carnumber/carnumber.js';
import { dynastyKeys, parseDynasties } from '../src/tools/dynasties/dynasties.js';
import { layoutSheet } from '../src/tools/zitie_new/sheet.js';
import { sheetPdf } from '../src/tools/zitie_new/pdf.js';
import { arg, median } from './support.js';

const require = createRequire(import.meta.url);
const file = (p: string) => readFileSync(new URL(`../src/tools/${p}`, import.meta.url), 'utf8');
const toPinyin = (t: string) => pinyin(t, { toneType: 'none', type: 'array' });
const rounds = arg('rounds', 5);

interface Dataset<T> {
  name: string;
  items: T[];
  keys: (item: T) => SearchKey[];
  queries: string[];
}

function measure<T>({ name, items, keys, queries }: Dataset<T>) {
  const builds: number[] = [];
  let index = buildIndex(items, keys, toPinyin);
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    index = buildIndex(items, keys, toPinyin);
    builds.push(performance.now() - t);
  }
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const q of queries) {
      const t = performance.now();
      search(index, q);
      times.push(performance.now() - t);
    }
  return {
    dataset: name,
    rows: items.length,
    'index ms': median(builds).toFixed(1),
    'query ms (median)': median(times).toFixed(2),
    'query ms (max)': Math.max(...times).toFixed(2),
  };
}

const zh = require('emojibase-data/zh/compact.json') as CompactEmoji[];
const en = require('emojibase-data/en/compact.json') as CompactEmoji[];
console.table([
  measure({
    name: 'emoji',
    items: mergeEmoji(zh, en),
    keys: emojiKeys,
    queries: ['笑', 'xiaoku', 'cat', '爱心', 'qqqq'],
  }),
  measure({
    name: 'periodic',
    items: parseElements(file('periodic/data/elements.csv')),
    keys: elementKeys,
    queries: ['铁', 'tie', 'Fe', 'oxygen'],
  }),
  measure({
    name: 'capital',
    items: parseCountries(file('capital/data/capitals.csv')),
    keys: countryKeys,
    queries: ['日本', 'dongjing', 'paris', '俄落斯'],
  }),
  measure({
    name: 'carnumber',
    items: parsePlates(file('carnumber/data/plates.csv')),
    keys: plateKeys,
    queries: ['深圳', 'changchun', '粤B'],
  }),
  measure({
    name: 'dynasties',
    items: parseDynasties(file('dynasties/data/dynasties.csv')),
    keys: dynastyKeys,
    queries: ['唐', 'zhuyuanzhang', '长安'],
  }),
]);

// The copybook: 20 characters, stroke order on, 3 tracing copies, 8 cells a row.
const chars = [...'永和九年岁在癸丑暮春之初会于会稽山阴之兰'];
const glyphs: Record<string, string[]> = {};
for (const c of chars) glyphs[c] = (require(`hanzi-writer-data/${c}.json`) as { strokes: string[] }).strokes;
const pdfTimes: number[] = [];
let bytes: Uint8Array = new Uint8Array();
for (let r = 0; r < rounds; r++) {
  const t = performance.now();
  const pages = layoutSheet(chars, (c) => glyphs[c]!.length, { cols: 8, trace: 3, rows: 1, order: true });
  bytes = await sheetPdf(pages, 'tian', glyphs);
  pdfTimes.push(performance.now() - t);
}
const pages = layoutSheet(chars, (c) => glyphs[c]!.length, { cols: 8, trace: 3, rows: 1, order: true }).length;
console.table([
  {
    sheet: '20 characters, stroke order',
    pages,
    'ms (median)': median(pdfTimes).toFixed(0),
    'PDF KB': (bytes.length / 1024).toFixed(0),
  },
]);
