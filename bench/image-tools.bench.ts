/**
 * The image tools' bars, measured in Chromium through the built pages (`BUILD_DIR=... npm run build`, then
 * `BUILD_DIR=... npx tsx bench/image-tools.bench.ts [equal] [quality] [throughput] [memory]`, all by default):
 * - equal: output bytes of our Workers equal the same jSquash encoders run directly in Node at equal settings;
 * - quality: the default preset on 20 photos (skimage's public-domain photos as camera-quality JPEGs) and
 *   10 PNG screenshots of our own pages: median saving and SSIM against the original;
 * - throughput: 20 12-megapixel JPEGs with 1 Worker and with one per core; the longest main-thread task;
 * - memory: one 50-megapixel JPEG.
 * Needs `apt-get install -y python3-skimage` for the photos. Prints tables; asserts nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import os from 'node:os';
import sharp, { type Region, type Sharp } from 'sharp';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import encodeJpeg, { init as initJpeg } from '@jsquash/jpeg/encode.js';
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js';
import encodeAvif, { init as initAvif } from '@jsquash/avif/encode.js';
import encodeJxl, { init as initJxl } from '@jsquash/jxl/encode.js';
import optimise, { init as initOxipng } from '@jsquash/oxipng/optimise.js';
import { complianceKey } from '../src/web/compliance/compliance.js';
import {
  avifOptions,
  jpegOptions,
  jxlOptions,
  OXIPNG_OPTIONS,
  quantizeOptions,
  webpOptions,
} from '../src/web/image/engine/options.js';
import { launchBrowser, newContext, startSite, type Site } from '../e2e/support.js';
import { luma, median, ssim } from '../src/web/image/engine/ssim.js';
import { reducePalette } from '../src/web/image/engine/palette.js';

const require = createRequire(import.meta.url);
const SKIMAGE = '/usr/lib/python3/dist-packages/skimage/data';
const wanted = new Set(process.argv.slice(2));
const run = (name: string) => wanted.size === 0 || wanted.has(name);

interface InFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const pct = (n: number) => `${n.toFixed(1)}%`;

/** Node has no ImageData; OxiPNG tells raw pixels from PNG bytes by `instanceof ImageData`, as in the browser. */
class NodeImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}
(globalThis as { ImageData?: unknown }).ImageData ??= NodeImageData;
const imageData = (data: Uint8ClampedArray, width: number, height: number) =>
  new (globalThis as unknown as { ImageData: typeof NodeImageData }).ImageData(
    data,
    width,
    height,
  ) as unknown as ImageData;

