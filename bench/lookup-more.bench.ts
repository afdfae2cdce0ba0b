/**
 * 词语注解 and 取名字's word data, and 五险一金计算: the data files' size, the time to read and parse one shard
 * (a cold lookup on the server), the median time of a word lookup and of one name's character meanings on a
 * parsed shard, and the median time of a full 五险一金 calculation (contributions and 12 months of tax).
 *
 *   npx tsx bench/lookup-more.bench.ts [--rounds 20]
 *
 * Prints tables; asserts nothing about timings. Not part of `npm test`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { charWords, commonChars, lookup, parseShard, shardOf } from '../src/tools/explain/explain.js';
import { calculate, paramsFromRows } from '../src/tools/wuxianyijin/wuxianyijin.js';
import { arg, median } from './support.js';

const rounds = arg('rounds', 20);
const dir = new URL('../src/tools/explain/data/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.tsv'));
const sizes = files.map((f) => statSync(new URL(f, dir)).size);

const time = (fn: () => unknown) => {
  const t: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const s = performance.now();
    fn();
    t.push(performance.now() - s);
  }
  return median(t);
};

const common = commonChars();
const rows = ['明白', '踌躇', '画蛇添足', '婉清'].map((word) => {
  const file = new URL(`words-${String(shardOf(word)).padStart(2, '0')}.tsv`, dir);
  const read = time(() => parseShard(readFileSync(file, 'utf8')));
  const shard = parseShard(readFileSync(file, 'utf8'));
  return {
    word,
    'shard KB': Math.round(statSync(file).size / 1024),
    'read + parse ms': read.toFixed(1),
    'lookup ms': time(() => lookup(shard, word)).toFixed(3),
    'first char meaning ms': time(() => charWords(shard, [...word][0], common)).toFixed(3),
  };
});
console.table([
  {
    files: files.length,
    'total MB': (sizes.reduce((a, b) => a + b, 0) / 2 ** 20).toFixed(1),
    'largest KB': Math.round(Math.max(...sizes) / 1024),
    'commonChars() ms': time(() => commonChars()).toFixed(2),
  },
]);
console.table(rows);

const params = paramsFromRows([
  {
    scope: 'city',
    item: 'base_min',
    side: 'both',
    value: 6821,
    unit: 'yuan',
    validFrom: '',
    validTo: null,
    source: '',
  },
  {
    scope: 'city',
    item: 'base_max',
    side: 'both',
    value: 35283,
    unit: 'yuan',
    validFrom: '',
    validTo: null,
    source: '',
  },
  { scope: 'city', item: 'pension', side: 'employee', value: 8, unit: 'pct', validFrom: '', validTo: null, source: '' },
]);
console.table(
  [5000, 20000, 80000].map((wage) => ({
    wage,
    'calculate ms': time(() => calculate({ city: '110000', wage, fundRate: 12, extra: 1000 }, params)).toFixed(3),
  })),
);
