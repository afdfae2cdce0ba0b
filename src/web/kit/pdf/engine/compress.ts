/**
 * Making a PDF smaller while keeping it a real PDF (text, links, bookmarks and forms stay): images shown
 * at more than the preset's resolution are scaled down and re-encoded as JPEG with our image engine's
 * MozJPEG (only when that is smaller), other streams are re-deflated at the highest level, objects
 * nothing refers to are dropped, and objects are packed into object streams. With a target size the
 * levels are searched (strongest last) for the lightest one that meets it.
 */
import { deflateSync } from 'fflate';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFRawStream,
  PDFRef,
  type PDFContext,
} from 'pdf-lib';
import { imagesShown } from './content.js';
import { decodeFilters, filtersOf, inflate, lookupNumber } from './filters.js';
import { colorSpace, imageToPixels, type Pixels } from './images.js';
import { saveBytes } from './save.js';

export interface JpegCodec {
  decode(jpeg: Uint8Array): Promise<Pixels | null>;
  encode(pixels: Pixels, quality: number): Promise<Uint8Array>;
}

export interface Level {
  /** Images are shown at most at this resolution. */
  dpi: number;
  /** JPEG quality 1-100. */
  quality: number;
}

/** From lightest to strongest. */
export const LEVELS: readonly Level[] = [
  { dpi: 300, quality: 85 },
  { dpi: 200, quality: 78 },
  { dpi: 150, quality: 70 },
  { dpi: 120, quality: 60 },
  { dpi: 96, quality: 50 },
  { dpi: 72, quality: 40 },
  { dpi: 50, quality: 30 },
];

export const PRESET_LEVEL = { light: 1, balanced: 2, strong: 4 } as const;
export type Preset = keyof typeof PRESET_LEVEL;

export interface CompressStats {
  imagesSeen: number;
  imagesRecoded: number;
  streamsRecompressed: number;
  objectsDropped: number;
}

/** Area-average downscale (good quality, no canvas). */
export function downscale(p: Pixels, width: number, height: number): Pixels {
  if (width >= p.width && height >= p.height) return p;
  const out = new Uint8ClampedArray(width * height * 4);
  const sx = p.width / width;
  const sy = p.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.min(p.height, Math.floor((y + 1) * sy)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.min(p.width, Math.floor((x + 1) * sx)));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let yy = y0; yy < y1; yy++) {
        let i = (yy * p.width + x0) * 4;
        for (let xx = x0; xx < x1; xx++, i += 4) {
          r += p.data[i];
          g += p.data[i + 1];
          b += p.data[i + 2];
          a += p.data[i + 3];
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
      out[o + 3] = a / n;
    }
  }
  return { data: out, width, height };
}

