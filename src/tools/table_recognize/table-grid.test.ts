import { describe, expect, it } from 'vitest';
import type { TextBox } from '../../web/kit/ocr/layout.js';
import type { Segment } from '../../web/kit/cv/rulings.js';
import { cleanRulings, tableMatrix, tableOf, type Table } from './table-grid.js';

/** A box of `text` with its top-left at (x, y), 20 px tall, 12 px per character. */
function box(text: string, x: number, y: number): TextBox {
  const w = 12 * [...text].length;
  return {
    text,
    confidence: 0.95,
    quad: [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + 20 },
      { x, y: y + 20 },
    ],
  };
}
const h = (at: number, from: number, to: number): Segment => ({ dir: 'h', at, from, to });
const v = (at: number, from: number, to: number): Segment => ({ dir: 'v', at, from, to });

/** A full grid: rules at every x of `xs` and y of `ys`. */
const grid = (xs: number[], ys: number[]): Segment[] => [
  ...ys.map((y) => h(y, xs[0]!, xs.at(-1)!)),
  ...xs.map((x) => v(x, ys[0]!, ys.at(-1)!)),
];

const SIZE = { width: 1000, height: 800 };
const XS = [100, 300, 500, 700];
const YS = [100, 150, 200, 250];
const NAMES = ['姓名', '数量', '金额'];
const THREE_BY_THREE = [
  ...NAMES.map((t, c) => box(t, XS[c]! + 10, 115)),
  ...['苹果', '3', '12.50'].map((t, c) => box(t, XS[c]! + 10, 165)),
  ...['香蕉', '10', '1,200'].map((t, c) => box(t, XS[c]! + 10, 215)),
];

interface Case {
  name: string;
  boxes: TextBox[];
  segments: Segment[];
  source: Table['source'];
  matrix: string[][];
  spans?: [number, number, number, number][];
}

const CASES: Case[] = [
  {
    name: 'a ruled 3×3 table',
    boxes: THREE_BY_THREE,
    segments: grid(XS, YS),
    source: 'lines',
    matrix: [NAMES, ['苹果', '3', '12.50'], ['香蕉', '10', '1,200']],
  },
  {
    name: 'rules drawn in pieces, a few pixels apart and stopping short of each other',
    boxes: THREE_BY_THREE,
    segments: [
      h(100, 104, 400),
      h(101.5, 402, 696),
      h(150, 100, 700),
      h(199, 100, 700),
      h(251, 103, 697),
      v(100, 104, 250),
      v(299, 100, 248),
      v(501, 102, 250),
      v(700, 100, 160),
      v(700, 163, 250),
    ],
    source: 'lines',
    matrix: [NAMES, ['苹果', '3', '12.50'], ['香蕉', '10', '1,200']],
  },
  {
    name: 'a header cell over two columns (no rule between them in the first row)',
    boxes: [box('水果', 110, 115), box('价格', 510, 115), ...THREE_BY_THREE.slice(3)],
    segments: [
      ...YS.map((y) => h(y, 100, 700)),
      v(100, 100, 250),
      v(300, 150, 250),
      v(500, 100, 250),
      v(700, 100, 250),
    ],
    source: 'lines',
    matrix: [
      ['水果', '', '价格'],
      ['苹果', '3', '12.50'],
      ['香蕉', '10', '1,200'],
    ],
    spans: [[0, 0, 1, 2]],
  },
  {
    name: 'two lines of text in one cell',
    boxes: [box('备注', 110, 105), box('第二行', 110, 125), box('B', 310, 115)],
    segments: grid([100, 300, 500], [100, 150]),
    source: 'lines',
    matrix: [['备注\n第二行', 'B']],
  },
  {
    name: 'a table without lines: columns by alignment, the title left out',
    boxes: [box('二〇二六年销量表', 300, 40), ...THREE_BY_THREE],
    segments: [],
    source: 'alignment',
    matrix: [NAMES, ['苹果', '3', '12.50'], ['香蕉', '10', '1,200']],
  },
  {
    name: 'only a frame round the text (one cell) is no grid: alignment decides',
    boxes: THREE_BY_THREE,
    segments: grid([80, 720], [90, 260]),
    source: 'alignment',
    matrix: [NAMES, ['苹果', '3', '12.50'], ['香蕉', '10', '1,200']],
  },
  {
    name: 'plain text lines: one row each',
    boxes: [box('第一段文字', 100, 100), box('第二段文字', 100, 140)],
    segments: [],
    source: 'text',
    matrix: [['第一段文字'], ['第二段文字']],
  },
  { name: 'nothing read', boxes: [], segments: [], source: 'text', matrix: [] },
];

describe('tableOf', () => {
  it.each(CASES)('$name', ({ boxes, segments, source, matrix, spans }) => {
    const table = tableOf(boxes, segments, SIZE);
    expect(table.source).toBe(source);
    expect(tableMatrix(table)).toEqual(matrix);
    for (const [row, col, rowSpan, colSpan] of spans ?? [])
      expect(table.cells.find((c) => c.row === row && c.col === col)).toMatchObject({ rowSpan, colSpan });
    expect(table.widths).toHaveLength(table.cols);
  });
});

describe('cleanRulings', () => {
  it.each([
    ['pieces of one rule are joined and stretched', [h(10, 0, 50), h(11, 55, 105)], 3, [[10.5, -3, 108]]],
    [
      'rules far apart stay apart',
      [h(10, 0, 100), h(30, 0, 100)],
      3,
      [
        [10, -3, 103],
        [30, -3, 103],
      ],
    ],
    [
      'a gap wider than 2·tol splits',
      [h(10, 0, 40), h(10, 60, 100)],
      3,
      [
        [10, -3, 43],
        [10, 57, 103],
      ],
    ],
  ] as [string, Segment[], number, [number, number, number][]][])('%s', (_, segments, tol, expected) => {
    expect(cleanRulings(segments, tol).map((r) => [r.at, r.from, r.to])).toEqual(expected);
  });
});
