/**
 * A small content-stream reader: follows the transformation matrix through q/Q/cm and Form XObjects and
 * reports each image drawn (`Do`) with the size it is shown at, in points. Compression uses it to know
 * an image's effective resolution; it ignores everything else a page draws.
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFContext,
  type PDFDocument,
} from 'pdf-lib';
import { decodeFilters } from './filters.js';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  // m then n (row vectors: p' = p·m·n)
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 0;
const isDelim = (c: number) =>
  c === 40 ||
  c === 41 ||
  c === 60 ||
  c === 62 ||
  c === 91 ||
  c === 93 ||
  c === 123 ||
  c === 125 ||
  c === 47 ||
  c === 37;

export type Token =
  { type: 'num'; value: number } | { type: 'name'; value: string } | { type: 'op'; value: string } | { type: 'other' };

/** Tokens of a content stream (strings, arrays and dictionaries come out as `other`). */
export function* tokens(s: Uint8Array): Generator<Token> {
  let i = 0;
  const n = s.length;
  while (i < n) {
    const c = s[i];
    if (isSpace(c)) {
      i++;
    } else if (c === 37) {
      while (i < n && s[i] !== 10 && s[i] !== 13) i++;
    } else if (c === 47) {
      let j = i + 1;
      while (j < n && !isSpace(s[j]) && !isDelim(s[j])) j++;
      yield { type: 'name', value: String.fromCharCode(...s.subarray(i + 1, j)) };
      i = j;
    } else if (c === 40) {
      let depth = 0;
      for (; i < n; i++) {
        if (s[i] === 92) i++;
        else if (s[i] === 40) depth++;
        else if (s[i] === 41 && --depth === 0) break;
      }
      i++;
      yield { type: 'other' };
    } else if (c === 60 && s[i + 1] !== 60) {
      while (i < n && s[i] !== 62) i++;
      i++;
      yield { type: 'other' };
    } else if (c === 60 || c === 62 || c === 91 || c === 93 || c === 123 || c === 125) {
      i += c === 60 || c === 62 ? 2 : 1;
      yield { type: 'other' };
    } else {
      let j = i;
      while (j < n && !isSpace(s[j]) && !isDelim(s[j])) j++;
      if (j === i) j++;
      const word = String.fromCharCode(...s.subarray(i, j));
      i = j;
      const v = Number(word);
      if (word !== '' && Number.isFinite(v) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) yield { type: 'num', value: v };
      else if (word === 'ID') {
        // Inline image data: skip to "EI" between white space.
        i++;
        while (i < n && !(s[i] === 69 && s[i + 1] === 73 && isSpace(s[i - 1]) && (i + 2 >= n || isSpace(s[i + 2]))))
          i++;
        i += 2;
        yield { type: 'op', value: 'EI' };
      } else yield { type: 'op', value: word };
    }
  }
}

export function streamBytes(ctx: PDFContext, obj: unknown): Uint8Array {
  const parts: Uint8Array[] = [];
  const add = (o: unknown) => {
    const v = o instanceof PDFRef ? ctx.lookup(o) : o;
    if (v instanceof PDFRawStream) {
      const d = decodeFilters(v, ctx);
      if (d && !d.codec) parts.push(d.data, Uint8Array.of(10));
    } else if (v instanceof PDFArray) for (let i = 0; i < v.size(); i++) add(v.get(i));
  };
  add(obj);
  const total = parts.reduce((a, p) => a + p.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export interface ImageShown {
  ref: PDFRef;
  /** The largest width and height it is shown at, in points. */
  widthPt: number;
  heightPt: number;
  /** 0-based page of first use. */
  page: number;
}

/** Every image XObject the pages draw (through forms too), with the largest size it is shown at. */
export function imagesShown(doc: PDFDocument): Map<PDFRef, ImageShown> {
  const ctx = doc.context;
  const shown = new Map<PDFRef, ImageShown>();
  const walk = (content: Uint8Array, resources: PDFDict | undefined, base: Matrix, page: number, depth: number) => {
    const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const stack: Matrix[] = [];
    let ctm = base;
    const operands: Token[] = [];
    for (const t of tokens(content)) {
      if (t.type !== 'op') {
        operands.push(t);
        if (operands.length > 12) operands.shift();
        continue;
      }
      if (t.value === 'q') stack.push(ctm);
      else if (t.value === 'Q') ctm = stack.pop() ?? base;
      else if (t.value === 'cm') {
        const nums = operands.slice(-6).map((o) => (o.type === 'num' ? o.value : NaN));
        if (nums.length === 6 && nums.every(Number.isFinite)) ctm = multiply(nums as Matrix, ctm);
      } else if (t.value === 'Do' && xobjects) {
        const last = operands[operands.length - 1];
        if (last?.type === 'name') {
          const ref = xobjects.get(PDFName.of(last.value));
          const obj = ref instanceof PDFRef ? ctx.lookup(ref) : undefined;
          if (ref instanceof PDFRef && obj instanceof PDFRawStream) {
            const subtype = obj.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText();
            if (subtype === 'Image') {
              const w = Math.hypot(ctm[0], ctm[1]);
              const h = Math.hypot(ctm[2], ctm[3]);
              const seen = shown.get(ref);
              if (!seen) shown.set(ref, { ref, widthPt: w, heightPt: h, page });
              else {
                seen.widthPt = Math.max(seen.widthPt, w);
                seen.heightPt = Math.max(seen.heightPt, h);
              }
            } else if (subtype === 'Form' && depth < 12) {
              const m = obj.dict.lookupMaybe(PDFName.of('Matrix'), PDFArray);
              const fm =
                m && m.size() === 6
                  ? (m.asArray().map((x) => (x instanceof PDFNumber ? x.asNumber() : 0)) as Matrix)
                  : IDENTITY;
              const res = obj.dict.lookupMaybe(PDFName.of('Resources'), PDFDict) ?? resources;
              walk(streamBytes(ctx, obj), res, multiply(fm, ctm), page, depth + 1);
            }
          }
        }
      }
      operands.length = 0;
    }
  };
  doc.getPages().forEach((page, index) => {
    const node = page.node;
    const resources = node.Resources();
    walk(streamBytes(ctx, node.get(PDFName.of('Contents'))), resources, IDENTITY, index, 0);
  });
  return shown;
}
