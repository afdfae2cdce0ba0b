/**
 * The PDF operations every tool asks the PDF Worker for, in one place: a request names an operation,
 * carries the files (Blobs, moved for free) and options; the answer is files (Blobs) and facts. Runs
 * in the Worker and, unchanged, in Node tests.
 */
import { PDFDocument } from 'pdf-lib';
import { PdfError } from '../errors.js';
import { assemble, type PlanItem } from './assemble.js';
import { compressAt, compressToTarget, PRESET_LEVEL, type JpegCodec, type Preset } from './compress.js';
import { encryptPdf, linearize, type Permissions } from './encrypt.js';
import { imagesToPdf, type ImagePageOptions, type PictureInput } from './from-images.js';
import { extractImage, encodePng } from './images.js';
import { imagesShown } from './content.js';
import { openPdf, type OpenedPdf } from './open.js';
import {
  cropPages,
  readInfo,
  resizePages,
  writeInfo,
  type CropFractions,
  type DocInfo,
  type Orientation,
  type ResizeMode,
} from './pages.js';
import { applyStamps, type StampSpec } from './stamp.js';
import { viewSize } from './layout.js';
import { saveBytes } from './save.js';

export interface PdfSource {
  data: Blob | Uint8Array;
  password?: string;
}

export interface OutFile {
  name: string;
  blob: Blob;
  /** Pages of a PDF output. */
  pages?: number;
}

export interface PageFacts {
  /** Seen size in points (after /Rotate) and the rotation. */
  width: number;
  height: number;
  rotate: number;
}

export type PdfRequest =
  | { op: 'inspect'; file: PdfSource }
  | { op: 'assemble'; files: PdfSource[]; outputs: { name: string; plan: PlanItem[] }[]; outlines?: boolean }
  | { op: 'stamp'; file: PdfSource; name: string; stamps: StampSpec[] }
  /** `cut` in fractions of each seen page, or (`unit: 'pt'`) in points from each side. */
  | { op: 'crop'; file: PdfSource; name: string; pages: number[]; cut: CropFractions; unit?: 'fraction' | 'pt' }
  | {
      op: 'resize';
      file: PdfSource;
      name: string;
      pages: number[];
      sheet: { width: number; height: number };
      mode: ResizeMode;
      orientation: Orientation;
    }
  | { op: 'metadata'; file: PdfSource; name: string; info: DocInfo }
  | { op: 'encrypt'; file: PdfSource; name: string; user: string; owner: string; permissions: Permissions }
  | { op: 'decrypt'; file: PdfSource; name: string }
  | { op: 'compress'; file: PdfSource; name: string; preset: Preset; targetBytes?: number; linearize?: boolean }
  | { op: 'images-to-pdf'; pictures: PictureInput[]; options: ImagePageOptions; name: string }
  | { op: 'extract-images'; file: PdfSource; base: string; pages?: number[] };

export interface PdfAnswer {
  files: OutFile[];
  pages?: PageFacts[];
  encrypted?: boolean;
  repaired?: boolean;
  info?: DocInfo;
  /** compress: the original was kept (nothing smaller came out); the target was (not) reached. */
  keptOriginal?: boolean;
  reached?: boolean;
  inputBytes?: number;
  /** extract-images: pictures that could not be written (JBIG2, CCITT...). */
  skipped?: number;
}

export interface OpsEnv {
  jpeg: JpegCodec;
}

async function bytesOf(data: Blob | Uint8Array): Promise<Uint8Array> {
  return data instanceof Uint8Array ? data : new Uint8Array(await data.arrayBuffer());
}

async function open(source: PdfSource): Promise<OpenedPdf & { size: number }> {
  const bytes = await bytesOf(source.data);
  try {
    return { ...(await openPdf(bytes, { password: source.password })), size: bytes.length };
  } catch (error) {
    if (error instanceof RangeError) throw new PdfError('too-large');
    throw error;
  }
}

const pdfBlob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });

async function save(doc: PDFDocument, name: string, onProgress?: (f: number) => void): Promise<OutFile> {
  const bytes = await saveBytes(doc, onProgress);
  return { name, blob: pdfBlob(bytes), pages: doc.getPageCount() };
}

/** Shares of an assemble job: reading the sources, then (of each output) copying its pages before writing it. */
const OPENING = 0.2;
const COPYING = 0.4;

export function pageFacts(doc: PDFDocument): PageFacts[] {
  return doc.getPages().map((p) => {
    const b = p.getCropBox();
    const rotate = ((p.getRotation().angle % 360) + 360) % 360;
    return rotate % 180 === 0
      ? { width: b.width, height: b.height, rotate }
      : { width: b.height, height: b.width, rotate };
  });
}

