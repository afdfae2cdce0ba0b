import { describe, expect, it } from 'vitest';
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import { decodeGifFrames } from '../../image/engine/gif.js';
import { luma, ssim } from '../../image/engine/ssim.js';
import { VIDEO_GIF_OPTIONS } from '../video/gif-options.js';
import { DEFAULT_LOSSY, encodeGif, GifEncoder } from './encode.js';
import { buildPalette, ColorMap, exactColors } from './palette.js';

type Frame = { data: Uint8ClampedArray; width: number; height: number; delay: number };

/** A gradient with a red ball moving across it (a typical screen clip: most pixels stay). */
export function movingBall(w: number, h: number, count: number, delay = 100): Frame[] {
  return Array.from({ length: count }, (_, f) => {
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        const ball = Math.hypot(x - 20 - f * 15, y - h / 2) < 20;
        data.set(ball ? [240, 30, 30, 255] : [(x * 255) / w, (y * 255) / h, ((x + y) * 3) % 256, 255], i);
      }
    return { data, width: w, height: h, delay };
  });
}

/** A textured gradient panning sideways with a moving subject and noise (every pixel changes). */
function panningPhoto(w: number, h: number, count: number): Frame[] {
  const noise = (x: number, y: number) => ((x * 73856093) ^ (y * 19349663)) % 9;
  return Array.from({ length: count }, (_, f) => {
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const X = x + f * 3;
        const subject = Math.hypot(x - 40 - f * 8, y - h / 2) < 15;
        data.set(
          subject
            ? [200, 60 + noise(x, y), 50, 255]
            : [(X * 255) / 200, (y * 255) / h, 128 + 60 * Math.sin(X / 7) * Math.cos(y / 9) + noise(X, y), 255],
          (y * w + x) * 4,
        );
      }
    return { data, width: w, height: h, delay: 100 };
  });
}

function gifencDefault(frames: Frame[]): Uint8Array {
  const enc = GIFEncoder();
  for (const f of frames) {
    const p = quantize(f.data, 256);
    enc.writeFrame(applyPalette(f.data, p), f.width, f.height, { palette: p, delay: f.delay });
  }
  enc.finish();
  return enc.bytes();
}

function meanSsim(bytes: Uint8Array, frames: Frame[]): number {
  const decoded = decodeGifFrames(bytes);
  const { width: w, height: h } = frames[0];
  return (
    decoded.reduce((s, d, i) => s + ssim(luma(d.data, w, h, 4), luma(frames[i].data, w, h, 4)), 0) / decoded.length
  );
}

describe('palette', () => {
  it.each([
    ['two colours', [0, 0, 0, 255, 255, 255, 255, 255], 2],
    ['one colour twice', [9, 8, 7, 255, 9, 8, 7, 255], 1],
  ])('%s are kept exactly', (_, px, n) => {
    const data = Uint8ClampedArray.from(px);
    expect(exactColors(data, null, 256)).toHaveLength(n);
    expect(buildPalette(data, null, 256)).toHaveLength(n);
  });
  it('reduces many colours to the limit and maps each to its nearest', () => {
    const data = new Uint8ClampedArray(64 * 64 * 4);
    for (let i = 0; i < 64 * 64; i++) data.set([i % 256, (i * 7) % 256, (i * 13) % 256, 255], i * 4);
    const palette = buildPalette(data, null, 16);
    expect(palette).toHaveLength(16);
    const map = new ColorMap(palette, false);
    const k = map.nearest(palette[3][0], palette[3][1], palette[3][2]);
    expect(palette[k]).toEqual(palette[3]);
  });
});

