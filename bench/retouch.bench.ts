/**
 * The retouch engine (`src/web/kit/cv/retouch*.ts`) measured in Node on the same opencv.js the Worker runs
 * (`npx tsx bench/retouch.bench.ts`):
 * - text removal: text drawn on photos (skimage's public-domain photos, `apt-get install -y python3-skimage`)
 *   found by PP-OCR detection, masked (whole boxes, or strokes only) and inpainted; PSNR of the text region
 *   (the drawn text's pixels grown by 3 px) against the clean photo, before and after; the share of text
 *   pixels inside a detected box;
 * - pen removal: blue and red pen on a drawn worksheet erased by colour; PSNR of the pen region;
 * - time per 12-megapixel photo (4032×3024) for each operation.
 * Prints tables; asserts nothing.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { loadOpenCvNode } from '../src/web/kit/cv/node.js';
import { beautify, inpaintImage, pageInkMap, removeMoire } from '../src/web/kit/cv/retouch.js';
import { growMask, removalMask } from '../src/web/kit/cv/retouch-ink.js';
import { worksheetPng } from '../src/web/kit/cv/retouch-fixtures.testutil.js';
import type { Rgba } from '../src/web/kit/cv/geometry.js';
import type { Mask } from '../src/web/kit/vision/mask.js';
import { nodeOcr, readRgba } from '../src/web/kit/ocr/node.js';
import { ERASE_INPAINT } from '../src/tools/handwriting_erasure/handwriting-erasure.js';

const SKIMAGE = '/usr/lib/python3/dist-packages/skimage/data';
const PHOTOS = ['astronaut.png', 'coffee.png', 'chelsea.png', 'rocket.jpg', 'motorcycle_left.png'];
const cv = await loadOpenCvNode();
const ocr = await nodeOcr(1);

/** Pixels where two images differ (any channel), grown by `grow`: the drawn text and its rim. */
function diffRegion(a: Rgba, b: Rgba, grow: number): Mask {
  const data = new Uint8Array(a.width * a.height);
  for (let p = 0; p < data.length; p++) {
    const i = p * 4;
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) data[p] = 255;
  }
  return growMask({ data, width: a.width, height: a.height }, grow);
}

function psnr(a: Rgba, b: Rgba, region: Mask): number {
  let se = 0;
  let n = 0;
  for (let p = 0; p < region.data.length; p++) {
    if (!region.data[p]) continue;
    for (let c = 0; c < 3; c++) se += (a.data[p * 4 + c]! - b.data[p * 4 + c]!) ** 2;
    n += 3;
  }
  return n && se ? 10 * Math.log10((255 * 255) / (se / n)) : Infinity;
}

const covered = (region: Mask, mask: Mask) => {
  let inside = 0;
  let all = 0;
  for (let p = 0; p < region.data.length; p++)
    if (region.data[p]) {
      all++;
      if (mask.data[p]) inside++;
    }
  return all ? inside / all : 0;
};

const fmt = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '∞');

