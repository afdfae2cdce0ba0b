/**
 * The parts of a PNG file every encoder of ours shares: CRC-32 (also the checksum of our stego container)
 * and the file around already-filtered scanlines (IHDR, one zlib IDAT from fflate, IEND). Pure.
 */
import { zlibSync } from 'fflate';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO-HDLC, as in PNG and zip) of the parts one after another. */
export function crc32(...parts: Uint8Array[]): number {
  let c = 0xffffffff;
  for (const p of parts) for (let i = 0; i < p.length; i++) c = CRC_TABLE[(c ^ p[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const name = Uint8Array.from(type, (ch) => ch.charCodeAt(0));
  out.set(name, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(name, data));
  return out;
}

/** PNG colour types: grey, RGB, RGBA (8 bits each). */
export type PngColor = 0 | 2 | 6;

/** A PNG of `scanlines` (each row: its filter byte, then the row's bytes). */
export function pngFile(width: number, height: number, color: PngColor, scanlines: Uint8Array, level = 6): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8;
  header[9] = color;
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibSync(scanlines, { level: level as 6 })),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