async function rgba(buffer: Buffer): Promise<ImageData> {
  const { data, info } = await sharp(buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return imageData(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

/** Sets the files on the tool's input, waits for the batch, returns every result by name (and the page's timings). */
async function runBatch(
  page: Page,
  files: InFile[],
  timeoutMs = 600_000,
): Promise<{ results: Map<string, Buffer>; ms: number; qualities: string[] }> {
  // Files on disk: Chromium reads them itself (buffers would be rebuilt by page script, a long task of the harness).
  const dir = mkdtempSync(path.join(os.tmpdir(), 'img-bench-'));
  const paths = files.map((f) => {
    const p = path.join(dir, f.name);
    writeFileSync(p, f.buffer);
    return p;
  });
  // Long tasks count from here: page load and hydration are not part of the batch.
  await page.evaluate(() => {
    const w = window as unknown as {
      __longest: number;
      __longTasks: number;
      __tasks: [number, number][];
      __from: number;
    };
    w.__longest = 0;
    w.__longTasks = 0;
    w.__tasks = [];
    w.__from = performance.now();
  });
  const started = Date.now();
  await page.getByTestId('upload-input').setInputFiles(paths);
  await page.waitForFunction(
    (n) => {
      const b = document.querySelector('[data-testid="batch"]');
      return (
        b !== null &&
        document.querySelectorAll('[data-testid="batch-item"]').length === n &&
        b.getAttribute('data-pending') === '0'
      );
    },
    files.length,
    { timeout: timeoutMs, polling: 200 },
  );
  const ms = Date.now() - started;
  const qualities = await page
    .getByTestId('batch-item')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-quality') ?? '—'));
  if (process.env.BENCH_TASKS) {
    const { tasks, now } = await page.evaluate(() => ({
      tasks: (window as unknown as { __tasks: [number, number][] }).__tasks,
      now: Math.round(performance.now()),
    }));
    console.log(`  long tasks [start, ms] before the save (batch done at ${now}): ${JSON.stringify(tasks)}`);
  }
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]).catch(
    async (error: unknown) => {
      const states = await page
        .getByTestId('batch-item')
        .evaluateAll((els) =>
          els.map((el) => `${el.getAttribute('data-status')}:${el.getAttribute('data-error') ?? ''}`),
        );
      throw new Error(`no download (${String(error)}); items: ${states.join(' ')}`);
    },
  );
  const bytes = readFileSync(await d.path());
  const results = new Map<string, Buffer>();
  if (d.suggestedFilename().endsWith('.zip'))
    for (const [name, data] of Object.entries(unzipSync(new Uint8Array(bytes)))) results.set(name, Buffer.from(data));
  else results.set(d.suggestedFilename(), bytes);
  // Only now: a kept original is the picked file itself, read from disk when saved.
  rmSync(dir, { recursive: true, force: true });
  return { results, ms, qualities };
}

async function openPage(site: Site, tool: string, storageValue?: [string, string], query = ''): Promise<Page> {
  const browser = await launchBrowser();
  const context = await newContext(browser, 'desktop', { acceptDownloads: true });
  const page = await context.newPage();
  await page.addInitScript(
    ([key, store]) => {
      localStorage.setItem(key, '1');
      if (store) localStorage.setItem(store[0], store[1]);
      const w = window as unknown as { __longest: number; __longTasks: number; __tasks: [number, number][] };
      w.__longest = 0;
      w.__longTasks = 0;
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.startTime < ((w as unknown as { __from?: number }).__from ?? 0)) continue;
          w.__longest = Math.max(w.__longest, e.duration);
          w.__longTasks++;
          w.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
        }
      }).observe({ type: 'longtask', buffered: true });
    },
    [complianceKey(`/${tool}.html`), storageValue ?? null] as const,
  );
  await page.goto(`${site.url}/${tool}.html${query}`);
  await page.waitForSelector('[data-testid="feedback-link"][href*="?host="]', { state: 'attached' });
  page.on('close', () => void browser.close());
  return page;
}

// ---------------------------------------------------------------- equal bytes

