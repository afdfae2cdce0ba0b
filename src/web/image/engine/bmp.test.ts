import { describe, expect, it } from 'vitest';
import { encodeBmp, isOpaque } from './bmp.js';
import { detectImageType } from '../type.js';
import { readDimensions } from '../../../common/image-format.js';

/** An independent reader for what the writer produces (24-bit BI_RGB and 32-bit BI_BITFIELDS, bottom-up). */
function readBmp(b: Uint8Array) {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const offset = v.getUint32(10, true);
  const width = v.getInt32(18, true);
  const height = v.getInt32(22, true);
  const bpp = v.getUint16(28, true);
  const stride = Math.ceil((width * bpp) / 32) * 4;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = offset + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const p = row + x * (bpp / 8);
      const o = (y * width + x) * 4;
      rgba[o] = b[p + 2];
      rgba[o + 1] = b[p + 1];
      rgba[o + 2] = b[p];
      rgba[o + 3] = bpp === 32 ? b[p + 3] : 255;
    }
  }
  return {
    width,
    height,
    bpp,
    rgba,
    compression: v.getUint32(30, true),
    fileSize: v.getUint32(2, true),
    headerSize: v.getUint32(14, true),
  };
}

const image = (width: number, height: number, alpha = 255) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i * 37) & 255, (i * 91) & 255, (i * 13) & 255, alpha], i * 4);
  return { data, width, height };
};

describe('BMP encoder', () => {
  it('writes a 2x2 opaque image as 24-bit BI_RGB, bottom-up, rows padded to 4 bytes', () => {
    const data = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255]);
    const bmp = encodeBmp({ data, width: 2, height: 2 });
    expect(bmp.length).toBe(14 + 40 + 2 * 8);
    expect([...bmp.subarray(0, 2)]).toEqual([0x42, 0x4d]);
    // Bottom row first: blue, (10,20,30) as BGR, then 2 bytes padding.
    expect([...bmp.subarray(54, 62)]).toEqual([255, 0, 0, 30, 20, 10, 0, 0]);
    // Top row: red, green.
    expect([...bmp.subarray(62, 70)]).toEqual([0, 0, 255, 0, 255, 0, 0, 0]);
  });
  it.each([
    [1, 1],
    [3, 5],
    [17, 4],
    [64, 33],
  ])('round-trips an opaque %ix%i image (24-bit)', (w, h) => {
    const img = image(w, h);
    const bmp = encodeBmp(img);
    const back = readBmp(bmp);
    expect(back).toMatchObject({ width: w, height: h, bpp: 24, compression: 0, fileSize: bmp.length, headerSize: 40 });
    expect(back.rgba).toEqual(new Uint8Array(img.data));
    expect(detectImageType(bmp)).toBe('bmp');
    expect(readDimensions('bmp', bmp)).toEqual({ width: w, height: h });
  });
  it('keeps transparency as 32-bit BI_BITFIELDS with a V4 header and an alpha mask', () => {
    const img = image(7, 3, 128);
    const bmp = encodeBmp(img);
    const back = readBmp(bmp);
    expect(back).toMatchObject({ bpp: 32, compression: 3, headerSize: 108 });
    expect(new DataView(bmp.buffer).getUint32(66, true)).toBe(0xff000000);
    expect(back.rgba).toEqual(new Uint8Array(img.data));
    expect(detectImageType(bmp)).toBe('bmp');
  });
  it('isOpaque looks at every alpha byte', () => {
    const img = image(4, 4);
    expect(isOpaque(img)).toBe(true);
    img.data[63] = 254;
    expect(isOpaque(img)).toBe(false);
  });
  it("refuses a bad size with 'Encoding failed'", () => {
    expect(() => encodeBmp({ data: new Uint8ClampedArray(4), width: 0, height: 1 })).toThrow('Encoding failed');
    expect(() => encodeBmp({ data: new Uint8ClampedArray(4), width: 2, height: 2 })).toThrow('Encoding failed');
  });
});
