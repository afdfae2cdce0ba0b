/**
 * The document engine on opencv.js (runs in the cv Worker, and in Node for tests and benches): find the
 * page's outline in a photo, flatten it (perspective), straighten its text lines (deskew), lift shadows by
 * dividing by the paper's own brightness, take the colour cast off the paper, and the scan looks: colour,
 * grey, black-and-white (adaptive threshold). This corrects a flat page seen at an angle, not a curled one.
 */
import {
  applyGains,
  flatSize,
  isConvexQuad,
  orderCorners,
  quadArea,
  textSkew,
  whiteGains,
  type Point,
  type Quad,
  type Rgba,
} from './geometry.js';
import type { Mat, OpenCv } from './opencv.js';

export type ScanMode = 'color' | 'grey' | 'bw';

export interface DocumentOptions {
  /** The page's corners in the image; none: the whole image. */
  quad?: Quad | null;
  mode: ScanMode;
  /** Straighten text lines after flattening. */
  deskew: boolean;
  /** Lift shadows and uneven light (and with them the colour cast of the paper). */
  shadows: boolean;
  /** Long side of the result. */
  maxSide: number;
}

export interface DocumentResult {
  image: Rgba;
  /** Degrees the text was turned back by (0 when deskew is off). */
  skew: number;
}

/** Work size for finding the outline: enough for a page's edges, small enough to be quick. */
const OUTLINE_SIDE = 900;
/** A page covers at least this share of the photo. */
const MIN_PAGE_SHARE = 0.12;

/** Runs `f` with Mats that are freed afterwards, whatever happens. */
function using<T>(mats: Mat[], f: () => T): T {
  try {
    return f();
  } finally {
    for (const m of mats) if (!m.isDeleted()) m.delete();
  }
}

export function toMat(cv: OpenCv, image: Rgba): Mat {
  const mat = new cv.Mat(image.height, image.width, cv.CV_8UC4);
  mat.data.set(image.data);
  return mat;
}

/** A Mat of 1, 3 or 4 channels as RGBA pixels (copied out of the WebAssembly heap). */
export function fromMat(cv: OpenCv, mat: Mat): Rgba {
  const channels = mat.channels();
  if (channels === 4) return { data: new Uint8ClampedArray(mat.data), width: mat.cols, height: mat.rows };
  const rgba = new cv.Mat();
  return using([rgba], () => {
    cv.cvtColor(mat, rgba, channels === 1 ? cv.COLOR_GRAY2RGBA : cv.COLOR_RGB2RGBA);
    return { data: new Uint8ClampedArray(rgba.data), width: rgba.cols, height: rgba.rows };
  });
}

/** The corners of one contour as a convex quad, by simplifying it (or its hull) until 4 points remain. */
function contourQuad(cv: OpenCv, contour: Mat): Quad | null {
  const hull = new cv.Mat();
  const approx = new cv.Mat();
  return using([hull, approx], () => {
    cv.convexHull(contour, hull, false, true);
    const perimeter = cv.arcLength(hull, true);
    for (const share of [0.02, 0.03, 0.045, 0.06, 0.08]) {
      cv.approxPolyDP(hull, approx, share * perimeter, true);
      if (approx.rows === 4) {
        const points: Point[] = [];
        for (let i = 0; i < 4; i++) points.push({ x: approx.data32S[2 * i]!, y: approx.data32S[2 * i + 1]! });
        const quad = orderCorners(points);
        return isConvexQuad(quad) ? quad : null;
      }
      if (approx.rows < 4) return null;
    }
    return null;
  });
}

