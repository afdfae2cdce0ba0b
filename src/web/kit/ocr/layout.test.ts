import { describe, expect, it } from 'vitest';
import {
  joinPieces,
  layoutColumns,
  layoutLines,
  layoutText,
  paragraphsOf,
  piecesApart,
  type TextBox,
} from './layout.js';
import type { Quad } from './raster.js';

function box(text: string, x: number, y: number, w: number, h = 20, confidence = 0.9): TextBox {
  const quad: Quad = [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
  return { quad, text, confidence };
}

describe('joinPieces', () => {
  it.each([
    { left: '你好', right: '世界', gap: 4, out: '你好世界' },
    { left: '你好', right: '世界', gap: 40, out: '你好 世界' },
    { left: 'Hello', right: 'world', gap: 8, out: 'Hello world' },
    { left: 'ab', right: 'cd', gap: 1, out: 'abcd' },
    { left: '', right: 'x', gap: 100, out: 'x' },
  ])('$left + $right (gap $gap)', ({ left, right, gap, out }) => {
    expect(joinPieces(left, right, gap, 20)).toBe(out);
  });
});

describe('layoutLines', () => {
  it('orders boxes into lines, left to right, whatever order they come in', () => {
    const layout = layoutLines([
      box('第二行', 10, 40, 60),
      box('右边', 200, 12, 40),
      box('第一行', 10, 10, 60),
      box('', 300, 10, 10),
    ]);
    expect(layout.lines.map((l) => l.text)).toEqual(['第一行 右边', '第二行']);
    expect(layout.lines[0]!.boxes).toHaveLength(2);
  });

  it('keeps a slightly tilted line together', () => {
    const layout = layoutLines([box('A', 10, 10, 50), box('B', 66, 16, 50)]);
    expect(layout.lines).toHaveLength(1);
  });

  it('weighs line confidence by characters', () => {
    const layout = layoutLines([box('ab', 0, 0, 20, 20, 1), box('cdef', 100, 0, 40, 20, 0.4)]);
    expect(layout.lines[0]!.confidence).toBeCloseTo((2 + 1.6) / 6);
  });
});

describe('paragraphsOf and layoutText', () => {
  const line = (top: number, left = 10) => ({ top, bottom: top + 20, left, right: 300 });
  it.each([
    { name: 'even spacing', lines: [line(0), line(30), line(60)], out: [[0, 1, 2]] },
    {
      name: 'a wide gap',
      lines: [line(0), line(30), line(100), line(130)],
      out: [
        [0, 1],
        [2, 3],
      ],
    },
    {
      name: 'an indented first line',
      lines: [line(0), line(30), line(60, 60), line(90)],
      out: [
        [0, 1],
        [2, 3],
      ],
    },
    { name: 'no lines', lines: [], out: [] },
  ])('$name', ({ lines, out }) => {
    expect(paragraphsOf(lines)).toEqual(out);
  });

  it('joins lines by newlines and paragraphs by a blank line', () => {
    const layout = layoutLines([box('一', 0, 0, 20), box('二', 0, 30, 20), box('三', 0, 120, 20)]);
    expect(layoutText(layout)).toBe('一\n二\n\n三');
  });
});

describe('layoutColumns', () => {
  // Two columns of three lines under a short heading over the gutter, then a footer line across both.
  const page = [
    box('标题居中', 150, 10, 150),
    box('左一', 10, 50, 180),
    box('右一', 230, 50, 180),
    box('左二', 10, 80, 180),
    box('右二', 230, 80, 180),
    box('左三', 10, 110, 150),
    box('右三', 230, 110, 170),
    box('页脚也横跨两栏的一行文字', 10, 150, 400),
  ];

  it('reads each column top to bottom before the next, in bands cut by lines across', () => {
    const layout = layoutColumns([...page].reverse());
    expect(layout.lines.map((l) => l.text)).toEqual([
      '标题居中',
      '左一',
      '左二',
      '左三',
      '右一',
      '右二',
      '右三',
      '页脚也横跨两栏的一行文字',
    ]);
    // A column never runs on into the next in one paragraph.
    expect(layout.paragraphs).toEqual([[0], [1, 2, 3], [4, 5, 6], [7]]);
  });

  it('reads a page without a gutter as lines', () => {
    const single = [box('第一行', 10, 10, 300), box('第二行', 10, 40, 280), box('第三行', 10, 70, 290)];
    expect(layoutColumns(single)).toEqual(layoutLines(single));
  });

  it('needs text on both sides of a gutter (a short label beside a column is not one)', () => {
    const labelled = [box('一', 10, 10, 100), box('二', 10, 40, 100), box('三', 10, 70, 100), box('注', 300, 40, 30)];
    expect(layoutColumns(labelled).lines.map((l) => l.text)).toEqual(['一', '二 注', '三']);
  });

  it('reads nothing from nothing', () => {
    expect(layoutColumns([])).toEqual({ lines: [], paragraphs: [] });
  });
});

describe('piecesApart', () => {
  it('cuts a line where its pieces stand apart or differ in size, keeps close ones together', () => {
    const { lines } = layoutLines([
      box('王小红', 10, 10, 120, 40),
      box('产品总监', 170, 20, 100, 24),
      box('手机：', 10, 80, 60),
      box('139 1234 5678', 75, 80, 150),
    ]);
    expect(piecesApart(lines).map((p) => [p.text, p.bottom - p.top])).toEqual([
      ['王小红', 40],
      ['产品总监', 24],
      ['手机： 139 1234 5678', 20],
    ]);
    expect(piecesApart(layoutLines([box('标签', 10, 10, 40), box('值', 90, 10, 20)]).lines)).toHaveLength(2);
  });
});
