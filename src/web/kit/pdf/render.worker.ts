/// <reference lib="webworker" />
/**
 * Page pictures with PDF.js (pdfjs-dist) inside a Worker: PDF.js's own worker runs in this thread (no
 * nested Worker), pages are drawn on OffscreenCanvas with glyphs as paths, and its standard fonts, CMaps
 * and decoders (wasm) are bundled by Vite and fetched from our origin. Documents stay open by id so a grid
 * of thumbnails parses the file once.
 */
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import { exposeWorker } from '../worker/expose.js';
import { PdfError } from './errors.js';

(globalThis as unknown as { pdfjsWorker: unknown }).pdfjsWorker = pdfjsWorker;

const assets = {
  ...import.meta.glob('/node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob('/node_modules/pdfjs-dist/cmaps/*.bcmap', { query: '?url', import: 'default', eager: true }),
  ...import.meta.glob('/node_modules/pdfjs-dist/wasm/*.wasm', { query: '?url', import: 'default', eager: true }),
} as Record<string, string>;
const byName = new Map(Object.entries(assets).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

class OwnOriginData {
  cMapUrl = 'own:/';
  standardFontDataUrl = 'own:/';
  wasmUrl = 'own:/';
  async fetch({ filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = byName.get(filename);
    if (!url) throw new Error(`no bundled PDF.js data ${filename}`);
    return new Uint8Array(await (await fetch(url)).arrayBuffer());
  }
}

class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }
  reset(cc: { canvas: OffscreenCanvas }, width: number, height: number) {
    cc.canvas.width = width;
    cc.canvas.height = height;
  }
  destroy(cc: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (cc.canvas) cc.canvas.width = cc.canvas.height = 0;
    cc.canvas = null;
    cc.context = null;
  }
}

class NoFilters {
  addFilter() {
    return 'none';
  }
  addHCMFilter() {
    return 'none';
  }
  addAlphaFilter() {
    return 'none';
  }
  addLuminosityFilter() {
    return 'none';
  }
  addHighlightHCMFilter() {
    return 'none';
  }
  destroy() {}
}

export type RenderRequest =
  | { op: 'open'; id: string; data: Blob; password?: string }
  | {
      op: 'render';
      id: string;
      /** 0-based. */
      page: number;
      /** Pixels per point (1 = 72 dpi); or fit the longer side to `maxSide` pixels. */
      scale?: number;
      maxSide?: number;
      /** Extra turn in degrees (page manager previews). */
      rotate?: number;
      format: 'image/jpeg' | 'image/png';
      quality?: number;
    }
  | { op: 'close'; id: string };

export interface RenderAnswer {
  pages?: { width: number; height: number; rotate: number }[];
  blob?: Blob;
  width?: number;
  height?: number;
}

const docs = new Map<string, Promise<PDFDocumentProxy>>();

async function open(data: Blob, password?: string): Promise<PDFDocumentProxy> {
  const task = getDocument({
    data: new Uint8Array(await data.arrayBuffer()),
    password,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: true,
    useWorkerFetch: false,
    cMapUrl: 'own:/',
    standardFontDataUrl: 'own:/',
    wasmUrl: 'own:/',
    BinaryDataFactory: OwnOriginData,
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilters,
    verbosity: 0,
  } as unknown as Parameters<typeof getDocument>[0]);
  try {
    return await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    const code = (error as { code?: number }).code;
    if (name === 'PasswordException') throw new PdfError(code === 2 ? 'password-wrong' : 'password-required');
    if (name === 'InvalidPDFException') throw new PdfError('damaged');
    throw error;
  }
}

exposeWorker<RenderRequest, RenderAnswer>(async (request) => {
  if (request.op === 'close') {
    const doc = docs.get(request.id);
    docs.delete(request.id);
    void doc?.then((d) => d.destroy()).catch(() => {});
    return {};
  }
  if (request.op === 'open') {
    const doc = open(request.data, request.password);
    docs.set(request.id, doc);
    doc.catch(() => docs.delete(request.id));
    const d = await doc;
    const pages = [];
    for (let i = 1; i <= d.numPages; i++) {
      const page = await d.getPage(i);
      const v = page.getViewport({ scale: 1 });
      pages.push({ width: v.width, height: v.height, rotate: page.rotate });
    }
    return { pages };
  }
  const doc = await docs.get(request.id);
  if (!doc) throw new PdfError('nothing', 'document not open');
  const page = await doc.getPage(request.page + 1);
  const base = page.getViewport({ scale: 1, rotation: (page.rotate + (request.rotate ?? 0)) % 360 });
  const scale = request.scale ?? (request.maxSide ? request.maxSide / Math.max(base.width, base.height) : 1);
  const viewport = page.getViewport({ scale, rotation: (page.rotate + (request.rotate ?? 0)) % 360 });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas not initialized');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  page.cleanup();
  const blob = await canvas.convertToBlob({ type: request.format, quality: request.quality ?? 0.85 });
  return { blob, width, height };
});
