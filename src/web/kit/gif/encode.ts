/**
 * Our GIF encoder (pure; runs in a Worker or Node). Frames are written as the changes from what is already
 * on screen: pixels that the previous frames already show as well as this frame's palette could are left
 * transparent, the frame is cropped to the changed rectangle, and its palette (our own quantiser) is built
 * from the changed pixels only. Pictures with transparent pixels are written whole instead (each frame
 * replaces the last). Streams: `new GifEncoder(...)`, `add(frame)` per frame, `finish()`.
 */
import { writeLzw } from './lzw.js';
import { buildPalette, ColorMap, exactColors, type Rgb } from './palette.js';
import { ByteWriter } from './writer.js';

export interface GifFrameInput {
  /** RGBA, width × height × 4. */
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** Display time in ms. */
  delay: number;
}

export interface GifOptions {
  width: number;
  height: number;
  /** 0 = forever (default), n = play n + 1 times... as browsers count: repeat n more times; -1 = once. */
  loop?: number;
  /** Colours per frame, 2–256 (default 256). */
  colors?: number;
  /** Pictures have transparent pixels: write whole frames that replace each other. */
  transparent?: boolean;
  /**
   * A pixel whose colour moved less than this (squared RGB distance) since the last frame counts as
   * unchanged (video noise), and what is on screen is kept when it is within this of the new colour's
   * error (longer transparent runs, smaller files); 0 (default): only identical pixels, never worse.
   */
  tolerance?: number;
  /**
   * Quantised (photo-like) frames only: a pixel takes the previous pixel's colour when that is within this
   * squared RGB distance of its nearest colour's error (longer runs, smaller files). Default DEFAULT_LOSSY.
   */
  lossy?: number;
}

/** Chosen with bench/gif-encoder.bench.ts: no bigger than gifenc at equal or better SSIM on every case. */
export const DEFAULT_LOSSY = 96;

/** GIF delays are in hundredths of a second; browsers treat 0 and 1 as 10, so 2 is the shortest. */
export const MIN_DELAY_MS = 20;

/** Any pixel with alpha below 128 (written as transparent). */
export function hasTransparency(data: ArrayLike<number>): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] < 128) return true;
  return false;
}

function bitsFor(n: number): number {
  let bits = 1;
  while (1 << bits < n) bits++;
  return bits;
}

function writeColorTable(out: ByteWriter, palette: Rgb[], bits: number) {
  for (let i = 0; i < 1 << bits; i++) {
    const c = palette[i] ?? [0, 0, 0];
    out.byte(c[0]);
    out.byte(c[1]);
    out.byte(c[2]);
  }
}

export class GifEncoder {
  private readonly out = new ByteWriter();
  private readonly shown: Uint8ClampedArray;
  /** The last frame as given. */
  private readonly last: Uint8ClampedArray;
  private frames = 0;
  /** Total written time in cs and in ms, so rounding never drifts. */
  private elapsedMs = 0;
  private elapsedCs = 0;
  private readonly colors: number;

  constructor(private readonly options: GifOptions) {
    const { width, height } = options;
    if (!(width >= 1 && height >= 1 && width <= 65535 && height <= 65535)) throw new Error('bad GIF size');
    this.colors = Math.max(2, Math.min(256, Math.round(options.colors ?? 256)));
    this.shown = new Uint8ClampedArray(width * height * 4);
    this.last = new Uint8ClampedArray(width * height * 4);
    this.out.ascii('GIF89a');
  }

  get frameCount(): number {
    return this.frames;
  }

  /** Delay in cs for this frame: cumulative rounding keeps the total duration. */
  private delayCs(ms: number): number {
    this.elapsedMs += Math.max(MIN_DELAY_MS, ms);
    const target = Math.round(this.elapsedMs / 10);
    const cs = Math.max(2, target - this.elapsedCs);
    this.elapsedCs += cs;
    return Math.min(65535, cs);
  }

  add(frame: GifFrameInput): void {
    const { width, height } = this.options;
    if (frame.width !== width || frame.height !== height) throw new Error('frame size differs');
    const delay = this.delayCs(frame.delay);
    if (this.options.transparent) this.addWhole(frame.data, delay);
    else this.addChanges(frame.data, delay);
    this.frames++;
  }

  private header(palette: Rgb[] | null, bits: number) {
    const { width, height } = this.options;
    const out = this.out;
    out.u16(width);
    out.u16(height);
    // Global table flag, colour resolution 8 bits, table size; background 0; aspect 0.
    out.byte(palette ? 0x80 | 0x70 | (bits - 1) : 0x70);
    out.byte(0);
    out.byte(0);
    if (palette) writeColorTable(out, palette, bits);
    const loop = this.options.loop ?? 0;
    if (loop >= 0) {
      out.bytes([0x21, 0xff, 0x0b]);
      out.ascii('NETSCAPE2.0');
      out.bytes([0x03, 0x01]);
      out.u16(loop);
      out.byte(0);
    }
  }

  private image(
    rect: { x: number; y: number; w: number; h: number },
    indices: Uint8Array,
    palette: Rgb[],
    delay: number,
    dispose: number,
    transparentIndex: number,
  ) {
    const out = this.out;
    const bits = bitsFor(palette.length);
    const first = this.frames === 0;
    if (first) this.header(palette, bits);
    out.bytes([0x21, 0xf9, 0x04, (dispose << 2) | (transparentIndex >= 0 ? 1 : 0)]);
    out.u16(delay);
    out.byte(Math.max(0, transparentIndex));
    out.byte(0);
    out.byte(0x2c);
    out.u16(rect.x);
    out.u16(rect.y);
    out.u16(rect.w);
    out.u16(rect.h);
    out.byte(first ? 0 : 0x80 | (bits - 1));
    if (!first) writeColorTable(out, palette, bits);
    writeLzw(out, indices, Math.max(2, bits));
  }

