/// <reference lib="webworker" />
/**
 * PDF.js inside the conversion Worker: parsing in the same thread (the Worker is already off the page's
 * thread), CMaps and WASM decoders served from our own origin (Vite assets, fetched when a PDF needs
 * them), canvases on OffscreenCanvas, pages drawn without their text (PowerPoint backgrounds), photos
 * encoded as JPEG and the rest as PNG.
 */
import * as pdfjs from 'pdfjs-dist';
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { encodePng } from './png.js';
import type { ImageEncoder } from './extract.js';
import type { PageRenderer } from './writers/pptx.js';

(globalThis as unknown as { pdfjsWorker: unknown }).pdfjsWorker = pdfjsWorker;

const CMAPS = import.meta.glob('../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
  query: '?url',
  import: 'default',
}) as Record<string, () => Promise<string>>;
const WASM = import.meta.glob('../../../../node_modules/pdfjs-dist/wasm/*.wasm', {
  query: '?url',
  import: 'default',
}) as Record<string, () => Promise<string>>;

function loaderFor(kind: string, filename: string): (() => Promise<string>) | undefined {
  const table = kind === 'cMapUrl' ? CMAPS : kind === 'wasmUrl' ? WASM : {};
  const key = Object.keys(table).find((k) => k.endsWith(`/${filename}`));
  return key ? table[key] : undefined;
}

/** PDF.js's binary data (CMaps, WASM decoders) from our assets. */
class AssetDataFactory {
  constructor(_options: unknown) {}
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const load = loaderFor(kind, filename);
    if (!load) throw new Error(`no ${kind} ${filename}`);
    const response = await fetch(await load());
    if (!response.ok) throw new Error(`${filename}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

interface CanvasAndContext {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

class OffscreenCanvasFactory {
  constructor(_options: unknown) {}
  create(width: number, height: number): CanvasAndContext {
    const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }
  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) return;
    target.canvas.width = Math.max(1, width);
    target.canvas.height = Math.max(1, height);
  }
  destroy(target: CanvasAndContext): void {
    if (target.canvas) {
      target.canvas.width = 0;
      target.canvas.height = 0;
    }
    target.canvas = null;
    target.context = null;
  }
}

/** No SVG filters in a Worker (transfer functions and the like are drawn without them). */
class NoFilterFactory {
  constructor(_options: unknown) {}
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}

/** PDF.js with the Worker's factories (getDocument's other options are the converter's). */
export const browserPdfjs = {
  OPS: pdfjs.OPS,
  PasswordResponses: pdfjs.PasswordResponses,
  getDocument: ((params: Parameters<typeof pdfjs.getDocument>[0]) =>
    pdfjs.getDocument({
      ...(params as object),
      useWorkerFetch: false,
      BinaryDataFactory: AssetDataFactory,
      CanvasFactory: OffscreenCanvasFactory,
      FilterFactory: NoFilterFactory,
    } as Parameters<typeof pdfjs.getDocument>[0])) as typeof pdfjs.getDocument,
};

async function canvasBytes(canvas: OffscreenCanvas, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  const blob = await canvas.convertToBlob({ type, quality: 0.86 });
  return new Uint8Array(await blob.arrayBuffer());
}

/** Photos (opaque, large) as JPEG, the rest (drawings, transparency) as PNG. */
export const browserImageEncoder: ImageEncoder = async (pixels, width, height, channels) => {
  if (channels === 4 || width * height < 40_000)
    return { data: encodePng(pixels, width, height, channels), type: 'png' };
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const image = ctx.createImageData(width, height);
  for (let i = 0, j = 0; i < width * height * 3; i += 3, j += 4) {
    image.data[j] = pixels[i];
    image.data[j + 1] = pixels[i + 1];
    image.data[j + 2] = pixels[i + 2];
    image.data[j + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return { data: await canvasBytes(canvas, 'image/jpeg'), type: 'jpg' };
};

/** Draws each page without its text (the text goes over it as editable boxes), as a JPEG. */
export function pageRenderer(doc: PDFDocumentProxy, scale = 1.5): PageRenderer {
  return async (index) => {
    const page = await doc.getPage(index + 1);
    const viewport = page.getViewport({ scale });
    const list = await page.getOperatorList();
    const OPS = pdfjs.OPS;
    const text = new Set<number>([
      OPS.showText,
      OPS.showSpacedText,
      OPS.nextLineShowText,
      OPS.nextLineSetSpacingShowText,
    ]);
    const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvasContext: context as unknown as CanvasRenderingContext2D,
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
      operationsFilter: (i: number) => !text.has(list.fnArray[i]),
    } as Parameters<typeof page.render>[0]).promise;
    page.cleanup();
    return { data: await canvasBytes(canvas, 'image/jpeg'), type: 'jpg' };
  };
}
