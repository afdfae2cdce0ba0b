import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { documentName, documentParagraphs, pageOptions, SCHEMA } from './word-scan.js';

describe('documentName', () => {
  it.each([
    [['合同.jpg'], 'pdf', '合同.pdf'],
    [['合同.jpg', 'b.jpg', 'c.png'], 'pdf', '合同-3页.pdf'],
    [['IMG_1.HEIC.jpeg'], 'docx', 'IMG_1.HEIC.docx'],
    [[], 'pdf', 'scan.pdf'],
    [['.png', 'x.png'], 'docx', 'scan-2页.docx'],
  ] as [string[], 'pdf' | 'docx', string][])('%j as %s → %s', (names, ext, expected) => {
    expect(documentName(names, ext)).toBe(expected);
  });
});

describe('pageOptions', () => {
  it.each([
    ['A4', { paper: { width: 595.28, height: 841.89 }, orientation: 'auto', margin: 0 }],
    ['fit', { paper: null, orientation: 'auto', margin: 0 }],
  ] as const)('%s', (paper, expected) => {
    const o = pageOptions(paper);
    expect({
      ...o,
      paper: o.paper && { width: +o.paper.width.toFixed(2), height: +o.paper.height.toFixed(2) },
    }).toEqual(expected);
  });
});

describe('documentParagraphs', () => {
  it.each([
    ['pages in order', [[{ lines: ['一'] }], [{ lines: ['二'] }, { lines: ['三'] }]], ['一', '二', '三']],
    ['a page without text adds nothing', [[], [{ lines: ['  '] }], [{ lines: ['正文'] }]], ['正文']],
    ['no pages', [], []],
  ] as [string, { lines: string[] }[][], string[]][])('%s', (_, pages, expected) => {
    expect(documentParagraphs(pages).map((p) => p.lines.join(''))).toEqual(expected);
  });
  it('starts in colour on A4', () => expect(defaults(SCHEMA)).toMatchObject({ mode: 'color', paper: 'A4' }));
});