  /** Pictures with transparency: the whole frame, alpha < 128 transparent, disposed to background after. */
  private addWhole(data: Uint8Array | Uint8ClampedArray, delay: number) {
    const { width, height } = this.options;
    const n = width * height;
    const mask = new Uint8Array(n);
    let clear = false;
    for (let i = 0; i < n; i++) {
      if (data[i * 4 + 3] >= 128) mask[i] = 1;
      else clear = true;
    }
    const max = clear ? this.colors - 1 : this.colors;
    const exact = exactColors(data, mask, max);
    const palette = exact ?? buildPalette(data, mask, max);
    const map = new ColorMap(palette, exact !== null);
    const t = palette.length;
    const indices = new Uint8Array(n);
    for (let i = 0, p = 0; i < n; i++, p += 4)
      indices[i] = mask[i] ? map.nearest(data[p], data[p + 1], data[p + 2]) : t;
    const full = clear ? [...palette, [0, 0, 0] as Rgb] : palette;
    this.image({ x: 0, y: 0, w: width, h: height }, indices, full, delay, 2, clear ? t : -1);
  }

  /** Opaque pictures: only what changed, over what is on screen. */
  private addChanges(data: Uint8Array | Uint8ClampedArray, delay: number) {
    const { width, height } = this.options;
    const shown = this.shown;
    const last = this.last;
    const tolerance = this.options.tolerance ?? 0;
    const first = this.frames === 0;
    const n = width * height;
    const mask = new Uint8Array(n);
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0, i = 0; y < height; y++)
      for (let x = 0; x < width; x++, i++) {
        const p = i * 4;
        if (!first) {
          const dr = last[p] - data[p];
          const dg = last[p + 1] - data[p + 1];
          const db = last[p + 2] - data[p + 2];
          if (dr * dr + dg * dg + db * db <= tolerance) continue;
        }
        mask[i] = 1;
        last[p] = data[p];
        last[p + 1] = data[p + 1];
        last[p + 2] = data[p + 2];
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    if (x1 < 0) {
      // Nothing changed: a one-pixel transparent frame keeps the frame (and its time).
      this.image(
        { x: 0, y: 0, w: 1, h: 1 },
        new Uint8Array([1]),
        [
          [0, 0, 0],
          [0, 0, 0],
        ],
        delay,
        1,
        1,
      );
      return;
    }
    const rect = { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
    const max = first ? this.colors : this.colors - 1;
    const exact = exactColors(data, mask, max);
    const palette = exact ?? buildPalette(data, mask, max);
    const map = new ColorMap(palette, exact !== null);
    const t = palette.length;
    // Quantised frames may repeat the previous pixel's index when its colour is within `lossy` of the
    // nearest one's: longer runs, which LZW turns into far fewer codes. Exact palettes stay exact.
    const slack = exact ? 0 : (this.options.lossy ?? DEFAULT_LOSSY);
    const indices = new Uint8Array(rect.w * rect.h);
    const flat = Int32Array.from(palette.flat());
    let j = 0;
    for (let y = rect.y; y < rect.y + rect.h; y++) {
      // Runs restart on each row: the previous index is the one just left of this pixel.
      let prev = -1;
      for (let x = rect.x; x < rect.x + rect.w; x++, j++) {
        const p = (y * width + x) * 4;
        const r = data[p];
        const g = data[p + 1];
        const b = data[p + 2];
        // What is on screen, when this is not the first frame.
        const eShown = first ? Infinity : (shown[p] - r) ** 2 + (shown[p + 1] - g) ** 2 + (shown[p + 2] - b) ** 2;
        let pick: number;
        let err: number;
        if (!mask[y * width + x]) {
          pick = t;
          err = eShown;
        } else {
          const k = map.nearest(r, g, b);
          const q = k * 3;
          const eNew = (flat[q] - r) ** 2 + (flat[q + 1] - g) ** 2 + (flat[q + 2] - b) ** 2;
          if (eShown <= eNew + tolerance) {
            pick = t;
            err = eShown;
          } else {
            pick = k;
            err = eNew;
          }
        }
        if (prev >= 0 && prev !== pick && (slack > 0 || prev === t)) {
          const q = prev * 3;
          const ePrev = prev === t ? eShown : (flat[q] - r) ** 2 + (flat[q + 1] - g) ** 2 + (flat[q + 2] - b) ** 2;
          if (ePrev <= err + slack) pick = prev;
        }
        indices[j] = pick;
        prev = pick;
        if (pick !== t) {
          const q = pick * 3;
          shown[p] = flat[q];
          shown[p + 1] = flat[q + 1];
          shown[p + 2] = flat[q + 2];
          shown[p + 3] = 255;
        }
      }
    }
    const full = first ? palette : [...palette, [0, 0, 0] as Rgb];
    this.image(rect, indices, full, delay, 1, first ? -1 : t);
  }

  /** The file. */
  finish(): Uint8Array {
    if (this.frames === 0) throw new Error('no frames');
    this.out.byte(0x3b);
    return this.out.result();
  }
}

/** All frames at once. */
export function encodeGif(
  frames: readonly GifFrameInput[],
  options: Omit<GifOptions, 'width' | 'height' | 'transparent'> = {},
): Uint8Array {
  if (frames.length === 0) throw new Error('no frames');
  const encoder = new GifEncoder({
    ...options,
    width: frames[0].width,
    height: frames[0].height,
    transparent: frames.some((f) => hasTransparency(f.data)),
  });
  for (const f of frames) encoder.add(f);
  return encoder.finish();
}
