/**
 * Walks a page's drawing operations (PDF.js's operator list) the way PDF.js's own canvas renderer does,
 * and keeps what conversion needs: each piece of text with its place, size, font, weight, slant and
 * colour; where images are drawn; straight lines and filled rectangles (table rules, cell shading).
 * Pure: the operator list, the OPS numbers and a font lookup come in, so tests feed synthetic lists.
 */
import type { FilledRect, Ruling, TextRun } from './model.js';
import { normaliseGlyph } from './text.js';

export type Matrix = [number, number, number, number, number, number];

export interface Glyph {
  unicode: string;
  width: number;
  isSpace?: boolean;
}

export interface FontInfo {
  name: string;
  bold?: boolean;
  black?: boolean;
  italic?: boolean;
  fontMatrix?: ArrayLike<number>;
  vertical?: boolean;
}

/** An image drawn on the page (its pixels are fetched later by `ref`). */
export interface ImagePlacement {
  /** PDF.js object id, or the inline image's data. */
  ref: string | object;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WalkInput {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
  /** PDF.js's OPS table (name → number). */
  ops: Record<string, number>;
  font: (id: string) => FontInfo | null;
  /** User space → page (the viewport's transform: top-left origin, rotation applied). */
  base: Matrix;
}

export interface WalkResult {
  runs: TextRun[];
  images: ImagePlacement[];
  rulings: Ruling[];
  fills: FilledRect[];
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  // m applied after n: (m × n) in PDF's row-vector convention, as in PDF.js's Util.transform(m, n).
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** `ABCDEF+SimSun-Bold` → `SimSun-Bold`. */
export function baseFontName(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

const BOLD_NAME = /bold|black|heavy|semibold|demibold|extrabold|ultrabold|[-,_]w[6-9]$/i;
const ITALIC_NAME = /italic|oblique|kursiv/i;

/** Weight and slant from the font's flags or its name (`…-Bold`, `…,BoldItalic`, `…-W7`). */
export function fontStyle(font: FontInfo | null): { bold: boolean; italic: boolean; name: string } {
  const name = baseFontName(font?.name ?? '');
  return {
    bold: Boolean(font?.bold || font?.black) || BOLD_NAME.test(name),
    italic: Boolean(font?.italic) || ITALIC_NAME.test(name),
    name,
  };
}

/** Degrees in (-180, 180]. */
export function normalAngle(degrees: number): number {
  let a = degrees % 360;
  if (a > 180) a -= 360;
  if (a <= -180) a += 360;
  return a;
}

interface State {
  ctm: Matrix;
  fill: string;
  stroke: string;
  lineWidth: number;
  font: FontInfo | null;
  fontSize: number;
  fontDirection: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  renderMode: number;
}

function toHex(value: unknown, fallback: string): string {
  if (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  return fallback;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function walkOperators(input: WalkInput): WalkResult {
  const { fnArray, argsArray, ops, base } = input;
  const runs: TextRun[] = [];
  const images: ImagePlacement[] = [];
  const rulings: Ruling[] = [];
  const fills: FilledRect[] = [];
  const stack: State[] = [];
  let s: State = {
    ctm: base,
    fill: '#000000',
    stroke: '#000000',
    lineWidth: 1,
    font: null,
    fontSize: 0,
    fontDirection: 1,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    renderMode: 0,
  };
  let textMatrix: Matrix = IDENTITY;
  let x = 0;
  let y = 0;
  let lineX = 0;
  let lineY = 0;
  const fonts = new Map<string, FontInfo | null>();

  const moveText = (dx: number, dy: number) => {
    x = lineX += dx;
    y = lineY += dy;
  };

  function showText(glyphs: ArrayLike<unknown>): void {
    const font = s.font;
    const size = s.fontSize;
    if (!font || size === 0) return;
    const fm = font.fontMatrix ?? [0.001, 0, 0, 0.001, 0, 0];
    const widthScale = size * fm[0];
    const vertical = Boolean(font.vertical);
    const hScale = s.hScale * s.fontDirection;
    const m = multiply(s.ctm, textMatrix);
    const style = fontStyle(font);
    // The page's direction of the baseline and of "up", for size and angle.
    const [ox, oy] = apply(m, 0, 0);
    const [bx, by] = apply(m, 1, 0);
    // The size across the baseline: |det| / baseline length (a slanted matrix does not make text bigger).
    const baseLength = Math.hypot(bx - ox, by - oy) || 1;
    const pageSize = (size * Math.abs(m[0] * m[3] - m[1] * m[2])) / baseLength;
    const angle = vertical ? 90 : Math.round((Math.atan2(by - oy, bx - ox) * 180) / Math.PI);
    // A slanted text matrix is how CJK italics are faked.
    const [ta, tb, tc, td] = textMatrix;
    const skew = Math.abs(ta * tc + tb * td) / (Math.hypot(ta, tb) * Math.hypot(tc, td) || 1);
    const italic = style.italic || skew > 0.1;
    const bold = style.bold || ((s.renderMode & 3) === 2 && s.lineWidth > 0);
    const color = (s.renderMode & 3) === 1 ? s.stroke : s.fill;

    let advance = 0;
    let runText = '';
    let runStart = 0;
    let lastEnd = 0;
    const flush = () => {
      if (runText.trim() !== '') {
        const [px, py] = apply(m, x + runStart * hScale, y + s.rise);
        const [qx, qy] = apply(m, x + lastEnd * hScale, y + s.rise);
        runs.push({
          text: runText,
          x: round(px),
          y: round(py),
          width: round(Math.hypot(qx - px, qy - py)),
          size: round(pageSize),
          font: style.name,
          bold,
          italic,
          color,
          angle: normalAngle(angle),
        });
      }
      runText = '';
    };
    for (let i = 0; i < glyphs.length; i++) {
      const glyph = glyphs[i];
      if (typeof glyph === 'number') {
        advance += ((vertical ? 1 : -1) * glyph * size) / 1000;
        continue;
      }
      if (!glyph || typeof glyph !== 'object') continue;
      const g = glyph as Glyph;
      const spacing = (g.isSpace ? s.wordSpacing : 0) + s.charSpacing;
      const charWidth = vertical
        ? (g.width ?? 0) * widthScale - spacing * s.fontDirection
        : (g.width ?? 0) * widthScale + spacing * s.fontDirection;
      const unicode = normaliseGlyph(g.unicode ?? '');
      // A word per run: an ASCII space ends it (the spaces are put back from the gaps, and the words'
      // places find the columns of tables drawn without rules).
      if (unicode === ' ' || (g.isSpace && unicode.trim() === '')) {
        if (runText !== '') flush();
        advance += charWidth;
        lastEnd = advance;
        continue;
      }
      if (runText === '') {
        runStart = advance;
      } else {
        // A gap with no space glyph: a word gap becomes a space, a wide one starts a new run.
        const gap = advance - lastEnd;
        if (gap > size * 1.2) {
          flush();
          runStart = advance;
        } else if (gap > size * 0.22 && !/\s$/.test(runText) && !/^\s/.test(unicode)) runText += ' ';
      }
      runText += unicode;
      advance += charWidth;
      lastEnd = advance;
    }
    flush();
    if (vertical) y -= advance;
    else x += advance * hScale;
  }

  function addPath(paintOp: number, data: ArrayLike<number>): void {
    const isFill =
      paintOp === ops.fill ||
      paintOp === ops.eoFill ||
      paintOp === ops.fillStroke ||
      paintOp === ops.eoFillStroke ||
      paintOp === ops.closeFillStroke ||
      paintOp === ops.closeEOFillStroke;
    const isStroke =
      paintOp === ops.stroke ||
      paintOp === ops.closeStroke ||
      paintOp === ops.fillStroke ||
      paintOp === ops.eoFillStroke ||
      paintOp === ops.closeFillStroke ||
      paintOp === ops.closeEOFillStroke;
    if (!isFill && !isStroke) return;
    // Subpaths of straight segments, in page coordinates.
    const subpaths: [number, number][][] = [];
    let current: [number, number][] = [];
    let curved = false;
    for (let i = 0; i < data.length;) {
      const op = data[i];
      if (op === 0) {
        if (current.length) subpaths.push(current);
        current = [apply(s.ctm, data[i + 1], data[i + 2])];
        i += 3;
      } else if (op === 1) {
        current.push(apply(s.ctm, data[i + 1], data[i + 2]));
        i += 3;
      } else if (op === 2) {
        curved = true;
        current.push(apply(s.ctm, data[i + 5], data[i + 6]));
        i += 7;
      } else if (op === 3) {
        curved = true;
        current.push(apply(s.ctm, data[i + 3], data[i + 4]));
        i += 5;
      } else if (op === 4) {
        if (current.length) current.push(current[0]);
        i += 1;
      } else break;
    }
    if (current.length) subpaths.push(current);
    const scale = Math.hypot(s.ctm[0], s.ctm[1]) || 1;
    for (const points of subpaths) {
      const box = bounds(points);
      if (isFill && !curved && isRectangle(points)) {
        const w = box.x2 - box.x1;
        const h = box.y2 - box.y1;
        if (h <= 2.5 && w > h * 3) rulings.push(line('h', (box.y1 + box.y2) / 2, box.x1, box.x2, s.fill));
        else if (w <= 2.5 && h > w * 3) rulings.push(line('v', (box.x1 + box.x2) / 2, box.y1, box.y2, s.fill));
        else if (w > 2.5 && h > 2.5)
          fills.push({ x: round(box.x1), y: round(box.y1), width: round(w), height: round(h), color: s.fill });
      }
      if (isStroke && !curved && s.lineWidth * scale <= 6) {
        for (let i = 1; i < points.length; i++) {
          const [ax, ay] = points[i - 1];
          const [bx, by] = points[i];
          if (Math.abs(ay - by) < 0.8 && Math.abs(ax - bx) > 1)
            rulings.push(line('h', (ay + by) / 2, Math.min(ax, bx), Math.max(ax, bx), s.stroke));
          else if (Math.abs(ax - bx) < 0.8 && Math.abs(ay - by) > 1)
            rulings.push(line('v', (ax + bx) / 2, Math.min(ay, by), Math.max(ay, by), s.stroke));
        }
      }
    }
  }

  function placeImage(ref: string | object): void {
    const corners = [apply(s.ctm, 0, 0), apply(s.ctm, 1, 0), apply(s.ctm, 0, 1), apply(s.ctm, 1, 1)];
    const box = bounds(corners);
    if (box.x2 - box.x1 < 1 || box.y2 - box.y1 < 1) return;
    images.push({
      ref,
      x: round(box.x1),
      y: round(box.y1),
      width: round(box.x2 - box.x1),
      height: round(box.y2 - box.y1),
    });
  }

  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = (argsArray[i] ?? []) as unknown[];
    switch (fn) {
      case ops.save:
        stack.push({ ...s });
        break;
      case ops.restore:
        s = stack.pop() ?? s;
        break;
      case ops.transform:
        s.ctm = multiply(s.ctm, args.slice(0, 6).map(Number) as Matrix);
        break;
      case ops.paintFormXObjectBegin: {
        stack.push({ ...s });
        const matrix = args[0] as ArrayLike<number> | null;
        if (matrix && matrix.length === 6) s.ctm = multiply(s.ctm, Array.from(matrix) as Matrix);
        break;
      }
      case ops.paintFormXObjectEnd:
        s = stack.pop() ?? s;
        break;
      case ops.setLineWidth:
        s.lineWidth = Number(args[0]) || 0;
        break;
      case ops.setFillRGBColor:
        s.fill = toHex(args[0], s.fill);
        break;
      case ops.setStrokeRGBColor:
        s.stroke = toHex(args[0], s.stroke);
        break;
      case ops.setFillColorN:
      case ops.setFillTransparent:
        s.fill = '#000000';
        break;
      case ops.beginText:
        textMatrix = IDENTITY;
        x = y = lineX = lineY = 0;
        break;
      case ops.setFont: {
        const id = String(args[0]);
        if (!fonts.has(id)) fonts.set(id, input.font(id));
        s.font = fonts.get(id) ?? null;
        const size = Number(args[1]) || 0;
        s.fontDirection = size < 0 ? -1 : 1;
        s.fontSize = Math.abs(size);
        break;
      }
      case ops.setCharSpacing:
        s.charSpacing = Number(args[0]) || 0;
        break;
      case ops.setWordSpacing:
        s.wordSpacing = Number(args[0]) || 0;
        break;
      case ops.setHScale:
        s.hScale = (Number(args[0]) || 100) / 100;
        break;
      case ops.setLeading:
        s.leading = -(Number(args[0]) || 0);
        break;
      case ops.setTextRise:
        s.rise = Number(args[0]) || 0;
        break;
      case ops.setTextRenderingMode:
        s.renderMode = Number(args[0]) || 0;
        break;
      case ops.moveText:
        moveText(Number(args[0]), Number(args[1]));
        break;
      case ops.setLeadingMoveText:
        s.leading = Number(args[1]);
        moveText(Number(args[0]), Number(args[1]));
        break;
      case ops.setTextMatrix: {
        const mat = (args.length >= 6 ? args : (args[0] as ArrayLike<number>)) as ArrayLike<number>;
        textMatrix = Array.from({ length: 6 }, (_, k) => Number(mat[k])) as Matrix;
        x = y = lineX = lineY = 0;
        break;
      }
      case ops.nextLine:
        moveText(0, s.leading);
        break;
      case ops.showText:
      case ops.showSpacedText:
        showText(args[0] as ArrayLike<unknown>);
        break;
      case ops.nextLineShowText:
        moveText(0, s.leading);
        showText(args[0] as ArrayLike<unknown>);
        break;
      case ops.nextLineSetSpacingShowText:
        s.wordSpacing = Number(args[0]) || 0;
        s.charSpacing = Number(args[1]) || 0;
        moveText(0, s.leading);
        showText(args[2] as ArrayLike<unknown>);
        break;
      case ops.constructPath:
        addPath(Number(args[0]), ((args[1] as unknown[])?.[0] ?? []) as ArrayLike<number>);
        break;
      case ops.paintImageXObject:
      case ops.paintImageXObjectRepeat:
        placeImage(String(args[0]));
        break;
      case ops.paintInlineImageXObject:
        placeImage(args[0] as object);
        break;
      default:
        break;
    }
  }
  return { runs, images, rulings, fills };
}

function bounds(points: [number, number][]) {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (const [px, py] of points) {
    x1 = Math.min(x1, px);
    y1 = Math.min(y1, py);
    x2 = Math.max(x2, px);
    y2 = Math.max(y2, py);
  }
  return { x1, y1, x2, y2 };
}

/** Four corners (maybe closed back to the first), every side level or upright. */
function isRectangle(points: [number, number][]): boolean {
  const pts = points.length === 5 && near(points[0], points[4]) ? points.slice(0, 4) : points;
  if (pts.length !== 4) return false;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[(i + 1) % 4];
    if (Math.abs(ax - bx) > 0.5 && Math.abs(ay - by) > 0.5) return false;
  }
  return true;
}

function near(a: [number, number], b: [number, number]): boolean {
  return Math.abs(a[0] - b[0]) < 0.01 && Math.abs(a[1] - b[1]) < 0.01;
}

function line(dir: 'h' | 'v', at: number, from: number, to: number, color: string): Ruling {
  return { dir, at: round(at), from: round(from), to: round(to), color };
}
