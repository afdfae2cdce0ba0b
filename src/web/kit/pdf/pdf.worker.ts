/// <reference lib="webworker" />
/**
 * The PDF Worker: every PDF operation of every tool (engine/ops.ts) off the main thread. qpdf's wasm and
 * the two fonts are bundled by Vite and fetched from our own origin on first use; JPEGs are decoded by
 * the browser and encoded by the image engine's MozJPEG.
 */
import qpdfWasmUrl from '@neslinesli93/qpdf-wasm/dist/qpdf.wasm?url';
import cjkFontUrl from './fonts/DroidSansFallbackFull.ttf?url';
import sansFontUrl from './fonts/DejaVuSans.ttf?url';
import { exposeWorker } from '../worker/expose.js';
import { setFontLoader } from './engine/fonts.js';
import { setQpdfWasm } from './engine/qpdf.js';
import { runPdf, type PdfAnswer, type PdfRequest } from './engine/ops.js';
import { encodePng, type Pixels } from './engine/images.js';
import type { ImagePageOptions, PictureInput } from './engine/from-images.js';
import { PdfError } from './errors.js';
import { decodeHeic, encodePixels, extractExif, readOrientation, sniffFormat } from './image-codecs.js';

setQpdfWasm(new URL(qpdfWasmUrl, self.location.href).href);
setFontLoader(async (id) => new Uint8Array(await (await fetch(id === 'cjk' ? cjkFontUrl : sansFontUrl)).arrayBuffer()));

function pixelsOfBitmap(bitmap: ImageBitmap): Pixels {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('Canvas not initialized');
  ctx.drawImage(bitmap, 0, 0);
  const image = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  return { data: image.data, width: image.width, height: image.height };
}

const jpeg = {
  async decode(bytes: Uint8Array): Promise<Pixels | null> {
    try {
      const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
      const pixels = pixelsOfBitmap(bitmap);
      bitmap.close();
      return pixels;
    } catch {
      return null;
    }
  },
  encode: (p: Pixels, quality: number) => encodePixels(p, { format: 'jpeg', quality, colors: 0 }),
};

const opaque = (p: Pixels) => {
  for (let i = 3; i < p.data.length; i += 4) if (p.data[i] !== 255) return false;
  return true;
};

/** A picture file as JPEG or PNG bytes a PDF can hold: JPEG/PNG as they are, others decoded and re-encoded. */
async function pictureBytes(file: Blob): Promise<Uint8Array> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffFormat(bytes);
  const exif = format === 'jpeg' ? extractExif(bytes) : null;
  const upright = !exif || (readOrientation(exif) ?? 1) === 1;
  if ((format === 'jpeg' && upright) || format === 'png') return bytes;
  let pixels: Pixels;
  try {
    if (format === 'heic') pixels = await decodeHeic(bytes.buffer as ArrayBuffer);
    else {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      pixels = pixelsOfBitmap(bitmap);
      bitmap.close();
    }
  } catch {
    throw new PdfError('bad-image', (file as File).name ?? '');
  }
  return opaque(pixels) ? encodePixels(pixels, { format: 'jpeg', quality: 92, colors: 0 }) : encodePng(pixels);
}

export type PdfWorkerRequest =
  | PdfRequest
  | {
      op: 'pictures-to-pdf';
      files: Blob[];
      /** Exact page sizes in points, one per file (pages turned into pictures keep their size). */
      sizes?: { width: number; height: number }[];
      options: ImagePageOptions;
      name: string;
    };

exposeWorker<PdfWorkerRequest, PdfAnswer>(async (request, { progress }) => {
  let last = 0;
  const report = (f: number) => {
    // At most ~50 progress messages per job.
    if (f - last >= 0.02 || f >= 1) {
      last = f;
      progress(f);
    }
  };
  if (request.op === 'pictures-to-pdf') {
    const pictures: PictureInput[] = [];
    for (let i = 0; i < request.files.length; i++) {
      const size = request.sizes?.[i];
      pictures.push({
        bytes: await pictureBytes(request.files[i]),
        ...(size && { page: { width: size.width, height: size.height } }),
      });
      report((0.5 * (i + 1)) / request.files.length);
    }
    return runPdf({ op: 'images-to-pdf', pictures, options: request.options, name: request.name }, { jpeg }, (f) =>
      report(0.5 + f / 2),
    );
  }
  try {
    return await runPdf(request, { jpeg }, report);
  } catch (error) {
    // Out of memory inside the engines shows up as a RangeError.
    if (error instanceof RangeError) throw new PdfError('too-large', error.message);
    throw error;
  }
});
