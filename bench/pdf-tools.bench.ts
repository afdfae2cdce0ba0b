/**
 * The PDF tools' quality bars (issue 13), measured by hand, outside CI:
 *   BUILD_DIR=.builds/<you> npm run build
 *   BUILD_DIR=.builds/<you> nice -n 10 npx tsx bench/pdf-tools.bench.ts [compress] [correct] [password] [large]
 * (all four by default). Prints tables; asserts nothing.
 * - The corpus (built once, kept in PDF_BENCH_DIR, default /tmp/pdf-bench-corpus): our own pages printed by
 *   Chromium, a report with large photos printed by Chromium, 300-dpi "scans" made from Debian's sample
 *   images (python3-skimage's data; generated pictures when it is not installed), phone photos on pages,
 *   and the kit's two fixtures.
 * - compress: each preset on each file (the engine the PDF Worker runs, here in Node): size saving, time per
 *   MB, text (pdftotext), links, bookmarks and pages kept, qpdf --check; then targets of 30% and 3% of the
 *   input: met when reachable, reported as not met when not.
 * - correct: every other operation on every file, each output checked with qpdf --check, pdfinfo (pages,
 *   sizes, rotations) and pdftotext.
 * - password: our AES-256 files against qpdf --decrypt (with and without the password), qpdf's AES-256
 *   files opened by our engine (no, wrong and right password).
 * - large: a 200 MB, 500-page PDF merged, split and page-numbered in desktop Chromium through the built
 *   pages, with the longest main-thread task (PerformanceObserver 'longtask') and the progress seen; then
 *   the same file chosen on a phone, which must say it is too large.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { complianceKey } from '../src/web/compliance/compliance.js';
import { FIXTURES, nodePdfEnv } from '../src/web/kit/pdf/testing.js';
import {
  linkTargets,
  outlineTitles,
  pageCount,
  pageGeometry,
  qpdfCheck,
  sh,
  squeezedText,
} from '../src/web/kit/pdf/checks.js';
import { runPdf, type OpsEnv, type PdfAnswer, type PdfRequest } from '../src/web/kit/pdf/engine/ops.js';
import { compressAt, LEVELS } from '../src/web/kit/pdf/engine/compress.js';
import { PdfError } from '../src/web/kit/pdf/errors.js';
import { defaults } from '../src/web/kit/options/schema.js';
import { mergePlan } from '../src/tools/pdf_merge/merge.js';
import { EMPTY } from '../src/tools/pdf_metadata/metadata.js';
import { SCHEMA as SPLIT, splitParts } from '../src/tools/pdf_split/split.js';
import { SCHEMA as NUMBERS, numberStamp } from '../src/tools/pdf_page_number/page-number.js';
import { SCHEMA as WATERMARK, watermarkStamp } from '../src/tools/pdf_watermark/watermark.js';
import { launchBrowser, newContext, startSite, type Site } from '../e2e/support.js';
import { median } from './support.js';

const CORPUS = process.env.PDF_BENCH_DIR ?? '/tmp/pdf-bench-corpus';
const OUT = path.join(CORPUS, 'out');
const SKIMAGE = '/usr/lib/python3/dist-packages/skimage/data';
const MB = 1_000_000;
const A4 = { width: 595.28, height: 841.89 };
const wanted = new Set(process.argv.slice(2));
const run = (name: string) => wanted.size === 0 || wanted.has(name);

const kb = (n: number) => `${Math.round(n / 1000).toLocaleString('en')} KB`;
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

function table(head: string[], rows: (string | number)[][]) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(cells[0]));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of cells.slice(1)) console.log(line(r));
  console.log();
}

// ---------------------------------------------------------------- the corpus

/** A small deterministic random generator (the corpus is the same on every machine). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Debian's sample photos (python3-skimage), or generated pictures when the package is not installed. */
async function photos(): Promise<{ name: string; image: Buffer }[]> {
  const names = ['astronaut.png', 'coffee.png', 'chelsea.png', 'retina.jpg', 'rocket.jpg', 'hubble_deep_field.jpg'];
  if (names.every((n) => existsSync(path.join(SKIMAGE, n))))
    return Promise.all(
      names.map(async (n) => ({ name: n, image: await sharp(path.join(SKIMAGE, n)).removeAlpha().png().toBuffer() })),
    );
  console.log('python3-skimage is not installed: generated pictures stand in for the sample photos\n');
  return Promise.all(
    names.map(async (n, k) => {
      const w = 640;
      const h = 480;
      const next = random(k + 1);
      const raw = Buffer.alloc(w * h * 3);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const i = (y * w + x) * 3;
          raw[i] = (128 + 100 * Math.sin((x + k * 40) / 50)) | 0;
          raw[i + 1] = (128 + 100 * Math.cos((y - k * 30) / 70)) | 0;
          raw[i + 2] = (next() * 60 + ((x * y) % 97)) | 0;
        }
      return {
        name: n,
        image: await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
          .png()
          .toBuffer(),
      };
    }),
  );
}

