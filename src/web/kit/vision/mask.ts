/**
 * Pure mask handling for the vision tools (portrait cut-out, ID photos): the segmentation model sees a
 * small copy of the photo, so its alpha mask is scaled back to the photo's full size here, its edge
 * softened, and the photo composited over a colour or left transparent. No DOM: tested in Node.
 */

/** A single-channel 0..255 mask, row-major. */
export interface Mask {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Size that fits within `maxSide` on the long side, never enlarged, at least 1×1. */
export function fitSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Bilinear resize (pixel centres aligned), so the upscaled edge is a ramp rather than blocks. */
export function resizeMask(mask: Mask, width: number, height: number): Mask {
  const { data: src, width: sw, height: sh } = mask;
  const out = new Uint8Array(width * height);
  const sx = sw / width;
  const sy = sh / height;
  // Column lookups once per row width: most of the cost of a 12 MP resize is this inner loop.
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const fxs = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), sw - 1);
    x0s[x] = Math.floor(fx);
    x1s[x] = Math.min(x0s[x]! + 1, sw - 1);
    fxs[x] = fx - x0s[x]!;
  }
  for (let y = 0; y < height; y++) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), sh - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, sh - 1);
    const wy = fy - y0;
    const r0 = y0 * sw;
    const r1 = y1 * sw;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const a = x0s[x]!;
      const b = x1s[x]!;
      const wx = fxs[x]!;
      const top = src[r0 + a]! + (src[r0 + b]! - src[r0 + a]!) * wx;
      const bottom = src[r1 + a]! + (src[r1 + b]! - src[r1 + a]!) * wx;
      out[row + x] = Math.round(top + (bottom - top) * wy);
    }
  }
  return { data: out, width, height };
}

/**
 * Samples `rect` of the mask (in mask pixels; it may reach outside the mask, which counts as background)
 * into a width×height mask, bilinear: the crop and scale of an ID photo.
 */
export function sampleMask(
  mask: Mask,
  rect: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): Mask {
  const { data: src, width: sw, height: sh } = mask;
  const out = new Uint8Array(width * height);
  const sx = rect.width / width;
  const sy = rect.height / height;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= sw || y >= sh ? 0 : src[y * sw + x]!);
  for (let y = 0; y < height; y++) {
    const fy = rect.y + (y + 0.5) * sy - 0.5;
    const y0 = Math.floor(fy);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = rect.x + (x + 0.5) * sx - 0.5;
      const x0 = Math.floor(fx);
      const wx = fx - x0;
      const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * wx;
      const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * wx;
      out[y * width + x] = Math.round(top + (bottom - top) * wy);
    }
  }
  return { data: out, width, height };
}

/** The first row (from the top) with foreground between columns x0 and x1: the top of the head. */
export function topOfMask(mask: Mask, x0: number, x1: number): number | null {
  const a = Math.max(0, Math.floor(x0));
  const b = Math.min(mask.width - 1, Math.ceil(x1));
  for (let y = 0; y < mask.height; y++) {
    const row = y * mask.width;
    for (let x = a; x <= b; x++) if (mask.data[row + x]! >= 128) return y;
  }
  return null;
}

/**
 * A lookup table that reshapes the model's alpha: `softness` 0 gives a hard cut at 50%, 100 keeps the
 * model's own soft ramp (hair stays wispy). In between, the ramp narrows around the middle.
 */
export function edgeCurve(softness: number): Uint8Array {
  const s = Math.min(Math.max(softness, 0), 100) / 100;
  const half = 2 + s * 126; // half width of the ramp, in alpha steps
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    const t = Math.min(Math.max((v - 127.5 + half) / (2 * half), 0), 1);
    lut[v] = Math.round(255 * t * t * (3 - 2 * t));
  }
  return lut;
}

export function applyCurve(mask: Mask, lut: Uint8Array): Mask {
  const out = new Uint8Array(mask.data.length);
  for (let i = 0; i < out.length; i++) out[i] = lut[mask.data[i]!]!;
  return { data: out, width: mask.width, height: mask.height };
}

/**
 * Composites RGBA pixels in place with a full-size mask: the mask becomes the alpha (cut-out), or the
 * pixels are blended over `background` and left opaque.
 */
export function compositeInPlace(rgba: Uint8ClampedArray | Uint8Array, mask: Mask, background: Rgb | null): void {
  const { data } = mask;
  if (rgba.length !== data.length * 4) throw new Error('mask and image sizes differ');
  if (!background) {
    for (let i = 0; i < data.length; i++) rgba[i * 4 + 3] = Math.round((data[i]! * rgba[i * 4 + 3]!) / 255);
    return;
  }
  const { r, g, b } = background;
  for (let i = 0; i < data.length; i++) {
    const p = i * 4;
    const a = (data[i]! * rgba[p + 3]!) / 65025;
    rgba[p] = Math.round(rgba[p]! * a + r * (1 - a));
    rgba[p + 1] = Math.round(rgba[p + 1]! * a + g * (1 - a));
    rgba[p + 2] = Math.round(rgba[p + 2]! * a + b * (1 - a));
    rgba[p + 3] = 255;
  }
}

/** Intersection over union of two masks thresholded at 50% (the segmentation quality figure). */
export function maskIoU(a: Mask, b: Mask): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('mask sizes differ');
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.data.length; i++) {
    const x = a.data[i]! >= 128;
    const y = b.data[i]! >= 128;
    if (x && y) inter++;
    if (x || y) union++;
  }
  return union === 0 ? 1 : inter / union;
}

/** Share of the mask that is foreground (≥ 50%): 0 means the model found nobody. */
export function coverage(mask: Mask): number {
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i]! >= 128) n++;
  return mask.data.length === 0 ? 0 : n / mask.data.length;
}

/** `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha ignored: backgrounds are opaque) → Rgb; null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short)
    return {
      r: parseInt(short[1]! + short[1]!, 16),
      g: parseInt(short[2]! + short[2]!, 16),
      b: parseInt(short[3]! + short[3]!, 16),
    };
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/i.exec(value);
  return m ? { r: parseInt(m[1]!, 16), g: parseInt(m[2]!, 16), b: parseInt(m[3]!, 16) } : null;
}
