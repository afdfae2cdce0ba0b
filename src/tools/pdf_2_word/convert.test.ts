import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { convertSample, SAMPLE } from '../../web/kit/pdf-office/sample.testutil.js';

describe('pdf_2_word', () => {
  it('writes a .docx with a heading, whole paragraphs, a list, a table and a page break', async () => {
    const { bytes, pages, tables } = await convertSample('docx');
    expect([pages, tables]).toEqual([2, 1]);
    const parts = unzipSync(bytes);
    for (const part of ['[Content_Types].xml', 'word/document.xml', 'word/numbering.xml', 'word/styles.xml'])
      expect(Object.keys(parts)).toContain(part);
    const xml = new TextDecoder().decode(parts['word/document.xml']);
    const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) =>
      [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    );
    expect(paragraphs).toContain(SAMPLE.heading);
    expect(paragraphs).toContain(SAMPLE.paragraph);
    expect(paragraphs).toContain(SAMPLE.bullets[0]);
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>/);
    expect(xml).toMatch(/<w:numPr>/);
    expect(xml.match(/<w:tbl>/g)).toHaveLength(1);
    expect(xml.match(/<w:tc>/g)).toHaveLength(9);
    expect(xml).toMatch(/<w:pageBreakBefore\/>|<w:br w:type="page"\/>/);
    expect(xml).toMatch(/<w:pgSz w:w="11900" w:h="16840"/);
  });
});
