/**
 * 古诗词取名 (makename): size of the poem-line data, time to parse it and build the name index (once per page
 * visit, after the lazy load), and the median time of one batch of 12 names per source and preference, here
 * in Node.
 *
 *   npx tsx bench/makename.bench.ts [--rounds 20]
 *
 * Prints tables; asserts nothing about timings. Not part of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { buildIndex, GENDERS, makeNames, parsePoemLines, SOURCES } from '../src/tools/makename/makename.js';
import { arg, median } from './support.js';

const rounds = arg('rounds', 20);
const text = readFileSync(new URL('../src/common/poem-names/poem-lines.txt', import.meta.url), 'utf8');

const loads: number[] = [];
let index = buildIndex(parsePoemLines(text));
for (let r = 0; r < rounds; r++) {
  const t = performance.now();
  index = buildIndex(parsePoemLines(text));
  loads.push(performance.now() - t);
}
const lines = parsePoemLines(text);
console.table([
  {
    bytes: Buffer.byteLength(text),
    lines: lines.length,
    'lines with a name': index.lines.length,
    'usable characters': index.characters,
    'parse + index ms (median)': median(loads).toFixed(1),
  },
]);

const rows = SOURCES.flatMap((source) =>
  GENDERS.map((gender) => {
    const times: number[] = [];
    let got = 0;
    for (let r = 0; r < rounds; r++) {
      const t = performance.now();
      got = makeNames(index, { surname: '李', gender, source, count: 12 }).length;
      times.push(performance.now() - t);
    }
    return { source, gender, names: got, 'batch of 12 ms (median)': median(times).toFixed(2) };
  }),
);
console.table(rows);