async function equalBytes(site: Site) {
  const wasm = (p: string) => new WebAssembly.Module(readFileSync(require.resolve(p)));
  await initJpeg(wasm('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'));
  await initWebp(wasm('@jsquash/webp/codec/enc/webp_enc_simd.wasm'));
  await initAvif(wasm('@jsquash/avif/codec/enc/avif_enc.wasm'));
  await initJxl(wasm('@jsquash/jxl/codec/enc/jxl_enc.wasm'));
  await initOxipng(wasm('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm'));

  // Opaque sRGB PNGs without colour chunks: every browser decodes them to exactly the bytes sharp does.
  const sources: InFile[] = [];
  for (const f of ['astronaut.png', 'coffee.png', 'chelsea.png', 'motorcycle_left.png']) {
    if (existsSync(`${SKIMAGE}/${f}`))
      sources.push({
        name: f,
        mimeType: 'image/png',
        buffer: await sharp(`${SKIMAGE}/${f}`).removeAlpha().toColourspace('srgb').png().toBuffer(),
      });
  }
  const q = 75;
  const quantized = async (img: ImageData) => {
    const r = reducePalette(img, quantizeOptions(256).maxColors);
    return imageData(r.data, img.width, img.height);
  };
  const cases: {
    label: string;
    tool: string;
    store: [string, string];
    node: (img: ImageData) => Promise<ArrayBuffer>;
  }[] = [
    {
      label: 'MozJPEG q75',
      tool: 'imgconvert',
      store: ['imgconvert_options', JSON.stringify({ target: 'jpeg', quality: q, maxSide: 0 })],
      node: (i) => encodeJpeg(i, jpegOptions(q)),
    },
    {
      label: 'WebP q75',
      tool: 'imgconvert',
      store: ['imgconvert_options', JSON.stringify({ target: 'webp', quality: q, maxSide: 0 })],
      node: (i) => encodeWebp(i, webpOptions(q)),
    },
    {
      label: 'AVIF q75 (libavif 50)',
      tool: 'imgconvert',
      store: ['imgconvert_options', JSON.stringify({ target: 'avif', quality: q, maxSide: 0 })],
      node: (i) => encodeAvif(i, avifOptions(q)),
    },
    {
      label: 'JPEG XL q75',
      tool: 'imgconvert',
      store: ['imgconvert_options', JSON.stringify({ target: 'jxl', quality: q, maxSide: 0 })],
      node: (i) => encodeJxl(i, jxlOptions(q)),
    },
    {
      label: 'OxiPNG lossless',
      tool: 'imgconvert',
      store: ['imgconvert_options', JSON.stringify({ target: 'png', quality: q, maxSide: 0 })],
      node: (i) => optimise(i, OXIPNG_OPTIONS),
    },
    {
      label: 'imagequant 256 + OxiPNG',
      tool: 'imgconvert',
      store: ['imgconvert_options', JSON.stringify({ target: 'png', quality: q, maxSide: 0 })],
      node: async (i) => optimise(await quantized(i), OXIPNG_OPTIONS),
    },
  ];
  console.log('\n## Equal bytes: our Workers in Chromium vs jSquash in Node, same settings\n');
  console.log('| codec | image | browser bytes | Node bytes | equal |\n|---|---|---:|---:|:---:|');
  let equal = 0;
  let total = 0;
  for (const c of cases) {
    // The palette case goes through the compressor (PNG stays PNG with 256 colours).
    const page = c.label.startsWith('imagequant')
      ? await openPage(site, 'imgcompress', [
          'imgcompress_options',
          JSON.stringify({ preset: 'balanced', target: 'keep' }),
        ])
      : await openPage(site, c.tool, c.store);
    const { results } = await runBatch(page, sources);
    for (const s of sources) {
      const browserBytes = [...results.entries()].find(
        ([n]) => n.replace(/\.\w+$/, '') === s.name.replace(/\.\w+$/, ''),
      )?.[1];
      const nodeBytes = Buffer.from(await c.node(await rgba(s.buffer)));
      const same = browserBytes !== undefined && Buffer.compare(browserBytes, nodeBytes) === 0;
      total++;
      if (same) equal++;
      console.log(
        `| ${c.label} | ${s.name} | ${browserBytes?.length ?? '—'} | ${nodeBytes.length} | ${same ? 'yes' : 'NO'} |`,
      );
    }
    await page.close();
  }
  console.log(`\nEqual: ${equal}/${total}`);
}

// ---------------------------------------------------------------- quality

const PHOTOS = [
  'astronaut.png',
  'chelsea.png',
  'coffee.png',
  'motorcycle_left.png',
  'motorcycle_right.png',
  'rocket.jpg',
  'hubble_deep_field.jpg',
  'retina.jpg',
  'camera.png',
  'moon.png',
  'coins.png',
  'brick.png',
  'grass.png',
  'gravel.png',
  'ihc.png',
  'cell.png',
  'clock_motion.png',
];
/** Three more photos: other parts of the large ones, at their own resolution. */
const CROPS: [string, Region][] = [
  ['retina.jpg', { left: 200, top: 200, width: 800, height: 600 }],
  ['hubble_deep_field.jpg', { left: 0, top: 272, width: 800, height: 600 }],
  ['motorcycle_right.png', { left: 100, top: 50, width: 600, height: 400 }],
];
const PAGES = [
  '/',
  '/category/img',
  '/imgcompress.html',
  '/imgconvert.html',
  '/img_2_text.html',
  '/qrcode.html',
  '/qrcode_scan.html',
  '/wordcount.html',
  '/privacy.html',
  '/feedback.html',
];

