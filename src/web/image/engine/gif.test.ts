import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodeGifFrames, encodeGif } from './gif.js';
import { detectImageType } from '../type.js';

const frame = (w: number, h: number, rgb: [number, number, number], alpha = 255) => {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) data.set([...rgb, alpha], i * 4);
  return { data, width: w, height: h };
};

describe('GIF frames', () => {
  it('writes an animation that another decoder (libvips) reads with all its frames and delays', async () => {
    const frames = [frame(20, 10, [255, 0, 0]), frame(20, 10, [0, 200, 0]), frame(20, 10, [0, 0, 255])].map((f, i) => ({
      ...f,
      delay: 100 + i * 50,
    }));
    const gif = encodeGif(frames);
    expect(detectImageType(gif)).toBe('gif');
    const meta = await sharp(gif, { animated: true }).metadata();
    expect(meta.pages).toBe(3);
    expect(meta.delay).toEqual([100, 150, 200]);
    expect(meta.width).toBe(20);
  });
  it('round-trips through our decoder: sizes, delays and colours', () => {
    const frames = [frame(8, 6, [250, 10, 10]), frame(8, 6, [10, 250, 10])].map((f) => ({ ...f, delay: 70 }));
    const back = decodeGifFrames(encodeGif(frames));
    expect(back).toHaveLength(2);
    expect(back.map((f) => [f.width, f.height, f.delay])).toEqual([
      [8, 6, 70],
      [8, 6, 70],
    ]);
    const px = (f: { data: Uint8ClampedArray }) => [...f.data.subarray(0, 4)];
    expect(Math.abs(px(back[0])[0] - 250)).toBeLessThan(12);
    expect(Math.abs(px(back[1])[1] - 250)).toBeLessThan(12);
    expect(px(back[0])[3]).toBe(255);
  });
  it('keeps transparency', () => {
    const img = frame(4, 4, [0, 0, 0], 0);
    img.data.set([255, 255, 0, 255], 0);
    const [back] = decodeGifFrames(encodeGif([img]));
    expect(back.data[3]).toBe(255);
    expect(back.data[7]).toBe(0);
  });
  it('composes partial frames of a GIF made elsewhere (libvips), keeping what earlier frames drew', async () => {
    const a = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const b = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const gif = await sharp([a, b], { join: { animated: true } })
      .gif({ delay: [50, 60] })
      .toBuffer();
    const back = decodeGifFrames(new Uint8Array(gif));
    expect(back).toHaveLength(2);
    expect(back[0].data[0]).toBeGreaterThan(200);
    expect(back[1].data[2]).toBeGreaterThan(200);
    expect(back.map((f) => f.delay)).toEqual([50, 60]);
  });
  it('throws on something that is not a GIF', () => {
    expect(() => decodeGifFrames(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]))).toThrow();
  });
});
