/**
 * The document engine (kit/cv) on photographed pages drawn here: `npx tsx bench/doc-scan.bench.ts`.
 *
 * A page of Chinese and English text (`kit/cv/photo.testutil.ts`) is warped onto a dark table at three
 * angles, with a shadow and noise. For each: PP-OCR's character error rate (edit distance / reference
 * length, white space and punctuation width ignored) on the photo as it is and on the page found,
 * flattened and enhanced (colour, and black and white), and the engine's time (outline + flatten).
 * Then the time for a 12 MP photo (4000 × 3000): the outline on the downscaled copy, the full-size warp.
 */
import { editDistance } from '../src/common/cn-search.js';
import { enhanceDocument, findPageOutline } from '../src/web/kit/cv/document.js';
import type { Quad, Rgba } from '../src/web/kit/cv/geometry.js';
import { loadOpenCvNode } from '../src/web/kit/cv/node.js';
import { drawPage, PAGE_LINES, photograph } from '../src/web/kit/cv/photo.testutil.js';
import { nodeOcr } from '../src/web/kit/ocr/testing.js';
import { toMat, fromMat } from '../src/web/kit/cv/document.js';

const norm = (s: string) =>
  s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[，、。：]/g, ',')
    .replace(/\s+/g, '');

function cer(read: string, truth: string): number {
  const [a, b] = [norm(read), norm(truth)];
  return editDistance(a, b, a.length + b.length) / [...b].length;
}

const ANGLES: [string, Quad][] = [
  [
    'mild (10°)',
    [
      { x: 220, y: 150 },
      { x: 1040, y: 190 },
      { x: 1070, y: 1210 },
      { x: 190, y: 1170 },
    ],
  ],
  [
    'strong (trapezoid)',
    [
      { x: 260, y: 130 },
      { x: 1010, y: 210 },
      { x: 1080, y: 1180 },
      { x: 170, y: 1110 },
    ],
  ],
  [
    'steep (seen from low)',
    [
      { x: 360, y: 260 },
      { x: 920, y: 250 },
      { x: 1200, y: 1250 },
      { x: 80, y: 1240 },
    ],
  ],
];

const cv = await loadOpenCvNode();
const ocr = await nodeOcr(1);
const truth = PAGE_LINES.join('\n');
const page = await drawPage();
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

console.log(
  '| case | CER photo | CER flattened (colour) | CER flattened (b/w) | corner error px | outline ms | flatten ms |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [name, corners] of ANGLES) {
  const photo = photograph(cv, page, corners);
  const before = await ocr.recognize(photo.image);
  let t = performance.now();
  const quad = findPageOutline(cv, photo.image);
  const outlineMs = performance.now() - t;
  const error = quad ? Math.max(...quad.map((p, i) => Math.hypot(p.x - corners[i]!.x, p.y - corners[i]!.y))) : NaN;
  t = performance.now();
  const colour = enhanceDocument(cv, photo.image, { quad, mode: 'color', shadows: true, deskew: true, maxSide: 2000 });
  const flattenMs = performance.now() - t;
  const bw = enhanceDocument(cv, photo.image, { quad, mode: 'bw', shadows: true, deskew: true, maxSide: 2000 });
  const afterColour = await ocr.recognize(colour.image);
  const afterBw = await ocr.recognize(bw.image);
  console.log(
    `| ${name} | ${pct(cer(before.text, truth))} | ${pct(cer(afterColour.text, truth))} | ${pct(cer(afterBw.text, truth))} | ${error.toFixed(1)} | ${outlineMs.toFixed(0)} | ${flattenMs.toFixed(0)} |`,
  );
}

// A 12 MP photo: the strong case scaled up to 4000 × 3000 (the page then about 2400 px wide).
const photo = photograph(cv, page, ANGLES[1]![1]);
const src = toMat(cv, photo.image);
const big = new cv.Mat();
cv.resize(src, big, new cv.Size(4000, 3000), 0, 0, cv.INTER_LINEAR);
const large: Rgba = fromMat(cv, big);
src.delete();
big.delete();
let t = performance.now();
const quad = findPageOutline(cv, large);
const outlineMs = performance.now() - t;
t = performance.now();
const full = enhanceDocument(cv, large, { quad, mode: 'color', shadows: true, deskew: true, maxSide: 4096 });
const flattenMs = performance.now() - t;
console.log('');
console.log('| 12 MP photo (4000 × 3000) | outline ms | full-size flatten + enhance ms | page px |');
console.log('|---|---|---|---|');
console.log(
  `| strong angle | ${outlineMs.toFixed(0)} | ${flattenMs.toFixed(0)} | ${full.image.width} × ${full.image.height} |`,
);
await ocr.release();
