import { describe, expect, it } from 'vitest';
import { formatText, joinLines, textFileName } from './text.js';

const layout = {
  lines: [
    { text: '第一段第一行，' },
    { text: '第一段第二行。' },
    { text: 'Hello' },
    { text: 'world and inter-' },
    { text: 'national' },
  ],
  paragraphs: [
    [0, 1],
    [2, 3, 4],
  ],
};

describe('formatText', () => {
  it.each([
    {
      layout: 'lines' as const,
      out: '第一段第一行，\n第一段第二行。\n\nHello\nworld and inter-\nnational',
    },
    { layout: 'paragraphs' as const, out: '第一段第一行，第一段第二行。\nHello world and international' },
  ])('$layout', ({ layout: mode, out }) => {
    expect(formatText(layout, { layout: mode })).toBe(out);
  });

  it('is empty without lines', () => {
    expect(formatText({ lines: [], paragraphs: [] }, { layout: 'lines' })).toBe('');
  });
});

describe('joinLines', () => {
  it.each([
    { lines: ['中文', '接着'], out: '中文接着' },
    { lines: ['Total:', '12 元'], out: 'Total: 12 元' },
    { lines: ['价格', 'CNY 5'], out: '价格CNY 5' },
    { lines: ['e-', 'mail'], out: 'email' },
    { lines: ['Co-', 'OP'], out: 'Co- OP' },
    { lines: [' a ', '', 'b'], out: 'a b' },
  ])('$lines', ({ lines, out }) => {
    expect(joinLines(lines)).toBe(out);
  });
});

describe('textFileName', () => {
  it.each([
    ['photo.jpg', 'photo.txt'],
    ['scan.2026.png', 'scan.2026.txt'],
    ['截图', '截图.txt'],
    ['.png', 'ocr.txt'],
  ])('%s', (name, out) => {
    expect(textFileName(name)).toBe(out);
  });
});
