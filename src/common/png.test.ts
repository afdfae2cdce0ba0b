import { describe, expect, it } from 'vitest';
import { unzlibSync } from 'fflate';
import { crc32, pngChunk, pngFile } from './png.js';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('PNG parts', () => {
  it.each([
    ['the standard check value', ['123456789'], 0xcbf43926],
    ['nothing', [], 0],
    ['parts read as one run', ['1234', '56789'], 0xcbf43926],
  ])('crc32 of %s', (_, parts, expected) => expect(crc32(...parts.map(bytes))).toBe(expected));

  it('a chunk is length, type, data and the CRC of type + data', () => {
    const c = pngChunk('IEND', new Uint8Array(0));
    expect([...c]).toEqual([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  });

  it('a file holds the signature, the header and the scanlines', () => {
    const rows = Uint8Array.of(0, 255, 0, 0, 0, 0, 255);
    const png = pngFile(1, 2, 2, rows);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20), png[24], png[25]]).toEqual([1, 2, 8, 2]);
    const idatLength = view.getUint32(33);
    expect(new TextDecoder().decode(png.subarray(37, 41))).toBe('IDAT');
    expect([...unzlibSync(png.subarray(41, 41 + idatLength))]).toEqual([...rows]);
  });
});
