/**
 * Build step: writes `<file>.br` (brotli) and `<file>.gz` (gzip, level 9) next to every
 * compressible file of the built site, so the server sends them as they are (see
 * src/server/routes/site.ts) instead of compressing on each request. A copy is kept only when it is
 * smaller than the file. Results are cached by content hash in node_modules/.cache/precompress, so the
 * multi-megabyte engines (WASM) are compressed once per version, not on every build.
 *
 * Brotli's quality is chosen per file (`brotliQuality`): 11 pays off on text and code, but model weights
 * barely compress (PP-OCR's recognition model: 9.81 MB at 11, 9.95 MB at 6, in a fiftieth of the time) and
 * a 14 MB WASM gains 16% at 11 over 9 for twenty times the time, which a cold build (CI) would pay in minutes.
 *
 *   tsx scripts/precompress.ts            (BUILD_DIR picks the build, default dist)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text and binary formats that shrink; images, video and woff2 are already compressed. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|wasm|txt|xml|map|ttf|otf|onnx|ort|bin|tflite)$/i;

/** Every encoding the server can pick, in its order of preference, with the file suffix. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Model weights: float arrays that no quality setting shrinks much. */
const WEIGHTS = /\.(onnx|ort|bin|tflite)$/i;
const LARGE = 4_000_000;

export function brotliQuality(file: string, bytes: number): number {
  if (WEIGHTS.test(file)) return 5;
  return bytes > LARGE ? 9 : 11;
}

export async function compress(data: Buffer, encoding: 'br' | 'gzip', text: boolean, quality = 11): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(data, { level: 9 });
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: text ? zlib.constants.BROTLI_MODE_TEXT : zlib.constants.BROTLI_MODE_GENERIC,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
    },
  });
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* walk(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export interface PrecompressResult {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

/** Compresses every compressible file under `dir` (two at a time: the build machine may be shared). */
export async function precompress(dir: string, cacheDir?: string): Promise<PrecompressResult[]> {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const files = [...walk(dir)];
  const results: PrecompressResult[] = [];
  const one = async (file: string) => {
    const data = readFileSync(file);
    const text = !/\.(wasm|onnx|ort|bin|tflite|ttf|otf)$/i.test(file);
    const hash = createHash('sha256').update(data).digest('hex');
    const quality = brotliQuality(file, data.length);
    const result: PrecompressResult = { file, bytes: data.length };
    for (const { name, suffix } of ENCODINGS) {
      const cached = cacheDir && path.join(cacheDir, name === 'br' ? `${hash}.q${quality}${suffix}` : hash + suffix);
      let out: Buffer;
      if (cached && existsSync(cached)) out = readFileSync(cached);
      else {
        out = await compress(data, name, text, quality);
        if (cached) {
          const tmp = `${cached}.${process.pid}.tmp`;
          writeFileSync(tmp, out);
          renameSync(tmp, cached);
        }
      }
      if (out.length >= data.length) continue; // tiny files: the plain copy is smaller
      writeFileSync(file + suffix, out);
      result[name === 'br' ? 'br' : 'gz'] = out.length;
    }
    results.push(result);
  };
  const queue = [...files];
  await Promise.all(
    [0, 1].map(async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await one(file);
    }),
  );
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
  const started = Date.now();
  const results = await precompress(clientDir, path.resolve('node_modules/.cache/precompress'));
  const sum = (k: 'bytes' | 'br' | 'gz') => results.reduce((n, r) => n + (r[k] ?? (k === 'bytes' ? 0 : r.bytes)), 0);
  const mb = (n: number) => (n / 1e6).toFixed(2);
  console.log(
    `precompressed ${results.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${mb(sum('bytes'))} MB → brotli ${mb(sum('br'))} MB, gzip ${mb(sum('gz'))} MB`,
  );
}