/** The largest page-like quad among the outer contours of a binary image. */
function largestQuad(cv: OpenCv, binary: Mat, minArea: number): Quad | null {
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  return using([hierarchy], () => {
    try {
      cv.findContours(binary, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
      const found: { area: number; index: number }[] = [];
      const count = contours.size() as unknown as number;
      for (let i = 0; i < count; i++) {
        const c = contours.get(i);
        const area = cv.contourArea(c);
        c.delete();
        if (area >= minArea) found.push({ area, index: i });
      }
      found.sort((a, b) => b.area - a.area);
      for (const { index } of found.slice(0, 5)) {
        const c = contours.get(index);
        const quad = using([c], () => contourQuad(cv, c));
        if (quad && quadArea(quad) >= minArea) return quad;
      }
      return null;
    } finally {
      contours.delete();
    }
  });
}

/**
 * The page's outline in a photo, or null when none stands out. Two ways, the larger quad wins: the edges
 * (Canny, closed), which find a page on any background, and a bright region (Otsu), which finds a white
 * page whose edges are soft.
 */
export function findPageOutline(cv: OpenCv, image: Rgba): Quad | null {
  const k = Math.min(1, OUTLINE_SIDE / Math.max(image.width, image.height));
  const src = toMat(cv, image);
  const small = new cv.Mat();
  const grey = new cv.Mat();
  const edges = new cv.Mat();
  const bright = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(5, 5));
  return using([src, small, grey, edges, bright, kernel], () => {
    cv.resize(src, small, new cv.Size(Math.round(image.width * k), Math.round(image.height * k)), 0, 0, cv.INTER_AREA);
    cv.cvtColor(small, grey, cv.COLOR_RGBA2GRAY);
    cv.GaussianBlur(grey, grey, new cv.Size(5, 5), 0);
    const minArea = small.rows * small.cols * MIN_PAGE_SHARE;
    cv.Canny(grey, edges, 40, 120);
    cv.morphologyEx(edges, edges, cv.MORPH_CLOSE, kernel);
    cv.dilate(edges, edges, kernel);
    cv.threshold(grey, bright, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    cv.morphologyEx(bright, bright, cv.MORPH_OPEN, kernel);
    const candidates = [largestQuad(cv, edges, minArea), largestQuad(cv, bright, minArea)].filter(
      (q): q is Quad => q !== null,
    );
    // A quad hugging the photo's own border is the photo, not a page.
    const inner = candidates.filter((q) => quadArea(q) < small.rows * small.cols * 0.97);
    if (!inner.length) return null;
    const best = inner.reduce((a, b) => (quadArea(b) > quadArea(a) ? b : a));
    return best.map((p) => ({ x: p.x / k, y: p.y / k })) as Quad;
  });
}

/** The quad of the image mapped onto an upright rectangle of at most `maxSide`. */
export function flattenPage(cv: OpenCv, src: Mat, quad: Quad, maxSide: number): Mat {
  const size = flatSize(quad, maxSide);
  const from = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    quad.flatMap((p) => [p.x, p.y]),
  );
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, size.width, 0, size.width, size.height, 0, size.height]);
  const m = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  using([from, to, m], () =>
    cv.warpPerspective(
      src,
      out,
      m,
      new cv.Size(size.width, size.height),
      cv.INTER_CUBIC,
      cv.BORDER_REPLICATE,
      new cv.Scalar(),
    ),
  );
  return out;
}

/** The skew of the text in a grey page (dark pixels of a small binarised copy). */
export function measureSkew(cv: OpenCv, grey: Mat): number {
  const k = Math.min(1, 1000 / Math.max(grey.cols, grey.rows));
  const small = new cv.Mat();
  const ink = new cv.Mat();
  return using([small, ink], () => {
    cv.resize(grey, small, new cv.Size(Math.round(grey.cols * k), Math.round(grey.rows * k)), 0, 0, cv.INTER_AREA);
    cv.adaptiveThreshold(small, ink, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY_INV, 25, 15);
    const points: number[] = [];
    const { cols, rows } = ink;
    // Edge bands are left out: the page border and its shadow are not text.
    const mx = Math.round(cols * 0.04);
    const my = Math.round(rows * 0.04);
    for (let y = my; y < rows - my; y += 2)
      for (let x = mx; x < cols - mx; x += 2) if (ink.data[y * cols + x]) points.push(x, y);
    return textSkew(points);
  });
}

/** Turns an image by `degrees` about its centre (same size, edges repeated). */
export function rotate(cv: OpenCv, src: Mat, degrees: number): Mat {
  const out = new cv.Mat();
  const m = cv.getRotationMatrix2D(new cv.Point(src.cols / 2, src.rows / 2), degrees, 1);
  using([m], () =>
    cv.warpAffine(src, out, m, new cv.Size(src.cols, src.rows), cv.INTER_CUBIC, cv.BORDER_REPLICATE, new cv.Scalar()),
  );
  return out;
}

/**
 * Shadows and uneven light lifted: each channel divided by the paper's brightness there, which is the
 * channel with the ink removed (a grey closing: ink is thinner than the kernel) and smoothed, worked out on
 * a quarter-size copy. Paper becomes white in every channel, so its colour cast goes with it.
 */
