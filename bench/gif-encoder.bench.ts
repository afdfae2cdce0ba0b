/**
 * Our GIF encoder (src/web/kit/gif) against gifenc with its default settings (a PNN palette per frame,
 * whole frames), on the same frames: file size and SSIM of every decoded frame against its source (sharp
 * decodes both, independently of either encoder). The bar: ours no bigger at equal or better SSIM, on
 * every case, with the defaults and with the video maker's settings. `nice npx tsx bench/gif-encoder.bench.ts`
 * (ONLY=<part of a case name>, LOSSY=<n> to try another setting). The real-video cases need Debian's ffmpeg
 * (bench/video-fixture.ts). Prints a table.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { encodeGif, type GifOptions } from '../src/web/kit/gif/encode.js';
import { VIDEO_GIF_OPTIONS } from '../src/web/kit/video/gif-options.js';
import { videoFrames } from './video-fixture.js';
import { luma, ssim } from '../src/web/image/engine/ssim.js';

const gifenc = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

type Frame = { data: Uint8ClampedArray; width: number; height: number; delay: number };

function frames(
  w: number,
  h: number,
  n: number,
  pixel: (x: number, y: number, f: number) => [number, number, number],
): Frame[] {
  return Array.from({ length: n }, (_, f) => {
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const [r, g, b] = pixel(x, y, f);
        data.set([r, g, b, 255], (y * w + x) * 4);
      }
    return { data, width: w, height: h, delay: 100 };
  });
}

const noise = (x: number, y: number) => ((x * 73856093) ^ (y * 19349663)) % 9;
const panning = (x: number, y: number, f: number): [number, number, number] => {
  const X = x + f * 3;
  const subject = Math.hypot(x - 100 - f * 8, y - 150) < 40;
  return subject
    ? [200, 60 + noise(x, y), 50]
    : [(X * 255) / 600, (y * 255) / 270, 128 + 60 * Math.sin(X / 7) * Math.cos(y / 9) + noise(X, y)];
};

type Case = [string, () => Frame[], Omit<GifOptions, 'width' | 'height'>?];
const CASES: Case[] = [
  // A screen recording: a window with text-like stripes and a moving pointer.
  [
    'screen clip 480×270 ×30',
    () =>
      frames(480, 270, 30, (x, y, f) => {
        const pointer = Math.hypot(x - 40 - f * 13, y - 120 - f * 3) < 10;
        const text = y % 18 < 10 && x % 9 < 6 && x > 60 && x < 420 && y > 40 && y < 230;
        return pointer ? [20, 20, 20] : text ? [60, 64, 72] : y < 30 ? [37, 99, 235] : [248, 250, 252];
      }),
  ],
  // A video-like clip: a photo gradient with texture, slowly panning, a subject moving.
  ['panning photo 480×270 ×30', () => frames(480, 270, 30, panning)],
  ['panning photo, video maker', () => frames(480, 270, 30, panning), VIDEO_GIF_OPTIONS],
  // The benchmark video (a noisy zoom, 720p H.264) at the video maker's default size and rate.
  ['720p video → 480×270 ×30', () => videoFrames(480, 270, 10, 30)],
  ['720p video, video maker', () => videoFrames(480, 270, 10, 30), VIDEO_GIF_OPTIONS],
  // A meme: flat colours, a shaking face.
  [
    'flat cartoon 320×320 ×8',
    () =>
      frames(320, 320, 8, (x, y, f) => {
        const dx = Math.round(Math.sin(f) * 6);
        const d = Math.hypot(x - 160 - dx, y - 160);
        return d < 100 ? (d > 94 ? [40, 30, 20] : [255, 213, 74]) : [232, 245, 233];
      }),
  ],
];

function gifencDefault(list: Frame[]): Uint8Array {
  const enc = gifenc.GIFEncoder();
  for (const f of list) {
    const palette = gifenc.quantize(f.data, 256);
    enc.writeFrame(gifenc.applyPalette(f.data, palette), f.width, f.height, { palette, delay: f.delay });
  }
  enc.finish();
  return enc.bytes();
}

/** CPU time since `from` in ms (the machine is shared, so wall time says little). */
function cpuMs(from: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
}

async function meanSsim(bytes: Uint8Array, list: Frame[]): Promise<number> {
  const { width: w, height: h } = list[0];
  const { data, info } = await sharp(bytes, { animated: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pages = info.height / h;
  if (pages !== list.length) throw new Error(`decoded ${pages} frames, expected ${list.length}`);
  let total = 0;
  for (let i = 0; i < pages; i++) {
    const frame = data.subarray(i * w * h * 4, (i + 1) * w * h * 4);
    total += ssim(luma(frame, w, h, 4), luma(list[i].data, w, h, 4));
  }
  return total / pages;
}

const rows: string[][] = [];
let missed = 0;
for (const [name, make, settings] of CASES.filter(([n]) => !process.env.ONLY || n.includes(process.env.ONLY))) {
  const list = make();
  const options = { ...settings, ...(process.env.LOSSY ? { lossy: Number(process.env.LOSSY) } : {}) };
  let t = process.cpuUsage();
  const ours = encodeGif(list, options);
  const oursMs = cpuMs(t);
  t = process.cpuUsage();
  const theirs = gifencDefault(list);
  const theirsMs = cpuMs(t);
  const [a, b] = [await meanSsim(ours, list), await meanSsim(theirs, list)];
  const ok = ours.length <= theirs.length && a >= b;
  if (!ok) missed++;
  rows.push([
    name,
    `${(ours.length / 1024).toFixed(1)} KB`,
    a.toFixed(4),
    `${(oursMs / list.length).toFixed(0)} ms`,
    `${(theirs.length / 1024).toFixed(1)} KB`,
    b.toFixed(4),
    `${(theirsMs / list.length).toFixed(0)} ms`,
    `${((100 * ours.length) / theirs.length).toFixed(0)}%`,
    ok ? 'met' : 'MISSED',
  ]);
}
const head = ['frames', 'ours', 'SSIM', 'CPU/frame', 'gifenc default', 'SSIM', 'CPU/frame', 'ours/gifenc', 'bar'];
console.log(`| ${head.join(' | ')} |\n|${head.map(() => ' --- ').join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
if (missed) console.log(`\n${missed} case(s) missed the bar.`);
