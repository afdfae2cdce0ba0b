/**
 * GIF frames: decoding every frame of an animation into whole RGBA pictures (gifuct-js, honouring
 * disposal), and writing frames back as a GIF (gifenc: PNN quantisation to a palette per frame).
 */
import { decompressFrames, parseGIF } from 'gifuct-js';
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import type { RgbaImage } from './bmp.js';

export interface GifFrame extends RgbaImage {
  data: Uint8ClampedArray;
  /** Display time in milliseconds. */
  delay: number;
}

/** Every frame of a GIF as a full picture. Throws when the file is not a readable GIF. */
export function decodeGifFrames(bytes: Uint8Array): GifFrame[] {
  if (bytes.length < 13 || bytes[0] !== 0x47 || bytes[1] !== 0x49 || bytes[2] !== 0x46) throw new Error('not a GIF');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const gif = parseGIF(buffer);
  const width = gif.lsd.width;
  const height = gif.lsd.height;
  if (!width || !height) throw new Error('not a GIF');
  const frames = decompressFrames(gif, true);
  const canvas = new Uint8ClampedArray(width * height * 4);
  const out: GifFrame[] = [];
  for (const frame of frames) {
    const { left, top, width: fw, height: fh } = frame.dims;
    const saved = frame.disposalType === 3 ? canvas.slice() : null;
    for (let y = 0; y < fh; y++) {
      const cy = top + y;
      if (cy < 0 || cy >= height) continue;
      for (let x = 0; x < fw; x++) {
        const cx = left + x;
        if (cx < 0 || cx >= width) continue;
        const p = (y * fw + x) * 4;
        if (frame.patch[p + 3] === 0) continue; // transparent pixel: what was there shows through
        const c = (cy * width + cx) * 4;
        canvas[c] = frame.patch[p];
        canvas[c + 1] = frame.patch[p + 1];
        canvas[c + 2] = frame.patch[p + 2];
        canvas[c + 3] = frame.patch[p + 3];
      }
    }
    out.push({ data: canvas.slice(), width, height, delay: frame.delay });
    if (frame.disposalType === 2) {
      for (let y = Math.max(0, top); y < Math.min(height, top + fh); y++) {
        canvas.fill(0, (y * width + Math.max(0, left)) * 4, (y * width + Math.min(width, left + fw)) * 4);
      }
    } else if (saved) {
      canvas.set(saved);
    }
  }
  return out;
}

/** Writes frames (all the same size) as a looping GIF with up to `colors` colours per frame. */
export function encodeGif(frames: readonly (RgbaImage & { delay?: number })[], colors = 256): Uint8Array {
  if (frames.length === 0) throw new Error('Encoding failed');
  const { width, height } = frames[0];
  const max = Math.min(256, Math.max(2, Math.round(colors)));
  const transparent = frames.some((f) => hasTransparency(f.data));
  const encoder = GIFEncoder();
  for (const frame of frames) {
    const rgba = frame.data;
    const palette = transparent ? quantize(rgba, max, { format: 'rgba4444', oneBitAlpha: true }) : quantize(rgba, max);
    const index = applyPalette(rgba, palette, transparent ? 'rgba4444' : 'rgb565');
    const transparentIndex = transparent ? palette.findIndex((c) => c.length > 3 && c[3] === 0) : -1;
    encoder.writeFrame(index, width, height, {
      palette,
      delay: frame.delay ?? 0,
      repeat: 0,
      transparent: transparentIndex >= 0,
      transparentIndex: Math.max(0, transparentIndex),
      // Whole frames: with transparency each must replace the last one, not draw over it.
      dispose: transparent ? 2 : -1,
    });
  }
  encoder.finish();
  return encoder.bytes();
}

function hasTransparency(data: Uint8Array | Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] < 128) return true;
  return false;
}
