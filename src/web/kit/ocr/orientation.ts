/**
 * Page rotation (0/90/180/270°): a photo taken sideways or upside down (and without EXIF orientation) is
 * turned upright before its lines are laid out, so they come out in reading order. The axis comes from
 * the detected boxes' shapes (lines run across or down the image); the direction from the 0/180°
 * classifier's vote on the longest lines. Pure: the pipeline feeds it boxes and the classifier's answers.
 */
import { orderQuad } from './db-postprocess.js';
import { quadSize, type Point, type Quad, type Rgba } from './raster.js';

/** Clockwise turn that makes the page upright. */
export type PageRotation = 0 | 90 | 180 | 270;

/**
 * Whether the text lines run down the image (a page turned by 90° or 270°): the long sides of clearly
 * tall boxes outweigh those of clearly wide ones. Square boxes (a lone character) say nothing.
 */
export function linesRunDown(quads: Quad[]): boolean {
  let across = 0;
  let down = 0;
  for (const quad of quads) {
    const { width, height } = quadSize(quad);
    if (width > 1.5 * height) across += width;
    else if (height > 1.5 * width) down += height;
  }
  return down > 2 * across;
}

/** The boxes to ask the direction classifier about: the longest few (long lines vote most reliably). */
export function votingBoxes(quads: Quad[], count = 7): Quad[] {
  const long = (q: Quad) => {
    const { width, height } = quadSize(q);
    return Math.max(width, height);
  };
  return [...quads].sort((a, b) => long(b) - long(a)).slice(0, count);
}

/**
 * The page's rotation from the axis and the classifier's answers on the voting boxes (each the
 * probability that the box, read along the axis, is upside down): a majority of confident votes turns it.
 */
export function pageRotation(down: boolean, upsideDown: number[]): PageRotation {
  const flipped = upsideDown.filter((p) => p > 0.5).length;
  const flip = upsideDown.length > 0 && flipped > upsideDown.length / 2;
  // Down: a tall box read bottom to top (`uprightQuad`) is the page turned 90° counter-clockwise.
  if (down) return flip ? 270 : 90;
  return flip ? 180 : 0;
}

/** Where a point of a `width` x `height` image lands when the image is turned clockwise by `r`. */
export function rotatePoint(p: Point, width: number, height: number, r: PageRotation): Point {
  switch (r) {
    case 90:
      return { x: height - p.y, y: p.x };
    case 180:
      return { x: width - p.x, y: height - p.y };
    case 270:
      return { x: p.y, y: width - p.x };
    default:
      return p;
  }
}

/** A box after the image is turned: its corners moved, then named again in reading order. */
export function rotateQuad(quad: Quad, width: number, height: number, r: PageRotation): Quad {
  if (r === 0) return quad;
  return orderQuad(quad.map((p) => rotatePoint(p, width, height, r)));
}

/** The image turned clockwise by `r` (a new buffer; the same image when `r` is 0). */
export function rotatePixels(image: Rgba, r: PageRotation): Rgba {
  if (r === 0) return image;
  const { width, height, data } = image;
  const swap = r !== 180;
  const outW = swap ? height : width;
  const outH = swap ? width : height;
  const out = new Uint8Array(data.length);
  // One 32-bit word a pixel (a copy first when the bytes are not aligned for that view).
  const bytes = data.byteOffset % 4 ? new Uint8Array(data) : data;
  const src = new Uint32Array(bytes.buffer, bytes.byteOffset, width * height);
  const dst = new Uint32Array(out.buffer);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let to: number;
      if (r === 90) to = x * outW + (height - 1 - y);
      else if (r === 180) to = (height - 1 - y) * outW + (width - 1 - x);
      else to = (width - 1 - x) * outW + y;
      dst[to] = src[y * width + x]!;
    }
  }
  return { data: out, width: outW, height: outH };
}
