/**
 * Pictures to PDF pages: one picture per page on a chosen paper (or a page the picture's own size), with
 * margins and orientation; JPEGs go in as they are (no re-encoding), PNGs losslessly.
 */
import { PDFDocument } from 'pdf-lib';
import { embedImage } from './stamp.js';

export interface ImagePageOptions {
  /** A paper in points, or null for a page the picture's size (at 96 px per inch). */
  paper: { width: number; height: number } | null;
  orientation: 'auto' | 'portrait' | 'landscape';
  /** Margin on each side, points. */
  margin: number;
}

export interface ImagePlacement {
  pageWidth: number;
  pageHeight: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a w×h px picture goes. Pure. */
export function imagePage(w: number, h: number, o: ImagePageOptions): ImagePlacement {
  if (!o.paper) {
    const width = (w * 72) / 96;
    const height = (h * 72) / 96;
    return {
      pageWidth: width + 2 * o.margin,
      pageHeight: height + 2 * o.margin,
      x: o.margin,
      y: o.margin,
      width,
      height,
    };
  }
  const short = Math.min(o.paper.width, o.paper.height);
  const long = Math.max(o.paper.width, o.paper.height);
  const landscape = o.orientation === 'landscape' || (o.orientation === 'auto' && w > h);
  const pageWidth = landscape ? long : short;
  const pageHeight = landscape ? short : long;
  const boxW = Math.max(1, pageWidth - 2 * o.margin);
  const boxH = Math.max(1, pageHeight - 2 * o.margin);
  const scale = Math.min(boxW / w, boxH / h);
  const width = w * scale;
  const height = h * scale;
  return { pageWidth, pageHeight, x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height };
}

export interface PictureInput {
  /** JPEG or PNG bytes. */
  bytes: Uint8Array;
  /** An exact page size (points) with the picture filling it (turning pages into pictures). */
  page?: { width: number; height: number };
}

export async function imagesToPdf(
  pictures: PictureInput[],
  options: ImagePageOptions,
  onProgress?: (fraction: number) => void,
): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pictures.length; i++) {
    const picture = pictures[i];
    const image = await embedImage(doc, picture.bytes);
    const at = picture.page
      ? {
          pageWidth: picture.page.width,
          pageHeight: picture.page.height,
          x: 0,
          y: 0,
          width: picture.page.width,
          height: picture.page.height,
        }
      : imagePage(image.width, image.height, options);
    const page = doc.addPage([at.pageWidth, at.pageHeight]);
    page.drawImage(image, { x: at.x, y: at.y, width: at.width, height: at.height });
    onProgress?.((i + 1) / pictures.length);
    await Promise.resolve();
  }
  return doc;
}
