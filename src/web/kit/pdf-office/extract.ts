/**
 * Reading a PDF with PDF.js, page by page: the operator list walked by `ops.ts` (text, images, rules,
 * fills), image pixels encoded for the writers. PDF.js comes in as a parameter: the browser build in the
 * conversion Worker (parsing in the same thread), the legacy build in Node (tests, bench).
 */
import type * as Pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { PageContent, PageImage } from './model.js';
import { walkOperators, type FontInfo, type ImagePlacement, type Matrix } from './ops.js';
import { encodePng, imageKindToPixels } from './png.js';

export type PdfjsLib = Pick<typeof Pdfjs, 'getDocument' | 'OPS' | 'PasswordResponses'>;

export type ImageEncoder = (
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: 3 | 4,
) => Promise<{ data: Uint8Array; type: 'png' | 'jpg' }>;

export const pngEncoder: ImageEncoder = async (pixels, width, height, channels) => ({
  data: encodePng(pixels, width, height, channels),
  type: 'png',
});

export class PdfReadError extends Error {
  constructor(
    readonly reason: 'not-pdf' | 'password' | 'damaged',
    message: string,
  ) {
    super(message);
    this.name = 'PdfReadError';
  }
}

export interface OpenOptions {
  password?: string;
  /** PDF.js's standard font and CMap folders (URLs in the browser); Node reads them from the package. */
  standardFontDataUrl?: string;
  cMapUrl?: string;
}

export async function openPdf(pdfjs: PdfjsLib, data: Uint8Array, options: OpenOptions = {}): Promise<PDFDocumentProxy> {
  const task = pdfjs.getDocument({
    data,
    password: options.password,
    disableFontFace: true,
    fontExtraProperties: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: options.standardFontDataUrl,
    cMapUrl: options.cMapUrl,
    cMapPacked: true,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    const name = (error as { name?: string })?.name;
    if (name === 'PasswordException') throw new PdfReadError('password', 'the PDF is password protected');
    if (name === 'InvalidPDFException') throw new PdfReadError('not-pdf', 'not a PDF file');
    throw new PdfReadError('damaged', (error as Error)?.message ?? 'the PDF cannot be read');
  }
}

/** Waits for a PDF.js object (fonts and images arrive as the operator list is built). */
function objectOf(page: PDFPageProxy, id: string): Promise<unknown> {
  const store = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000);
    try {
      store.get(id, (value: unknown) => {
        clearTimeout(timer);
        resolve(value);
      });
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}

/** Most pixels an image may keep (bigger ones are sampled down). */
const MAX_IMAGE_PIXELS = 16_000_000;

async function readImage(page: PDFPageProxy, placement: ImagePlacement, encode: ImageEncoder): Promise<PageImage> {
  const at = { x: placement.x, y: placement.y, width: placement.width, height: placement.height };
  const obj = (typeof placement.ref === 'string' ? await objectOf(page, placement.ref) : placement.ref) as {
    width?: number;
    height?: number;
    kind?: number;
    data?: Uint8Array | Uint8ClampedArray;
  } | null;
  if (!obj?.data || !obj.width || !obj.height || !obj.kind) return { ...at, data: null, type: 'png' };
  const decoded = imageKindToPixels(obj.kind, obj.data, obj.width, obj.height);
  if (!decoded) return { ...at, data: null, type: 'png' };
  let { pixels } = decoded;
  let width = obj.width;
  let height = obj.height;
  const step = Math.ceil(Math.sqrt((width * height) / MAX_IMAGE_PIXELS));
  if (step > 1) {
    const w = Math.floor(width / step);
    const h = Math.floor(height / step);
    const c = decoded.channels;
    const out = new Uint8Array(w * h * c);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const from = (y * step * width + x * step) * c;
        out.set(pixels.subarray(from, from + c), (y * w + x) * c);
      }
    pixels = out;
    width = w;
    height = h;
  }
  const encoded = await encode(pixels, width, height, decoded.channels);
  return { ...at, ...encoded };
}

export interface ExtractOptions {
  encodeImage?: ImageEncoder;
  /** Called after each page with (pages done, pages in all). */
  onPage?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export async function extractPage(
  pdfjs: PdfjsLib,
  page: PDFPageProxy,
  encode: ImageEncoder = pngEncoder,
): Promise<PageContent> {
  const viewport = page.getViewport({ scale: 1 });
  const list = await page.getOperatorList();
  const walked = walkOperators({
    fnArray: list.fnArray,
    argsArray: list.argsArray,
    ops: pdfjs.OPS as unknown as Record<string, number>,
    font: (id) => {
      try {
        return (page.commonObjs.get(id) as FontInfo) ?? null;
      } catch {
        return null;
      }
    },
    base: viewport.transform as Matrix,
  });
  const images: PageImage[] = [];
  for (const placement of walked.images) images.push(await readImage(page, placement, encode));
  return {
    index: page.pageNumber - 1,
    width: Math.round(viewport.width * 100) / 100,
    height: Math.round(viewport.height * 100) / 100,
    runs: walked.runs,
    images,
    rulings: walked.rulings,
    fills: walked.fills,
  };
}

/** Every page's content, one page at a time (each page's PDF.js resources freed after it). */
export async function extractDocument(
  pdfjs: PdfjsLib,
  doc: PDFDocumentProxy,
  options: ExtractOptions = {},
): Promise<PageContent[]> {
  const pages: PageContent[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    options.signal?.throwIfAborted();
    const page = await doc.getPage(n);
    pages.push(await extractPage(pdfjs, page, options.encodeImage));
    page.cleanup();
    options.onPage?.(n, doc.numPages);
  }
  return pages;
}
