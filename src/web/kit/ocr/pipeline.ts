/**
 * The PP-OCR pipeline, independent of the runtime: detection (DB) → direction classification (0/180°)
 * → recognition (CTC) → reading order. The Worker runs it with onnxruntime-web, tests and the bench with
 * onnxruntime-node: each passes a `RunModel` for its sessions.
 */
import { ctcDecode } from './ctc.js';
import { dbBoxes, type DbOptions } from './db-postprocess.js';
import { layoutLines, layoutText, type OcrLayout, type TextBox } from './layout.js';
import { linesRunDown, pageRotation, rotatePixels, rotateQuad, votingBoxes, type PageRotation } from './orientation.js';
import {
  detectionSize,
  detectionTensor,
  flattenAlpha,
  quadSize,
  quadTensor,
  stretchContrast,
  type Quad,
  type Rgba,
  type Tensor,
} from './raster.js';

export type ModelName = 'det' | 'cls' | 'rec';

/** Runs one model on one input tensor and answers its (single) output. */
export type RunModel = (model: ModelName, input: Tensor) => Promise<Tensor>;

export interface OcrOptions {
  /** Longest side of the detection input (PaddleOCR: 960). */
  detLimit?: number;
  db?: Partial<DbOptions>;
  /** Skip the 0/180° classifier and the page's rotation (text known to be upright). */
  noClassifier?: boolean;
  /** Stretch the contrast first (faint print, posters: `stretchContrast`). */
  contrast?: boolean;
  /** Called after each recognised box, with (done, total). */
  onBox?: (done: number, total: number) => void;
}

/** What a tool may choose of the engine (the Worker and the server route take these). */
export type EngineOptions = Pick<OcrOptions, 'detLimit' | 'contrast'> & { unclipRatio?: number };

/** The pipeline's options for a tool's choice. */
export function engineOptions(choice: EngineOptions = {}): OcrOptions {
  const { unclipRatio, ...rest } = choice;
  return unclipRatio ? { ...rest, db: { unclipRatio } } : rest;
}

export interface OcrResult extends OcrLayout {
  text: string;
  /** The clockwise turn that made the page upright; boxes are in the turned page's pixels. */
  rotation: PageRotation;
  /** The turned page's size. */
  width: number;
  height: number;
  /** Time per stage in ms. */
  timings: { det: number; cls: number; rec: number };
}

const REC_HEIGHT = 48;
const REC_MAX_WIDTH = 1600;
const REC_MIN_WIDTH = 320;
const CLS_WIDTH = 192;

export async function recognize(
  image: Rgba,
  run: RunModel,
  classes: string[],
  options: OcrOptions = {},
): Promise<OcrResult> {
  const t0 = performance.now();
  flattenAlpha(image);
  if (options.contrast) stretchContrast(image);
  const size = detectionSize(image.width, image.height, options.detLimit ?? 960);
  const det = await run('det', detectionTensor(image, size.width, size.height));
  const mapH = det.dims[2]!;
  const mapW = det.dims[3]!;
  const found = dbBoxes(det.data, mapW, mapH, image.width / mapW, image.height / mapH, options.db);
  const t1 = performance.now();

  let page = image;
  let detected = found.map((b) => b.quad);
  let rotation: PageRotation = 0;
  if (!options.noClassifier && detected.length) {
    const down = linesRunDown(detected);
    const votes: number[] = [];
    for (const quad of votingBoxes(detected)) votes.push(await upsideDown(image, uprightQuad(quad), run));
    rotation = pageRotation(down, votes);
    if (rotation) {
      page = rotatePixels(image, rotation);
      detected = detected.map((q) => rotateQuad(q, image.width, image.height, rotation));
    }
  }
  const quads = detected.map(uprightQuad);
  let clsMs = performance.now() - t1;
  const boxes: TextBox[] = [];
  for (let i = 0; i < quads.length; i++) {
    let quad = quads[i]!;
    const c0 = performance.now();
    // PaddleOCR turns a crop only when the classifier is sure (cls_thresh 0.9).
    if (!options.noClassifier && (await upsideDown(page, quad, run)) > 0.9) quad = rotate180(quad);
    clsMs += performance.now() - c0;
    const { width, height } = quadSize(quad);
    const recWidth = Math.min(REC_MAX_WIDTH, Math.max(REC_HEIGHT / 4, Math.ceil((REC_HEIGHT * width) / height)));
    // Padded to PaddleOCR's minimum input width (320), as the network was trained.
    const out = await run('rec', quadTensor(page, quad, recWidth, REC_HEIGHT, Math.max(REC_MIN_WIDTH, recWidth)));
    const decoded = ctcDecode(out.data, out.dims[1]!, classes);
    boxes.push({ quad, text: decoded.text.trim(), confidence: decoded.confidence });
    options.onBox?.(i + 1, quads.length);
  }
  const t2 = performance.now();
  const layout = layoutLines(boxes);
  return {
    ...layout,
    text: layoutText(layout),
    rotation,
    width: page.width,
    height: page.height,
    timings: { det: t1 - t0, cls: clsMs, rec: t2 - t1 - clsMs },
  };
}

