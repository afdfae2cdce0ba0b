/** RGBA pixel buffers (the shape of ImageData) and the cheap transforms the QR retries use. Pure: runs in Node and in a Worker. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export function makePixels(width: number, height: number): Pixels {
  return { data: new Uint8ClampedArray(width * height * 4), width, height };
}

/** Luma (BT.601, integer) of each pixel. */
export function toGray(img: Pixels): Uint8Array {
  const n = img.width * img.height;
  const out = new Uint8Array(n);
  const d = img.data;
  for (let i = 0; i < n; i++) {
    const p = i << 2;
    out[i] = (306 * d[p] + 601 * d[p + 1] + 117 * d[p + 2] + 512) >> 10;
  }
  return out;
}

function fromGray(gray: Uint8Array, width: number, height: number): Pixels {
  const out = makePixels(width, height);
  for (let i = 0; i < gray.length; i++) {
    const p = i << 2;
    out.data[p] = out.data[p + 1] = out.data[p + 2] = gray[i];
    out.data[p + 3] = 255;
  }
  return out;
}

/**
 * Shrinks by an integer `factor` (2, 3, ...) averaging each factor×factor block (a box filter, which
 * smooths photo noise and JPEG ringing); the result is grey.
 */
export function downscale(img: Pixels, factor: number): Pixels {
  if (!Number.isInteger(factor) || factor < 1) throw new RangeError('factor must be a positive integer');
  const w = Math.floor(img.width / factor);
  const h = Math.floor(img.height / factor);
  if (w < 1 || h < 1) throw new RangeError('image too small to downscale');
  const gray = toGray(img);
  const out = new Uint8Array(w * h);
  const area = factor * factor;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * img.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += gray[row + dx];
      }
      out[y * w + x] = Math.round(sum / area);
    }
  }
  return fromGray(out, w, h);
}

/** Grows by an integer `factor` with bilinear interpolation (tiny codes get more pixels per module); grey. */
export function upscale(img: Pixels, factor: number): Pixels {
  if (!Number.isInteger(factor) || factor < 1) throw new RangeError('factor must be a positive integer');
  const gray = toGray(img);
  const { width: sw, height: sh } = img;
  const w = sw * factor;
  const h = sh * factor;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const fy = Math.min(Math.max((y + 0.5) / factor - 0.5, 0), sh - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, sh - 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(Math.max((x + 0.5) / factor - 0.5, 0), sw - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, sw - 1);
      const tx = fx - x0;
      const top = gray[y0 * sw + x0] * (1 - tx) + gray[y0 * sw + x1] * tx;
      const bottom = gray[y1 * sw + x0] * (1 - tx) + gray[y1 * sw + x1] * tx;
      out[y * w + x] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
  return fromGray(out, w, h);
}

/**
 * Linear contrast stretch: the `clip` fraction darkest pixels go black, the `clip` brightest white, the
 * rest spread over 0..255. A flat image is returned as grey unchanged.
 */
export function stretchContrast(img: Pixels, clip = 0.01): Pixels {
  const gray = toGray(img);
  const hist = new Uint32Array(256);
  for (const v of gray) hist[v]++;
  const cut = Math.floor(gray.length * clip);
  let lo = 0;
  for (let acc = 0; lo < 255 && acc + hist[lo] <= cut; lo++) acc += hist[lo];
  let hi = 255;
  for (let acc = 0; hi > 0 && acc + hist[hi] <= cut; hi--) acc += hist[hi];
  if (hi <= lo) return fromGray(gray, img.width, img.height);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < gray.length; i++) gray[i] = lut[gray[i]];
  return fromGray(gray, img.width, img.height);
}
