import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDocx, docParagraphs, docxFileName, DOCX_TYPE } from './docx.js';

const layout = {
  lines: [
    { text: '第一段第一行，' },
    { text: '第一段第二行。' },
    { text: ' ' },
    { text: 'inter-' },
    { text: 'national' },
  ],
  paragraphs: [[0, 1], [2], [3, 4]],
};

describe('docParagraphs', () => {
  it.each([
    {
      layout: 'lines' as const,
      out: [{ lines: ['第一段第一行，', '第一段第二行。'] }, { lines: ['inter-', 'national'] }],
    },
    { layout: 'paragraphs' as const, out: [{ lines: ['第一段第一行，第一段第二行。'] }, { lines: ['international'] }] },
  ])('$layout (blank paragraphs left out)', ({ layout: mode, out }) => {
    expect(docParagraphs(layout, { layout: mode })).toEqual(out);
  });

  it('is empty without lines', () => {
    expect(docParagraphs({ lines: [], paragraphs: [] }, { layout: 'lines' })).toEqual([]);
  });
});

describe('docxFileName', () => {
  it.each([
    ['photo.jpg', 'photo.docx'],
    ['截图', '截图.docx'],
    ['.png', 'ocr.docx'],
  ])('%s', (name, out) => {
    expect(docxFileName(name)).toBe(out);
  });
});

describe('buildDocx', () => {
  it('writes a Word zip with the paragraphs in order, line breaks and the Chinese font', async () => {
    const blob = await buildDocx(docParagraphs(layout, { layout: 'lines' }), 'photo');
    expect(blob.type).toBe(DOCX_TYPE);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = strFromU8(files['word/document.xml']!);
    const paragraphs = [...xml.matchAll(/<w:p>.*?<\/w:p>/gs)].map((p) =>
      [...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<w:br\/>/g)].map((t) => t[1] ?? '\n').join(''),
    );
    expect(paragraphs).toEqual(['第一段第一行，\n第一段第二行。', 'inter-\nnational']);
    expect(xml).toContain('w:eastAsia="宋体"');
  });
});
