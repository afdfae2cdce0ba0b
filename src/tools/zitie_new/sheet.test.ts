import { describe, expect, it } from 'vitest';
import { A4, flipPath, guideLines, layoutSheet, MARGIN, sheetChars, type Op } from './sheet.js';
import { sheetPdf } from './pdf.js';

const strokes: Record<string, number> = { 永: 5, 一: 1, 字: 6 };
const count = (c: string) => strokes[c] ?? 0;
const glyphs = (ops: Op[]) => ops.filter((o): o is Extract<Op, { kind: 'glyph' }> => o.kind === 'glyph');

describe('layoutSheet', () => {
  it('puts a stroke-order row, then practice rows: model, tracing copies, empty cells', () => {
    const [page] = layoutSheet(['永'], count, { cols: 8, trace: 3, rows: 2, order: true });
    const g = glyphs(page!);
    expect(g.filter((o) => o.ink === 'new').map((o) => o.strokes.length)).toEqual([1, 2, 3, 4, 5]);
    expect(g.filter((o) => o.ink === 'model')).toHaveLength(2);
    expect(g.filter((o) => o.ink === 'trace')).toHaveLength(6);
    expect(page!.filter((o) => o.kind === 'cell')).toHaveLength(24);
  });
  const rows: [what: string, chars: string[], settings: Parameters<typeof layoutSheet>[2], pages: number][] = [
    ['one row per character without stroke order', ['一', '一'], { cols: 10, trace: 9, rows: 1, order: false }, 1],
    ['a new page once a page is full', Array<string>(20).fill('字'), { cols: 6, trace: 2, rows: 1, order: true }, 5],
    ['nothing for no characters', [], { cols: 8, trace: 3, rows: 1, order: true }, 0],
  ];
  it.each(rows)('%s', (_, chars, settings, pages) => {
    expect(layoutSheet(chars, count, settings)).toHaveLength(pages);
  });
  it('keeps every cell inside the A4 margins', () => {
    for (const page of layoutSheet(Array<string>(30).fill('永'), count, { cols: 12, trace: 11, rows: 3, order: true }))
      for (const op of page) {
        expect(op.x).toBeGreaterThanOrEqual(MARGIN - 1e-9);
        expect(op.x + op.size).toBeLessThanOrEqual(A4.width - MARGIN + 1e-9);
        expect(op.y + op.size).toBeLessThanOrEqual(A4.height - MARGIN + 1e-9);
      }
  });
  it('clamps the tracing copies to the row', () => {
    const [page] = layoutSheet(['一'], count, { cols: 6, trace: 11, rows: 1, order: false });
    expect(glyphs(page!)).toHaveLength(6);
  });
});

describe('helpers', () => {
  it('draws the guide lines of each grid', () => {
    expect(guideLines('fang')).toHaveLength(0);
    expect(guideLines('tian')).toHaveLength(2);
    expect(guideLines('mi')).toHaveLength(4);
  });
  it('flips stroke paths into a y-down box', () => {
    expect(flipPath('M 440 788 Q 497 731 535 718 Z')).toBe('M 440 112 Q 497 169 535 182 Z');
  });
  it('keeps only ideographs, up to the limit', () => {
    expect(sheetChars('永 字,abc八法', 3)).toEqual({ chars: ['永', '字', '八'], dropped: 1 });
  });
});

describe('sheetPdf', () => {
  it('writes one A4 page per layout page', async () => {
    const pages = layoutSheet(['一'], count, { cols: 8, trace: 2, rows: 1, order: true });
    const bytes = await sheetPdf(pages, 'mi', { 一: ['M 100 400 L 900 400 L 900 380 L 100 380 Z'] });
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });
});
