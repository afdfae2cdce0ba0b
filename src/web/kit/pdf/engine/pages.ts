/**
 * Page geometry: cropping (a box as seen, or margins), changing the paper size (fit: scaled evenly and
 * centred; stretch: filling the sheet), and document information (metadata).
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFPage,
  concatTransformationMatrix,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { viewSize, viewToUser, type Box } from './layout.js';
import { visibleBox } from './stamp.js';

/** Fractions of the seen page cut away on each side. */
export interface CropFractions {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function rotationOf(page: PDFPage): number {
  return ((page.getRotation().angle % 360) + 360) % 360;
}

/** The user-space box left after cutting `cut` (fractions of the seen page) from `box`. */
export function cropBoxFor(box: Box, rotate: number, cut: CropFractions): Box {
  const view = viewSize(box, rotate);
  const a = viewToUser(box, rotate, cut.left * view.width, cut.bottom * view.height);
  const b = viewToUser(box, rotate, (1 - cut.right) * view.width, (1 - cut.top) * view.height);
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

export function cropPages(
  doc: PDFDocument,
  pages: number[],
  cut: CropFractions | ((page: number, box: Box, rotate: number) => CropFractions),
) {
  const all = doc.getPages();
  for (const index of pages) {
    const page = all[index];
    if (!page) continue;
    const box = visibleBox(page);
    const rotate = rotationOf(page);
    const c = typeof cut === 'function' ? cut(index, box, rotate) : cut;
    if (c.left + c.right >= 0.99 || c.top + c.bottom >= 0.99) continue;
    const b = cropBoxFor(box, rotate, c);
    page.setCropBox(b.x, b.y, b.width, b.height);
    // Trim and art boxes must lie within the crop box; the crop box says it all.
    page.node.delete(PDFName.of('TrimBox'));
    page.node.delete(PDFName.of('ArtBox'));
    page.node.delete(PDFName.of('BleedBox'));
  }
}

export type ResizeMode = 'fit' | 'stretch';
export type Orientation = 'auto' | 'portrait' | 'landscape';

/** The sheet (as seen) for a page seen at view w×h: portrait or landscape as asked, "auto" follows the page. */
export function sheetFor(
  view: { width: number; height: number },
  sheet: { width: number; height: number },
  orientation: Orientation,
) {
  const short = Math.min(sheet.width, sheet.height);
  const long = Math.max(sheet.width, sheet.height);
  const landscape = orientation === 'landscape' || (orientation === 'auto' && view.width > view.height);
  return landscape ? { width: long, height: short } : { width: short, height: long };
}

/** The transform placing a w×h box (at x0,y0) on a W×H sheet: scale and offset. */
export function fitTransform(box: Box, W: number, H: number, mode: ResizeMode) {
  let sx = W / box.width;
  let sy = H / box.height;
  if (mode === 'fit') sx = sy = Math.min(sx, sy);
  const tx = (W - box.width * sx) / 2 - box.x * sx;
  const ty = (H - box.height * sy) / 2 - box.y * sy;
  return { sx, sy, tx, ty };
}

export function resizePages(
  doc: PDFDocument,
  pages: number[],
  sheet: { width: number; height: number },
  mode: ResizeMode,
  orientation: Orientation,
): void {
  const all = doc.getPages();
  const ctx = doc.context;
  for (const index of pages) {
    const page = all[index];
    if (!page) continue;
    const box = visibleBox(page);
    const rotate = rotationOf(page);
    const seen = sheetFor(viewSize(box, rotate), sheet, orientation);
    // In user space a page turned by 90° has the sheet's sides swapped.
    const W = rotate % 180 === 0 ? seen.width : seen.height;
    const H = rotate % 180 === 0 ? seen.height : seen.width;
    const t = fitTransform(box, W, H, mode);
    page.node.normalize();
    const start = ctx.register(
      ctx.contentStream([pushGraphicsState(), concatTransformationMatrix(t.sx, 0, 0, t.sy, t.tx, t.ty)]),
    );
    const end = ctx.register(ctx.contentStream([popGraphicsState()]));
    page.node.wrapContentStreams(start, end);
    for (const key of ['CropBox', 'TrimBox', 'ArtBox', 'BleedBox']) page.node.delete(PDFName.of(key));
    page.setMediaBox(0, 0, W, H);
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (annots)
      for (let i = 0; i < annots.size(); i++) {
        const annot = annots.lookupMaybe(i, PDFDict);
        const rect = annot?.lookupMaybe(PDFName.of('Rect'), PDFArray);
        if (!annot || !rect || rect.size() !== 4) continue;
        const n = rect.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : 0));
        annot.set(
          PDFName.of('Rect'),
          ctx.obj([n[0] * t.sx + t.tx, n[1] * t.sy + t.ty, n[2] * t.sx + t.tx, n[3] * t.sy + t.ty]),
        );
        annot.delete(PDFName.of('QuadPoints'));
      }
  }
}

export interface DocInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string;
  creator: string;
  producer: string;
  /** ISO 8601, '' when not set. */
  created: string;
  modified: string;
}

export const INFO_FIELDS = [
  'title',
  'author',
  'subject',
  'keywords',
  'creator',
  'producer',
  'created',
  'modified',
] as const;

export function readInfo(doc: PDFDocument): DocInfo {
  const iso = (d: Date | undefined) => (d && !Number.isNaN(d.getTime()) ? d.toISOString() : '');
  const safe = <T>(f: () => T, def: T): T => {
    try {
      return f() ?? def;
    } catch {
      return def;
    }
  };
  return {
    title: safe(() => doc.getTitle() ?? '', ''),
    author: safe(() => doc.getAuthor() ?? '', ''),
    subject: safe(() => doc.getSubject() ?? '', ''),
    keywords: safe(() => doc.getKeywords() ?? '', ''),
    creator: safe(() => doc.getCreator() ?? '', ''),
    producer: safe(() => doc.getProducer() ?? '', ''),
    created: safe(() => iso(doc.getCreationDate()), ''),
    modified: safe(() => iso(doc.getModificationDate()), ''),
  };
}

/** Writes the information dictionary (empty fields removed) and drops the XMP copy, which would contradict it. */
export function writeInfo(doc: PDFDocument, info: DocInfo): void {
  const infoDict = doc.context.lookupMaybe(doc.context.trailerInfo.Info, PDFDict);
  const keys: [keyof DocInfo, string][] = [
    ['title', 'Title'],
    ['author', 'Author'],
    ['subject', 'Subject'],
    ['keywords', 'Keywords'],
    ['creator', 'Creator'],
    ['producer', 'Producer'],
    ['created', 'CreationDate'],
    ['modified', 'ModDate'],
  ];
  for (const [field, key] of keys) {
    const value = info[field].trim();
    if (!value) {
      infoDict?.delete(PDFName.of(key));
      continue;
    }
    if (field === 'title') doc.setTitle(value);
    else if (field === 'author') doc.setAuthor(value);
    else if (field === 'subject') doc.setSubject(value);
    else if (field === 'keywords') doc.setKeywords([value]);
    else if (field === 'creator') doc.setCreator(value);
    else if (field === 'producer') doc.setProducer(value);
    else {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) continue;
      if (field === 'created') doc.setCreationDate(date);
      else doc.setModificationDate(date);
    }
  }
  doc.catalog.delete(PDFName.of('Metadata'));
}
