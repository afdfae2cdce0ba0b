/**
 * 提取文字's Word export: time to build the .docx from recognised paragraphs (the same code the page runs,
 * `docx` loaded lazily; here in Node, so the first build includes loading the package).
 *
 *   npx tsx bench/ocr-docx.bench.ts [--rounds 9]
 *
 * Prints a table, asserts nothing. Not part of `npm test`.
 */
import { buildDocx, docParagraphs } from '../src/web/kit/ocr/docx.js';
import { arg, median } from './support.js';

const rounds = arg('rounds', 9);

async function main() {
  console.log('| lines | paragraphs | .docx bytes | first build ms | median ms |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const n of [4, 40, 400]) {
    const lines = Array.from({ length: n }, (_, i) => ({
      text: `第${i + 1}行：识别出的文字 Hello OCR 2026，保持段落顺序。`,
    }));
    const paragraphs = Array.from({ length: n / 4 }, (_, p) => [0, 1, 2, 3].map((k) => p * 4 + k));
    const model = docParagraphs({ lines, paragraphs }, { layout: 'lines' });
    const times: number[] = [];
    let size = 0;
    for (let r = 0; r < rounds; r++) {
      const t = performance.now();
      size = (await buildDocx(model, 'bench')).size;
      times.push(performance.now() - t);
    }
    console.log(`| ${n} | ${n / 4} | ${size} | ${times[0]!.toFixed(1)} | ${median(times.slice(1)).toFixed(1)} |`);
  }
}

void main();
