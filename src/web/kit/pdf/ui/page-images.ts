/**
 * Pictures of pages for previews and thumbnails, drawn by the render Worker: a document is opened there
 * once (by its key), each picture is cached as an object URL until the document is closed.
 */
import { renderer } from '../client.js';
import { currentDevice, maxDpiFor } from '../limits.js';
import type { PdfDoc } from './use-pdf-open.js';

const opened = new Map<string, Promise<unknown>>();
const images = new Map<string, Promise<{ url: string; width: number; height: number }>>();

export function ensureOpen(doc: PdfDoc): Promise<unknown> {
  let open = opened.get(doc.key);
  if (!open) {
    open = renderer.call({ op: 'open', id: doc.key, data: doc.file, password: doc.password });
    opened.set(doc.key, open);
    open.catch(() => opened.delete(doc.key));
  }
  return open;
}

export function closeDoc(key: string): void {
  if (!opened.has(key)) return;
  opened.delete(key);
  void renderer.call({ op: 'close', id: key }).catch(() => {});
  for (const [k, image] of images) {
    if (!k.startsWith(`${key}:`)) continue;
    images.delete(k);
    void image.then((i) => URL.revokeObjectURL(i.url)).catch(() => {});
  }
}

/** A picture of one page (0-based), its longer side `maxSide` device pixels, turned by `rotate`. */
export function pageImage(doc: PdfDoc, page: number, maxSide: number, rotate = 0) {
  const key = `${doc.key}:${page}:${maxSide}:${rotate}`;
  let image = images.get(key);
  if (!image) {
    image = ensureOpen(doc).then(async () => {
      const answer = await renderer.call({
        op: 'render',
        id: doc.key,
        page,
        maxSide,
        rotate,
        format: 'image/jpeg',
        quality: 0.82,
      });
      return { url: URL.createObjectURL(answer.blob!), width: answer.width!, height: answer.height! };
    });
    images.set(key, image);
    image.catch(() => images.delete(key));
  }
  return image;
}

export interface RenderedPage {
  name: string;
  blob: Blob;
  page: number;
  width: number;
  height: number;
}

/**
 * Pictures of `pages` at `dpi` (lowered per page to what the device can hold), one after another in the
 * render Worker; `onPage` hears each as it comes.
 */
export async function renderPages(
  doc: PdfDoc,
  pages: number[],
  options: { dpi: number; format: 'image/png' | 'image/jpeg'; quality?: number; name: (page: number) => string },
  progress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<RenderedPage[]> {
  await ensureOpen(doc);
  const device = currentDevice();
  const out: RenderedPage[] = [];
  for (let i = 0; i < pages.length; i++) {
    if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
    const facts = doc.pages[pages[i]];
    const dpi = Math.min(options.dpi, maxDpiFor(facts.width, facts.height, device));
    const answer = await renderer.call(
      { op: 'render', id: doc.key, page: pages[i], scale: dpi / 72, format: options.format, quality: options.quality },
      { signal },
    );
    out.push({
      name: options.name(pages[i]),
      blob: answer.blob!,
      page: pages[i],
      width: answer.width!,
      height: answer.height!,
    });
    progress((i + 1) / pages.length);
  }
  return out;
}