async function withText(file: string, text: string, colour: string, outline: string): Promise<[Rgba, Rgba]> {
  const base = sharp(file).resize({ width: 800, height: 600, fit: 'cover' }).removeAlpha();
  const clean = await readRgba(await base.clone().png().toBuffer());
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">` +
    `<text x="40" y="90" font-family="Noto Sans CJK SC" font-size="44" fill="${colour}" stroke="${outline}" stroke-width="1.5">${text}</text>` +
    `<text x="300" y="560" font-family="DejaVu Sans" font-size="30" fill="${colour}" stroke="${outline}" stroke-width="1">© 2026 sample.example</text>` +
    `</svg>`;
  const texted = await readRgba(
    await base
      .clone()
      .composite([{ input: Buffer.from(svg) }])
      .png()
      .toBuffer(),
  );
  return [clean, texted];
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores\n`,
);

if (existsSync(SKIMAGE)) {
  const styles: [string, string, string][] = [
    ['白字黑边 white', '#ffffff', '#000000'],
    ['黄字 yellow', '#ffd21f', '#4a3b00'],
    ['黑字 black', '#141414', '#141414'],
  ];
  console.log('Text removal on photos (800×600), PSNR dB of the text region against the clean photo');
  console.log('| photo | text | in boxes | before | boxes filled | strokes only | detect ms | inpaint ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const name of PHOTOS) {
    const file = `${SKIMAGE}/${name}`;
    if (!existsSync(file)) continue;
    for (const [label, colour, outline] of styles) {
      const [clean, texted] = await withText(file, '示例水印 Sample', colour, outline);
      const region = diffRegion(clean, texted, 3);
      const t0 = performance.now();
      const read = await ocr.recognize({ ...texted, data: new Uint8Array(texted.data) }, { noClassifier: true });
      const t1 = performance.now();
      const boxes = read.lines.flatMap((l) => l.boxes.map((b) => b.quad));
      const map = pageInkMap(cv, texted);
      const boxMask = removalMask(map, { colours: [], boxes, boxFill: 'box', grow: 3 });
      const strokeMask = removalMask(map, { colours: [], boxes, boxFill: 'strokes', grow: 2 });
      const t2 = performance.now();
      const filled = inpaintImage(cv, texted, boxMask, { method: 'telea', radius: 5, grow: 0 });
      const t3 = performance.now();
      const strokes = inpaintImage(cv, texted, strokeMask, { method: 'telea', radius: 5, grow: 0 });
      console.log(
        `| ${name} | ${label} | ${(covered(region, boxMask) * 100).toFixed(0)}% | ${fmt(psnr(texted, clean, region))} | ${fmt(psnr(filled, clean, region))} | ${fmt(psnr(strokes, clean, region))} | ${(t1 - t0).toFixed(0)} | ${(t3 - t2).toFixed(0)} |`,
      );
    }
  }
  console.log();
} else console.log(`(no ${SKIMAGE}: apt-get install -y python3-skimage for the photo table)\n`);

{
  const clean = await readRgba(await worksheetPng(false));
  const pen = await readRgba(await worksheetPng(true));
  const region = diffRegion(clean, pen, 2);
  const t0 = performance.now();
  const map = pageInkMap(cv, pen);
  const mask = removalMask(map, { colours: ['blue', 'red'], boxes: [], boxFill: 'strokes', grow: 1 });
  const out = inpaintImage(cv, pen, mask, ERASE_INPAINT);
  const ms = performance.now() - t0;
  console.log('Pen removal by colour on the drawn worksheet (640×420), PSNR dB of the pen region');
  console.log('| pen pixels masked | before | after | ms |');
  console.log('|---|---|---|---|');
  console.log(
    `| ${(covered(region, mask) * 100).toFixed(0)}% | ${fmt(psnr(pen, clean, region))} | ${fmt(psnr(out, clean, region))} | ${ms.toFixed(0)} |\n`,
  );
}

{
  const source = existsSync(`${SKIMAGE}/astronaut.png`) ? `${SKIMAGE}/astronaut.png` : null;
  const big = await readRgba(
    await (source ? sharp(source) : sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a7060' } }))
      .resize(4032, 3024, { fit: 'cover' })
      .png()
      .toBuffer(),
  );
  // A scratch mask on the 1280-px preview grid covering about 1% of the photo.
  const mask: Mask = { data: new Uint8Array(1280 * 960), width: 1280, height: 960 };
  for (let y = 470; y < 490; y++) for (let x = 300; x < 900; x++) mask.data[y * 1280 + x] = 255;
  const small = await readRgba(
    await sharp(Buffer.from(big.data), { raw: { width: 4032, height: 3024, channels: 4 } })
      .resize(1280)
      .png()
      .toBuffer(),
  );
  const time = (f: () => unknown) => {
    const t = performance.now();
    f();
    return performance.now() - t;
  };
  console.log('Time per 12-megapixel photo (4032×3024), Node, one thread, ms');
  console.log('| operation | ms |');
  console.log('|---|---|');
  console.log(
    `| inpaint a 1% scratch (Telea) | ${time(() => inpaintImage(cv, big, mask, { method: 'telea', radius: 5, grow: 3 })).toFixed(0)} |`,
  );
  console.log(
    `| inpaint a 1% scratch (NS) | ${time(() => inpaintImage(cv, big, mask, { method: 'ns', radius: 5, grow: 3 })).toFixed(0)} |`,
  );
  console.log(`| moiré removal, strength 60 | ${time(() => removeMoire(cv, big, { strength: 60 })).toFixed(0)} |`);
  console.log(
    `| beautify, smooth 60 tone 60 | ${time(() => beautify(cv, big, { smooth: 60, tone: 60 })).toFixed(0)} |`,
  );
  console.log(`| ink map of the 1280-px preview | ${time(() => pageInkMap(cv, small)).toFixed(0)} |`);
}
await ocr.release();
