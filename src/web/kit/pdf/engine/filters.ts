/**
 * PDF stream filters in plain TypeScript (no canvas, so it runs in Workers and Node alike): Flate with
 * PNG/TIFF predictors, LZW, ASCIIHex, ASCII85 and RunLength. Image codecs (DCT = JPEG, JPX, JBIG2,
 * CCITT) are left to the caller: `decodeFilters` stops before the first one and says which it is.
 */
import { inflateSync, unzlibSync } from 'fflate';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';

export const IMAGE_CODECS = ['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode'] as const;
export type ImageCodec = (typeof IMAGE_CODECS)[number];

const ABBREVIATIONS: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  RL: 'RunLengthDecode',
  DCT: 'DCTDecode',
  CCF: 'CCITTFaxDecode',
};

export function filtersOf(dict: PDFDict, ctx: PDFContext): { names: string[]; parms: (PDFDict | undefined)[] } {
  const f = dict.get(PDFName.of('Filter')) ?? dict.get(PDFName.of('F'));
  const p = dict.get(PDFName.of('DecodeParms')) ?? dict.get(PDFName.of('DP'));
  const fr = f ? ctx.lookup(f) : undefined;
  const pr = p ? ctx.lookup(p) : undefined;
  const names: string[] = [];
  const parms: (PDFDict | undefined)[] = [];
  if (fr instanceof PDFName) {
    names.push(fr.decodeText());
    parms.push(pr instanceof PDFDict ? pr : undefined);
  } else if (fr instanceof PDFArray) {
    for (let i = 0; i < fr.size(); i++) {
      const n = fr.lookup(i);
      names.push(n instanceof PDFName ? n.decodeText() : '');
      const pi = pr instanceof PDFArray ? pr.lookup(i) : undefined;
      parms.push(pi instanceof PDFDict ? pi : undefined);
    }
  }
  return { names: names.map((n) => ABBREVIATIONS[n] ?? n), parms };
}

function num(dict: PDFDict | undefined, key: string, def: number): number {
  const v = dict?.get(PDFName.of(key));
  return v instanceof PDFNumber ? v.asNumber() : def;
}

export function inflate(data: Uint8Array): Uint8Array {
  try {
    return unzlibSync(data);
  } catch {
    // Some writers omit or damage the zlib header/checksum: inflate the raw deflate data.
    return inflateSync(data.subarray(2));
  }
}

export function unpredict(data: Uint8Array, parms: PDFDict | undefined): Uint8Array {
  const predictor = num(parms, 'Predictor', 1);
  if (predictor < 2) return data;
  const colors = num(parms, 'Colors', 1);
  const bpc = num(parms, 'BitsPerComponent', 8);
  const columns = num(parms, 'Columns', 1);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  if (predictor === 2) {
    if (bpc !== 8) return data;
    const out = data.slice();
    for (let r = 0; r + rowBytes <= out.length; r += rowBytes)
      for (let i = bpp; i < rowBytes; i++) out[r + i] = (out[r + i] + out[r + i - bpp]) & 0xff;
    return out;
  }
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  let prev = new Uint8Array(rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowBytes + 1)];
    const src = data.subarray(r * (rowBytes + 1) + 1, (r + 1) * (rowBytes + 1));
    const row = out.subarray(r * rowBytes, (r + 1) * rowBytes);
    for (let i = 0; i < rowBytes; i++) {
      const a = i >= bpp ? row[i - bpp] : 0;
      const b = prev[i];
      const c = i >= bpp ? prev[i - bpp] : 0;
      let v = src[i];
      if (type === 1) v += a;
      else if (type === 2) v += b;
      else if (type === 3) v += (a + b) >> 1;
      else if (type === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[i] = v & 0xff;
    }
    prev = row;
  }
  return out;
}

export function lzw(data: Uint8Array, earlyChange = 1): Uint8Array {
  const out: number[] = [];
  let dict: Uint8Array[] = [];
  const reset = () => {
    dict = [];
    for (let i = 0; i < 256; i++) dict.push(Uint8Array.of(i));
    dict.push(new Uint8Array(0), new Uint8Array(0)); // 256 clear, 257 end
  };
  reset();
  let width = 9;
  let bitBuf = 0;
  let bitCount = 0;
  let prev: Uint8Array | null = null;
  for (let i = 0; i < data.length; i++) {
    bitBuf = (bitBuf << 8) | data[i];
    bitCount += 8;
    while (bitCount >= width) {
      const code = (bitBuf >> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      bitBuf &= (1 << bitCount) - 1;
      if (code === 256) {
        reset();
        width = 9;
        prev = null;
        continue;
      }
      if (code === 257) return Uint8Array.from(out);
      let entry: Uint8Array;
      if (code < dict.length) entry = dict[code];
      else if (prev) entry = Uint8Array.of(...prev, prev[0]);
      else return Uint8Array.from(out);
      for (const b of entry) out.push(b);
      if (prev) dict.push(Uint8Array.of(...prev, entry[0]));
      prev = entry;
      if (dict.length + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  return Uint8Array.from(out);
}

function asciiHex(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let hi = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const v = c >= 0x30 && c <= 0x39 ? c - 48 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;
    if (v < 0) continue;
    if (hi < 0) hi = v;
    else {
      out.push((hi << 4) | v);
      hi = -1;
    }
  }
  if (hi >= 0) out.push(hi << 4);
  return Uint8Array.from(out);
}

function ascii85(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let group: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const c = data[i];
    if (c === 0x7e) break; // ~>
    if (c <= 0x20) continue;
    if (c === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    group.push(c - 33);
    if (group.length === 5) {
      let v = 0;
      for (const g of group) v = v * 85 + g;
      out.push((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);
      group = [];
    }
  }
  if (group.length > 1) {
    const n = group.length;
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const g of group) v = v * 85 + g;
    const bytes = [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
    out.push(...bytes.slice(0, n - 1));
  }
  return Uint8Array.from(out);
}

function runLength(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    const n = data[i++];
    if (n === 128) break;
    if (n < 128) {
      for (let k = 0; k <= n && i < data.length; k++) out.push(data[i++]);
    } else {
      const b = data[i++];
      for (let k = 0; k < 257 - n; k++) out.push(b);
    }
  }
  return Uint8Array.from(out);
}

export interface Decoded {
  data: Uint8Array;
  /** The image codec the data is still in, if the chain ends with one. */
  codec: ImageCodec | null;
  codecParms?: PDFDict;
}

/** Undoes the stream's filters up to an image codec; null for a filter we do not know. */
export function decodeFilters(stream: PDFRawStream, ctx: PDFContext): Decoded | null {
  const { names, parms } = filtersOf(stream.dict, ctx);
  let data = stream.contents;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if ((IMAGE_CODECS as readonly string[]).includes(name))
      return { data, codec: name as ImageCodec, codecParms: parms[i] };
    try {
      if (name === 'FlateDecode') data = unpredict(inflate(data), parms[i]);
      else if (name === 'LZWDecode') data = unpredict(lzw(data, num(parms[i], 'EarlyChange', 1)), parms[i]);
      else if (name === 'ASCIIHexDecode') data = asciiHex(data);
      else if (name === 'ASCII85Decode') data = ascii85(data);
      else if (name === 'RunLengthDecode') data = runLength(data);
      else return null;
    } catch {
      return null;
    }
  }
  return { data, codec: null };
}

export function lookupNumber(ctx: PDFContext, obj: PDFObject | undefined, def: number): number {
  const v = obj ? ctx.lookup(obj) : undefined;
  return v instanceof PDFNumber ? v.asNumber() : def;
}
