/**
 * Image XObjects as pictures: the raw JPEG/JPEG 2000 when the PDF holds one, else its samples turned into
 * RGBA (grey, RGB, CMYK, indexed, ICC-based, separation; 1 to 16 bits; soft masks as alpha; stencil
 * masks) and written as PNG by our own small encoder. Pure TypeScript: Workers and Node alike.
 */
import { pngFile, type PngColor } from '../../../../common/png.js';
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';
import { decodeFilters, lookupNumber, type ImageCodec } from './filters.js';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

interface Space {
  /** Components per sample. */
  n: number;
  /** Samples (0..1 each) to RGB 0..255. */
  toRgb: (c: number[], out: number[]) => void;
}

const gray: Space = { n: 1, toRgb: (c, o) => ((o[0] = o[1] = o[2] = c[0] * 255), undefined) };
const rgbSpace: Space = {
  n: 3,
  toRgb: (c, o) => {
    o[0] = c[0] * 255;
    o[1] = c[1] * 255;
    o[2] = c[2] * 255;
  },
};
const cmyk: Space = {
  n: 4,
  toRgb: (c, o) => {
    const k = 1 - c[3];
    o[0] = 255 * (1 - c[0]) * k;
    o[1] = 255 * (1 - c[1]) * k;
    o[2] = 255 * (1 - c[2]) * k;
  },
};

function bytesOf(ctx: PDFContext, obj: PDFObject | undefined): Uint8Array | null {
  const v = obj ? ctx.lookup(obj) : undefined;
  if (v instanceof PDFString || v instanceof PDFHexString) return v.asBytes();
  if (v instanceof PDFRawStream) return decodeFilters(v, ctx)?.data ?? null;
  return null;
}

/** A colour space we can turn into RGB, or null. */
export function colorSpace(ctx: PDFContext, obj: PDFObject | undefined, depth = 0): Space | null {
  const v = obj ? ctx.lookup(obj) : undefined;
  if (depth > 4) return null;
  if (v instanceof PDFName) {
    const name = v.decodeText();
    if (name === 'DeviceGray' || name === 'CalGray' || name === 'G') return gray;
    if (name === 'DeviceRGB' || name === 'CalRGB' || name === 'RGB') return rgbSpace;
    if (name === 'DeviceCMYK' || name === 'CMYK') return cmyk;
    return null;
  }
  if (!(v instanceof PDFArray) || v.size() === 0) return null;
  const kind = v.lookup(0);
  const name = kind instanceof PDFName ? kind.decodeText() : '';
  if (name === 'CalGray') return gray;
  if (name === 'CalRGB') return rgbSpace;
  if (name === 'ICCBased') {
    const stream = v.lookup(1);
    const n = stream instanceof PDFRawStream ? lookupNumber(ctx, stream.dict.get(PDFName.of('N')), 3) : 3;
    const alt = stream instanceof PDFRawStream ? stream.dict.get(PDFName.of('Alternate')) : undefined;
    return (alt && colorSpace(ctx, alt, depth + 1)) || (n === 1 ? gray : n === 4 ? cmyk : rgbSpace);
  }
  if (name === 'Indexed' || name === 'I') {
    const base = colorSpace(ctx, v.get(1), depth + 1);
    const hival = lookupNumber(ctx, v.get(2), 255);
    const table = bytesOf(ctx, v.get(3));
    if (!base || !table) return null;
    const tmp = new Array(base.n).fill(0);
    return {
      n: 1,
      toRgb: (c, o) => {
        const i = Math.min(hival, Math.round(c[0] * 255 * ((1 << 8) / 256)));
        for (let k = 0; k < base.n; k++) tmp[k] = (table[i * base.n + k] ?? 0) / 255;
        base.toRgb(tmp, o);
      },
    };
  }
  if (name === 'Separation' || name === 'DeviceN') {
    const names = v.lookup(1);
    const n = names instanceof PDFArray ? names.size() : 1;
    // Without evaluating the tint function: full ink shows dark.
    return {
      n,
      toRgb: (c, o) => {
        const t = Math.max(...c.slice(0, n));
        o[0] = o[1] = o[2] = 255 * (1 - t);
      },
    };
  }
  return null;
}

/** Unpacks samples of `bpc` bits into 0..1 values per component, row-aligned to bytes. */
function sampleReader(data: Uint8Array, width: number, comps: number, bpc: number) {
  const rowBytes = Math.ceil((width * comps * bpc) / 8);
  const max = (1 << bpc) - 1;
  return (x: number, y: number, k: number): number => {
    const index = x * comps + k;
    const row = y * rowBytes;
    if (bpc === 8) return (data[row + index] ?? 0) / 255;
    if (bpc === 16) return (((data[row + index * 2] ?? 0) << 8) | (data[row + index * 2 + 1] ?? 0)) / 65535;
    const bit = index * bpc;
    const byte = data[row + (bit >> 3)] ?? 0;
    return ((byte >> (8 - bpc - (bit & 7))) & max) / max;
  };
}

function decodeArray(ctx: PDFContext, dict: PDFDict): number[] | null {
  const d = dict.lookupMaybe(PDFName.of('Decode'), PDFArray);
  return d ? d.asArray().map((x) => lookupNumber(ctx, x, 0)) : null;
}

export type Extracted =
  | { kind: 'encoded'; codec: ImageCodec; bytes: Uint8Array; width: number; height: number }
  | { kind: 'pixels'; pixels: Pixels }
  | { kind: 'unsupported'; reason: string; width: number; height: number };