/** The size an image should have at `dpi` when shown at widthPt × heightPt (never larger than it is). */
export function targetPixels(width: number, height: number, widthPt: number, heightPt: number, dpi: number) {
  const byW = (widthPt / 72) * dpi;
  const byH = (heightPt / 72) * dpi;
  const scale = Math.min(1, Math.max(byW / width, byH / height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scale };
}

/** Every object reachable from the trailer (Root, Info); the others can go. */
export function reachable(ctx: PDFContext): Set<PDFRef> {
  const seen = new Set<PDFRef>();
  const stack: PDFObject[] = [];
  const roots = [ctx.trailerInfo.Root, ctx.trailerInfo.Info];
  for (const r of roots) if (r) stack.push(r);
  while (stack.length > 0) {
    const o = stack.pop()!;
    if (o instanceof PDFRef) {
      if (seen.has(o)) continue;
      seen.add(o);
      const v = ctx.lookup(o);
      if (v) stack.push(v);
    } else if (o instanceof PDFDict) for (const [, v] of o.entries()) stack.push(v);
    else if (o instanceof PDFArray) for (let i = 0; i < o.size(); i++) stack.push(o.get(i));
    else if (o instanceof PDFRawStream) stack.push(o.dict);
  }
  return seen;
}

export function dropUnreachable(ctx: PDFContext): number {
  const keep = reachable(ctx);
  let dropped = 0;
  for (const [ref] of ctx.enumerateIndirectObjects()) {
    if (!keep.has(ref)) {
      ctx.delete(ref);
      dropped++;
    }
  }
  return dropped;
}

/** Re-deflates unfiltered and Flate streams (not images) at level 9 when that is smaller. */
export function recompressStreams(ctx: PDFContext): number {
  let count = 0;
  for (const [ref, obj] of ctx.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const subtype = obj.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText();
    if (subtype === 'Image') continue;
    const type = obj.dict.lookupMaybe(PDFName.of('Type'), PDFName)?.decodeText();
    if (type === 'XRef' || type === 'ObjStm') continue;
    const { names, parms } = filtersOf(obj.dict, ctx);
    if (names.length > 1 || (names.length === 1 && (names[0] !== 'FlateDecode' || parms[0]))) continue;
    let plain: Uint8Array;
    try {
      plain = names.length === 0 ? obj.contents : inflate(obj.contents);
    } catch {
      continue;
    }
    const packed = deflateSync(plain, { level: 9 });
    const zlib = new Uint8Array(packed.length + 6);
    // zlib wrapper: header, deflate data, Adler-32.
    zlib[0] = 0x78;
    zlib[1] = 0xda;
    zlib.set(packed, 2);
    let a = 1;
    let b = 0;
    for (let i = 0; i < plain.length; i++) {
      a = (a + plain[i]) % 65521;
      b = (b + a) % 65521;
    }
    new DataView(zlib.buffer).setUint32(packed.length + 2, ((b << 16) | a) >>> 0);
    if (zlib.length >= obj.contents.length) continue;
    const dict = obj.dict.clone(ctx);
    dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
    dict.delete(PDFName.of('DecodeParms'));
    dict.set(PDFName.of('Length'), PDFNumber.of(zlib.length));
    ctx.assign(ref, PDFRawStream.of(dict, zlib));
    count++;
  }
  return count;
}

interface Candidate {
  ref: PDFRef;
  stream: PDFRawStream;
  width: number;
  height: number;
  widthPt: number;
  heightPt: number;
  source: 'jpeg' | 'samples';
}

/** Images worth re-encoding: big enough, 8-bit grey/RGB (or JPEG), not masks. */
function candidates(doc: PDFDocument): Candidate[] {
  const ctx = doc.context;
  const out: Candidate[] = [];
  for (const shown of imagesShown(doc).values()) {
    const stream = ctx.lookup(shown.ref);
    if (!(stream instanceof PDFRawStream) || stream.contents.length < 8_000) continue;
    const dict = stream.dict;
    if (dict.get(PDFName.of('ImageMask'))?.toString() === 'true' || dict.has(PDFName.of('Mask'))) continue;
    const width = lookupNumber(ctx, dict.get(PDFName.of('Width')), 0);
    const height = lookupNumber(ctx, dict.get(PDFName.of('Height')), 0);
    const bpc = lookupNumber(ctx, dict.get(PDFName.of('BitsPerComponent')), 8);
    const space = colorSpace(ctx, dict.get(PDFName.of('ColorSpace')));
    const { names } = filtersOf(dict, ctx);
    if (!space || bpc !== 8 || (space.n !== 1 && space.n !== 3) || dict.has(PDFName.of('Decode'))) continue;
    const csObj = ctx.lookup(dict.get(PDFName.of('ColorSpace')) ?? PDFName.of('x'));
    if (csObj instanceof PDFArray && /Indexed/.test(String(csObj.lookup(0)))) continue;
    const last = names[names.length - 1];
    const source =
      last === 'DCTDecode' ? 'jpeg' : names.some((n) => n !== 'FlateDecode' && n !== 'LZWDecode') ? null : 'samples';
    if (!source) continue;
    out.push({ ref: shown.ref, stream, width, height, widthPt: shown.widthPt, heightPt: shown.heightPt, source });
  }
  return out;
}

async function pixelsOf(c: Candidate, ctx: PDFContext, codec: JpegCodec): Promise<Pixels | null> {
  if (c.source === 'samples') return imageToPixels(ctx, c.stream, false);
  const decoded = decodeFilters(c.stream, ctx);
  return decoded ? codec.decode(decoded.data) : null;
}

/** One pass at one level over a freshly loaded document. */
async function recodeImages(
  doc: PDFDocument,
  level: Level,
  codec: JpegCodec,
  onImage?: (done: number, total: number) => void,
) {
  const ctx = doc.context;
  const list = candidates(doc);
  let recoded = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    onImage?.(i, list.length);
    const size = targetPixels(c.width, c.height, c.widthPt, c.heightPt, level.dpi);
    // A JPEG already at or under the resolution is only re-encoded at the strong levels.
    if (c.source === 'jpeg' && size.scale > 0.9 && level.quality >= 70) continue;
    const pixels = await pixelsOf(c, ctx, codec);
    if (!pixels) continue;
    const small = downscale(pixels, size.width, size.height);
    const jpeg = await codec.encode(small, level.quality);
    if (jpeg.length >= c.stream.contents.length * 0.95) continue;
    const dict = c.stream.dict.clone(ctx);
    for (const key of ['Filter', 'DecodeParms', 'Decode', 'Length']) dict.delete(PDFName.of(key));
    const cs = ctx.lookup(dict.get(PDFName.of('ColorSpace')) ?? PDFName.of('DeviceRGB'));
    // MozJPEG writes three channels: keep an RGB colour space (ICC included), else say DeviceRGB.
    if (
      !(cs instanceof PDFArray && colorSpace(ctx, cs)?.n === 3) &&
      !(cs instanceof PDFName && cs.decodeText() === 'DeviceRGB')
    )
      dict.set(PDFName.of('ColorSpace'), PDFName.of('DeviceRGB'));
    dict.set(PDFName.of('Width'), PDFNumber.of(small.width));
    dict.set(PDFName.of('Height'), PDFNumber.of(small.height));
    dict.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8));
    dict.set(PDFName.of('Filter'), PDFName.of('DCTDecode'));
    dict.set(PDFName.of('Length'), PDFNumber.of(jpeg.length));
    ctx.assign(c.ref, PDFRawStream.of(dict, jpeg));
    recoded++;
  }
  return { seen: list.length, recoded };
}