export async function runPdf(
  req: PdfRequest,
  env: OpsEnv,
  progress: (f: number) => void = () => {},
): Promise<PdfAnswer> {
  switch (req.op) {
    case 'inspect': {
      const o = await open(req.file);
      return {
        files: [],
        pages: pageFacts(o.doc),
        encrypted: o.encrypted,
        repaired: o.repaired,
        info: readInfo(o.doc),
      };
    }
    case 'assemble': {
      // Progress: reading the sources by their bytes, then each output by its pages (copying, then writing).
      const sizes = req.files.map((f) => (f.data instanceof Uint8Array ? f.data.length : f.data.size));
      const bytes = sizes.reduce((a, b) => a + b, 0) || 1;
      const docs: PDFDocument[] = [];
      let read = 0;
      for (let i = 0; i < req.files.length; i++) {
        docs.push((await open(req.files[i])).doc);
        read += sizes[i];
        progress((OPENING * read) / bytes);
      }
      const pages = req.outputs.reduce((n, o) => n + o.plan.length, 0) || 1;
      const files: OutFile[] = [];
      let made = 0;
      for (const out of req.outputs) {
        const from = OPENING + ((1 - OPENING) * made) / pages;
        const span = ((1 - OPENING) * out.plan.length) / pages;
        const doc = await assemble(docs, out.plan, {
          outlines: req.outlines,
          onPage: (done, all) => progress(from + span * COPYING * (done / all)),
        });
        files.push(await save(doc, out.name, (f) => progress(from + span * (COPYING + (1 - COPYING) * f))));
        made += out.plan.length;
      }
      return { files };
    }
    case 'stamp': {
      const { doc } = await open(req.file);
      await applyStamps(doc, req.stamps, (f) => progress(0.6 * f));
      return { files: [await save(doc, req.name, (f) => progress(0.6 + 0.4 * f))] };
    }
    case 'crop': {
      const { doc } = await open(req.file);
      const c = req.cut;
      cropPages(
        doc,
        req.pages,
        req.unit === 'pt'
          ? (_, box, rotate) => {
              const v = viewSize(box, rotate);
              return {
                left: c.left / v.width,
                right: c.right / v.width,
                top: c.top / v.height,
                bottom: c.bottom / v.height,
              };
            }
          : c,
      );
      return { files: [await save(doc, req.name)], pages: pageFacts(doc) };
    }
    case 'resize': {
      const { doc } = await open(req.file);
      resizePages(doc, req.pages, req.sheet, req.mode, req.orientation);
      return { files: [await save(doc, req.name)], pages: pageFacts(doc) };
    }
    case 'metadata': {
      const { doc } = await open(req.file);
      writeInfo(doc, req.info);
      return { files: [await save(doc, req.name)], info: readInfo(doc) };
    }
    case 'encrypt': {
      const o = await open(req.file);
      const bytes = await encryptPdf(o.bytes, req.user, req.owner, req.permissions);
      return { files: [{ name: req.name, blob: pdfBlob(bytes), pages: o.doc.getPageCount() }] };
    }
    case 'decrypt': {
      const o = await open(req.file);
      return {
        files: [{ name: req.name, blob: pdfBlob(o.bytes), pages: o.doc.getPageCount() }],
        encrypted: o.encrypted,
      };
    }
    case 'compress': {
      const o = await open(req.file);
      const start = PRESET_LEVEL[req.preset];
      const result = req.targetBytes
        ? await compressToTarget(o.bytes, req.targetBytes, env.jpeg, start, progress)
        : { ...(await compressAt(o.bytes, start, env.jpeg, progress)), reached: undefined };
      let bytes = result.bytes;
      if (req.linearize) bytes = await linearize(bytes);
      const keptOriginal = bytes.length >= o.size;
      // A bigger result is discarded: the visitor gets the original (decrypted if it was encrypted).
      const final = keptOriginal ? (o.encrypted ? o.bytes : await bytesOf(req.file.data)) : bytes;
      return {
        files: [{ name: req.name, blob: pdfBlob(final), pages: o.doc.getPageCount() }],
        keptOriginal,
        reached: result.reached === undefined ? undefined : final.length <= req.targetBytes!,
        inputBytes: o.size,
      };
    }
    case 'images-to-pdf': {
      const doc = await imagesToPdf(req.pictures, req.options, (f) => progress(0.8 * f));
      return { files: [await save(doc, req.name, (f) => progress(0.8 + 0.2 * f))] };
    }
    case 'extract-images': {
      const { doc } = await open(req.file);
      const ctx = doc.context;
      const wanted = req.pages ? new Set(req.pages) : null;
      const shown = [...imagesShown(doc).values()].filter((s) => !wanted || wanted.has(s.page));
      const files: OutFile[] = [];
      let skipped = 0;
      for (let i = 0; i < shown.length; i++) {
        const s = shown[i];
        const stream = ctx.lookup(s.ref);
        if (!stream || !('contents' in stream)) continue;
        const x = extractImage(ctx, stream as import('pdf-lib').PDFRawStream);
        const base = `${req.base}-p${s.page + 1}-${files.length + 1}`;
        if (x.kind === 'encoded') {
          const ext = x.codec === 'DCTDecode' ? 'jpg' : 'jp2';
          const type = x.codec === 'DCTDecode' ? 'image/jpeg' : 'image/jp2';
          files.push({ name: `${base}.${ext}`, blob: new Blob([x.bytes as Uint8Array<ArrayBuffer>], { type }) });
        } else if (x.kind === 'pixels') {
          files.push({
            name: `${base}.png`,
            blob: new Blob([encodePng(x.pixels) as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
          });
        } else skipped++;
        progress((i + 1) / shown.length);
        await Promise.resolve();
      }
      if (files.length === 0 && skipped === 0) throw new PdfError('nothing');
      return { files, skipped };
    }
  }
}
