import { describe, expect, it } from 'vitest';
import { baseFontName, fontStyle, multiply, walkOperators, type FontInfo, type Matrix } from './ops.js';

/** The OPS numbers of PDF.js 5 used here. */
const OPS = {
  save: 10,
  restore: 11,
  transform: 12,
  fill: 22,
  stroke: 20,
  beginText: 31,
  endText: 32,
  setFont: 37,
  setTextMatrix: 42,
  moveText: 40,
  showText: 44,
  setFillRGBColor: 59,
  setStrokeRGBColor: 58,
  setLineWidth: 2,
  constructPath: 91,
  paintImageXObject: 85,
  setTextRenderingMode: 38,
  setCharSpacing: 33,
  setWordSpacing: 34,
  setHScale: 35,
  setLeading: 36,
  setTextRise: 39,
  setLeadingMoveText: 41,
  nextLine: 43,
  showSpacedText: 45,
  nextLineShowText: 46,
  nextLineSetSpacingShowText: 47,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  paintInlineImageXObject: 86,
  paintImageXObjectRepeat: 88,
  setFillColorN: 55,
  setFillTransparent: 93,
};
/** A4 seen from the top: PDF.js's viewport transform at scale 1. */
const BASE: Matrix = [1, 0, 0, -1, 0, 842];
const glyphs = (text: string, width = 500) =>
  [...text].map((unicode) => ({ unicode, width, isSpace: unicode === ' ' }));
const FONTS: Record<string, FontInfo> = {
  f1: { name: 'ABCDEF+LiberationSerif', fontMatrix: [0.001, 0, 0, 0.001, 0, 0] },
  f2: { name: 'BCDEFG+NotoSerifCJKsc-Bold', fontMatrix: [0.001, 0, 0, 0.001, 0, 0] },
};

function walk(list: [keyof typeof OPS, unknown[]][]) {
  return walkOperators({
    fnArray: list.map(([op]) => OPS[op]),
    argsArray: list.map(([, args]) => args),
    ops: OPS,
    font: (id) => FONTS[id] ?? null,
    base: BASE,
  });
}

describe('walking a page’s operators', () => {
  it('places text where PDF.js draws it, a word per run, with size, font, weight and colour', () => {
    const { runs } = walk([
      ['beginText', []],
      ['setFillRGBColor', ['#c00000']],
      ['setFont', ['f1', 10]],
      ['moveText', [72, 742]],
      ['showText', [glyphs('Hi you')]],
      ['setFont', ['f2', 12]],
      ['moveText', [0, -20]],
      ['showText', [glyphs('粗体', 1000)]],
      ['endText', []],
    ]);
    expect(runs.map((r) => [r.text, r.x, r.y, r.width, r.size, r.font, r.bold, r.color])).toEqual([
      ['Hi', 72, 100, 10, 10, 'LiberationSerif', false, '#c00000'],
      ['you', 87, 100, 15, 10, 'LiberationSerif', false, '#c00000'],
      ['粗体', 72, 120, 24, 12, 'NotoSerifCJKsc-Bold', true, '#c00000'],
    ]);
  });

  it('a slanted text matrix is italic; a scaled matrix scales the size; a rotated one gives an angle', () => {
    const { runs } = walk([
      ['beginText', []],
      ['setFont', ['f1', 1]],
      ['setTextMatrix', [[10, 0, 2.68, 10, 72, 742]]],
      ['showText', [glyphs('slant')]],
      ['setTextMatrix', [[0, 10, -10, 0, 300, 400]]],
      ['showText', [glyphs('up')]],
      ['endText', []],
    ]);
    expect(runs.map((r) => [r.text, r.size, r.italic, r.angle])).toEqual([
      ['slant', 10, true, 0],
      ['up', 10, false, -90],
    ]);
  });

  it('keeps rules and filled boxes, and where images are drawn', () => {
    // PDF.js's path data: 0 moveTo, 1 lineTo, 4 closePath.
    const rect = (x: number, y: number, w: number, h: number) =>
      new Float32Array([0, x, y, 1, x + w, y, 1, x + w, y + h, 1, x, y + h, 4]);
    const { rulings, fills, images } = walk([
      ['setFillRGBColor', ['#d9e2f3']],
      ['constructPath', [OPS.fill, [rect(72, 700, 200, 20)], null]],
      ['constructPath', [OPS.fill, [rect(72, 650, 200, 0.5)], null]],
      ['setLineWidth', [0.5]],
      ['constructPath', [OPS.stroke, [new Float32Array([0, 72, 600, 1, 72, 500])], null]],
      ['save', []],
      ['transform', [100, 0, 0, 50, 72, 400]],
      ['paintImageXObject', ['img_p0_1', 10, 5]],
      ['restore', []],
    ]);
    expect(fills).toEqual([{ x: 72, y: 122, width: 200, height: 20, color: '#d9e2f3' }]);
    expect(rulings.map((r) => [r.dir, r.at, r.from, r.to])).toEqual([
      ['h', 191.75, 72, 272],
      ['v', 72, 242, 342],
    ]);
    expect(images).toEqual([{ ref: 'img_p0_1', x: 72, y: 392, width: 100, height: 50 }]);
  });

  it.each([
    ['ABCDEF+SimSun', 'SimSun', false, false],
    ['Arial-BoldItalicMT', 'Arial-BoldItalicMT', true, true],
    ['Times-Roman,Bold', 'Times-Roman,Bold', true, false],
    ['FZHei-B01S-W7', 'FZHei-B01S-W7', true, false],
    ['SimHei', 'SimHei', false, false],
  ])('font %s: %s, bold %s, italic %s', (name, base, bold, italic) => {
    expect(baseFontName(name)).toBe(base);
    expect(fontStyle({ name })).toEqual({ name: base, bold, italic });
  });

  it('multiplies matrices as PDF.js does', () => {
    expect(multiply([1, 0, 0, -1, 0, 842], [2, 0, 0, 2, 10, 20])).toEqual([2, 0, 0, -2, 10, 822]);
  });
});