describe('GIF encoder', () => {
  it.each([
    ['opaque frames written as changes', movingBall(120, 60, 6, 70)],
    ['a single frame', movingBall(33, 17, 1, 0)],
  ])('%s decode back (count, size, delays)', (_, frames) => {
    const bytes = encodeGif(frames);
    expect(String.fromCharCode(...bytes.slice(0, 6))).toBe('GIF89a');
    const decoded = decodeGifFrames(bytes);
    expect(decoded).toHaveLength(frames.length);
    expect(decoded[0].width).toBe(frames[0].width);
    expect(decoded.map((d) => d.delay)).toEqual(frames.map((f) => Math.max(20, f.delay)));
    // Few colours: the first frame is lossless except the gradient's quantisation, SSIM stays high.
    expect(meanSsim(bytes, frames)).toBeGreaterThan(0.95);
  });

  it('writes transparent pixels as transparent, frames replacing each other', () => {
    const f = (on: number) => {
      const data = new Uint8ClampedArray(4 * 4 * 4);
      for (let i = 0; i < 16; i++) data.set(i === on ? [10, 200, 30, 255] : [0, 0, 0, 0], i * 4);
      return { data, width: 4, height: 4, delay: 100 };
    };
    const decoded = decodeGifFrames(encodeGif([f(0), f(5)]));
    expect(decoded[1].data[3]).toBe(0);
    expect([...decoded[1].data.slice(20, 24)]).toEqual([10, 200, 30, 255]);
  });

  it('keeps total time when delays do not divide into hundredths', () => {
    const frames = movingBall(20, 20, 3, 33);
    const delays = decodeGifFrames(encodeGif(frames)).map((d) => d.delay);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('a frame that does not change stays a frame', () => {
    const a = { data: new Uint8ClampedArray(40 * 40 * 4).fill(200), width: 40, height: 40, delay: 100 };
    const enc = new GifEncoder({ width: 40, height: 40 });
    enc.add(a);
    enc.add(a);
    const decoded = decodeGifFrames(enc.finish());
    expect(decoded).toHaveLength(2);
    expect(decoded[1].data).toEqual(decoded[0].data);
  });

  it('plays once with loop -1 (no NETSCAPE block) and forever by default', () => {
    const frames = movingBall(20, 20, 2);
    const text = (b: Uint8Array) => Buffer.from(b).toString('latin1');
    expect(text(encodeGif(frames))).toContain('NETSCAPE2.0');
    expect(text(encodeGif(frames, { loop: -1 }))).not.toContain('NETSCAPE2.0');
  });

  it.each([
    ['a moving ball, defaults', movingBall(160, 80, 8), {}],
    ['a noisy panning photo, defaults', panningPhoto(160, 90, 4), {}],
    ['a noisy panning photo, video maker settings', panningPhoto(160, 90, 4), VIDEO_GIF_OPTIONS],
  ])('%s: no bigger than gifenc with its defaults, at equal or better SSIM', (_, frames, options) => {
    const ours = encodeGif(frames, options);
    const theirs = gifencDefault(frames);
    expect(ours.length).toBeLessThanOrEqual(theirs.length);
    expect(meanSsim(ours, frames)).toBeGreaterThanOrEqual(meanSsim(theirs, frames));
  });

  it('lossy runs shrink photo-like frames without losing SSIM, and leave exact colours exact', () => {
    const photo = panningPhoto(160, 90, 3);
    const strict = encodeGif(photo, { lossy: 0 });
    const lossy = encodeGif(photo, { lossy: DEFAULT_LOSSY });
    expect(lossy.length).toBeLessThan(strict.length * 0.95);
    expect(meanSsim(lossy, photo)).toBeGreaterThan(meanSsim(strict, photo) - 0.01);
    // Few colours: the palette is exact and so is every decoded pixel, lossy or not.
    const flat = movingBall(60, 30, 3).map((f) => ({
      ...f,
      data: f.data.map((v, i) => (i % 4 === 3 ? 255 : v & 0xc0)),
    }));
    const decoded = decodeGifFrames(encodeGif(flat, { lossy: 10_000 }));
    decoded.forEach((d, i) => expect(d.data).toEqual(flat[i].data));
  });

  it('long runs of one index (LZW table resets) decode exactly', () => {
    const w = 200;
    const h = 120;
    const data = new Uint8ClampedArray(w * h * 4);
    for (let i = 0; i < w * h; i++)
      data.set([(i * 37) % 4 === 0 ? 255 : 0, (i >> 5) % 2 ? 255 : 0, i % 7 === 0 ? 255 : 0, 255], i * 4);
    const [d] = decodeGifFrames(encodeGif([{ data, width: w, height: h, delay: 0 }]));
    expect(d.data).toEqual(data);
  });
});
