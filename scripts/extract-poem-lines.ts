/**
 * Writes src/common/poem-names/poem-lines.txt, the compact subset of the `chinese-poetry` npm package
 * (2.0.1, MIT, upstream https://github.com/chinese-poetry/chinese-poetry) that 古诗词取名 draws names from:
 * 诗经 and 楚辞 complete, plus 水墨唐诗 (a few hundred well-known Tang poems). The package itself is 350 MB
 * and is not a dependency: run this by hand where it is present in node_modules,
 * `npx tsx scripts/extract-poem-lines.ts`, and commit the output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as OpenCC from 'opencc-js';

const require = createRequire(import.meta.url);
const dist = (p: string) => require.resolve(`chinese-poetry/dist/${p}`);
const load = <T>(p: string): T => JSON.parse(readFileSync(dist(p), 'utf8')) as T;
const version = (JSON.parse(readFileSync(dist('../package.json'), 'utf8')) as { version: string }).version;

/** 楚辞's authors and their dynasties (屈原, 宋玉, 景差 are 战国; the rest wrote under the 汉). */
const CHUCI_DYNASTY: Record<string, string> = {
  屈原: '先秦',
  宋玉: '先秦',
  景差: '先秦',
  贾谊: '汉',
  淮南小山: '汉',
  东方朔: '汉',
  庄忌: '汉',
  王褒: '汉',
  刘向: '汉',
  王逸: '汉',
};

interface Poem {
  title: string;
  author: string;
  dynasty: string;
  lines: string[];
}

// The package's text is already simplified for these three collections; converting anyway keeps the
// output simplified if an upstream release changes that, and the count of changed lines goes in the header.
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
let converted = 0;
const simplify = (s: string) => {
  const out = toSimplified(s);
  if (out !== s) converted++;
  return out;
};

/** A paragraph into sentences ending at 。！？；, each kept with its punctuation. */
const sentences = (paragraphs: string[]) =>
  paragraphs
    .flatMap((p) => p.match(/[^。！？；]+[。！？；]?/g) ?? [])
    .map((s) => simplify(s.trim()))
    .filter(Boolean);

const poems: Poem[] = [
  ...load<{ title: string; chapter: string; section: string; content: string[] }[]>('shijing/shijing.json').map(
    (p) => ({
      title: `诗经·${p.chapter === p.section ? p.chapter : `${p.chapter}·${p.section}`}·${p.title}`,
      author: '',
      dynasty: '先秦',
      lines: sentences(p.content),
    }),
  ),
  ...load<{ title: string; section: string; author: string; content: string[] }[]>('chuci/chuci.json').map((p) => ({
    title: `楚辞·${p.section === p.title ? p.title : `${p.section}·${p.title}`}`,
    author: p.author,
    dynasty: CHUCI_DYNASTY[p.author] ?? '',
    lines: sentences(p.content),
  })),
  ...load<{ title: string; author: string; paragraphs: string[] }[]>('shuimotangshi/shuimotangshi.json').map((p) => ({
    title: simplify(p.title),
    author: simplify(p.author),
    dynasty: '唐',
    lines: sentences(p.paragraphs),
  })),
];

const lineCount = poems.reduce((n, p) => n + p.lines.length, 0);
const header = [
  `# 古诗词取名 source lines. Source: npm chinese-poetry ${version} (MIT), upstream https://github.com/chinese-poetry/chinese-poetry`,
  `# Extracted ${new Date().toISOString().slice(0, 10)} by scripts/extract-poem-lines.ts from dist/shijing (诗经, complete), dist/chuci (楚辞, complete) and dist/shuimotangshi (水墨唐诗, well-known Tang poems).`,
  `# Text as published, split into sentences at 。！？；; run through opencc-js t→cn (lines changed: ${converted}). ${poems.length} poems, ${lineCount} lines.`,
  '# Format: "@title<TAB>author<TAB>dynasty" starts a poem (author empty when the source names none), then one line per row.',
];
const body = poems.flatMap((p) => [`@${p.title}\t${p.author}\t${p.dynasty}`, ...p.lines]);
writeFileSync(new URL('../src/common/poem-names/poem-lines.txt', import.meta.url), [...header, ...body, ''].join('\n'));
console.log(`${poems.length} poems, ${lineCount} lines, ${converted} converted`);