async function photoSet(): Promise<InFile[]> {
  const out: InFile[] = [];
  // Camera-like originals: JPEG at quality 95 with 4:2:0 chroma, as phones write them.
  const asPhoto = (s: Sharp, name: string) =>
    s
      .removeAlpha()
      .jpeg({ quality: 95 })
      .toBuffer()
      .then((buffer: Buffer) => out.push({ name, mimeType: 'image/jpeg', buffer }));
  for (const f of PHOTOS) await asPhoto(sharp(`${SKIMAGE}/${f}`), f.replace(/\.\w+$/, '.jpg'));
  for (const [f, region] of CROPS)
    await asPhoto(sharp(`${SKIMAGE}/${f}`).extract(region), `crop-${f.replace(/\.\w+$/, '')}.jpg`);
  return out;
}

async function screenshots(site: Site): Promise<InFile[]> {
  const browser = await launchBrowser();
  const out: InFile[] = [];
  try {
    for (const [i, p] of PAGES.entries()) {
      const context = await newContext(browser, i % 2 ? 'phone' : 'desktop');
      const page = await context.newPage();
      await page.goto(`${site.url}${p}`);
      await page.waitForSelector('[data-testid="feedback-link"][href*="?host="]', { state: 'attached' });
      await page.waitForTimeout(300);
      out.push({
        name: `shot-${i}-${p.replace(/\W+/g, '_') || 'home'}.png`,
        mimeType: 'image/png',
        buffer: await page.screenshot({ fullPage: true }),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function score(original: Buffer, result: Buffer): Promise<number> {
  const a = await sharp(original).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const b = await sharp(result).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return ssim(
    luma(a.data, a.info.width, a.info.height, a.info.channels),
    luma(b.data, b.info.width, b.info.height, b.info.channels),
  );
}

async function quality(site: Site) {
  if (!existsSync(SKIMAGE)) {
    console.log('\n(quality: install python3-skimage for the photos)');
    return;
  }
  const sets: [string, InFile[]][] = [
    ['photos (JPEG q95)', await photoSet()],
    ['screenshots (PNG)', await screenshots(site)],
  ];
  for (const [label, files] of sets) {
    const page = await openPage(site, 'imgcompress');
    const { results, qualities } = await runBatch(page, files);
    await page.close();
    console.log(`\n## Default preset on ${files.length} ${label}\n`);
    console.log('| image | size | quality | original | result | saving | SSIM |\n|---|---|---:|---:|---:|---:|---:|');
    const savings: number[] = [];
    const scores: number[] = [];
    for (const [index, f] of files.entries()) {
      const r = results.get(f.name);
      if (!r) {
        console.log(`| ${f.name} | — | ${f.buffer.length} | missing | | |`);
        continue;
      }
      const meta = await sharp(f.buffer).metadata();
      const saving = (100 * (f.buffer.length - r.length)) / f.buffer.length;
      const s = await score(f.buffer, r);
      savings.push(saving);
      scores.push(s);
      console.log(
        `| ${f.name} | ${meta.width}×${meta.height} | ${qualities[index]} | ${f.buffer.length} | ${r.length} | ${pct(saving)} | ${s.toFixed(4)} |`,
      );
    }
    console.log(
      `\nMedian saving ${pct(median(savings))}, median SSIM ${median(scores).toFixed(4)}, lowest SSIM ${Math.min(...scores).toFixed(4)}, ${scores.filter((x) => x >= 0.95).length}/${scores.length} at SSIM ≥ 0.95`,
    );
  }
}

// ---------------------------------------------------------------- throughput and memory

async function bigPhotos(count: number, width: number, height: number): Promise<InFile[]> {
  const sources = existsSync(SKIMAGE) ? PHOTOS.slice(0, 8).map((f) => `${SKIMAGE}/${f}`) : [];
  const out: InFile[] = [];
  for (let i = 0; i < count; i++) {
    const base = sources.length
      ? sharp(sources[i % sources.length]).removeAlpha()
      : sharp({ create: { width: 64, height: 48, channels: 3, background: '#789' } });
    // Upscaled photo plus sensor-like noise, so the encoder has real detail to work on.
    const up = await base.resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
    let seed = i * 7919 + 1;
    for (let p = 0; p < up.length; p++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      up[p] = Math.max(0, Math.min(255, up[p] + ((seed >> 16) % 13) - 6));
    }
    out.push({
      name: `big-${String(i).padStart(2, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp(up, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 92 })
        .toBuffer(),
    });
  }
  return out;
}

async function throughput(site: Site) {
  const files = await bigPhotos(20, 4000, 3000);
  const mb = files.reduce((n, f) => n + f.buffer.length, 0) / 1e6;
  console.log(
    `\n## Throughput: 20 JPEGs of 4000×3000 (12 MP, ${mb.toFixed(1)} MB), default preset, ${os.cpus().length} cores\n`,
  );
  console.log(
    '| preset | Workers | time | images/s | longest main-thread task | long tasks (>50 ms) |\n|---|---:|---:|---:|---:|---:|',
  );
  const configs: [string, [string, string] | undefined][] = [
    ['推荐 (SSIM ≥ 0.95 guard)', undefined],
    [
      'custom q75 (plain Squoosh settings)',
      [
        'imgcompress_options',
        JSON.stringify({ preset: 'custom', quality: 75, colors: 256, maxSide: 0, target: 'keep' }),
      ],
    ],
  ];
  for (const [label, store] of configs)
    for (const workers of [1, os.cpus().length]) {
      const page = await openPage(site, 'imgcompress', store, `?workers=${workers}`);
      const { ms } = await runBatch(page, files);
      const pool = await page.getByTestId('imgcompress').getAttribute('data-pool');
      const { longest, count } = await page.evaluate(() => {
        const w = window as unknown as { __longest: number; __longTasks: number };
        return { longest: w.__longest, count: w.__longTasks };
      });
      console.log(
        `| ${label} | ${pool ?? workers} | ${(ms / 1000).toFixed(1)} s | ${((20 * 1000) / ms).toFixed(2)} | ${Math.round(longest)} ms | ${count} |`,
      );
      await page.close();
    }
}

async function memory(site: Site) {
  const [file] = await bigPhotos(1, 8660, 5774);
  console.log(`\n## Memory: one 8660×5774 JPEG (50 MP, ${(file.buffer.length / 1e6).toFixed(1)} MB)\n`);
  const page = await openPage(site, 'imgcompress');
  let crashed = false;
  page.on('crash', () => (crashed = true));
  try {
    const { results, ms } = await runBatch(page, [{ ...file, name: '50mp.jpg' }]);
    const out = results.get('50mp.jpg')!;
    const meta = await sharp(out).metadata();
    const heap = await page.evaluate(
      () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    );
    console.log(
      `Processed in ${(ms / 1000).toFixed(1)} s: ${meta.width}×${meta.height} ${meta.format}, ${(file.buffer.length / 1e6).toFixed(1)} MB → ${(out.length / 1e6).toFixed(1)} MB; tab crashed: ${crashed}; page JS heap after: ${(heap / 1e6).toFixed(0)} MB`,
    );
  } catch (error) {
    console.log(`Failed: ${(error as Error).message}; tab crashed: ${crashed}`);
  }
  await page.close();
}

const site = await startSite();
try {
  if (run('equal')) await equalBytes(site);
  if (run('quality')) await quality(site);
  if (run('throughput')) await throughput(site);
  if (run('memory')) await memory(site);
} finally {
  await site.close();
}
