/**
 * Writes src/tools/explain/data/words-NN.tsv, the word explanations of the `cnchar-data` npm package (1.1.0,
 * MIT, theajack, upstream https://github.com/cn-char/cnchar-data: explanation/<first character>.json) that
 * 词语注解 looks words up in. The package is 69 MB with gulp and a dev server as dependencies, so it is not a
 * dependency: unpack it (`npm pack cnchar-data@1.1.0`) and run `npx tsx scripts/extract-explain.ts <dir>`.
 * Words are sharded by the first character's code point (SHARDS files) so that the server reads one
 * small file per lookup. Each row: word<TAB>sense<TAB>sense...; the leading "1." numbers are dropped.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sensesOf, shardOf, SHARDS } from '../src/tools/explain/explain.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx scripts/extract-explain.ts <unpacked cnchar-data dir>');
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
if (pkg.name !== 'cnchar-data') throw new Error(`${dir} is not cnchar-data`);

const shards: string[][] = Array.from({ length: SHARDS }, () => []);
let words = 0;
for (const file of readdirSync(join(dir, 'explanation')).filter((f) => f.endsWith('.json'))) {
  const entries = JSON.parse(readFileSync(join(dir, 'explanation', file), 'utf8')) as Record<string, string>;
  for (const [word, text] of Object.entries(entries)) {
    // Single characters are a few hundred odd entries; the data is a dictionary of words.
    if ([...word].length < 2 || /\s/.test(word)) continue;
    const senses = sensesOf(text);
    if (!senses.length) continue;
    shards[shardOf(word)].push([word, ...senses].join('\t'));
    words++;
  }
}
const out = new URL('../src/tools/explain/data/', import.meta.url);
mkdirSync(out, { recursive: true });
const head = [
  `# 词语注解 data: word<TAB>sense<TAB>sense... (words whose first character's code point mod ${SHARDS} is this file's number).`,
  `# Source: ${pkg.name} ${pkg.version} (npm, MIT licence, theajack; https://github.com/cn-char/cnchar-data), explanation/*.json; extracted ${new Date().toISOString().slice(0, 10)} by scripts/extract-explain.ts.`,
  '# Text as the source gives it; sense numbers dropped, line breaks and tabs inside a sense replaced by spaces.',
];
shards.forEach((rows, i) => {
  rows.sort();
  writeFileSync(new URL(`words-${String(i).padStart(2, '0')}.tsv`, out), [...head, ...rows, ''].join('\n'));
});
console.log(`${words} words in ${SHARDS} files`);