export function divideBackground(cv: OpenCv, rgb: Mat): Mat {
  const k = Math.min(1, 500 / Math.max(rgb.cols, rgb.rows));
  const small = new cv.Mat();
  const bg = new cv.Mat();
  const full = new cv.Mat();
  const out = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(7, 7));
  return using([small, bg, full, kernel], () => {
    cv.resize(rgb, small, new cv.Size(Math.round(rgb.cols * k), Math.round(rgb.rows * k)), 0, 0, cv.INTER_AREA);
    cv.dilate(small, bg, kernel);
    cv.medianBlur(bg, bg, 15);
    cv.GaussianBlur(bg, bg, new cv.Size(9, 9), 0);
    cv.resize(bg, full, new cv.Size(rgb.cols, rgb.rows), 0, 0, cv.INTER_LINEAR);
    cv.divide(rgb, full, out, 250);
    return out;
  });
}

/** Levels stretched so the darkest 0.5% is black (ink gets its contrast back after division). */
function stretchDark(cv: OpenCv, mat: Mat): void {
  const grey = new cv.Mat();
  using([grey], () => {
    if (mat.channels() === 1) mat.copyTo(grey);
    else cv.cvtColor(mat, grey, cv.COLOR_RGB2GRAY);
    const hist = new Uint32Array(256);
    const d = grey.data;
    for (let i = 0; i < d.length; i += 7) hist[d[i]!]!++;
    const total = Math.ceil(d.length / 7);
    let seen = 0;
    let low = 0;
    for (; low < 200; low++) if ((seen += hist[low]!) > total * 0.005) break;
    const scale = 255 / Math.max(1, 255 - low);
    mat.convertTo(mat, -1, scale, -low * scale);
  });
}

/** The whole pipeline: flatten, straighten, lift shadows, scan look. */
export function enhanceDocument(cv: OpenCv, image: Rgba, options: DocumentOptions): DocumentResult {
  const src = toMat(cv, image);
  const rgb = new cv.Mat();
  const mats: Mat[] = [src, rgb];
  return using(mats, () => {
    cv.cvtColor(src, rgb, cv.COLOR_RGBA2RGB);
    let page = options.quad
      ? flattenPage(cv, rgb, options.quad, options.maxSide)
      : flattenPage(
          cv,
          rgb,
          [
            { x: 0, y: 0 },
            { x: image.width, y: 0 },
            { x: image.width, y: image.height },
            { x: 0, y: image.height },
          ],
          options.maxSide,
        );
    mats.push(page);
    let skew = 0;
    if (options.deskew) {
      const grey = new cv.Mat();
      mats.push(grey);
      cv.cvtColor(page, grey, cv.COLOR_RGB2GRAY);
      skew = measureSkew(cv, grey);
      if (Math.abs(skew) >= 0.2) {
        page = rotate(cv, page, skew);
        mats.push(page);
      }
    }
    if (options.shadows) {
      page = divideBackground(cv, page);
      mats.push(page);
    } else if (options.mode !== 'bw') {
      const pixels = fromMat(cv, page);
      applyGains(pixels, whiteGains(pixels));
      const balanced = toMat(cv, pixels);
      cv.cvtColor(balanced, balanced, cv.COLOR_RGBA2RGB);
      page = balanced;
      mats.push(page);
    }
    if (options.mode === 'color') {
      stretchDark(cv, page);
      return { image: fromMat(cv, page), skew };
    }
    const grey = new cv.Mat();
    mats.push(grey);
    cv.cvtColor(page, grey, cv.COLOR_RGB2GRAY);
    if (options.mode === 'grey') {
      stretchDark(cv, grey);
      return { image: fromMat(cv, grey), skew };
    }
    const bw = new cv.Mat();
    mats.push(bw);
    // The block spans a few text lines at this size; C keeps paper noise white.
    const block = Math.max(15, (Math.round(Math.max(grey.cols, grey.rows) / 60) >> 1) * 2 + 1);
    cv.adaptiveThreshold(grey, bw, 255, cv.ADAPTIVE_THRESH_GAUSSIAN_C, cv.THRESH_BINARY, block, 12);
    return { image: fromMat(cv, bw), skew };
  });
}
