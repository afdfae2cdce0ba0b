/**
 * Pixel work of the OCR pipeline (pure, runs in Node and in the Worker): the detection input, and the
 * crop of one text box (a rotated rectangle) sampled straight to the recognition size.
 */

/** RGBA pixels, 4 bytes a pixel, rows top to bottom (ImageData's layout). */
export interface Rgba {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A text box as four corners: top-left, top-right, bottom-right, bottom-left (reading direction). */
export type Quad = [Point, Point, Point, Point];

/** Model input: NCHW float32 with N = 1. */
export interface Tensor {
  data: Float32Array;
  dims: number[];
}

// PP-OCR was trained on OpenCV's BGR images: channel 0 is blue.
const DET_MEAN = [0.485, 0.456, 0.406];
const DET_STD = [0.229, 0.224, 0.225];
const BGR = [2, 1, 0];

/** Detection size: the longer side at most `limit`, both sides multiples of 32 (the network's stride). */
export function detectionSize(width: number, height: number, limit = 960): { width: number; height: number } {
  const scale = Math.max(width, height) > limit ? limit / Math.max(width, height) : 1;
  const round = (v: number) => Math.max(32, Math.round((v * scale) / 32) * 32);
  return { width: round(width), height: round(height) };
}

/** The detection network's input: the image resized (bilinear) and normalised like PaddleOCR's. */
export function detectionTensor(image: Rgba, width: number, height: number): Tensor {
  const out = new Float32Array(3 * width * height);
  const plane = width * height;
  const sx = image.width / width;
  const sy = image.height / height;
  const px = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      sampleArea(image, (x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5, sx, sy, px);
      const i = y * width + x;
      for (let c = 0; c < 3; c++) {
        const src = BGR[c]!;
        out[c * plane + i] = (px[src]! / 255 - DET_MEAN[c]!) / DET_STD[c]!;
      }
    }
  }
  return { data: out, dims: [1, 3, height, width] };
}

/** Length of a quad's top edge and left edge (the text box's width and height in image pixels). */
export function quadSize(quad: Quad): { width: number; height: number } {
  const [tl, tr, , bl] = quad;
  return { width: Math.hypot(tr.x - tl.x, tr.y - tl.y), height: Math.hypot(bl.x - tl.x, bl.y - tl.y) };
}

/**
 * Samples the quad (a parallelogram: top-left, top-right, bottom-left decide it) into a `width` x `height`
 * RGB float tensor normalised to [-1, 1] (the recognition and direction networks' input), padded with 0
 * up to `padWidth`. Shrinking averages several samples a pixel, so small print keeps its strokes.
 */
export function quadTensor(image: Rgba, quad: Quad, width: number, height: number, padWidth = width): Tensor {
  const [tl, tr, , bl] = quad;
  const out = new Float32Array(3 * padWidth * height);
  const plane = padWidth * height;
  const ux = (tr.x - tl.x) / width;
  const uy = (tr.y - tl.y) / width;
  const vx = (bl.x - tl.x) / height;
  const vy = (bl.y - tl.y) / height;
  const stepU = Math.hypot(ux, uy);
  const stepV = Math.hypot(vx, vy);
  const nu = Math.min(4, Math.max(1, Math.round(stepU)));
  const nv = Math.min(4, Math.max(1, Math.round(stepV)));
  const px = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let j = 0; j < nv; j++) {
        for (let i = 0; i < nu; i++) {
          const u = x + (i + 0.5) / nu;
          const v = y + (j + 0.5) / nv;
          bilinear(image, tl.x + u * ux + v * vx - 0.5, tl.y + u * uy + v * vy - 0.5, px);
          r += px[0]!;
          g += px[1]!;
          b += px[2]!;
        }
      }
      const n = nu * nv * 127.5;
      const k = y * padWidth + x;
      // BGR order, (v / 255 - 0.5) / 0.5.
      out[k] = b / n - 1;
      out[plane + k] = g / n - 1;
      out[2 * plane + k] = r / n - 1;
    }
  }
  return { data: out, dims: [1, 3, height, padWidth] };
}

/** Bilinear sample at (x, y) in pixel-centre coordinates, clamped at the edges, into `out` (RGB). */
export function bilinear(image: Rgba, x: number, y: number, out: number[]): void {
  const { data, width, height } = image;
  const cx = Math.min(Math.max(x, 0), width - 1);
  const cy = Math.min(Math.max(y, 0), height - 1);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const a = (y0 * width + x0) * 4;
  const b = (y0 * width + x1) * 4;
  const c = (y1 * width + x0) * 4;
  const d = (y1 * width + x1) * 4;
  for (let ch = 0; ch < 3; ch++) {
    const top = data[a + ch]! + (data[b + ch]! - data[a + ch]!) * fx;
    const bottom = data[c + ch]! + (data[d + ch]! - data[c + ch]!) * fx;
    out[ch] = top + (bottom - top) * fy;
  }
}

/** Average over a `sx` x `sy` area around (x, y) when shrinking (bilinear otherwise). */
function sampleArea(image: Rgba, x: number, y: number, sx: number, sy: number, out: number[]): void {
  if (sx <= 1.5 && sy <= 1.5) {
    bilinear(image, x, y, out);
    return;
  }
  const nx = Math.min(4, Math.round(sx));
  const ny = Math.min(4, Math.round(sy));
  let r = 0;
  let g = 0;
  let b = 0;
  const px = [0, 0, 0];
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      bilinear(image, x + ((i + 0.5) / nx - 0.5) * sx, y + ((j + 0.5) / ny - 0.5) * sy, px);
      r += px[0]!;
      g += px[1]!;
      b += px[2]!;
    }
  }
  out[0] = r / (nx * ny);
  out[1] = g / (nx * ny);
  out[2] = b / (nx * ny);
}

/** The longest side of a photo we keep (bigger photos are shrunk first: no text needs more). */
export const MAX_SIDE = 2560;

/**
 * Stretches the contrast in place: the 1st and 99th percentiles of brightness become black and white (faint
 * or washed-out text, pale print on a coloured poster). Pixels beyond them clip.
 */
export function stretchContrast(image: Rgba): Rgba {
  const { data } = image;
  const hist = new Uint32Array(256);
  for (let i = 0; i < data.length; i += 4) hist[(data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8]!++;
  const n = data.length / 4;
  const level = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += hist[v]!;
      if (seen >= share * n) return v;
    }
    return 255;
  };
  const lo = level(0.01);
  const hi = level(0.99);
  if (hi - lo < 8 || (lo === 0 && hi === 255)) return image;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < data.length; i += 4) {
    data[i] = lut[data[i]!]!;
    data[i + 1] = lut[data[i + 1]!]!;
    data[i + 2] = lut[data[i + 2]!]!;
  }
  return image;
}

/** Transparent pixels over white (a PNG with text on nothing reads as dark on white), in place. */
export function flattenAlpha(image: Rgba): Rgba {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]!;
    if (a === 255) continue;
    const k = a / 255;
    data[i] = data[i]! * k + 255 * (1 - k);
    data[i + 1] = data[i + 1]! * k + 255 * (1 - k);
    data[i + 2] = data[i + 2]! * k + 255 * (1 - k);
    data[i + 3] = 255;
  }
  return image;
}
