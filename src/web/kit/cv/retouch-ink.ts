/**
 * Telling ink apart on a page whose paper has been divided out (white paper, see `divideBackground`): each
 * pixel is paper, dark ink (print, pencil, black pen), blue or red pen, or lighter than its surroundings.
 * The removal mask is then worked out from the visitor's choices on this class map. No DOM: tested in Node.
 */
import type { Mask } from '../vision/mask.js';
import type { Quad } from './geometry.js';

/** Per-pixel classes of an ink map. */
export const PAPER = 0;
export const DARK = 1;
export const BLUE = 2;
export const RED = 3;

export type InkColour = 'dark' | 'blue' | 'red';
export const INK_COLOURS: readonly InkColour[] = ['blue', 'red', 'dark'];
const CLASS_OF: Record<InkColour, number> = { dark: DARK, blue: BLUE, red: RED };

export interface InkMap {
  classes: Uint8Array;
  width: number;
  height: number;
}

/**
 * The class of one pixel of a paper-divided page: paper when it is close to white, blue or red pen when
 * it is clearly coloured with that hue, dark otherwise.
 */
export function inkClass(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  const chroma = max - min;
  if (255 - luma < 45 && chroma < 60) return PAPER;
  if (chroma >= 45 && chroma / Math.max(1, max) > 0.25) {
    // Hue in degrees, the usual hexcone formula.
    let hue =
      max === r ? (60 * (g - b)) / chroma : max === g ? 60 * (2 + (b - r) / chroma) : 60 * (4 + (r - g) / chroma);
    if (hue < 0) hue += 360;
    if (hue >= 190 && hue <= 275) return BLUE;
    if (hue <= 25 || hue >= 320) return RED;
  }
  return 255 - luma < 70 ? PAPER : DARK;
}

/** The class map of RGBA pixels (already paper-divided). */
export function inkMap(data: Uint8Array | Uint8ClampedArray, width: number, height: number): InkMap {
  const classes = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < classes.length; i += 4, p++) classes[p] = inkClass(data[i]!, data[i + 1]!, data[i + 2]!);
  return { classes, width, height };
}

/** Whether (x, y) lies inside the convex quad (either winding). */
export function insideQuad(quad: Quad, x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign && s !== sign) return false;
    sign = s;
  }
  return true;
}

/** Calls `visit(index)` for every pixel whose centre is inside the quad. */
function eachInQuad(quad: Quad, width: number, height: number, visit: (i: number) => void): void {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) if (insideQuad(quad, x + 0.5, y + 0.5)) visit(y * width + x);
}

/** The ink most of the box's ink pixels have, or null when the box holds (almost) none. */
export function boxInk(map: InkMap, quad: Quad): InkColour | null {
  const counts = [0, 0, 0, 0];
  eachInQuad(quad, map.width, map.height, (i) => counts[map.classes[i]!]!++);
  const inked = counts[DARK]! + counts[BLUE]! + counts[RED]!;
  if (inked < 4) return null;
  // Coloured pen wins with a third of the ink: anti-aliased stroke edges read as dark.
  if (counts[BLUE]! >= inked / 3 && counts[BLUE]! >= counts[RED]!) return 'blue';
  if (counts[RED]! >= inked / 3) return 'red';
  return 'dark';
}

/** Grows a 0/255 mask by `radius` pixels (square), so the edges of strokes go too. */
export function growMask(mask: Mask, radius: number): Mask {
  if (radius <= 0) return mask;
  const { width, height, data } = mask;
  const rows = new Uint8Array(data.length);
  // Separable: a running count of set pixels in the window along rows, then along columns.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let x = 0; x < Math.min(radius, width); x++) if (data[row + x]) count++;
    for (let x = 0; x < width; x++) {
      if (x + radius < width && data[row + x + radius]) count++;
      if (x - radius - 1 >= 0 && data[row + x - radius - 1]) count--;
      rows[row + x] = count ? 255 : 0;
    }
  }
  const out = new Uint8Array(data.length);
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = 0; y < Math.min(radius, height); y++) if (rows[y * width + x]) count++;
    for (let y = 0; y < height; y++) {
      if (y + radius < height && rows[(y + radius) * width + x]) count++;
      if (y - radius - 1 >= 0 && rows[(y - radius - 1) * width + x]) count--;
      out[y * width + x] = count ? 255 : 0;
    }
  }
  return { data: out, width, height };
}

export interface RemovalChoice {
  /** Pen colours removed over the whole picture (stroke by stroke). */
  colours: readonly InkColour[];
  /** Text boxes whose contents go whatever their colour (printed answers, black pen, captions). */
  boxes: readonly Quad[];
  /** In the chosen boxes: only the strokes, or the whole box (text on photos). */
  boxFill: 'strokes' | 'box';
  /** Pixels the mask is grown by, for the soft edges of strokes. */
  grow: number;
}

/** The pixels to repaint for a choice, on the ink map's grid. */
export function removalMask(map: InkMap, choice: RemovalChoice): Mask {
  const { width, height, classes } = map;
  const data = new Uint8Array(width * height);
  const wanted = new Set(choice.colours.map((c) => CLASS_OF[c]));
  if (wanted.size) for (let i = 0; i < data.length; i++) if (wanted.has(classes[i]!)) data[i] = 255;
  for (const quad of choice.boxes)
    eachInQuad(quad, width, height, (i) => {
      if (choice.boxFill === 'box' || classes[i] !== PAPER) data[i] = 255;
    });
  return growMask({ data, width, height }, choice.grow);
}