/** Paper grain: a grey noise layer, as a scanner sees a sheet. */
async function grain(width: number, height: number, seed: number, amount: number): Promise<Buffer> {
  const next = random(seed);
  const raw = Buffer.alloc(width * height);
  for (let i = 0; i < raw.length; i++) raw[i] = 128 + Math.round((next() - 0.5) * 2 * amount);
  return sharp(raw, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

const LINES = [
  '本页为扫描件，用于测试 PDF 压缩。The quick brown fox jumps over the lazy dog.',
  '图片以 300 dpi 扫描，保存为 JPEG。Scanned at 300 dpi and saved as JPEG.',
  '随手工具箱 · 文件只在你的浏览器中处理，不会上传到服务器。',
];

/** One A4 page scanned at 300 dpi: a photo, lines of text and paper grain, as JPEG or grey PNG bytes. */
async function scanPage(photo: Buffer, seed: number, grey: boolean): Promise<Buffer> {
  const W = 2480;
  const H = 3508;
  const text = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="900">` +
      LINES.map(
        (l, i) =>
          `<text x="200" y="${150 + i * 170}" font-family="Noto Sans CJK SC" font-size="70" fill="#222">${l}</text>`,
      ).join('') +
      `</svg>`,
  );
  const picture = await sharp(photo).resize(2080, 1500, { fit: 'cover' }).toBuffer();
  let page = sharp({ create: { width: W, height: H, channels: 3, background: { r: 246, g: 244, b: 238 } } }).composite([
    { input: picture, left: 200, top: 260 },
    { input: text, left: 0, top: 1900 },
    { input: await grain(W, H, seed, 10), blend: 'soft-light' },
  ]);
  if (grey)
    return sharp(await page.png().toBuffer())
      .greyscale()
      .png({ compressionLevel: 6 })
      .toBuffer();
  page = sharp(await page.png().toBuffer());
  return page.jpeg({ quality: 90 }).toBuffer();
}

/** Pictures on A4 pages with an OCR-like text line (a scanner's or a phone app's PDF). */
async function picturesPdf(pictures: Buffer[], caption: (i: number) => string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pictures.length; i++) {
    const bytes = pictures[i];
    const image = bytes[0] === 0xff ? await doc.embedJpg(bytes) : await doc.embedPng(bytes);
    const page = doc.addPage([A4.width, A4.height]);
    const scale = Math.min(A4.width / image.width, A4.height / image.height);
    page.drawImage(image, {
      x: 0,
      y: A4.height - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
    page.drawText(caption(i + 1), { x: 36, y: 24, size: 9, font, color: rgb(0.2, 0.2, 0.2) });
  }
  doc.setTitle('Bench pictures');
  return doc.save();
}

const REPORT_STYLE =
  'body{font-family:"Noto Sans CJK SC",sans-serif;margin:36px;color:#222} img{width:100%;margin:12px 0} ' +
  'h1{page-break-before:always} h1:first-child{page-break-before:auto}';

/** An HTML report with large photos (a camera's size, JPEG), printed by Chromium with bookmarks and links. */
function reportHtml(pictures: string[]): string {
  const sections = pictures.map(
    (src, i) =>
      `<h1 id="s${i}">第 ${i + 1} 节 · Section ${i + 1}</h1><p>这一节有一张大照片。This section holds a large photo. ` +
      `<a href="#s${(i + 1) % pictures.length}">下一节</a> · <a href="https://example.com/photo/${i}">来源</a></p>` +
      `<img src="${src}">`,
  );
  return `<!doctype html><html lang="zh"><meta charset="utf-8"><title>照片报告</title><style>${REPORT_STYLE}</style>${sections.join('')}</html>`;
}

interface CorpusFile {
  name: string;
  kind: string;
  file: string;
}

async function printPdf(browser: Browser, load: (page: Page) => Promise<void>): Promise<Uint8Array> {
  const context = await newContext(browser, 'desktop');
  const page = await context.newPage();
  try {
    await load(page);
    return await page.pdf({ format: 'A4', outline: true, tagged: true, printBackground: true });
  } finally {
    await context.close();
  }
}

/** Builds what is missing of the corpus; our pages are printed from the built site. */
async function corpus(site: Site, browser: Browser): Promise<CorpusFile[]> {
  mkdirSync(CORPUS, { recursive: true });
  const files: CorpusFile[] = [];
  const add = async (name: string, kind: string, make: () => Promise<Uint8Array>) => {
    const file = path.join(CORPUS, name);
    if (!existsSync(file)) writeFileSync(file, await make());
    files.push({ name, kind, file });
  };
  await add('fixture-chromium.pdf', 'fixture', async () => readFileSync(path.join(FIXTURES, 'chromium.pdf')));
  await add('fixture-shapes.pdf', 'fixture', async () => readFileSync(path.join(FIXTURES, 'shapes.pdf')));
  for (const slug of ['index', 'pdf_merge', 'imgcompress', 'wordcount'])
    await add(`site-${slug}.pdf`, 'our page, Chromium', () =>
      printPdf(browser, async (page) => {
        await page.addInitScript((key) => localStorage.setItem(key, '1'), complianceKey(`/${slug}.html`));
        await page.goto(`${site.url}/${slug === 'index' ? '' : `${slug}.html`}`);
        await page.waitForLoadState('networkidle');
      }),
    );
  const shots = await photos();
  await add('report-photos.pdf', 'large photos, Chromium', async () => {
    const big = await Promise.all(
      shots.map(async (s) => {
        const jpeg = await sharp(s.image).resize(3000).jpeg({ quality: 92 }).toBuffer();
        return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      }),
    );
    return printPdf(browser, (page) => page.setContent(reportHtml(big), { waitUntil: 'load' }));
  });
  await add('scan-colour.pdf', 'scan, JPEG 300 dpi', async () =>
    picturesPdf(
      await Promise.all(shots.slice(0, 4).map((s, i) => scanPage(s.image, i + 1, false))),
      (i) => `Scanned page ${i}`,
    ),
  );
  await add('scan-grey-lossless.pdf', 'scan, grey Flate 300 dpi', async () =>
    picturesPdf(
      await Promise.all(shots.slice(2, 5).map((s, i) => scanPage(s.image, i + 11, true))),
      (i) => `Grey scan ${i}`,
    ),
  );
  await add('photos-12mp.pdf', 'phone photos', async () =>
    picturesPdf(
      await Promise.all(
        shots.slice(3, 5).map(async (s, i) =>
          sharp(s.image)
            .resize(4000, 3000, { fit: 'cover' })
            .composite([{ input: await grain(4000, 3000, i + 21, 14), blend: 'soft-light' }])
            .jpeg({ quality: 92 })
            .toBuffer(),
        ),
      ),
      (i) => `Photo ${i}`,
    ),
  );
  return files;
}

// ---------------------------------------------------------------- checks

let outputs = 0;
let env: OpsEnv;

function save(bytes: Uint8Array, name: string): string {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `${++outputs}-${name}`);
  writeFileSync(file, bytes);
  return file;
}

async function blobFile(answer: PdfAnswer, i: number, name: string): Promise<string> {
  return save(new Uint8Array(await answer.files[i].blob.arrayBuffer()), name);
}

interface Facts {
  pages: number;
  geometry: { width: number; height: number; rotate: number }[];
  text: string[];
  links: (number | string)[];
  outline: string[];
}

async function factsOf(file: string): Promise<Facts> {
  const pages = pageCount(file);
  return {
    pages,
    geometry: pageGeometry(file),
    text: Array.from({ length: pages }, (_, i) => squeezedText(file, i + 1)),
    links: await linkTargets(file),
    outline: outlineTitles(file),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const near = (a: number, b: number) => Math.abs(a - b) < 0.02;
const sameSize = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  near(a.width, b.width) && near(a.height, b.height);

// ---------------------------------------------------------------- compress

async function compressBench(files: CorpusFile[]) {
  console.log("## Compression (the PDF Worker's engine in Node; MozJPEG via jSquash as in the browser)\n");
  const rows: (string | number)[][] = [];
  const savings: Record<string, number[]> = { light: [], balanced: [], strong: [] };
  const timing: Record<string, { ms: number; mb: number }> = {};
  const targets: (string | number)[][] = [];
  for (const f of files) {
    const input = new Uint8Array(readFileSync(f.file));
    const before = await factsOf(f.file);
    for (const preset of ['light', 'balanced', 'strong'] as const) {
      const t0 = performance.now();
      const answer = await runPdf({ op: 'compress', file: { data: input }, name: 'c.pdf', preset }, env);
      const ms = performance.now() - t0;
      const out = await blobFile(answer, 0, `${preset}-${f.name}`);
      const after = await factsOf(out);
      const size = answer.files[0].blob.size;
      const saving = 1 - size / input.length;
      savings[preset].push(saving);
      timing[preset] ??= { ms: 0, mb: 0 };
      timing[preset].ms += ms;
      timing[preset].mb += input.length / MB;
      rows.push([
        f.name,
        preset,
        kb(input.length),
        kb(size),
        answer.keptOriginal ? 'kept original' : pct(saving),
        Math.round(ms / (input.length / MB)),
        yes(same(after.text, before.text)),
        `${yes(same(after.links, before.links))} (${before.links.length})`,
        `${yes(same(after.outline, before.outline))} (${before.outline.length})`,
        yes(after.pages === before.pages && after.geometry.every((g, i) => same(g, before.geometry[i]))),
        yes(qpdfCheck(out).ok),
      ]);
    }
    // Targets: what the strongest level reaches decides whether a target is reachable.
    const strongest = (await compressAt(input, LEVELS.length - 1, env.jpeg)).bytes.length;
    const floor = Math.min(strongest, input.length);
    for (const share of [0.3, 0.03]) {
      const target = Math.round(input.length * share);
      const answer = await runPdf(
        { op: 'compress', file: { data: input }, name: 't.pdf', preset: 'light', targetBytes: target },
        env,
      );
      const out = await blobFile(answer, 0, `target-${share}-${f.name}`);
      const size = answer.files[0].blob.size;
      const reachable = floor <= target;
      const right = reachable ? answer.reached === true && size <= target : answer.reached === false;
      targets.push([
        f.name,
        `${share * 100}%: ${kb(target)}`,
        kb(floor),
        reachable ? 'yes' : 'no',
        kb(size),
        answer.reached ? 'reached' : 'says not reached',
        yes(right && qpdfCheck(out).ok),
      ]);
    }
  }
  table(
    [
      'file',
      'preset',
      'in',
      'out',
      'saving',
      'ms/MB',
      'text kept',
      'links kept',
      'bookmarks kept',
      'pages, sizes',
      'qpdf --check',
    ],
    rows,
  );
  table(
    ['preset', 'median saving', 'time per MB'],
    (['light', 'balanced', 'strong'] as const).map((p) => [
      p,
      pct(median(savings[p])),
      `${Math.round(timing[p].ms / timing[p].mb)} ms`,
    ]),
  );
  console.log('Target size (searched from the light preset; reachable = the strongest level gets there)\n');
  table(['file', 'target', 'smallest possible', 'reachable', 'result', 'the tool says', 'right, qpdf ok'], targets);
}

// ---------------------------------------------------------------- correctness of every operation

interface OpCase {
  op: string;
  request: (input: Uint8Array, facts: Facts, name: string) => PdfRequest;
  /** What must hold of output `i` (an empty list when all is well). */
  expect: (out: Facts, i: number, input: Facts) => string[];
}

const pagesOk = (out: Facts, want: number) => (out.pages === want ? [] : [`${out.pages} pages, not ${want}`]);

const OPS: OpCase[] = [
  {
    op: 'split every 2 pages',
    request: (input, facts, name) => {
      const split = splitParts({ ...defaults(SPLIT), mode: 'every', every: 2 }, name, facts.pages);
      return { op: 'assemble', files: [{ data: input }], outputs: split.ok ? split.parts : [] };
    },
    expect: (out, i, input) => {
      const from = i * 2;
      const want = Math.min(2, input.pages - from);
      const problems = pagesOk(out, want);
      for (let p = 0; p < out.pages; p++) {
        if (out.text[p] !== input.text[from + p]) problems.push(`text of page ${from + p + 1}`);
        if (!same(out.geometry[p], input.geometry[from + p])) problems.push(`geometry of page ${from + p + 1}`);
      }
      return problems;
    },
  },
  {
    op: 'merge with shapes.pdf',
    request: (input, facts) => ({
      op: 'assemble',
      files: [{ data: input }, { data: new Uint8Array(readFileSync(path.join(FIXTURES, 'shapes.pdf'))) }],
      outputs: [{ name: 'm.pdf', plan: mergePlan([facts.pages, 3]) }],
    }),
    expect: (out, _, input) => [
      ...pagesOk(out, input.pages + 3),
      ...(same(out.text.slice(0, input.pages), input.text) ? [] : ['text']),
      ...(out.text[input.pages + 2].includes('Shapespage3') ? [] : ['second file text']),
      ...(same(out.outline, input.outline) ? [] : ['bookmarks']),
      ...(same(out.links, input.links) ? [] : ['links']),
      ...(out.geometry[input.pages + 1].rotate === 90 ? [] : ['rotation of the second file']),
    ],
  },
  {
    op: 'organise: reverse, turn, blank',
    request: (input, facts) => ({
      op: 'assemble',
      files: [{ data: input }],
      outputs: [
        {
          name: 'o.pdf',
          plan: [
            ...Array.from({ length: facts.pages }, (_, i) => ({
              source: 0,
              page: facts.pages - 1 - i,
              rotate: i === 0 ? 90 : 0,
            })),
            { blank: A4 },
          ],
        },
      ],
    }),
    expect: (out, _, input) => {
      const problems = pagesOk(out, input.pages + 1);
      for (let i = 0; i < input.pages; i++) {
        const src = input.pages - 1 - i;
        if (out.text[i] !== input.text[src]) problems.push(`text of page ${i + 1}`);
        const turn = (input.geometry[src].rotate + (i === 0 ? 90 : 0)) % 360;
        if (out.geometry[i].rotate !== turn) problems.push(`rotation of page ${i + 1}`);
      }
      if (!sameSize(out.geometry[input.pages], A4) || out.text[input.pages] !== '') problems.push('blank page');
      return problems;
    },
  },
  {
    op: 'watermark (Chinese, tiled)',
    request: (input, facts) => ({
      op: 'stamp',
      file: { data: input },
      name: 'w.pdf',
      stamps: [
        watermarkStamp(
          defaults(WATERMARK),
          Array.from({ length: facts.pages }, (_, i) => i),
          null,
        )!,
      ],
    }),
    expect: (out, _, input) => [
      ...pagesOk(out, input.pages),
      ...(out.text.every((t) => t.includes('机密文件请勿外传')) ? [] : ['watermark text']),
      ...(out.geometry.every((g, i) => same(g, input.geometry[i])) ? [] : ['geometry']),
      ...(same(out.links, input.links) ? [] : ['links']),
    ],
  },
  {
    op: 'page numbers 第 n 页 / 共 N 页',
    request: (input, facts) => ({
      op: 'stamp',
      file: { data: input },
      name: 'n.pdf',
      stamps: [numberStamp(defaults(NUMBERS), facts.pages)!],
    }),
    expect: (out, _, input) => [
      ...pagesOk(out, input.pages),
      ...out.text.flatMap((t, i) => (t.includes(`第${i + 1}页/共${input.pages}页`) ? [] : [`number on page ${i + 1}`])),
    ],
  },
  {
    op: 'crop 10% each side',
    request: (input, facts) => ({
      op: 'crop',
      file: { data: input },
      name: 'c.pdf',
      pages: Array.from({ length: facts.pages }, (_, i) => i),
      cut: { left: 0.1, right: 0.1, top: 0.1, bottom: 0.1 },
    }),
    expect: (out, _, input) => [
      ...pagesOk(out, input.pages),
      ...out.geometry.flatMap((g, i) =>
        sameSize(g, { width: input.geometry[i].width * 0.8, height: input.geometry[i].height * 0.8 })
          ? []
          : [`size of page ${i + 1}`],
      ),
    ],
  },
  {
    op: 'page size A4, fit',
    request: (input, facts) => ({
      op: 'resize',
      file: { data: input },
      name: 'r.pdf',
      pages: Array.from({ length: facts.pages }, (_, i) => i),
      sheet: A4,
      mode: 'fit',
      orientation: 'auto',
    }),
    expect: (out, _, input) => [
      ...pagesOk(out, input.pages),
      ...(same(out.text, input.text) ? [] : ['text']),
      ...out.geometry.flatMap((g, i) => {
        const seen = g.rotate % 180 ? { width: g.height, height: g.width } : g;
        const wide = input.geometry[i].rotate % 180 ? input.geometry[i].height : input.geometry[i].width;
        const tall = input.geometry[i].rotate % 180 ? input.geometry[i].width : input.geometry[i].height;
        const want = wide > tall ? { width: A4.height, height: A4.width } : A4;
        return sameSize(seen, want) ? [] : [`size of page ${i + 1}`];
      }),
    ],
  },
  {
    op: 'metadata (Chinese title)',
    request: (input) => ({
      op: 'metadata',
      file: { data: input },
      name: 'm.pdf',
      info: { ...EMPTY, title: '测试标题' },
    }),
    expect: (out, _, input) => [...pagesOk(out, input.pages), ...(same(out.text, input.text) ? [] : ['text'])],
  },
];

async function correctBench(files: CorpusFile[]) {
  console.log('## Every operation on every file: qpdf --check, pages, sizes, rotations, text\n');
  const rows: string[][] = [];
  let checked = 0;
  let passed = 0;
  for (const f of files) {
    const input = new Uint8Array(readFileSync(f.file));
    const facts = await factsOf(f.file);
    const row = [f.name, String(facts.pages)];
    for (const c of OPS) {
      const answer = await runPdf(c.request(input, facts, f.name), env);
      const problems: string[] = [];
      for (let i = 0; i < answer.files.length; i++) {
        const out = await blobFile(answer, i, `${c.op.split(' ')[0]}-${f.name}`);
        const check = qpdfCheck(out);
        if (!check.ok)
          problems.push(`qpdf: ${check.log.split('\n').find((l) => /error|warning/i.test(l)) ?? 'failed'}`);
        problems.push(...c.expect(await factsOf(out), i, facts));
        checked++;
      }
      if (problems.length === 0) passed += answer.files.length;
      row.push(problems.length ? [...new Set(problems)].slice(0, 3).join('; ') : `ok (${answer.files.length})`);
    }
    rows.push(row);
  }
  table(['file', 'pages', ...OPS.map((o) => o.op)], rows);
  console.log(`${passed} of ${checked} outputs pass every check.\n`);
}

// ---------------------------------------------------------------- passwords

async function passwordBench(files: CorpusFile[]) {
  console.log('## Password round trip (AES-256)\n');
  const rows: string[][] = [];
  for (const f of files) {
    const input = new Uint8Array(readFileSync(f.file));
    const text = squeezedText(f.file);
    // Ours → qpdf.
    const ours = await runPdf(
      {
        op: 'encrypt',
        file: { data: input },
        name: 'e.pdf',
        user: 'Open-123',
        owner: 'Owner-456',
        permissions: { print: 'full', modify: false, copy: true, annotate: false },
      },
      env,
    );
    const locked = await blobFile(ours, 0, `locked-${f.name}`);
    const shown = sh('qpdf', ['--password=Open-123', '--show-encryption', locked]);
    const aes256 = /R = 6/.test(shown) && /AESv3/.test(shown);
    const without = spawnSync('qpdf', ['--decrypt', locked, path.join(OUT, 'x.pdf')]).status;
    const opened = path.join(OUT, `opened-${f.name}`);
    const withPw = spawnSync('qpdf', ['--password=Open-123', '--decrypt', locked, opened]).status;
    const sameText = withPw === 0 && squeezedText(opened) === text;
    // qpdf → ours.
    const theirs = path.join(OUT, `qpdf-locked-${f.name}`);
    sh('qpdf', ['--encrypt', 'Open-123', 'Owner-456', '256', '--', f.file, theirs]);
    const data = new Uint8Array(readFileSync(theirs));
    const code = async (password?: string) =>
      runPdf({ op: 'inspect', file: { data, password } }, env).then(
        () => 'opened',
        (e: unknown) => (e instanceof PdfError ? e.code : String(e)),
      );
    const decrypted = await runPdf({ op: 'decrypt', file: { data, password: 'Open-123' }, name: 'd.pdf' }, env);
    const back = await blobFile(decrypted, 0, `unlocked-${f.name}`);
    rows.push([
      f.name,
      yes(aes256 && qpdfCheck(locked, 'Open-123').ok),
      without === 2 ? 'refused' : `exit ${without}`,
      withPw === 0 ? `opened, text ${sameText ? 'same' : 'DIFFERS'}` : `exit ${withPw}`,
      await code(),
      await code('wrong-1'),
      `${await code('Open-123')}, text ${squeezedText(back) === text && qpdfCheck(back).ok ? 'same' : 'DIFFERS'}`,
    ]);
  }
  table(
    [
      'file',
      'ours: R6 AESv3, qpdf --check',
      'qpdf --decrypt, no password',
      'qpdf --decrypt, password',
      'qpdf’s file: no password',
      'wrong password',
      'right password',
    ],
    rows,
  );
}

// ---------------------------------------------------------------- large files in Chromium

const BIG = path.join(CORPUS, 'big-500-pages.pdf');

/** 500 A4 pages, each with its own scan of about 400 KB (a JPEG stream per page) and a line of text: about 200 MB. */
async function bigPdf(): Promise<string> {
  if (existsSync(BIG)) return BIG;
  mkdirSync(CORPUS, { recursive: true });
  const shots = await photos();
  const jpegs = await Promise.all(
    shots.map(async (s, i) =>
      sharp(s.image)
        .resize(1700, 2400, { fit: 'cover' })
        .composite([{ input: await grain(1700, 2400, i + 31, 18), blend: 'soft-light' }])
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 500; i++) {
    const jpeg = jpegs[i % jpegs.length];
    // Each page's picture is its own stream (as in a scanned book), not one shared image.
    const image = await doc.embedJpg(jpeg);
    const page = doc.addPage([A4.width, A4.height]);
    page.drawImage(image, { x: 20, y: 60, width: A4.width - 40, height: A4.height - 100 });
    page.drawText(`Large document page ${i + 1}`, { x: 36, y: 30, size: 12, font });
    if (i % 100 === 7) page.setRotation(degrees(90));
  }
  writeFileSync(BIG, await doc.save({ objectsPerTick: Infinity }));
  return BIG;
}

interface Watch {
  longest: number;
  over50: number;
  over200: number;
  progress: number[];
}

/** The page's main thread and progress bar, watched from `from` on. */
async function watchPage(page: Page, slug: string) {
  await page.addInitScript(
    (key) => {
      localStorage.setItem(key, '1');
      const w = window as unknown as { __watch: Watch & { from: number } };
      w.__watch = { from: Number.POSITIVE_INFINITY, longest: 0, over50: 0, over200: 0, progress: [] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.startTime < w.__watch.from) continue;
          w.__watch.longest = Math.max(w.__watch.longest, e.duration);
          w.__watch.over50++;
          if (e.duration > 200) w.__watch.over200++;
        }
      }).observe({ type: 'longtask', buffered: true });
      setInterval(() => {
        const bar = document.querySelector('[data-testid="pdf-progress"] [role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        const seen = w.__watch.progress;
        if (bar && Number.isFinite(value) && value !== seen[seen.length - 1]) seen.push(value);
      }, 50);
    },
    complianceKey(`/${slug}.html`),
  );
  return {
    start: () =>
      page.evaluate(() => ((window as unknown as { __watch: { from: number } }).__watch.from = performance.now())),
    read: async (): Promise<Watch> => {
      // Long tasks are reported after they end: give the observer a moment.
      await page.waitForTimeout(500);
      return page.evaluate(() => {
        const w = (window as unknown as { __watch: Watch }).__watch;
        return { longest: w.longest, over50: w.over50, over200: w.over200, progress: [...w.progress] };
      });
    },
  };
}

async function chooseBig(page: Page, paths: string[], trigger = 'upload-button') {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId(trigger).click()]);
  await chooser.setFiles(paths);
}

const biggestStep = (xs: number[]) => xs.reduce((m, x, i) => Math.max(m, x - (i ? xs[i - 1] : 0)), 0);

async function largeBench(site: Site, browser: Browser) {
  console.log('## A 200 MB, 500-page PDF in desktop Chromium (main thread watched by PerformanceObserver)\n');
  const big = await bigPdf();
  const size = statSync(big).size;
  console.log(`input: ${(size / MB).toFixed(1)} MB, ${pageCount(big)} pages\n`);
  const shapes = path.join(FIXTURES, 'shapes.pdf');
  const cases: {
    label: string;
    slug: string;
    query?: string;
    files: string[];
    zip?: boolean;
    check: (f: string) => string;
  }[] = [
    {
      label: 'merge (+ shapes.pdf)',
      slug: 'pdf_merge',
      files: [big, shapes],
      check: (f) =>
        `${pageCount(f)} pages, p.250 “${squeezedText(f, 250).slice(0, 24)}”, p.503 ${squeezedText(f, 503).slice(0, 14)}`,
    },
    {
      label: 'split every 100 pages (zip)',
      slug: 'pdf_split',
      query: '?mode=every&every=100',
      files: [big],
      zip: true,
      check: (f) => {
        const list = sh('unzip', ['-Z1', f]).trim().split('\n');
        return `${list.length} files in the zip`;
      },
    },
    {
      label: 'page numbers',
      slug: 'pdf_page_number',
      files: [big],
      check: (f) => `${pageCount(f)} pages, p.500 “${squeezedText(f, 500).slice(-12)}”`,
    },
  ];
  const rows: (string | number)[][] = [];
  const saves: { label: string; file: string; check: (file: string) => string }[] = [];
  for (const c of cases) {
    const context = await newContext(browser, 'desktop', { acceptDownloads: true });
    const page = await context.newPage();
    const watch = await watchPage(page, c.slug);
    await page.goto(`${site.url}/${c.slug}.html${c.query ?? ''}`);
    await page.waitForSelector('[data-hydrated]', { timeout: 60_000 });
    await watch.start();
    const t0 = Date.now();
    await chooseBig(page, c.files);
    if (c.slug === 'pdf_merge')
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="merge-list-row"]').length === 2, null, {
        timeout: 600_000,
      });
    else await page.getByTestId('pdf-file').waitFor({ timeout: 600_000 });
    const opened = Date.now() - t0;
    const t1 = Date.now();
    await page.getByTestId('pdf-run').click();
    const done = c.zip ? 'pdf-results' : 'pdf-result';
    await page.getByTestId(done).waitFor({ timeout: 900_000 });
    const ran = Date.now() - t1;
    const t2 = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 600_000 }),
      page.getByTestId(c.zip ? 'download-all' : 'pdf-result-save').click(),
    ]);
    const saved = path.join(OUT, `large-${c.slug}${c.zip ? '.zip' : '.pdf'}`);
    await download.saveAs(saved);
    const saving = Date.now() - t2;
    const seen = await watch.read();
    const check = c.zip ? c.check : (f: string) => `${qpdfCheck(f).ok ? 'qpdf ok' : 'QPDF FAILED'}; ${c.check(f)}`;
    saves.push({ label: c.label, file: saved, check });
    rows.push([
      c.label,
      `${(opened / 1000).toFixed(1)} s`,
      `${(ran / 1000).toFixed(1)} s`,
      `${(saving / 1000).toFixed(1)} s`,
      `${Math.round(seen.longest)} ms`,
      seen.over50,
      seen.over200,
      `${seen.progress.length} steps, largest +${biggestStep(seen.progress)}%`,
    ]);
    await context.close();
  }
  table(['job', 'open', 'run', 'save', 'longest task', 'tasks > 50 ms', '> 200 ms', 'progress seen'], rows);
  // Checked after the timings are printed: qpdf --check of a 230 MB file takes minutes on a busy machine.
  table(
    ['job', 'output'],
    saves.map((x) => [x.label, x.check(x.file)]),
  );

  // A phone: an iPhone tells no deviceMemory, so the kit assumes 4 GB (120 MB of PDF at once).
  const context = await newContext(browser, 'phone');
  const page = await context.newPage();
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => undefined }));
  const watch = await watchPage(page, 'pdf_merge');
  await page.goto(`${site.url}/pdf_merge.html`);
  await page.waitForSelector('[data-hydrated]', { timeout: 60_000 });
  await watch.start();
  await chooseBig(page, [big]);
  const error = page.getByTestId('pdf-error');
  await error.waitFor({ timeout: 60_000 });
  const seen = await watch.read();
  table(
    ['phone (390×844, iPhone)', 'message', 'code', 'longest task'],
    [
      [
        '200 MB file',
        await error.innerText(),
        (await error.getAttribute('data-code')) ?? '',
        `${Math.round(seen.longest)} ms`,
      ],
    ],
  );
  await context.close();
}

// ---------------------------------------------------------------- main

const site = await startSite();
const browser = await launchBrowser();
try {
  env = await nodePdfEnv();
  const needCorpus = run('compress') || run('correct') || run('password');
  const files = needCorpus ? await corpus(site, browser) : [];
  if (needCorpus)
    table(
      ['file', 'kind', 'size', 'pages'],
      files.map((f) => [f.name, f.kind, kb(statSync(f.file).size), pageCount(f.file)]),
    );
  if (run('password')) await passwordBench(files);
  if (run('correct')) await correctBench(files);
  if (run('compress')) await compressBench(files);
  if (run('large')) await largeBench(site, browser);
} finally {
  await browser.close();
  await site.close();
}