/** The stream's samples as RGBA (alpha from /SMask or the stencil), or why not. */
export function imageToPixels(ctx: PDFContext, stream: PDFRawStream, withMask = true): Pixels | null {
  const dict = stream.dict;
  const width = lookupNumber(ctx, dict.get(PDFName.of('Width')), 0);
  const height = lookupNumber(ctx, dict.get(PDFName.of('Height')), 0);
  if (width < 1 || height < 1 || width * height > 100_000_000) return null;
  const decoded = decodeFilters(stream, ctx);
  if (!decoded || decoded.codec) return null;
  const stencil =
    dict.lookupMaybe(PDFName.of('ImageMask'), PDFNumber) !== undefined ||
    dict.get(PDFName.of('ImageMask'))?.toString() === 'true';
  const bpc = stencil ? 1 : lookupNumber(ctx, dict.get(PDFName.of('BitsPerComponent')), 8);
  const space = stencil ? gray : colorSpace(ctx, dict.get(PDFName.of('ColorSpace')));
  if (!space || ![1, 2, 4, 8, 16].includes(bpc)) return null;
  const read = sampleReader(decoded.data, width, space.n, bpc);
  const decode = decodeArray(ctx, dict);
  const out = new Uint8ClampedArray(width * height * 4);
  const c = new Array(space.n).fill(0);
  const rgb = [0, 0, 0];
  const indexed = /Indexed|\/I\b/.test(String(ctx.lookup(dict.get(PDFName.of('ColorSpace')) ?? PDFName.of('x'))));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < space.n; k++) {
        let v = read(x, y, k);
        if (decode) v = decode[2 * k] + v * (decode[2 * k + 1] - decode[2 * k]);
        // Indexed samples are table indexes: scale back to 0..255 over the bit depth.
        c[k] = indexed ? (v * ((1 << bpc) - 1)) / 255 : v;
      }
      const o = (y * width + x) * 4;
      if (stencil) {
        // Sample 0 paints (unless /Decode [1 0]): black where painted, transparent elsewhere.
        const paint = c[0] < 0.5;
        out[o] = out[o + 1] = out[o + 2] = 0;
        out[o + 3] = paint ? 255 : 0;
        continue;
      }
      space.toRgb(c, rgb);
      out[o] = rgb[0];
      out[o + 1] = rgb[1];
      out[o + 2] = rgb[2];
      out[o + 3] = 255;
    }
  if (withMask) applySoftMask(ctx, dict, out, width, height);
  return { data: out, width, height };
}

function applySoftMask(ctx: PDFContext, dict: PDFDict, out: Uint8ClampedArray, width: number, height: number) {
  const smask = ctx.lookup(dict.get(PDFName.of('SMask')) ?? PDFName.of('None'));
  if (!(smask instanceof PDFRawStream)) return;
  const mask = imageToPixels(ctx, smask, false);
  if (!mask) return;
  for (let y = 0; y < height; y++) {
    const my = Math.min(mask.height - 1, Math.floor((y * mask.height) / height));
    for (let x = 0; x < width; x++) {
      const mx = Math.min(mask.width - 1, Math.floor((x * mask.width) / width));
      out[(y * width + x) * 4 + 3] = mask.data[(my * mask.width + mx) * 4];
    }
  }
}

/** An image XObject as a file: the JPEG/JPEG 2000 it holds, or its pixels for a PNG. */
export function extractImage(ctx: PDFContext, stream: PDFRawStream): Extracted {
  const dict = stream.dict;
  const width = lookupNumber(ctx, dict.get(PDFName.of('Width')), 0);
  const height = lookupNumber(ctx, dict.get(PDFName.of('Height')), 0);
  const decoded = decodeFilters(stream, ctx);
  if (!decoded) return { kind: 'unsupported', reason: 'filter', width, height };
  if (decoded.codec === 'DCTDecode' || decoded.codec === 'JPXDecode')
    return { kind: 'encoded', codec: decoded.codec, bytes: decoded.data, width, height };
  if (decoded.codec) return { kind: 'unsupported', reason: decoded.codec, width, height };
  const pixels = imageToPixels(ctx, stream);
  return pixels ? { kind: 'pixels', pixels } : { kind: 'unsupported', reason: 'colorspace', width, height };
}

/** RGBA to PNG: grey, RGB or RGBA by what the pixels need; deflated with fflate. */
export function encodePng(p: Pixels, level: 1 | 6 | 9 = 6): Uint8Array {
  let opaque = true;
  let grey = true;
  for (let i = 0; i < p.data.length; i += 4) {
    if (p.data[i + 3] !== 255) opaque = false;
    if (p.data[i] !== p.data[i + 1] || p.data[i] !== p.data[i + 2]) grey = false;
    if (!opaque && !grey) break;
  }
  const channels = opaque ? (grey ? 1 : 3) : 4;
  const colorType: PngColor = opaque ? (grey ? 0 : 2) : 6;
  const row = p.width * channels;
  const raw = new Uint8Array((row + 1) * p.height);
  for (let y = 0; y < p.height; y++) {
    const o = y * (row + 1);
    raw[o] = 0;
    for (let x = 0; x < p.width; x++) {
      const s = (y * p.width + x) * 4;
      const d = o + 1 + x * channels;
      if (channels === 1) raw[d] = p.data[s];
      else {
        raw[d] = p.data[s];
        raw[d + 1] = p.data[s + 1];
        raw[d + 2] = p.data[s + 2];
        if (channels === 4) raw[d + 3] = p.data[s + 3];
      }
    }
  }
  return pngFile(p.width, p.height, colorType, raw, level);
}
