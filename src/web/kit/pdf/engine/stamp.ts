/**
 * Stamps drawn on pages: text (any script; `{n}` and `{total}` filled per page, for page numbers) or a
 * picture (PNG/JPEG), with size, colour, opacity, angle and a placement (layout.ts). Used by the
 * watermark, page-number and signature tools.
 */
import { PDFDocument, PDFImage, PDFPage, degrees, rgb } from 'pdf-lib';
import { TextFonts } from './fonts.js';
import { place, type Box, type Placement } from './layout.js';
import { PdfError } from '../errors.js';

export interface TextStamp {
  kind: 'text';
  /** May hold `{n}` (the page's number) and `{total}`. */
  text: string;
  size: number;
  /** 0..1 each. */
  color: [number, number, number];
}

export interface ImageStamp {
  kind: 'image';
  /** PNG or JPEG bytes. */
  bytes: Uint8Array;
  /** Width as a fraction of the seen page's width (height follows the picture's aspect). */
  widthRatio: number;
}

export interface StampSpec {
  stamp: TextStamp | ImageStamp;
  placement: Placement;
  /** Degrees counter-clockwise as seen. */
  rotate: number;
  /** 0..1 */
  opacity: number;
  /** 0-based pages to stamp. */
  pages: number[];
  /** Page numbers: the number of the first page in `pages` (default 1), counting along `pages`. */
  startNumber?: number;
  /** What `{total}` says (default: the number of stamped pages plus startNumber - 1). */
  total?: number;
}

/** The visible box of a page (its CropBox, within the MediaBox). */
export function visibleBox(page: PDFPage): Box {
  const b = page.getCropBox();
  return { x: b.x, y: b.y, width: b.width, height: b.height };
}

export function fillTemplate(text: string, n: number, total: number): string {
  return text.replace(/\{n\}/g, String(n)).replace(/\{total\}/g, String(total));
}

const DESCENT = 0.22;

export async function applyStamps(
  doc: PDFDocument,
  specs: StampSpec[],
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const fonts = new TextFonts(doc);
  const pages = doc.getPages();
  const work = specs.reduce((n, s) => n + s.pages.length, 0);
  let done = 0;
  for (const spec of specs) {
    let image: PDFImage | null = null;
    if (spec.stamp.kind === 'image') image = await embedImage(doc, spec.stamp.bytes);
    const start = spec.startNumber ?? 1;
    const total = spec.total ?? spec.pages.length + start - 1;
    for (let k = 0; k < spec.pages.length; k++) {
      const page = pages[spec.pages[k]];
      if (!page) continue;
      const box = visibleBox(page);
      const pageRotate = ((page.getRotation().angle % 360) + 360) % 360;
      if (spec.stamp.kind === 'text') {
        const { size, color } = spec.stamp;
        const text = fillTemplate(spec.stamp.text, start + k, total);
        const runs = await fonts.shape(text);
        const widths = runs.map((r) => r.font.widthOfTextAtSize(r.text, size));
        const w = widths.reduce((a, b) => a + b, 0);
        for (const at of place(box, pageRotate, w, size, spec.rotate, spec.placement)) {
          const r = (at.rotate * Math.PI) / 180;
          const cos = Math.cos(r);
          const sin = Math.sin(r);
          // The baseline sits DESCENT·size above the box's bottom edge.
          let x = at.x - sin * DESCENT * size;
          let y = at.y + cos * DESCENT * size;
          runs.forEach((run, i) => {
            if (run.text.trim())
              page.drawText(run.text, {
                x,
                y,
                size,
                font: run.font,
                color: rgb(color[0], color[1], color[2]),
                opacity: spec.opacity,
                rotate: degrees(at.rotate),
              });
            x += cos * widths[i];
            y += sin * widths[i];
          });
        }
      } else if (image) {
        const view = pageRotate % 180 === 0 ? box.width : box.height;
        const w = Math.max(1, spec.stamp.widthRatio * view);
        const h = (w * image.height) / image.width;
        for (const at of place(box, pageRotate, w, h, spec.rotate, spec.placement))
          page.drawImage(image, {
            x: at.x,
            y: at.y,
            width: w,
            height: h,
            opacity: spec.opacity,
            rotate: degrees(at.rotate),
          });
      }
      onProgress?.(++done / Math.max(1, work));
      if (done % 25 === 0) await Promise.resolve();
    }
  }
  await fonts.finish();
}

export async function embedImage(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    // fall through
  }
  throw new PdfError('bad-image');
}
