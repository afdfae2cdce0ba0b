/**
 * The PDF engine's environment in Node (tests and benchmarks): qpdf's wasm and the fonts read from disk,
 * JPEG through the same jSquash MozJPEG codecs the browser's image engine uses. Never imported by pages.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode.js';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';
import { setFontLoader } from './engine/fonts.js';
import { setQpdfWasm } from './engine/qpdf.js';
import type { JpegCodec } from './engine/compress.js';
import type { OpsEnv } from './engine/ops.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const FIXTURES = path.join(here, 'fixtures');
export const FONT_FILES = {
  cjk: path.join(here, 'fonts/DroidSansFallbackFull.ttf'),
  sans: path.join(here, 'fonts/DejaVuSans.ttf'),
};

let ready: Promise<OpsEnv> | null = null;

async function compile(file: string): Promise<WebAssembly.Module> {
  return WebAssembly.compile(await readFile(file));
}

export function nodePdfEnv(): Promise<OpsEnv> {
  ready ??= (async () => {
    setQpdfWasm(require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'));
    setFontLoader(async (id) => new Uint8Array(await readFile(FONT_FILES[id])));
    const jpegDir = path.dirname(require.resolve('@jsquash/jpeg/package.json'));
    await initJpegDecode(await compile(path.join(jpegDir, 'codec/dec/mozjpeg_dec.wasm')));
    await initJpegEncode(await compile(path.join(jpegDir, 'codec/enc/mozjpeg_enc.wasm')));
    const jpeg: JpegCodec = {
      async decode(bytes) {
        const image = await decodeJpeg(bytes.slice().buffer as ArrayBuffer);
        return { data: image.data, width: image.width, height: image.height };
      },
      async encode(p, quality) {
        const image = { data: p.data, width: p.width, height: p.height, colorSpace: 'srgb' } as ImageData;
        return new Uint8Array(await encodeJpeg(image, { quality }));
      },
    };
    return { jpeg };
  })();
  return ready;
}
