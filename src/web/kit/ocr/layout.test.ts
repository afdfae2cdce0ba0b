import { describe, expect, it } from 'vitest';
import { joinPieces, layoutLines, layoutText, paragraphsOf, type TextBox } from './layout.js';
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
