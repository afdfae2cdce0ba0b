/**
 * A small BMP writer. Opaque images: 24-bit BI_RGB, bottom-up rows padded to 4 bytes (every reader
 * opens it). Images with transparency: 32-bit BI_BITFIELDS with a BITMAPV4 header and an alpha mask
 * (Chromium, Firefox, Windows and macOS read the alpha).
 */
export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const FILE_HEADER = 14;
const INFO_HEADER = 40;
const V4_HEADER = 108;
/** 72 dpi in pixels per metre. */
const PPM = 2835;

export function isOpaque(image: RgbaImage): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}

export function encodeBmp(image: RgbaImage, { alpha = !isOpaque(image) }: { alpha?: boolean } = {}): Uint8Array {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0)
    throw new Error('Encoding failed');
  if (data.length < width * height * 4) throw new Error('Encoding failed');
  const bytesPerPixel = alpha ? 4 : 3;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const header = FILE_HEADER + (alpha ? V4_HEADER : INFO_HEADER);
  const imageSize = stride * height;
  const out = new Uint8Array(header + imageSize);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // B
  out[1] = 0x4d; // M
  view.setUint32(2, out.length, true);
  view.setUint32(10, header, true);
  view.setUint32(14, alpha ? V4_HEADER : INFO_HEADER, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: bottom-up rows
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, bytesPerPixel * 8, true);
  view.setUint32(30, alpha ? 3 : 0, true); // BI_BITFIELDS : BI_RGB
  view.setUint32(34, imageSize, true);
  view.setInt32(38, PPM, true);
  view.setInt32(42, PPM, true);
  if (alpha) {
    view.setUint32(54, 0x00ff0000, true); // red mask
    view.setUint32(58, 0x0000ff00, true); // green
    view.setUint32(62, 0x000000ff, true); // blue
    view.setUint32(66, 0xff000000, true); // alpha
    view.setUint32(70, 0x73524742, true); // 'sRGB' colour space
  }
  for (let y = 0; y < height; y++) {
    let o = header + (height - 1 - y) * stride;
    let s = y * width * 4;
    for (let x = 0; x < width; x++, s += 4) {
      out[o++] = data[s + 2];
      out[o++] = data[s + 1];
      out[o++] = data[s];
      if (alpha) out[o++] = data[s + 3];
    }
  }
  return out;
}