/**
 * Reads given regions only (no detection): a field reader's second look where it knows a field must be,
 * e.g. a container's boxed check digit, which detection misses for a lone character in a frame. The
 * regions are in the pixels of the page turned by `rotation` (a first reading's `rotation`).
 */
export async function recognizeQuads(
  original: Rgba,
  quads: Quad[],
  run: RunModel,
  classes: string[],
  rotation: PageRotation = 0,
): Promise<TextBox[]> {
  const image = rotatePixels(flattenAlpha(original), rotation);
  const boxes: TextBox[] = [];
  for (const quad of quads) {
    const { width, height } = quadSize(quad);
    if (width < 1 || height < 1) {
      boxes.push({ quad, text: '', confidence: 0 });
      continue;
    }
    const recWidth = Math.min(REC_MAX_WIDTH, Math.max(REC_HEIGHT / 4, Math.ceil((REC_HEIGHT * width) / height)));
    const out = await run('rec', quadTensor(image, quad, recWidth, REC_HEIGHT, Math.max(REC_MIN_WIDTH, recWidth)));
    const decoded = ctcDecode(out.data, out.dims[1]!, classes);
    boxes.push({ quad, text: decoded.text.trim(), confidence: decoded.confidence });
  }
  return boxes;
}

/** The quad `widthFactor` box heights wide that continues `quad` to its right (same line, same slant). */
export function quadToRight(quad: Quad, gapFactor: number, widthFactor: number): Quad {
  const [tl, tr, br] = quad;
  const { width, height } = quadSize(quad);
  const ux = (tr.x - tl.x) / Math.max(1, width);
  const uy = (tr.y - tl.y) / Math.max(1, width);
  const shift = (p: { x: number; y: number }, d: number) => ({ x: p.x + ux * d * height, y: p.y + uy * d * height });
  return [
    shift(tr, gapFactor),
    shift(tr, gapFactor + widthFactor),
    shift(br, gapFactor + widthFactor),
    shift(br, gapFactor),
  ];
}

/**
 * A tall narrow box is vertical text or a line turned by 90°: PaddleOCR turns its crop so the text runs
 * along the width (corners shifted by one).
 */
export function uprightQuad(quad: Quad): Quad {
  const { width, height } = quadSize(quad);
  if (height < 1.5 * width) return quad;
  const [tl, tr, br, bl] = quad;
  return [bl, tl, tr, br];
}

export function rotate180(quad: Quad): Quad {
  const [tl, tr, br, bl] = quad;
  return [br, bl, tl, tr];
}

/** The direction classifier's probability that the box's text is upside down (classes: 0°, 180°). */
async function upsideDown(image: Rgba, quad: Quad, run: RunModel): Promise<number> {
  const { width, height } = quadSize(quad);
  const w = Math.min(CLS_WIDTH, Math.max(1, Math.ceil((REC_HEIGHT * width) / Math.max(1, height))));
  const out = await run('cls', quadTensor(image, quad, w, REC_HEIGHT, CLS_WIDTH));
  return out.data[1]!;
}