export interface CompressResult {
  bytes: Uint8Array;
  level: number;
  stats: CompressStats;
}

/** Compresses `input` (plain, decrypted PDF bytes) at `level` (an index into LEVELS). */
export async function compressAt(
  input: Uint8Array,
  level: number,
  codec: JpegCodec,
  onProgress?: (fraction: number) => void,
): Promise<CompressResult> {
  const doc = await PDFDocument.load(input, { updateMetadata: false, ignoreEncryption: true });
  const ctx = doc.context;
  // Page thumbnails and private application data are never shown by readers.
  for (const page of doc.getPages()) {
    page.node.delete(PDFName.of('Thumb'));
    page.node.delete(PDFName.of('PieceInfo'));
  }
  const images = await recodeImages(doc, LEVELS[level], codec, (done, total) =>
    onProgress?.(0.85 * (total ? done / total : 1)),
  );
  const dropped = dropUnreachable(ctx);
  const streams = recompressStreams(ctx);
  onProgress?.(0.9);
  const bytes = await saveBytes(doc, (f) => onProgress?.(0.9 + 0.1 * f));
  return {
    bytes,
    level,
    stats: {
      imagesSeen: images.seen,
      imagesRecoded: images.recoded,
      streamsRecompressed: streams,
      objectsDropped: dropped,
    },
  };
}

/**
 * The lightest level whose result is at or under `target` bytes (binary search over the levels from
 * `from`), or the strongest level's result with `reached: false`.
 */
export async function compressToTarget(
  input: Uint8Array,
  target: number,
  codec: JpegCodec,
  from = 0,
  onProgress?: (fraction: number) => void,
): Promise<CompressResult & { reached: boolean }> {
  let lo = from;
  let hi = LEVELS.length - 1;
  let best: CompressResult | null = null;
  let smallest: CompressResult | null = null;
  let pass = 0;
  const passes = Math.ceil(Math.log2(hi - lo + 1)) + 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const result = await compressAt(input, mid, codec, (f) => onProgress?.((pass + f) / passes));
    pass++;
    if (!smallest || result.bytes.length < smallest.bytes.length) smallest = result;
    if (result.bytes.length <= target) {
      best = result;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  if (best) return { ...best, reached: true };
  // Not reached even at the strongest level tried: make sure the strongest was tried.
  if (smallest!.level !== LEVELS.length - 1) {
    const strongest = await compressAt(input, LEVELS.length - 1, codec);
    if (strongest.bytes.length < smallest!.bytes.length) smallest = strongest;
  }
  return { ...smallest!, reached: smallest!.bytes.length <= target };
}
