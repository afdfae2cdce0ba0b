/**
 * QR reader quality on the reference photos (shared/reference/qr-samples): `npx tsx bench/qr-samples.bench.ts`.
 * Decodes each image to RGBA with sharp, then compares ZXing-C++ alone (try-harder, rotation 0) with the
 * tool's strategy (src/web/kit/qr/decode.ts). Prints one table per folder and a total.
 * `--chromium` also measures the median decode time per image in Chromium through the built page
 * (run `BUILD_DIR=... npm run build` first; see qr-samples-chromium.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { BASE_OPTIONS, decodeQr, distinctCodes } from '../src/web/kit/qr/decode.js';
import type { Pixels } from '../src/web/kit/qr/pixels.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SAMPLES_DIR = process.env.QR_SAMPLES_DIR ?? path.resolve(here, '../../shared/reference/qr-samples');
const IMAGE = /\.(png|jpe?g|webp|gif|bmp)$/i;

export interface Sample {
  folder: string;
  file: string;
  path: string;
  expected: string;
}

/** Every scored sample: `X.<ext>` with an `X.txt` beside it. */
export function listSamples(root = SAMPLES_DIR): Sample[] {
  const out: Sample[] = [];
  for (const folder of readdirSync(root).sort()) {
    const dir = path.join(root, folder);
    for (const file of readdirSync(dir).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
      if (!IMAGE.test(file)) continue;
      const txt = path.join(dir, file.replace(IMAGE, '.txt'));
      if (existsSync(txt)) out.push({ folder, file, path: path.join(dir, file), expected: readFileSync(txt, 'utf8') });
    }
  }
  return out;
}

async function pixelsOf(file: string): Promise<Pixels> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

const read = (img: Pixels, options: ReaderOptions) => readBarcodes(img as ImageData, options);
/** ZXing-C++ as its own test suite runs it for the reference counts: try-harder, the image as it is (rotation 0). */
const ZXING_ALONE: ReaderOptions = { ...BASE_OPTIONS, tryRotate: false };

interface Row {
  folder: string;
  total: number;
  zxing: number;
  zxingWrong: number;
  ours: number;
  oursWrong: number;
  /** Images where the expected text was found together with another, genuine symbol (e.g. a "double QR"). */
  extra: string[];
  retries: string[];
  missed: string[];
}

async function main() {
  prepareZXingModule({
    overrides: {
      wasmBinary: readFileSync(path.resolve(here, '../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'))
        .buffer as ArrayBuffer,
    },
  });
  const rows = new Map<string, Row>();
  for (const s of listSamples()) {
    const row = rows.get(s.folder) ?? {
      folder: s.folder,
      total: 0,
      zxing: 0,
      zxingWrong: 0,
      ours: 0,
      oursWrong: 0,
      extra: [],
      retries: [],
      missed: [],
    };
    rows.set(s.folder, row);
    row.total++;
    const img = await pixelsOf(s.path);
    const alone = distinctCodes(await read(img, ZXING_ALONE));
    if (alone.some((c) => c.text === s.expected)) row.zxing++;
    else if (alone.length > 0) row.zxingWrong++;
    const ours = await decodeQr(img, read);
    if (ours.codes.some((c) => c.text === s.expected)) {
      row.ours++;
      if (ours.codes.length > 1) row.extra.push(`${s.file} (+${ours.codes.length - 1})`);
    } else {
      row.missed.push(s.file);
      // A wrong read: something was decoded, but not the expected text.
      if (ours.codes.length > 0) row.oursWrong++;
    }
    if (ours.pass && ours.pass !== 'original') row.retries.push(`${s.file}→${ours.pass}`);
  }
  const all = [...rows.values()];
  const sum = (k: 'total' | 'zxing' | 'zxingWrong' | 'ours' | 'oursWrong') => all.reduce((a, r) => a + r[k], 0);
  console.log(
    '"wrong" = something decoded but not the expected text; "also found" = the expected text plus another real symbol in the photo.',
  );
  console.log(
    '| folder | images | ZXing-C++ (try-harder, rot 0) | wrong | our reader | wrong | found by a retry | also found | missed |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---|---|---|');
  for (const r of all) {
    console.log(
      `| ${r.folder} | ${r.total} | ${r.zxing} | ${r.zxingWrong} | ${r.ours} | ${r.oursWrong} | ${r.retries.join(', ') || '-'} | ${r.extra.join(', ') || '-'} | ${r.missed.join(', ') || '-'} |`,
    );
  }
  console.log(
    `| total | ${sum('total')} | ${sum('zxing')} | ${sum('zxingWrong')} | ${sum('ours')} | ${sum('oursWrong')} | | | |`,
  );
  if (process.argv.includes('--chromium')) {
    const { chromiumTimings } = await import('./qr-samples-chromium.js');
    await chromiumTimings(listSamples());
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
